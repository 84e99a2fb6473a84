/**
 * The kinds of order e-mail and what the outbox keeps beside each (D72): apart from
 * mail-types.ts, so the database schema can name them without importing the order rows.
 */
import type { RestaurantFacts } from '../../../domain/rules/restaurant-facts';

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

