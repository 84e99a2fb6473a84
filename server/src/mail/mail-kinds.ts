/**
 * The kinds of order e-mail and what the outbox keeps beside each (D72): apart from
 * mail-types.ts, so the database schema can name them without importing the order rows.
 */
import type { RestaurantFacts } from '../../../domain/rules/restaurant-facts';

export { MAIL_KINDS, type MailKind } from '../../../domain/rules/order-mail';

/** What the outbox keeps beside the order, as it was when the message was written. */
export interface MailSnapshot {
  facts: RestaurantFacts;
  /** 'accepted': the estimate staff gave, and the time it leads to. */
  estimatedMinutes?: number;
  estimatedDeliveryAt?: string;
  /** 'rejected': the reason the customer reads. */
  reason?: string;
}

