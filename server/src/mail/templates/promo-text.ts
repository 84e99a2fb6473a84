/** How the e-mails name an order's promo code (D105): its own line beside the pickup discount. */
import { formatGrosze } from '../../../../domain/rules/money';
import { promoDiscountLabel } from '../../../../domain/rules/promotions';
import type { StoredOrder } from '../../repositories/order-rows';

/** The pickup discount alone: every discount but the code's. */
export const pickupDiscountOf = (order: Pick<StoredOrder, 'discountGrosze' | 'promoDiscountGrosze'>): number => order.discountGrosze - order.promoDiscountGrosze;

/**
 * 'Kod rabatowy WITAJ-10 (−10%, alkohol bez rabatu)': the terms the order was placed with, so the
 * line stays true when staff change the code later.
 */
export function promoLabel(order: Pick<StoredOrder, 'promoCode' | 'promoTerms' | 'adultConfirmed'>): string {
  const { promoTerms: terms } = order;
  const size = terms?.percent ? `\u2212${terms.percent}%` : terms?.amountGrosze ? `\u2212${formatGrosze(terms.amountGrosze)}` : '';
  const notes = [size, order.adultConfirmed ? 'alkohol bez rabatu' : ''].filter(Boolean);
  return `${promoDiscountLabel(order.promoCode ?? '')}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`;
}
