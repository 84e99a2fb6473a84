/**
 * The mail outbox (D72): every e-mail an order causes, written in the same transaction as the
 * order or status change, so a message exists exactly when its cause was committed. The
 * dispatcher claims due rows with FOR UPDATE SKIP LOCKED (several API instances send each
 * message once), renders them from the snapshot and the order, and records the outcome.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MAIL_KINDS, MAIL_STATUSES } from '../../../domain/rules/order-mail';
import type { RestaurantFacts } from '../../../domain/rules/restaurant-facts';
import { orders } from './schema-orders';


/**
 * What a message says that could change later, as it was when the message was written: the
 * snapshot column's shape, declared with its table so the schema imports no gateway.
 */
export interface MailSnapshot {
  facts: RestaurantFacts;
  /** 'order-changed' (D97): the parts staff changed, the totals before and after, what goes back of an online payment. */
  change?: { changed: string[]; totalBeforeGrosze: number; totalAfterGrosze: number; refundGrosze: number };
  /** 'accepted': the estimate staff gave, and the time it leads to. */
  estimatedMinutes?: number;
  estimatedDeliveryAt?: string;
  /** 'rejected': the reason the customer reads. */
  reason?: string;
  /** A new pickup order: the discount's percent when it was placed, for its line's label (D95). */
  discountPercent?: number;
}

const literals = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    /** What the message says that could change later: the facts, the estimate, the reason. */
    snapshot: jsonb('snapshot').$type<MailSnapshot>().notNull(),
    /** The Message-ID's unique part, the same on every attempt: a resend after a crash is one message to mail clients. */
    messageKey: uuid('message_key').notNull().defaultRandom(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt may start; while one runs, the end of its lease (then another instance may retry). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_due').on(t.status, t.nextAttemptAt),
    index('mail_outbox_order').on(t.orderId),
    check('mail_outbox_status_known', sql`${t.status} in (${literals(MAIL_STATUSES)})`),
    check('mail_outbox_kind_known', sql`${t.kind} in (${literals(MAIL_KINDS)})`),
  ],
);
