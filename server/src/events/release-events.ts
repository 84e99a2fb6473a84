/**
 * Progress of a publish, for the staff panels of every API instance: the instance running the
 * build announces it through NOTIFY like order changes (see order-events.ts), each instance
 * pushes it to its own websocket subscribers.
 */
import type { StaffReleaseEvent } from '../../../domain/contract/live-events';
import type { EventMessage } from './order-events';

export const STAFF_RELEASES_TOPIC = 'staff_releases';

export function staffReleaseMessage(event: StaffReleaseEvent): EventMessage {
  // Keyed by the GraphQL field name: mercurius hands the payload to the subscription as its root.
  return { topic: STAFF_RELEASES_TOPIC, payload: { staffReleaseEvents: event } };
}
