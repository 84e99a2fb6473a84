/**
 * Order status changes as events. They travel through PostgreSQL NOTIFY on one channel, so
 * every API instance (each LISTENs on it) can push them to its own websocket subscribers.
 * The NOTIFY is sent inside the transaction that changes the status: PostgreSQL delivers it
 * only on commit, so no event announces a change that was rolled back, and none is lost
 * between the commit and the announcement.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { OrderStatusEvent, StaffOrderEvent } from '../../../domain/contract/live-events';

export const EVENTS_CHANNEL = 'shop_events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_PAYLOAD_BYTES = 7900;

/** An mqemitter message, the shape mercurius' pubsub publishes and subscribes to. */
export interface EventMessage {
  topic: string;
  payload: unknown;
}

export const orderStatusTopic = (publicId: string): string => `order_status:${publicId}`;

export function orderStatusMessage(event: OrderStatusEvent): EventMessage {
  // Keyed by the GraphQL field name: mercurius hands the payload to the subscription as its root.
  return { topic: orderStatusTopic(event.id), payload: { orderStatusChanged: event } };
}

export function encodeMessage(message: EventMessage): string {
  const text = JSON.stringify(message);
  if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) throw new Error(`event for ${message.topic} is too large for NOTIFY`);
  return text;
}

export function decodeMessage(text: string): EventMessage | undefined {
  try {
    const message = JSON.parse(text) as EventMessage;
    return typeof message?.topic === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}

/** The statement that announces a message; run it inside the transaction that makes the change. */
export function notifyStatement(message: EventMessage): SQL {
  return sql`select ${notifyCall(message)}`;
}

/** The pg_notify call alone: several in one statement (a batch of new orders). */
export function notifyCall(message: EventMessage): SQL {
  return sql`pg_notify(${EVENTS_CHANNEL}, ${encodeMessage(message)})`;
}

/** One topic for all orders: every staff board wants every order. */
export const STAFF_ORDERS_TOPIC = 'staff_orders';

export function staffOrderMessage(event: StaffOrderEvent): EventMessage {
  return { topic: STAFF_ORDERS_TOPIC, payload: { staffOrderEvents: event } };
}

/**
 * Staff changed a menu item: every instance drops its rendered menu lists at once (the
 * catalog's periodic version check stays as the fallback for a missed notification).
 */
export const MENU_CHANGED_TOPIC = 'menu_changed';

export function menuChangedMessage(itemId: number): EventMessage {
  return { topic: MENU_CHANGED_TOPIC, payload: { id: itemId } };
}
