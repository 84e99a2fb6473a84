/**
 * What a zone's delivery terms (delivery-terms.ts) mean for an order: the delivery price for
 * the value of its items, how much the items lack to reach the minimum or free delivery, and
 * the words for it. Both values count the items only, never the delivery itself (D70). The
 * basket, the summary page and POST /order apply these same functions, so the site never lets
 * through what the server refuses.
 */
import type { DeliveryTerms, ZoneTerms } from './delivery-terms';
import type { Zone } from './delivery-zones';
import { formatGrosze } from './money';

/** What a zone's delivery costs for items worth `itemsGrosze`: nothing from the free-delivery value on. */
export function deliveryPriceGrosze(terms: ZoneTerms, itemsGrosze: number): number {
  const free = terms.freeDeliveryFromGrosze !== null && itemsGrosze >= terms.freeDeliveryFromGrosze;
  return free ? 0 : terms.priceGrosze;
}

/** How much the items lack to reach the zone's minimum order value; 0 when they reach it. */
export const missingForMinimumGrosze = (terms: Pick<ZoneTerms, 'minimumOrderGrosze'>, itemsGrosze: number): number =>
  Math.max(0, terms.minimumOrderGrosze - itemsGrosze);

/** How much the items lack to make delivery free; null when it never is or already is. */
export function missingForFreeDeliveryGrosze(terms: ZoneTerms, itemsGrosze: number): number | null {
  if (terms.freeDeliveryFromGrosze === null) return null;
  const missing = terms.freeDeliveryFromGrosze - itemsGrosze;
  return missing > 0 ? missing : null;
}

/**
 * 'Brakuje 18,00 zł do minimalnej wartości zamówienia' (+ ' w strefie B' when the zone matters):
 * the basket's, the summary's and the API's words.
 */
export const belowMinimumMessage = (missingGrosze: number, zone?: Zone): string =>
  `Brakuje ${formatGrosze(missingGrosze)} do minimalnej wartości zamówienia${zone ? ` w strefie ${zone}` : ''}`;

/** The zone of the terms whose minimum is lowest: the one a customer can reach first. */
export function lowestMinimumZone(terms: DeliveryTerms): Zone {
  return terms.A.minimumOrderGrosze <= terms.B.minimumOrderGrosze ? 'A' : 'B';
}
