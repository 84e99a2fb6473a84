/**
 * What the staff panel adds: an audit log of every change staff make (settings, menu items,
 * order statuses), with who made it and the value before and after, for "who changed the
 * price?" questions at the counter.
 */
import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member's e-mail from the verified ID token. */
    by: text('by').notNull(),
    /** 'notice', 'welcome-text', 'carousel', 'delivery', 'delivery-zones', 'opening-hours', 'menu-item', 'order-status'. */
    action: text('action').notNull(),
    /** The menu item id or order id; '' for single settings. */
    target: text('target').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  // For questions by time ("what changed last evening?"); the panel's newest-first list goes by id.
  (t) => [index('audit_log_at').on(t.at)],
);
