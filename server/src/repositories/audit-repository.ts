/**
 * The audit log of staff changes. Entries are written by the repositories that make the
 * change, inside the same transaction (recordAudit), so no change goes unrecorded and no
 * record describes a change that was rolled back.
 */
import { and, asc, desc, gt, inArray, max } from 'drizzle-orm';
import type { Database } from '../db/database';
import { auditLog } from '../db/schema';

export const AUDIT_ACTIONS = [
  'notice',
  'restaurant',
  'welcome-text',
  'carousel',
  'delivery',
  // Pickup's terms and the delivery/pickup switches (D95).
  'pickup',
  'delivery-zones',
  'opening-hours',
  'menu-item',
  'order-status',
  // An order keyed in by staff during a phone call (D96), and a change by phone (D97).
  'order-phone',
  'order-change',
  // A failed order e-mail made due again (the outbox, D72).
  'order-mail-resend',
  // A publish of the pre-rendered site went live, or staff went back to an older release.
  'release-publish',
  'release-rollback',
  // A promo code created, changed, switched off or deleted (D105).
  'promotion',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  action: AuditAction;
  /** Menu item id or order id; '' for single settings. */
  target?: string;
  /** Staff e-mail. */
  by: string;
  at: Date;
  before: unknown;
  after: unknown;
}

/** A database or a transaction: anything that can insert. */
type Executor = Pick<Database, 'insert'>;

export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    action: entry.action,
    target: entry.target ?? '',
    by: entry.by,
    at: entry.at,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export function createAuditRepository(db: Database) {
  return {
    /**
     * Newest first, by id: ids are taken in the order changes are written, whereas two API
     * instances' clocks (and a test's) may disagree about `at`.
     */
    list(limit: number) {
      return db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(limit);
    },

    /** Entries of these actions written after entry `afterId`, oldest first. */
    listAfter(afterId: number, actions: readonly AuditAction[], limit = 500) {
      return db
        .select()
        .from(auditLog)
        .where(and(gt(auditLog.id, afterId), inArray(auditLog.action, [...actions])))
        .orderBy(asc(auditLog.id))
        .limit(limit);
    },

    /** The id of the newest entry; 0 when the log is empty. */
    async latestId(): Promise<number> {
      const [row] = await db.select({ id: max(auditLog.id) }).from(auditLog);
      return row?.id ?? 0;
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
