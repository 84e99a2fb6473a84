/**
 * Which e-mails an order change causes (docs/behaviour.md §4, D72): a new order its
 * confirmation to the customer (the durable-medium confirmation of art. 21 of the consumer
 * rights act) and a copy to the restaurant when an address is set; acceptance, departure (for
 * pickup: 'ready to collect') and rejection one message each. Delivered and picked-up orders need
 * no mail. Guests get the same mails.
 */
import type { OrderStatus } from '../../../domain/rules/order-lifecycle';
import type { RestaurantFacts } from '../../../domain/rules/restaurant-facts';
import type { OutboxMail } from '../repositories/outbox-repository';
import type { MailKind, MailSnapshot } from './mail-types';

/** What the order's mails need besides the order: who the restaurant is now, where its copy goes. */
export interface OrderMailSettings {
  facts: RestaurantFacts;
  /** MAIL_RESTAURANT_COPY_TO; none: no copy. */
  restaurantCopyTo?: string;
  /** A pickup order's discount percent as it was applied, named beside the discount (D95). */
  discountPercent?: number;
}

export function newOrderMails(customerEmail: string, settings: OrderMailSettings): OutboxMail[] {
  const snapshot: MailSnapshot = { facts: settings.facts };
  if (settings.discountPercent) snapshot.discountPercent = settings.discountPercent;
  const mails: OutboxMail[] = [{ kind: 'order-received', recipient: customerEmail, snapshot }];
  if (settings.restaurantCopyTo) mails.push({ kind: 'restaurant-copy', recipient: settings.restaurantCopyTo, snapshot });
  return mails;
}

const STATUS_MAILS: Partial<Record<OrderStatus, MailKind>> = {
  accepted: 'order-accepted',
  in_delivery: 'order-in-delivery',
  ready_for_pickup: 'order-ready-for-pickup',
  rejected: 'order-rejected',
};

export function statusMails(
  status: OrderStatus,
  customerEmail: string,
  snapshot: MailSnapshot,
): OutboxMail[] {
  const kind = STATUS_MAILS[status];
  return kind ? [{ kind, recipient: customerEmail, snapshot }] : [];
}
