/**
 * Writes new orders inside the caller's transaction: one order (create) or a batch of them
 * (createMany, D76) alike, with a statement per table whatever their number.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { mailOutbox, orderItems, orders, orderStatusHistory } from '../db/schema';
import { notifyCall, staffOrderMessage } from '../events/order-events';
import { newPublicId } from '../lib/public-id';
import type { PaymentMethod } from '../../../domain/rules/payment-methods';
import type { Fulfilment } from '../../../domain/rules/fulfilment';
import { newOrderMails, type OrderMailSettings } from '../mail/order-mails';
import { OUTBOX_CHANNEL } from './outbox-repository';
import { addressLine, type DeliveryAddress, type DeliveryTime, type OrderLine } from './order-rows';

export interface NewOrder {
  idempotencyKey?: string;
  customerEmail?: string;
  customer: { name: string; phoneNumber: string; email: string };
  fulfilment: Fulfilment;
  /** NO_ADDRESS for pickup. */
  address: DeliveryAddress;
  /** '' for pickup. */
  deliveryZone: 'A' | 'B' | '';
  deliveryPriceGrosze: number;
  /** The pickup discount, alcohol excluded (D95). */
  discountGrosze: number;
  deliveryTime: DeliveryTime;
  paymentMethod: PaymentMethod;
  notes: string;
  adultConfirmed: boolean;
  lines: OrderLine[];
  /** When the order was placed (the app's clock): also when the terms were accepted. */
  at: Date;
  /** Its e-mails are written with it (D72). */
  mail: OrderMailSettings;
}

/**
 * New orders inside the caller's transaction, a statement per table for all of them: rows,
 * lines, first statuses, e-mails and the staff board's notifications (delivered on commit only:
 * the board never hears of an order that was rolled back). Answers, in order, each order's
 * public id, or undefined when its key was stored before (a retry; also the second of two
 * orders with one key in the same batch).
 */
export async function insertOrders(tx: Database, list: NewOrder[]): Promise<(string | undefined)[]> {
  if (list.length === 0) return [];
  const rows = list.map((order) => {
    const itemsTotalGrosze = order.lines.reduce((sum, l) => sum + l.unitPriceGrosze * l.quantity, 0);
    // Paid online: nobody in the kitchen hears of it, and no confirmation goes out, before
    // Przelewy24's payment is verified (payment-repository.ts confirm).
    const online = order.paymentMethod === 'online';
    return {
      publicId: newPublicId(),
      idempotencyKey: order.idempotencyKey ?? null,
      customerEmail: order.customerEmail ?? null,
      customer: { ...order.customer, address: addressLine(order.address) },
      ...order.address,
      fulfilment: order.fulfilment,
      deliveryZone: order.deliveryZone,
      deliveryPriceGrosze: order.deliveryPriceGrosze,
      discountGrosze: order.discountGrosze,
      deliveryType: order.deliveryTime.type,
      deliveryAt: order.deliveryTime.type === 'scheduled' ? order.deliveryTime.at : null,
      itemsTotalGrosze,
      totalGrosze: itemsTotalGrosze + order.deliveryPriceGrosze - order.discountGrosze,
      paymentMethod: order.paymentMethod,
      paymentState: online ? 'awaiting' : 'none',
      status: online ? 'awaiting_payment' : 'new',
      notes: order.notes,
      adultConfirmed: order.adultConfirmed,
      termsAcceptedAt: order.at,
      createdAt: order.at,
    };
  });
  const inserted = await tx
    .insert(orders)
    .values(rows)
    .onConflictDoNothing({ target: orders.idempotencyKey })
    .returning({ id: orders.id, publicId: orders.publicId });
  const idOf = new Map(inserted.map((r) => [r.publicId, r.id]));
  const stored = list.map((order, i) => ({ order, row: rows[i], id: idOf.get(rows[i].publicId) })).filter((s) => s.id !== undefined);
  if (stored.length === 0) return rows.map(() => undefined);

  await tx.insert(orderItems).values(stored.flatMap(({ order, id }) => order.lines.map((line, position) => ({ orderId: id!, position, ...line }))));
  await tx.insert(orderStatusHistory).values(stored.map(({ row, id }) => ({ orderId: id!, status: row.status, at: row.createdAt })));
  const offline = stored.filter(({ order }) => order.paymentMethod !== 'online');
  const mails = offline.flatMap(({ order, id }) => newOrderMails(order.customer.email, order.mail).map((mail) => ({ orderId: id!, ...mail })));
  if (mails.length > 0) {
    await tx.insert(mailOutbox).values(mails);
    await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  }
  if (offline.length > 0) {
    const notices = offline.map(({ row }) => notifyCall(staffOrderMessage({ id: row.publicId, status: row.status, at: row.createdAt.toISOString() })));
    await tx.execute(sql`select ${sql.join(notices, sql`, `)}`);
  }
  return rows.map((row) => (idOf.has(row.publicId) ? row.publicId : undefined));
}
