/**
 * The mail outbox (D72). Messages are written by the order repository inside the transaction
 * that causes them (writeOutboxMails); the dispatcher claims due ones, one at a time, with
 * FOR UPDATE SKIP LOCKED, so API instances sharing a PostgreSQL database never take the same
 * message, and a claim is a lease: an instance that dies mid-send leaves it due again later.
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { mailOutbox, orders } from '../db/schema';
import type { MailStatus } from '../../../domain/rules/order-mail';
import type { MailKind, MailSnapshot } from '../mail/mail-types';
import { recordAudit } from './audit-repository';

/** The channel a new message is announced on, so the dispatchers of every instance start at once. */
export const OUTBOX_CHANNEL = 'mail_outbox';

export interface OutboxMail {
  kind: MailKind;
  recipient: string;
  snapshot: MailSnapshot;
}

/** A claimed message: what the dispatcher needs to render and send it. */
export interface ClaimedMail extends OutboxMail {
  id: number;
  orderId: string;
  messageKey: string;
  /** Counting this one. */
  attempts: number;
}

/** A message as staff see it on an order. */
export interface OutboxEntry {
  id: number;
  kind: MailKind;
  recipient: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

type Executor = Pick<Database, 'insert' | 'execute'>;

const seconds = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/** Writes the messages of one order change; call it inside that change's transaction. */
export async function writeOutboxMails(tx: Executor, orderId: string, mails: OutboxMail[]): Promise<void> {
  if (mails.length === 0) return;
  await tx.insert(mailOutbox).values(mails.map((mail) => ({ orderId, ...mail })));
  // Delivered on commit only, like the order events.
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}

/** What staff see of a message (OutboxEntry), as selected or returned. */
const entryColumns = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  recipient: mailOutbox.recipient,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};
const toEntry = (row: Omit<OutboxEntry, 'kind' | 'status'> & { kind: string; status: string }): OutboxEntry => ({
  ...row,
  kind: row.kind as MailKind,
  status: row.status as MailStatus,
});

export function createOutboxRepository(db: Database) {
  /** The messages of an order (by its public id), oldest first. */
  async function listForOrder(publicId: string): Promise<OutboxEntry[]> {
    const rows = await db
      .select(entryColumns)
      .from(mailOutbox)
      .innerJoin(orders, eq(orders.id, mailOutbox.orderId))
      .where(eq(orders.publicId, publicId))
      .orderBy(asc(mailOutbox.id));
    return rows.map(toEntry);
  }

  return {
    /** The next due message, leased for `leaseMs` to this caller; undefined when none is due. */
    async claimNext(leaseMs: number): Promise<ClaimedMail | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
          .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!row) return undefined;
        await tx
          .update(mailOutbox)
          .set({ attempts: row.attempts + 1, nextAttemptAt: seconds(leaseMs) })
          .where(eq(mailOutbox.id, row.id));
        return {
          id: row.id,
          orderId: row.orderId,
          kind: row.kind as MailKind,
          recipient: row.recipient,
          snapshot: row.snapshot,
          messageKey: row.messageKey,
          attempts: row.attempts + 1,
        };
      });
    },

    async markSent(id: number): Promise<void> {
      await db.update(mailOutbox).set({ status: 'sent', sentAt: sql`now()`, lastError: null }).where(eq(mailOutbox.id, id));
    },

    /** Due again after `delayMs` (the server was down or answered 4xx). */
    async markRetry(id: number, error: string, delayMs: number): Promise<void> {
      await db.update(mailOutbox).set({ lastError: error, nextAttemptAt: seconds(delayMs) }).where(eq(mailOutbox.id, id));
    },

    /** Given up: refused for good, or out of attempts. Staff see it and may resend it. */
    async markFailed(id: number, error: string): Promise<void> {
      await db.update(mailOutbox).set({ status: 'failed', lastError: error }).where(eq(mailOutbox.id, id));
    },

    listForOrder,

    /**
     * A failed message of that order is due again, with fresh attempts, recorded in the audit
     * log in the same transaction. Answers the message as the resend left it (pending, no
     * attempt yet: the dispatcher may take it the moment this commits). Undefined when the
     * order has no such message or it has not failed (a sent one is not sent twice).
     */
    async resendFailed(publicId: string, id: number, change: { by: string; at: Date }): Promise<OutboxEntry | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ attempts: mailOutbox.attempts, lastError: mailOutbox.lastError })
          .from(mailOutbox)
          .innerJoin(orders, eq(orders.id, mailOutbox.orderId))
          .where(and(eq(mailOutbox.id, id), eq(orders.publicId, publicId), eq(mailOutbox.status, 'failed')))
          .for('update', { of: mailOutbox });
        if (!before) return undefined;
        const [row] = await tx
          .update(mailOutbox)
          .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
          .where(eq(mailOutbox.id, id))
          .returning(entryColumns);
        await recordAudit(tx, {
          action: 'order-mail-resend',
          target: publicId,
          by: change.by,
          at: change.at,
          before: { mail: id, kind: row.kind, recipient: row.recipient, status: 'failed', ...before },
          after: { mail: id, status: 'pending' },
        });
        // Delivered on commit, like a new message's: every instance's dispatcher looks at once.
        await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
        return toEntry(row);
      });
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
