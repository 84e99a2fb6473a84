/**
 * How the e-mails speak of an order collected at the restaurant ('Odbiór osobisty', D95): the
 * restaurant's address instead of the customer's, and the pickup discount on a line of its own.
 */
import { FULFILMENT_LABELS } from '../../../../domain/rules/fulfilment';
import { formatGrosze } from '../../../../domain/rules/money';
import type { StoredOrder } from '../../repositories/order-rows';

export const PICKUP_LABEL = FULFILMENT_LABELS.pickup;

export const isPickup = (order: Pick<StoredOrder, 'fulfilment'>): boolean => order.fulfilment === 'pickup';

/**
 * 'Rabat za odbiór osobisty (−10%)': the percent as it was when the order was placed (the mail's
 * snapshot); without it, the label alone. Alcohol is never discounted, and an order holding it says so.
 */
export function discountLabel(order: Pick<StoredOrder, 'adultConfirmed'>, percent: number | undefined): string {
  const terms = [percent ? `\u2212${percent}%` : '', order.adultConfirmed ? 'alkohol bez rabatu' : ''].filter(Boolean);
  return terms.length > 0 ? `Rabat za odbiór osobisty (${terms.join(', ')})` : 'Rabat za odbiór osobisty';
}

/** '−5,49 zł': taken off the total. */
export const discountText = (grosze: number): string => `\u2212${formatGrosze(grosze)}`;
