/**
 * What the outbox keeps beside an order for each e-mail (D72): apart from mail-types.ts, so the
 * database schema can name it without importing the order rows.
 */
import type { RestaurantFacts } from '../../../domain/rules/restaurant-facts';

/** What a message says that could change later, as it was when the message was written. */
export interface MailSnapshot {
  facts: RestaurantFacts;
  /** 'accepted': the estimate staff gave, and the time it leads to. */
  estimatedMinutes?: number;
  estimatedDeliveryAt?: string;
  /** 'rejected': the reason the customer reads. */
  reason?: string;
}
