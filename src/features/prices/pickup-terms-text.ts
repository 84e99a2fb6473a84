/**
 * What the basket and the checkout say about pickup's terms (D95): the discount's own line, the
 * minimum order, how long the kitchen takes, and why a basket below the minimum waits.
 */
import { belowMinimumMessage, missingForMinimumGrosze } from '../../../domain/rules/delivery-charge';
import type { PickupTerms } from '../../../domain/rules/fulfilment';
import { formatGrosze } from '../../../domain/rules/money';

/** The discount's line wherever an order's sums are shown (the order page knows no percent). */
export const PICKUP_DISCOUNT_LABEL = 'Rabat za odbiór osobisty';

/** 'Rabat za odbiór osobisty (−10%)': the words the e-mails use too. */
export const pickupDiscountLabel = (percent: number): string => `${PICKUP_DISCOUNT_LABEL} (−${percent}%)`;

/** Beside the discount when the basket holds alcohol, which the sobriety act keeps out of any promotion. */
export const NO_ALCOHOL_DISCOUNT_NOTE = 'rabat nie obejmuje alkoholu';

/** 'Odbiór osobisty: zamówienie od 20,00 zł'; null when pickup has no minimum. */
export const pickupMinimumLine = (pickup: PickupTerms): string | null =>
  pickup.minimumOrderGrosze > 0 ? `Odbiór osobisty: zamówienie od ${formatGrosze(pickup.minimumOrderGrosze)}` : null;

/** How long the kitchen takes: the time to come for 'jak najszybciej'. */
export const preparationLine = (pickup: PickupTerms): string =>
  `Zamówienie będzie gotowe do odbioru ok. ${pickup.preparationMinutes} min po przyjęciu — albo na godzinę, którą wybierzesz.`;

/** Below pickup's minimum (measured before the discount, D95): why the order cannot go on; null when it reaches it. */
export function pickupBelowMinimumMessage(pickup: PickupTerms, itemsGrosze: number): string | null {
  const missing = missingForMinimumGrosze(pickup, itemsGrosze);
  return missing > 0 ? `${belowMinimumMessage(missing)} przy odbiorze osobistym (zamówienia od ${formatGrosze(pickup.minimumOrderGrosze)}).` : null;
}
