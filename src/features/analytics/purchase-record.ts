/**
 * `purchase` once per order, and only for an order placed in this browser. At placement the
 * event is sent at once when the server accepted the order for payment at the door; an order
 * to be paid online is kept as pending (its event, which holds no personal data) until the
 * order page sees the payment confirmed. The numbers of orders already reported are kept, so a
 * reload never sends again; an order page opened on another device, or for someone else's
 * order, finds no pending record and sends nothing.
 */
import { readList, writeList } from '../../lib/storage';
import type { EcommerceEvent } from './ecommerce-events';

export const PENDING_PURCHASES_KEY = 'ANALYTICS_PENDING_PURCHASES';
export const SENT_PURCHASES_KEY = 'ANALYTICS_SENT_PURCHASES';
/** An online payment not confirmed within a day is not coming (the order expires after 15 minutes, D73). */
export const PENDING_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Enough order numbers to cover any reload; the oldest go first. */
export const SENT_KEPT = 50;

interface PendingPurchase {
  id: string;
  /** ISO date-time of the placement. */
  at: string;
  event: EcommerceEvent;
}

/** What decides the moment: the order's status and where its money stands. */
export interface OrderState {
  id: string;
  status: string;
  paymentMethod: string;
  paymentState: string;
}

const NOT_ACCEPTED = new Set(['awaiting_payment', 'payment_expired', 'rejected']);

/** Paid online, or accepted by the server for payment at the door (also after a switch to cash). */
export const isConfirmed = (order: OrderState): boolean =>
  order.paymentState === 'paid' || (order.paymentMethod !== 'online' && !NOT_ACCEPTED.has(order.status));

const isText = (value: unknown): value is string => typeof value === 'string';

function isPending(value: unknown): value is PendingPurchase {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<PendingPurchase>;
  return (
    isText(record.id) &&
    isText(record.at) &&
    typeof record.event === 'object' &&
    record.event !== null &&
    record.event.name === 'purchase' &&
    typeof record.event.params === 'object'
  );
}

const sentIds = () => readList(SENT_PURCHASES_KEY, isText);

function markSent(id: string): void {
  writeList(SENT_PURCHASES_KEY, [...sentIds().filter((sent) => sent !== id), id].slice(-SENT_KEPT));
}

/** The pending records still young enough. */
const pendingOf = (now: Date) =>
  readList(PENDING_PURCHASES_KEY, isPending).filter((record) => now.getTime() - Date.parse(record.at) < PENDING_MAX_AGE_MS);

const savePending = (records: PendingPurchase[]) => writeList(PENDING_PURCHASES_KEY, records);

/** The order was just placed here: its purchase event to send now, or null (kept until paid, or sent before). */
export function purchaseAtPlacement(order: OrderState, event: EcommerceEvent, now: Date = new Date()): EcommerceEvent | null {
  if (sentIds().includes(order.id)) return null;
  if (isConfirmed(order)) {
    markSent(order.id);
    return event;
  }
  savePending([...pendingOf(now).filter((record) => record.id !== order.id), { id: order.id, at: now.toISOString(), event }]);
  return null;
}

/** The order page sees an order: the purchase event of one placed here and now confirmed, once; else null. */
export function purchaseOnSight(order: OrderState, now: Date = new Date()): EcommerceEvent | null {
  const pending = pendingOf(now);
  const record = pending.find((candidate) => candidate.id === order.id);
  if (!record || !isConfirmed(order)) return null;
  savePending(pending.filter((candidate) => candidate !== record));
  if (sentIds().includes(order.id)) return null;
  markSent(order.id);
  return record.event;
}
