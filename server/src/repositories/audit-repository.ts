/**
 * The audit log of staff changes. Entries are written by the repositories that make the
 * change, inside the same transaction (recordAudit), so no change goes unrecorded and no
 * record describes a change that was rolled back.
 */
import { desc } from 'drizzle-orm';
import type { Database } from '../db/database';
import { auditLog } from '../db/schema';

export const AUDIT_ACTIONS = [
  'notice',
  'welcome-text',
  'carousel',
  'delivery',
  'delivery-zones',
  'opening-hours',
  'menu-item',
  'order-status',
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
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
