/**
 * The order lifecycle. Delivery: new -> accepted (with an estimated time) -> in_delivery ->
 * delivered. Pickup (D95): new -> accepted (the estimate is the minutes until it is ready) ->
 * ready_for_pickup -> picked_up. Either: new / accepted -> rejected (with a reason). The
 * delivery states never apply to pickup and the pickup states never to delivery. Everything
 * else is an illegal jump: a
 * delivered order cannot be rejected afterwards, and a rejected one cannot come back.
 * An order paid online starts before 'new': awaiting_payment until Przelewy24's payment is
 * verified (-> new) or 15 minutes pass (-> payment_expired, from where the customer pays again
 * or chooses cash). Staff neither see nor move those two (TRANSITIONS is what staff may do;
 * PAYMENT_TRANSITIONS what the payment and the customer may).
 * Shared by the API (which enforces it) and the staff panel (which offers only legal steps);
 * the site's status labels are typed Record<OrderStatus, string>, so a new status fails to
 * compile wherever it has no label.
 */
import type { Fulfilment } from './fulfilment';

export const ORDER_STATUSES = [
  'awaiting_payment',
  'payment_expired',
  'new',
  'accepted',
  'in_delivery',
  'delivered',
  'ready_for_pickup',
  'picked_up',
  'rejected',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Each status as staff read it: the panel's board and the accountant's CSV (D104). */
export const ORDER_STATUS_NAMES: Readonly<Record<OrderStatus, string>> = {
  awaiting_payment: 'Czeka na płatność',
  payment_expired: 'Płatność wygasła',
  new: 'Nowe',
  accepted: 'Przyjęte',
  in_delivery: 'W dostawie',
  delivered: 'Dostarczone',
  ready_for_pickup: 'Gotowe do odbioru',
  picked_up: 'Odebrane',
  rejected: 'Odrzucone',
};

/** Not yet an order for the kitchen: the online payment has not been confirmed. */
export const UNPAID_STATUSES: readonly OrderStatus[] = ['awaiting_payment', 'payment_expired'];
export const isUnpaidStatus = (status: string): boolean => (UNPAID_STATUSES as readonly string[]).includes(status);

type Transitions = Readonly<Record<OrderStatus, readonly OrderStatus[]>>;
const NONE = { awaiting_payment: [], payment_expired: [], in_delivery: [], delivered: [], ready_for_pickup: [], picked_up: [], rejected: [] } as const;

/** What staff may do, for each way of receiving the order. */
export const TRANSITIONS: Readonly<Record<Fulfilment, Transitions>> = {
  delivery: { ...NONE, new: ['accepted', 'rejected'], accepted: ['in_delivery', 'rejected'], in_delivery: ['delivered'] },
  pickup: { ...NONE, new: ['accepted', 'rejected'], accepted: ['ready_for_pickup', 'rejected'], ready_for_pickup: ['picked_up'] },
};

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Whether staff may move an order of this fulfilment (delivery when older data has none) from one status to another. */
export function canTransition(from: string, to: string, fulfilment: Fulfilment = 'delivery'): boolean {
  return isOrderStatus(from) && isOrderStatus(to) && (TRANSITIONS[fulfilment]?.[from] ?? []).includes(to);
}

/** While the kitchen has not started the road (new, accepted), staff may still change the order by phone (D95). */
export const CHANGEABLE_STATUSES: readonly OrderStatus[] = ['new', 'accepted'];
export const isChangeableStatus = (status: string): boolean => (CHANGEABLE_STATUSES as readonly string[]).includes(status);

/**
 * What the payment and the customer may do before the kitchen sees the order: a verified
 * payment or the switch to cash makes it 'new'; the time limit expires it; paying again
 * reopens it.
 */
export const PAYMENT_TRANSITIONS: Readonly<Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  awaiting_payment: ['new', 'payment_expired'],
  payment_expired: ['awaiting_payment', 'new'],
};

export function canPaymentTransition(from: string, to: string): boolean {
  return isOrderStatus(from) && isOrderStatus(to) && (PAYMENT_TRANSITIONS[from] ?? []).includes(to);
}

/** Delivered, picked up or rejected: no step leads on from here. */
export function isFinalStatus(status: string): boolean {
  return status === 'delivered' || status === 'picked_up' || status === 'rejected';
}

export interface StatusChangeFields {
  estimatedMinutes?: number;
  reason?: string;
}

/**
 * What is wrong with the fields sent along with a status (naming the field), or undefined.
 * An estimate belongs only to 'accepted' and a reason only to 'rejected', so a stray value
 * is refused rather than silently dropped.
 */
export function statusFieldsError(to: OrderStatus, fields: StatusChangeFields): string | undefined {
  if (to === 'accepted' && fields.estimatedMinutes === undefined) return 'body/estimatedMinutes is required for status accepted';
  if (to !== 'accepted' && fields.estimatedMinutes !== undefined) return 'body/estimatedMinutes is only for status accepted';
  if (to === 'rejected' && !fields.reason?.trim()) return 'body/reason is required for status rejected';
  if (to !== 'rejected' && fields.reason !== undefined) return 'body/reason is only for status rejected';
  return undefined;
}

/**
 * When the customer may expect the food (delivery) or collect it (pickup): the estimate counts
 * from acceptance, but an order for a chosen time is not promised before that time.
 */
export function estimatedDeliveryAt(acceptedAt: Date, estimatedMinutes: number, scheduledAt: Date | null): Date {
  const estimate = new Date(acceptedAt.getTime() + estimatedMinutes * 60_000);
  return scheduledAt && scheduledAt > estimate ? scheduledAt : estimate;
}
