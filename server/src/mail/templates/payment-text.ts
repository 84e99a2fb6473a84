/**
 * How the e-mails speak of the money (D73): an order paid online owes nothing at the door,
 * so its messages say it was paid instead of what to pay; payment at the door as before.
 */
import { paymentMethodLabel, type PaymentState } from '../../../../domain/rules/payment-methods';
import type { StoredOrder } from '../../repositories/order-rows';

/** Paid and verified with Przelewy24, including a payment refunded after a rejection. */
const PAID_STATES: ReadonlySet<PaymentState> = new Set<PaymentState>(['paid', 'refund_pending', 'refunded']);

export const isPaidOnline = (order: Pick<StoredOrder, 'paymentMethod' | 'paymentState'>): boolean =>
  order.paymentMethod === 'online' && PAID_STATES.has(order.paymentState);

/** Cash or card to the rider: nothing is charged before the door. */
export const paysAtDoor = (order: Pick<StoredOrder, 'paymentMethod'>): boolean => order.paymentMethod === 'cash' || order.paymentMethod === 'card';

/** 'Płatność: …': 'Opłacone online', or the method ('Gotówka przy odbiorze'). */
export const paymentText = (order: Pick<StoredOrder, 'paymentMethod' | 'paymentState'>): string =>
  isPaidOnline(order) ? 'Opłacone online' : paymentMethodLabel(order.paymentMethod);

/** The total's label: what the customer paid online, or pays at the door. */
export const totalLabel = (order: Pick<StoredOrder, 'paymentMethod' | 'paymentState'>): string =>
  isPaidOnline(order) ? 'Zapłacono' : 'Do zapłaty';
