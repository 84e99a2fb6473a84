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
import { newOrderMails, statusMails, type OrderMailSettings } from '../mail/order-mails';
import { groszeToZloty } from '../../../domain/rules/money';
import { recordAudit } from './audit-repository';
import { OUTBOX_CHANNEL, type OutboxMail } from './outbox-repository';
import { addressLine, type DeliveryAddress, type DeliveryTime, type OrderLine } from './order-rows';
import { claimPromotions, type PromoRequest } from './promo-claims';
import { promoContactEmail, promoContactPhone, type PromoRefusal } from '../../../domain/rules/promotions';

/** An order not stored because its promo code was refused (D105). */
export interface PromoRefused {
  refusal: PromoRefusal;
}

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
  /** The pickup discount, alcohol excluded (D95); a promo code's is added when the order is stored. */
  discountGrosze: number;
  /** The promo code the customer entered, checked and priced in the storing transaction (D105). */
  promo?: PromoRequest;
  deliveryTime: DeliveryTime;
  paymentMethod: PaymentMethod;
  notes: string;
  adultConfirmed: boolean;
  lines: OrderLine[];
  /** When the order was placed (the app's clock): also when the terms were accepted. */
  at: Date;
  /** Its e-mails are written with it (D72). */
  mail: OrderMailSettings;
  /** Keyed in by staff during a phone call (D96): accepted at once with their estimate. */
  phone?: {
    /** The staff member's e-mail, on the first history entry and the audit log. */
    by: string;
    estimatedMinutes: number;
    estimatedDeliveryAt: Date;
    /** Taken below the minimum order: why, and by how much (audited). */
    belowMinimum?: { reason: string; missingGrosze: number };
  };
}

/**
 * The e-mails of a new order paid at the door: none without an address (a phone order may have
 * none); the confirmation (and the restaurant's copy); for a phone order, accepted already,
 * also the acceptance with staff's estimate, which the confirmation promises (D96).
 */
function mailsOf(order: NewOrder): OutboxMail[] {
  if (!order.customer.email) return [];
  const accepted = order.phone
    ? statusMails('accepted', order.customer.email, {
        facts: order.mail.facts,
        estimatedMinutes: order.phone.estimatedMinutes,
        estimatedDeliveryAt: order.phone.estimatedDeliveryAt.toISOString(),
      })
    : [];
  return [...newOrderMails(order.customer.email, order.mail), ...accepted];
}

/**
 * New orders inside the caller's transaction, a statement per table for all of them: rows,
 * lines, first statuses, e-mails and the staff board's notifications (delivered on commit only:
 * the board never hears of an order that was rolled back). Promo codes are claimed first, in
 * the same transaction (promo-claims.ts). Answers, in order, each order's public id, its promo
 * refusal (not stored), or undefined when its key was stored before (a retry; also the second
 * of two orders with one key in the same batch).
 */
export async function insertOrders(tx: Database, all: NewOrder[]): Promise<(string | PromoRefused | undefined)[]> {
  if (all.length === 0) return [];
  const contactOf = (order: NewOrder) => ({ email: promoContactEmail(order.customer.email), phone: promoContactPhone(order.customer.phoneNumber) });
  const claims = await claimPromotions(
    tx,
    all.map((order) => ({ promo: order.promo, fulfilment: order.fulfilment, contact: contactOf(order), at: order.at })),
  );
  const list = all.filter((_, i) => claims[i].ok);
  if (list.length === 0) return claims.map((claim) => (claim.ok ? undefined : { refusal: claim.refusal }));
  const applied = claims.flatMap((claim) => (claim.ok ? [claim.applied] : []));
  const rows = list.map((order, n) => {
    const promo = applied[n];
    const discountGrosze = order.discountGrosze + (promo?.discountGrosze ?? 0);
    const itemsTotalGrosze = order.lines.reduce((sum, l) => sum + l.unitPriceGrosze * l.quantity, 0);
    // Paid online: nobody in the kitchen hears of it, and no confirmation goes out, before
    // Przelewy24's payment is verified (payment-repository.ts confirm).
    const online = order.paymentMethod === 'online';
    const { phone } = order;
    return {
      publicId: newPublicId(),
      idempotencyKey: order.idempotencyKey ?? null,
      customerEmail: order.customerEmail ?? null,
      customer: { ...order.customer, address: addressLine(order.address) },
      ...order.address,
      fulfilment: order.fulfilment,
      deliveryZone: order.deliveryZone,
      deliveryPriceGrosze: order.deliveryPriceGrosze,
      discountGrosze,
      promoCode: promo?.code ?? null,
      promoDiscountGrosze: promo?.discountGrosze ?? 0,
      promoTerms: promo?.terms ?? null,
      contactEmail: contactOf(order).email,
      contactPhone: contactOf(order).phone,
      deliveryType: order.deliveryTime.type,
      deliveryAt: order.deliveryTime.type === 'scheduled' ? order.deliveryTime.at : null,
      itemsTotalGrosze,
      totalGrosze: itemsTotalGrosze + order.deliveryPriceGrosze - discountGrosze,
      paymentMethod: order.paymentMethod,
      paymentState: online ? 'awaiting' : 'none',
      status: online ? 'awaiting_payment' : phone ? 'accepted' : 'new',
      source: phone ? 'phone' : 'new-online',
      estimatedMinutes: phone?.estimatedMinutes ?? null,
      estimatedDeliveryAt: phone?.estimatedDeliveryAt ?? null,
      notes: order.notes,
      adultConfirmed: order.adultConfirmed,
      // Staff accept no terms on the customer's behalf (D96).
      termsAcceptedAt: phone ? null : order.at,
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
  let next = 0;
  const answers = claims.map((claim) => {
    if (!claim.ok) return { refusal: claim.refusal };
    const row = rows[next++];
    return idOf.has(row.publicId) ? row.publicId : undefined;
  });
  if (stored.length === 0) return answers;

  await tx.insert(orderItems).values(stored.flatMap(({ order, id }) => order.lines.map((line, position) => ({ orderId: id!, position, ...line }))));
  await tx.insert(orderStatusHistory).values(
    stored.map(({ order, row, id }) => ({
      orderId: id!,
      status: row.status,
      at: row.createdAt,
      changedBy: order.phone?.by ?? null,
      estimatedMinutes: order.phone?.estimatedMinutes ?? null,
    })),
  );
  // Who keyed in each phone order, and why one went below the minimum (D96).
  for (const { order, row } of stored) {
    if (!order.phone) continue;
    const { by, estimatedMinutes, belowMinimum } = order.phone;
    await recordAudit(tx, {
      action: 'order-phone',
      target: row.publicId,
      by,
      at: order.at,
      before: null,
      after: {
        total: groszeToZloty(row.totalGrosze),
        estimatedMinutes,
        ...(belowMinimum ? { belowMinimumReason: belowMinimum.reason, missingForMinimum: groszeToZloty(belowMinimum.missingGrosze) } : {}),
      },
    });
  }
  const offline = stored.filter(({ order }) => order.paymentMethod !== 'online');
  const mails = offline.flatMap(({ order, id }) => mailsOf(order).map((mail) => ({ orderId: id!, ...mail })));
  if (mails.length > 0) {
    await tx.insert(mailOutbox).values(mails);
    await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  }
  if (offline.length > 0) {
    const notices = offline.map(({ row }) => notifyCall(staffOrderMessage({ id: row.publicId, status: row.status, at: row.createdAt.toISOString() })));
    await tx.execute(sql`select ${sql.join(notices, sql`, `)}`);
  }
  return answers;
}
