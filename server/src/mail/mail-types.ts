/**
 * What the order e-mails are made of (docs/behaviour.md §9, D72). A message is written to the
 * outbox in the same transaction as the order or status change that causes it, with a
 * snapshot of what it says that could change later (the restaurant's facts, the estimate,
 * the reason); the dispatcher renders it from that snapshot and the stored order, so a
 * message resent after a restart says exactly what the first attempt said.
 */
import type { RestaurantFacts } from '../../../domain/rules/restaurant-facts';
import type { StoredOrder } from '../repositories/order-rows';

/** Why a message is sent; each has its template (templates/). */
export const MAIL_KINDS = ['order-received', 'order-accepted', 'order-in-delivery', 'order-rejected', 'restaurant-copy'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** What the outbox keeps beside the order, as it was when the message was written. */
export interface MailSnapshot {
  facts: RestaurantFacts;
  /** 'accepted': the estimate staff gave, and the time it leads to. */
  estimatedMinutes?: number;
  estimatedDeliveryAt?: string;
  /** 'rejected': the reason the customer reads. */
  reason?: string;
}

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
