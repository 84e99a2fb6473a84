/** Stored orders as the rest of the app sees them, loaded with their lines and history. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { PaymentState } from '../../../domain/rules/payment-methods';
import type { Fulfilment } from '../../../domain/rules/fulfilment';
import type { PromoPricing } from '../../../domain/rules/promotions';
import { orderChanges, orderItems, orders, orderStatusHistory, paymentRefunds, payments } from '../db/schema';

export interface OrderLine {
  itemId: number;
  name: string;
  unitPriceGrosze: number;
  quantity: number;
}

export interface DeliveryAddress {
  street: string;
  postalCode: string;
  city: string;
}

export type DeliveryTime = { type: 'asap' } | { type: 'scheduled'; at: Date };

export interface StatusHistoryEntry {
  status: string;
  note: string;
  estimatedMinutes: number | null;
  /** Staff e-mail; null for the order's creation. */
  changedBy: string | null;
  at: Date;
}

/** A change by phone (D97). */
export interface OrderChangeEntry {
  changed: string[];
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  reason: string;
  changedBy: string;
  totalBeforeGrosze: number;
  totalAfterGrosze: number;
  at: Date;
}

/** Part of the payment given back after a change (D97); 'requested' counts as pending for the customer. */
export interface PartialRefundEntry {
  amountGrosze: number;
  state: string;
}

export interface StoredOrder {
  publicId: string;
  status: string;
  source: string;
  fulfilment: Fulfilment;
  createdAt: Date;
  customer: { name: string; phoneNumber: string; email: string; address: string };
  /** Empty parts for pickup. */
  address: DeliveryAddress;
  /** 'A' or 'B'; '' for pickup. */
  deliveryZone: string;
  deliveryPriceGrosze: number;
  /** Every discount: pickup's and the promo code's. */
  discountGrosze: number;
  /** The promo code held (normalised) or null, its part of discountGrosze, and the terms it was priced with (D105). */
  promoCode: string | null;
  promoDiscountGrosze: number;
  promoTerms: PromoPricing | null;
  deliveryTime: DeliveryTime;
  itemsTotalGrosze: number;
  totalGrosze: number;
  paymentMethod: string;
  paymentState: PaymentState;
  notes: string;
  adultConfirmed: boolean;
  termsAcceptedAt: Date | null;
  estimatedMinutes: number | null;
  estimatedDeliveryAt: Date | null;
  lines: OrderLine[];
  statusHistory: StatusHistoryEntry[];
  changes: OrderChangeEntry[];
  partialRefunds: PartialRefundEntry[];
}

type OrderRow = typeof orders.$inferSelect;

/** Loads full orders (lines and history) for the given rows, keeping their order. */
export async function hydrateOrders(db: Database, rows: OrderRow[]): Promise<StoredOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [lines, history, changes, refunds] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.position)),
    // By id: changes to one order are serialized by a row lock, so ids follow their real order
    // even when two instances' clocks disagree by a few milliseconds.
    db.select().from(orderStatusHistory).where(inArray(orderStatusHistory.orderId, ids)).orderBy(asc(orderStatusHistory.id)),
    db.select().from(orderChanges).where(inArray(orderChanges.orderId, ids)).orderBy(asc(orderChanges.id)),
    db
      .select({ orderId: payments.orderId, amountGrosze: paymentRefunds.amountGrosze, state: paymentRefunds.state })
      .from(paymentRefunds)
      .innerJoin(payments, eq(paymentRefunds.paymentId, payments.id))
      .where(inArray(payments.orderId, ids))
      .orderBy(asc(paymentRefunds.id)),
  ]);
  return rows.map((row) => ({
    publicId: row.publicId,
    status: row.status,
    source: row.source,
    fulfilment: row.fulfilment as Fulfilment,
    createdAt: row.createdAt,
    customer: row.customer,
    address: { street: row.street, postalCode: row.postalCode, city: row.city },
    deliveryZone: row.deliveryZone,
    deliveryPriceGrosze: row.deliveryPriceGrosze,
    discountGrosze: row.discountGrosze,
    promoCode: row.promoCode,
    promoDiscountGrosze: row.promoDiscountGrosze,
    promoTerms: row.promoTerms,
    deliveryTime: row.deliveryType === 'scheduled' && row.deliveryAt ? { type: 'scheduled', at: row.deliveryAt } : { type: 'asap' },
    itemsTotalGrosze: row.itemsTotalGrosze,
    totalGrosze: row.totalGrosze,
    paymentMethod: row.paymentMethod,
    paymentState: row.paymentState as PaymentState,
    notes: row.notes,
    adultConfirmed: row.adultConfirmed,
    termsAcceptedAt: row.termsAcceptedAt,
    estimatedMinutes: row.estimatedMinutes,
    estimatedDeliveryAt: row.estimatedDeliveryAt,
    lines: lines
      .filter((l) => l.orderId === row.id)
      .map(({ itemId, name, unitPriceGrosze, quantity }) => ({ itemId, name, unitPriceGrosze, quantity })),
    statusHistory: history
      .filter((h) => h.orderId === row.id)
      .map(({ status, note, estimatedMinutes, changedBy, at }) => ({ status, note, estimatedMinutes, changedBy, at })),
    changes: changes.filter((c) => c.orderId === row.id).map(({ id: _id, orderId: _order, ...change }) => change),
    partialRefunds: refunds.filter((r) => r.orderId === row.id).map(({ amountGrosze, state }) => ({ amountGrosze, state })),
  }));
}

/** The address on one line, as the customer's details and older views hold it; '' for pickup (no address). */
export function addressLine(address: DeliveryAddress): string {
  return address.street ? `${address.street}, ${address.postalCode} ${address.city}` : '';
}

/** No address: a pickup order's parts (the restaurant's own address is in its facts). */
export const NO_ADDRESS: DeliveryAddress = { street: '', postalCode: '', city: '' };
