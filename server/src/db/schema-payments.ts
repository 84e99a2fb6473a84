/**
 * Online payments (D73): each attempt to pay an order through Przelewy24 is a row, with its own
 * session id (P24 wants one per attempt). The order's own `payment_state` says where its money
 * stands; these rows say what happened at the gateway, so a notification, a restart before the
 * verify, a late payment or a refund can each be resumed from the database alone.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './schema-orders';

/**
 * registered: sent to P24, not paid; notified: P24 says paid, our verify not yet done;
 * verified: the money is ours; failed: registering failed. refundState: null; pending (to ask
 * P24), requested (P24 took the request), done (its refund notification came).
 */
export const PAYMENT_ATTEMPT_STATES = ['registered', 'notified', 'verified', 'failed'] as const;
export type PaymentAttemptState = (typeof PAYMENT_ATTEMPT_STATES)[number];

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Unique per attempt: '<order public id>-<n>'. */
    sessionId: text('session_id').notNull(),
    amountGrosze: integer('amount_grosze').notNull(),
    state: text('state').notNull().default('registered'),
    /** P24's own id of the transaction, from its notification; needed to verify and refund. */
    p24OrderId: integer('p24_order_id'),
    /** Set when a refund is asked for (a rejected paid order, a payment after expiry): P24 refuses a repeat of the same id. */
    refundRequestId: uuid('refund_request_id'),
    refundState: text('refund_state'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_session').on(t.sessionId),
    index('payments_order').on(t.orderId),
    check('payments_state_known', sql`${t.state} in ('registered', 'notified', 'verified', 'failed')`),
    check('payments_refund_state_known', sql`${t.refundState} is null or ${t.refundState} in ('pending', 'requested', 'done')`),
  ],
);

/**
 * Part of a verified payment given back (D97): a change by phone lowered a paid order's total.
 * One row per refund (an order may be lowered twice); each has its own request id, which
 * Przelewy24 refuses to take twice, so asking again after a crash is safe. A whole refund (a
 * rejected paid order, money after expiry) stays on the payment's own refund columns.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id').notNull(),
    amountGrosze: integer('amount_grosze').notNull(),
    /** pending (to ask P24), requested (P24 took it), done (its refund notification came). */
    state: text('state').notNull().default('pending'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_refunds_request').on(t.requestId),
    index('payment_refunds_payment').on(t.paymentId),
    check('payment_refunds_amount_positive', sql`${t.amountGrosze} > 0`),
    check('payment_refunds_state_known', sql`${t.state} in ('pending', 'requested', 'done')`),
  ],
);
