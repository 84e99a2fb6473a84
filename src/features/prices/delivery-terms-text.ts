/**
 * What the basket says about the delivery terms (decisions.md D70): each zone's terms in one
 * line, and for the basket as it is: whether it reaches a minimum at all (below the lowest
 * one, no zone takes it: the order button waits), what another zone still lacks, and how far
 * free delivery is.
 */
import { belowMinimumMessage, lowestMinimumZone, missingForFreeDeliveryGrosze, missingForMinimumGrosze } from '../../../domain/rules/delivery-charge';
import type { DeliveryTerms, ZoneTerms } from '../../../domain/rules/delivery-terms';
import { ZONES, type Zone } from '../../../domain/rules/delivery-zones';
import { formatGrosze } from '../../../domain/rules/money';

/** 'Strefa A: dostawa 10,00 zł, zamówienie od 20,00 zł, darmowa dostawa od 150,00 zł'. */
export function zoneTermsLine(zone: Zone, terms: ZoneTerms): string {
  const parts = [`dostawa ${formatGrosze(terms.priceGrosze)}`];
  if (terms.minimumOrderGrosze > 0) parts.push(`zamówienie od ${formatGrosze(terms.minimumOrderGrosze)}`);
  if (terms.freeDeliveryFromGrosze !== null) parts.push(`darmowa dostawa od ${formatGrosze(terms.freeDeliveryFromGrosze)}`);
  return `Strefa ${zone}: ${parts.join(', ')}`;
}

export interface BasketDeliveryNotes {
  /** Below every zone's minimum: why the order cannot go on yet; null when some zone takes it. */
  blocking: string | null;
  /** Sentences for this basket: another zone's shortfall, free delivery reached or how far. */
  notes: string[];
}

export function basketDeliveryNotes(terms: DeliveryTerms, itemsGrosze: number): BasketDeliveryNotes {
  const lowest = lowestMinimumZone(terms);
  const lowestMissing = missingForMinimumGrosze(terms[lowest], itemsGrosze);
  if (lowestMissing > 0) {
    // The zone is named only when the zones' minimums differ: otherwise it says nothing.
    const sameMinimum = terms.A.minimumOrderGrosze === terms.B.minimumOrderGrosze;
    return { blocking: `${belowMinimumMessage(lowestMissing, sameMinimum ? undefined : lowest)}.`, notes: [] };
  }
  const notes = ZONES.flatMap((zone) => {
    const missing = missingForMinimumGrosze(terms[zone], itemsGrosze);
    if (missing > 0) return [`${belowMinimumMessage(missing, zone)}.`];
    if (terms[zone].freeDeliveryFromGrosze === null) return [];
    const toFree = missingForFreeDeliveryGrosze(terms[zone], itemsGrosze);
    return [toFree === null ? `Dostawa w strefie ${zone} gratis.` : `Do darmowej dostawy w strefie ${zone} brakuje ${formatGrosze(toFree)}.`];
  });
  return { blocking: null, notes };
}
