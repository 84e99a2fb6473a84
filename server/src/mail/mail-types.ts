/**
 * What the order e-mails are made of (docs/behaviour.md §4 (Order e-mails), D72). A message is written to the
 * outbox in the same transaction as the order or status change that causes it, with a
 * snapshot of what it says that could change later (the restaurant's facts, the estimate,
 * the reason); the dispatcher renders it from that snapshot and the stored order, so a
 * message resent after a restart says exactly what the first attempt said.
 */
import type { StoredOrder } from '../repositories/order-rows';
import type { MailKind } from '../../../domain/rules/order-mail';
import type { MailSnapshot } from '../db/schema-mail';

export { MAIL_KINDS, type MailKind } from '../../../domain/rules/order-mail';
export type { MailSnapshot } from '../db/schema-mail';

/** Everything a template reads. */
export interface MailInput {
  kind: MailKind;
  order: StoredOrder;
  snapshot: MailSnapshot;
  /** The fixed order page, absolute ('https://sushikami.pl/order/?id=AB12CD'). */
  orderPageUrl: string;
}

/** A rendered message, ready for nodemailer. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; content: string; contentType: string }[];
}
