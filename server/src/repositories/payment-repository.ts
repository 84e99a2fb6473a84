/**
 * Online payments in the database (D73): attempts, the gateway's answers and what they do to
 * the order. Every change of an order here happens under its row lock and only from the state
 * it expects, so a repeated notification, two instances, a customer switching to cash while
 * the money arrives, or a job racing a notification can never pay an order twice or lose one:
 * money that arrives for an order that no longer waits for it is queued for a refund.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orders, orderStatusHistory, paymentRefunds, payments } from '../db/schema';
import { notifyStatement, orderStatusMessage, staffOrderMessage } from '../events/order-events';
import { newOrderMails, type OrderMailSettings } from '../mail/order-mails';
import { canPaymentTransition, isUnpaidStatus, type OrderStatus } from '../../../domain/rules/order-lifecycle';
import type { PaymentState } from '../../../domain/rules/payment-methods';
import { writeOutboxMails } from './outbox-repository';
import { canRetakePromoUse } from './promo-claims';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface PaymentAttempt {
  sessionId: string;
  amountGrosze: number;
  email: string;
  publicId: string;
}

export interface StoredPayment {
  id: number;
  sessionId: string;
  amountGrosze: number;
  state: string;
  p24OrderId: number | null;
  refundRequestId: string | null;
  refundState: string | null;
  publicId: string;
  orderStatus: string;
  /** What partial refunds of this payment gave (or are giving) back already (D97). */
  partiallyRefundedGrosze: number;
}

/** A partial refund to ask P24 for (D97), with what the request needs. */
export interface PartialRefundRequest {
  id: number;
  requestId: string;
  amountGrosze: number;
  sessionId: string;
  p24OrderId: number | null;
  publicId: string;
}

/** Request ids are UUIDs: anything else names no refund of ours (and would not even compare with the column). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a verified payment did: paid its order, was already counted, or came for an order that no longer waited. */
export type Confirmation = 'paid' | 'already-verified' | 'refund-queued';

/** The order page and the board follow the change (on commit). */
async function announce(tx: Tx, publicId: string, status: string, at: Date, staffToo: boolean): Promise<void> {
  await tx.execute(
    notifyStatement(orderStatusMessage({ id: publicId, status, at: at.toISOString(), note: '', estimatedMinutes: null, estimatedDeliveryAt: null })),
  );
  if (staffToo) await tx.execute(notifyStatement(staffOrderMessage({ id: publicId, status, at: at.toISOString() })));
}

async function lockOrder(tx: Tx, publicId: string) {
  const [row] = await tx
    .select({
      id: orders.id,
      status: orders.status,
      totalGrosze: orders.totalGrosze,
      customer: orders.customer,
      paymentState: orders.paymentState,
      promoCode: orders.promoCode,
      contactEmail: orders.contactEmail,
      contactPhone: orders.contactPhone,
    })
    .from(orders)
    .where(eq(orders.publicId, publicId))
    .for('update');
  return row;
}

async function moveOrder(tx: Tx, order: { id: string; status: string }, publicId: string, to: OrderStatus, at: Date, set: { paymentState?: PaymentState; paymentMethod?: string } = {}) {
  // The callers checked the state they expect; this is the lifecycle's own word on it.
  if (!canPaymentTransition(order.status, to)) throw new Error(`order ${publicId} cannot go from ${order.status} to ${to} by payment`);
  await tx.update(orders).set({ status: to, ...set }).where(eq(orders.id, order.id));
  await tx.insert(orderStatusHistory).values({ orderId: order.id, status: to, at });
  await announce(tx, publicId, to, at, to === 'new');
}

/**
 * An expired order gave its code's use back (D105); reopening it takes the use again only if
 * the code's limits still allow it. An order still awaiting payment holds its use already.
 */
const retakesItsCode = (tx: Tx, order: { status: string; promoCode: string | null; contactEmail: string; contactPhone: string }) =>
  order.status !== 'payment_expired' || canRetakePromoUse(tx, { promoCode: order.promoCode, contact: { email: order.contactEmail, phone: order.contactPhone } });

export function createPaymentRepository(db: Database) {
  const withOrder = db
    .select({
      id: payments.id,
      sessionId: payments.sessionId,
      amountGrosze: payments.amountGrosze,
      state: payments.state,
      p24OrderId: payments.p24OrderId,
      refundRequestId: payments.refundRequestId,
      refundState: payments.refundState,
      publicId: orders.publicId,
      orderStatus: orders.status,
      partiallyRefundedGrosze: sql<number>`(select coalesce(sum(${paymentRefunds.amountGrosze}), 0)::int from ${paymentRefunds} where ${paymentRefunds.paymentId} = ${payments.id})`,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId));

  return {
    /**
     * A new attempt to pay an unpaid order (the first, or after a cancel or an expiry, which
     * reopens it). 'not_found' / 'not_payable' when there is nothing to pay.
     */
    async newAttempt(publicId: string, at: Date): Promise<PaymentAttempt | 'not_found' | 'not_payable' | 'promo_used_up'> {
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, publicId);
        if (!order) return 'not_found';
        if (!isUnpaidStatus(order.status)) return 'not_payable';
        if (!(await retakesItsCode(tx, order))) return 'promo_used_up';
        if (order.status === 'payment_expired') await moveOrder(tx, order, publicId, 'awaiting_payment', at);
        const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(payments).where(eq(payments.orderId, order.id));
        const sessionId = `${publicId}-${count + 1}`;
        await tx.insert(payments).values({ orderId: order.id, sessionId, amountGrosze: order.totalGrosze, createdAt: at });
        return { sessionId, amountGrosze: order.totalGrosze, email: order.customer.email, publicId };
      });
    },

    /** The order's newest attempt: the one a customer coming back from the gateway just made. */
    async latestAttempt(publicId: string): Promise<StoredPayment | undefined> {
      const [row] = await withOrder.where(eq(orders.publicId, publicId)).orderBy(desc(payments.id)).limit(1);
      return row;
    },

    async findBySession(sessionId: string): Promise<StoredPayment | undefined> {
      const [row] = await withOrder.where(eq(payments.sessionId, sessionId));
      return row;
    },

    async markFailed(sessionId: string, error: string): Promise<void> {
      await db.update(payments).set({ state: 'failed', lastError: error }).where(and(eq(payments.sessionId, sessionId), eq(payments.state, 'registered')));
    },

    /** P24 says this attempt is paid: kept before the verify, so a restart in between resumes it. */
    async markNotified(sessionId: string, p24OrderId: number): Promise<void> {
      await db
        .update(payments)
        .set({ state: 'notified', p24OrderId })
        .where(and(eq(payments.sessionId, sessionId), inArray(payments.state, ['registered', 'failed'])));
    },

    async recordError(sessionId: string, error: string): Promise<void> {
      await db.update(payments).set({ lastError: error }).where(eq(payments.sessionId, sessionId));
    },

    /**
     * The verify succeeded: the money is ours. The order it was for becomes 'new' (paid) with its
     * confirmation e-mail, if it still waits for this money; otherwise the money goes back.
     */
    async confirm(sessionId: string, at: Date, mail: OrderMailSettings): Promise<Confirmation> {
      return db.transaction(async (tx) => {
        const [payment] = await tx.select().from(payments).where(eq(payments.sessionId, sessionId)).for('update');
        if (!payment) throw new Error(`no payment ${sessionId}`);
        if (payment.state === 'verified') return 'already-verified';
        const [{ publicId }] = await tx.select({ publicId: orders.publicId }).from(orders).where(eq(orders.id, payment.orderId));
        const order = (await lockOrder(tx, publicId))!;
        await tx.update(payments).set({ state: 'verified', verifiedAt: at, lastError: null }).where(eq(payments.id, payment.id));
        if (order.status === 'awaiting_payment') {
          await moveOrder(tx, order, publicId, 'new', at, { paymentState: 'paid' });
          await writeOutboxMails(tx, order.id, newOrderMails(order.customer.email, mail));
          return 'paid';
        }
        // Expired, switched to cash, or paid by another attempt meanwhile: not this money's order any more.
        await tx.update(payments).set({ refundRequestId: randomUUID(), refundState: 'pending' }).where(eq(payments.id, payment.id));
        return 'refund-queued';
      });
    },

    /** The customer pays the rider instead: the order goes to the kitchen now. */
    async switchToCash(publicId: string, at: Date, mail: OrderMailSettings): Promise<'ok' | 'not_found' | 'not_payable' | 'promo_used_up'> {
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, publicId);
        if (!order) return 'not_found';
        if (!isUnpaidStatus(order.status)) return 'not_payable';
        if (!(await retakesItsCode(tx, order))) return 'promo_used_up';
        await moveOrder(tx, order, publicId, 'new', at, { paymentState: 'none', paymentMethod: 'cash' });
        await writeOutboxMails(tx, order.id, newOrderMails(order.customer.email, mail));
        return 'ok';
      });
    },

    /** Attempts of orders still awaiting payment whose time ran out: to look up at P24, then expire. */
    async overdueAttempts(before: Date): Promise<StoredPayment[]> {
      return withOrder
        .where(and(eq(orders.status, 'awaiting_payment'), inArray(payments.state, ['registered', 'failed']), lt(payments.createdAt, before)))
        .orderBy(asc(payments.id));
    },

    /** Expires the order of an overdue attempt, unless a newer attempt or a payment came meanwhile. */
    async expire(sessionId: string, before: Date, at: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [payment] = await tx
          .select({ publicId: orders.publicId })
          .from(payments)
          .innerJoin(orders, eq(orders.id, payments.orderId))
          .where(eq(payments.sessionId, sessionId));
        if (!payment) return false;
        const order = await lockOrder(tx, payment.publicId);
        if (!order || order.status !== 'awaiting_payment') return false;
        const [fresh] = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(and(eq(payments.orderId, order.id), sql`(${payments.createdAt} >= ${before} or ${payments.state} in ('notified', 'verified'))`))
          .limit(1);
        if (fresh) return false;
        await moveOrder(tx, order, payment.publicId, 'payment_expired', at);
        return true;
      });
    },

    /** Notified but not verified (the verify failed, or the process stopped in between): to verify again. */
    async unverified(before: Date): Promise<StoredPayment[]> {
      return withOrder.where(and(eq(payments.state, 'notified'), lt(payments.createdAt, before))).orderBy(asc(payments.id));
    },

    /** Refunds to ask P24 for (a rejected paid order, money after expiry), and ones asked but failed. */
    async refundsToRequest(): Promise<StoredPayment[]> {
      return withOrder.where(eq(payments.refundState, 'pending')).orderBy(asc(payments.id));
    },

    async markRefundRequested(sessionId: string): Promise<void> {
      await db.update(payments).set({ refundState: 'requested', lastError: null }).where(and(eq(payments.sessionId, sessionId), eq(payments.refundState, 'pending')));
    },

    /** Partial refunds not asked for yet, oldest first (D97). */
    async partialRefundsToRequest(): Promise<PartialRefundRequest[]> {
      return db
        .select({
          id: paymentRefunds.id,
          requestId: paymentRefunds.requestId,
          amountGrosze: paymentRefunds.amountGrosze,
          sessionId: payments.sessionId,
          p24OrderId: payments.p24OrderId,
          publicId: orders.publicId,
        })
        .from(paymentRefunds)
        .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(eq(paymentRefunds.state, 'pending'))
        .orderBy(asc(paymentRefunds.id));
    },

    async markPartialRefundRequested(id: number): Promise<void> {
      await db.update(paymentRefunds).set({ state: 'requested', lastError: null }).where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.state, 'pending')));
    },

    async recordPartialRefundError(id: number, error: string): Promise<void> {
      await db.update(paymentRefunds).set({ lastError: error }).where(eq(paymentRefunds.id, id));
    },

    /** The partial refund of this payment with this request id (a refund notification names both), if there is one. */
    async findPartialRefund(requestId: string, paymentId: number): Promise<{ id: number; state: string } | undefined> {
      if (!UUID.test(requestId)) return undefined;
      const [row] = await db
        .select({ id: paymentRefunds.id, state: paymentRefunds.state })
        .from(paymentRefunds)
        .where(and(eq(paymentRefunds.requestId, requestId), eq(paymentRefunds.paymentId, paymentId)));
      return row;
    },

    /** P24's notification of a partial refund: done, and the order page and the board hear of it. A repeat changes nothing. */
    async partialRefundDone(id: number, at: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [refund] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.id, id)).for('update');
        if (!refund || refund.state === 'done') return false;
        await tx.update(paymentRefunds).set({ state: 'done', lastError: null }).where(eq(paymentRefunds.id, id));
        const [order] = await tx
          .select({ publicId: orders.publicId, status: orders.status })
          .from(payments)
          .innerJoin(orders, eq(orders.id, payments.orderId))
          .where(eq(payments.id, refund.paymentId));
        await announce(tx, order.publicId, order.status, at, true);
        return true;
      });
    },

    /** P24's refund notification: the money is back with the customer. */
    async refundDone(sessionId: string, at: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [payment] = await tx.select().from(payments).where(eq(payments.sessionId, sessionId)).for('update');
        if (!payment || payment.refundState === 'done' || !payment.refundState) return false;
        await tx.update(payments).set({ refundState: 'done' }).where(eq(payments.id, payment.id));
        const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
        if (order?.paymentState === 'refund_pending') {
          await tx.update(orders).set({ paymentState: 'refunded' }).where(eq(orders.id, order.id));
          await announce(tx, order.publicId, order.status, at, true);
        }
        return true;
      });
    },
  };
}

/** A paid order rejected by staff: its verified payment goes back (inside the status change's transaction). */
export async function queueRefundOfPaidOrder(tx: Tx, orderId: string): Promise<void> {
  await tx.update(orders).set({ paymentState: 'refund_pending' }).where(eq(orders.id, orderId));
  await tx
    .update(payments)
    .set({ refundRequestId: randomUUID(), refundState: 'pending' })
    .where(and(eq(payments.orderId, orderId), eq(payments.state, 'verified'), sql`${payments.refundState} is null`));
}

/**
 * A change by phone lowered a paid order's total (D97): the difference is queued as a partial
 * refund of its verified payment, with its own request id (inside the change's transaction; the
 * payments job asks P24). The order stays 'paid': the rest of the money is still the restaurant's.
 */
export async function queuePartialRefund(tx: Tx, orderId: string, amountGrosze: number, at: Date): Promise<void> {
  const [payment] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.state, 'verified')))
    .orderBy(asc(payments.id))
    .limit(1);
  if (!payment) throw new Error(`order ${orderId} is paid but has no verified payment to refund from`);
  await tx.insert(paymentRefunds).values({ paymentId: payment.id, requestId: randomUUID(), amountGrosze, createdAt: at });
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
