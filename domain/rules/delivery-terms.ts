/**
 * What delivery to a zone costs and which orders it takes (issue 21 item 16): the delivery
 * price, the smallest order value the restaurant delivers there, and optionally the order
 * value from which delivery is free. Both values count the items only, never the delivery
 * itself (decisions.md D70). The basket, the summary page and POST /order apply these same
 * functions, so the site never lets through what the server refuses.
 */
import type { Zone } from './delivery-zones';
import { formatGrosze, groszeToZloty, zlotyToGrosze } from './money';
import { DEFAULT_DELIVERY_PRICES } from './prices';

/** One zone's terms in grosze; `freeDeliveryFromGrosze` null: delivery is never free. */
export interface ZoneTerms {
  priceGrosze: number;
  minimumOrderGrosze: number;
  freeDeliveryFromGrosze: number | null;
}

/** The restaurant's terms, zone by zone, as the server stores them. */
export type DeliveryTerms = Record<Zone, ZoneTerms>;

/** A restaurant that never set terms: the default prices, no minimum, never free. */
export const DEFAULT_DELIVERY_TERMS: DeliveryTerms = {
  A: { priceGrosze: DEFAULT_DELIVERY_PRICES.zoneAGrosze, minimumOrderGrosze: 0, freeDeliveryFromGrosze: null },
  B: { priceGrosze: DEFAULT_DELIVERY_PRICES.zoneBGrosze, minimumOrderGrosze: 0, freeDeliveryFromGrosze: null },
};

/** What a zone's delivery costs for items worth `itemsGrosze`: nothing from the free-delivery value on. */
export function deliveryPriceGrosze(terms: ZoneTerms, itemsGrosze: number): number {
  const free = terms.freeDeliveryFromGrosze !== null && itemsGrosze >= terms.freeDeliveryFromGrosze;
  return free ? 0 : terms.priceGrosze;
}

/** How much the items lack to reach the zone's minimum order value; 0 when they reach it. */
export const missingForMinimumGrosze = (terms: ZoneTerms, itemsGrosze: number): number =>
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

/** One zone's terms as the API writes them, in zł (GET /shop/delivery-zone). */
export interface ZoneTermsInZloty {
  price: number;
  minimumOrder: number;
  freeDeliveryFrom: number | null;
}

/** All terms as the API writes them, in zł (GET /delivery/, the staff settings): the spec's zoneA/zoneB and the rest beside them. */
export interface DeliveryTermsInZloty {
  zoneA: number;
  zoneB: number;
  minimumOrderA: number;
  minimumOrderB: number;
  freeDeliveryFromA: number | null;
  freeDeliveryFromB: number | null;
}

const zlotyOrNull = (grosze: number | null) => (grosze === null ? null : groszeToZloty(grosze));
const groszeOrNull = (zloty: number | null) => (zloty === null ? null : zlotyToGrosze(zloty));

export const zoneTermsInZloty = (t: ZoneTerms): ZoneTermsInZloty => ({
  price: groszeToZloty(t.priceGrosze),
  minimumOrder: groszeToZloty(t.minimumOrderGrosze),
  freeDeliveryFrom: zlotyOrNull(t.freeDeliveryFromGrosze),
});

export const zoneTermsFromZloty = (t: ZoneTermsInZloty): ZoneTerms => ({
  priceGrosze: zlotyToGrosze(t.price),
  minimumOrderGrosze: zlotyToGrosze(t.minimumOrder),
  freeDeliveryFromGrosze: groszeOrNull(t.freeDeliveryFrom),
});

export function deliveryTermsInZloty(terms: DeliveryTerms): DeliveryTermsInZloty {
  const a = zoneTermsInZloty(terms.A);
  const b = zoneTermsInZloty(terms.B);
  return {
    zoneA: a.price,
    zoneB: b.price,
    minimumOrderA: a.minimumOrder,
    minimumOrderB: b.minimumOrder,
    freeDeliveryFromA: a.freeDeliveryFrom,
    freeDeliveryFromB: b.freeDeliveryFrom,
  };
}

export const deliveryTermsFromZloty = (t: DeliveryTermsInZloty): DeliveryTerms => ({
  A: zoneTermsFromZloty({ price: t.zoneA, minimumOrder: t.minimumOrderA, freeDeliveryFrom: t.freeDeliveryFromA }),
  B: zoneTermsFromZloty({ price: t.zoneB, minimumOrder: t.minimumOrderB, freeDeliveryFrom: t.freeDeliveryFromB }),
});
