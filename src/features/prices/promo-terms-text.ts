/**
 * What the site says about promo codes (D105), wherever an order's sums are shown: the code's
 * own line beside the pickup discount, and the terms said where the customer enters a code.
 */
import { groszeToZloty, zlotyToGrosze } from '../../../domain/rules/money';
import { PICKUP_DISCOUNT_LABEL } from './pickup-terms-text';

import { promoDiscountLabel } from '../../../domain/rules/promotions';

export { promoDiscountLabel };

/** D105, said under the code's field: what a code never discounts and what the thresholds count. */
export const PROMO_TERMS_NOTE =
  'Kod nie obejmuje alkoholu ani dostawy. Minimalna kwota zamówienia i darmowa dostawa liczą się od wartości przed rabatem.';

/** An order view's discounts in zł: all of them, and the promo code's part of them. */
interface OrderDiscounts {
  discount: number;
  promoCode?: string | null;
  promoDiscount?: number;
}

/**
 * An order's discounts as lines, each apart and in the order they apply (D105): the view's
 * `discount` is all of them and `promoDiscount` the code's part, so pickup's part is the rest.
 */
export function orderDiscountLines(order: OrderDiscounts): { label: string; amount: number }[] {
  const promoGrosze = order.promoCode ? zlotyToGrosze(order.promoDiscount ?? 0) : 0;
  const pickupGrosze = zlotyToGrosze(order.discount) - promoGrosze;
  const lines: { label: string; amount: number }[] = [];
  if (pickupGrosze > 0) lines.push({ label: PICKUP_DISCOUNT_LABEL, amount: groszeToZloty(pickupGrosze) });
  if (order.promoCode && promoGrosze > 0) lines.push({ label: promoDiscountLabel(order.promoCode), amount: groszeToZloty(promoGrosze) });
  return lines;
}
