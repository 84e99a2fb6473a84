/**
 * What the GraphQL subscriptions push (server/src/graphql/schema.ts): the server publishes these
 * payloads (server/src/events), the site receives them (src/lib/live-feed.ts). Plain types:
 * the GraphQL schema validates them, and the site imports them as types only.
 */
import type { PublicOrderView } from './order';

/** Defined next to the release schemas it carries (ReleaseProgress); listed here with the other events. */
export type { StaffReleaseEvent } from './releases';

/** `orderStatusChanged(id)`: one order's status, first at subscription time, then one per change. */
export interface OrderStatusEvent {
  /** The order's public id. */
  id: string;
  /** One of the lifecycle's statuses (a GraphQL enum); typed string as the stored order's is. */
  status: string;
  /** ISO date-time of the change. */
  at: string;
  /** The rejection reason; empty otherwise. */
  note: string;
  estimatedMinutes: number | null;
  estimatedDeliveryAt: string | null;
}

/** The same event as the order page asks for it: with the whole order after the change (GraphQL field `order`). */
export interface OrderStatusEventWithOrder extends OrderStatusEvent {
  order: PublicOrderView;
}

/** `staffOrderEvents`: a new order or a status change, for the staff board (it re-reads the list itself). */
export interface StaffOrderEvent {
  /** The order's public id. */
  id: string;
  status: string;
  at: string;
}
