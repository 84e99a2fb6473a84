/**
 * The order e-mails' kinds and delivery states (D72): one list for the outbox table, the
 * templates, the staff API contract and the staff panel's labels.
 */

/** Why a message is sent: the confirmation, a status change, a change by phone (D97), or the copy for the restaurant. */
export const MAIL_KINDS = [
  'order-received',
  'order-accepted',
  'order-in-delivery',
  // A pickup order waits at the counter (D95).
  'order-ready-for-pickup',
  'order-rejected',
  'restaurant-copy',
  'order-changed',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** pending: waiting for (another) attempt; sent: the mail server took it; failed: given up, may be resent. */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
