/**
 * What the site asks of the API's GraphQL endpoint (docs/behaviour.md §7): the order page's
 * order and its status feed, the staff panel's feeds of orders and releases. The documents live
 * here; queries go through the query client (graphql-query-client.ts), subscriptions through
 * the live feed (live-feed.ts), both to the endpoint and with the public API key the build
 * configures.
 */
import type { OrderStatusEventWithOrder, StaffOrderEvent, StaffReleaseEvent } from '../../domain/contract/live-events';
import { createGraphqlQueryClient } from './graphql-query-client';
import { followLiveFeed, type LiveFeed, type LiveFeedEvent } from './live-feed';
import type { PublicOrder } from './shop-api-types';

export const DEFAULT_GRAPHQL_API_KEY = 'local-public-key';

export interface ShopGraphqlOptions {
  /** Origin of the API; '' means the site's own origin. */
  baseUrl?: string;
  /** Path of the endpoint; production and development endpoints are chosen by configuration. */
  path?: string;
  apiKey?: string;
  fetch?: (input: string, init?: RequestInit) => Promise<Response>;
  /** The browser's WebSocket unless given (tests in Node pass the 'ws' package's). */
  WebSocket?: typeof WebSocket;
}

export const ORDER_FIELDS = /* GraphQL */ `
  id status source fulfilment createdAt
  items { id name price quantity }
  itemsTotal deliveryZone deliveryPrice discount promoCode promoDiscount total paymentMethod paymentState
  deliveryTime { type at }
  estimatedMinutes estimatedDeliveryAt
  address { street city }
  statusHistory { status at note estimatedMinutes }
  changes { at changed totalBefore totalAfter }
  partialRefunds { amount state }
`;

export const ORDER_QUERY = /* GraphQL */ `query Order($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`;

export const ORDER_STATUS_SUBSCRIPTION = /* GraphQL */ `subscription OrderStatusChanged($id: ID!) {
  orderStatusChanged(id: $id) { id status at note estimatedMinutes estimatedDeliveryAt order { ${ORDER_FIELDS} } }
}`;

/** What the order page hears: the order re-read on every connection, then each status change. */
export type OrderFeedEvent =
  | { type: 'order'; order: PublicOrder }
  | { type: 'status'; event: OrderStatusEventWithOrder }
  | { type: 'connected' }
  | { type: 'disconnected' }
  | { type: 'error'; message: string };

export const STAFF_ORDERS_SUBSCRIPTION = /* GraphQL */ `subscription StaffOrderEvents { staffOrderEvents { id status at } }`;

export const STAFF_RELEASES_SUBSCRIPTION = /* GraphQL */ `subscription StaffReleaseEvents {
  staffReleaseEvents { id status error progress { step percent pages { done total } files { done total } bytes { done total } } }
}`;

const staffFeed = (query: string, operationName: string, field: string): LiveFeed => ({ request: { query, operationName }, field, wireId: 'staff' });
const ORDERS_FEED = staffFeed(STAFF_ORDERS_SUBSCRIPTION, 'StaffOrderEvents', 'staffOrderEvents');
const RELEASES_FEED = staffFeed(STAFF_RELEASES_SUBSCRIPTION, 'StaffReleaseEvents', 'staffReleaseEvents');

export function createShopGraphql({
  baseUrl = process.env.GATSBY_SHOP_API_URL ?? '',
  path = process.env.GATSBY_GRAPHQL_PATH ?? '/graphql',
  apiKey = process.env.GATSBY_GRAPHQL_API_KEY || DEFAULT_GRAPHQL_API_KEY,
  fetch: fetchImpl,
  WebSocket: WebSocketImpl,
}: ShopGraphqlOptions = {}) {
  const { query } = createGraphqlQueryClient({ url: `${baseUrl}${path}`, apiKey, fetch: fetchImpl });
  const endpoint = { baseUrl, path, WebSocket: WebSocketImpl };

  const getOrder = async (id: string): Promise<PublicOrder | null> =>
    (await query<{ order: PublicOrder | null }>(ORDER_QUERY, { id }, 'Order')).order;

  /**
   * Follows an order's status: on every (re)connection the order is queried again (nothing
   * missed while offline), then each change arrives as a 'status' event. Returns the function
   * that stops it.
   */
  function followOrder(id: string, onEvent: (event: OrderFeedEvent) => void): () => void {
    let stopped = false;
    const refresh = () => {
      getOrder(id)
        .then((order) => {
          if (!stopped && order) onEvent({ type: 'order', order });
        })
        .catch((err: unknown) => {
          if (!stopped) onEvent({ type: 'error', message: err instanceof Error ? err.message : String(err) });
        });
    };
    const feed: LiveFeed = {
      request: { query: ORDER_STATUS_SUBSCRIPTION, variables: { id }, operationName: 'OrderStatusChanged' },
      field: 'orderStatusChanged',
      wireId: '1',
    };
    // The key is the build's (GATSBY_GRAPHQL_API_KEY): a connection closed for a retired key comes back with it (D77).
    const stop = followLiveFeed<OrderStatusEventWithOrder>(endpoint, feed, async () => ({ 'x-api-key': apiKey }), (event) => {
      if (event.type === 'event') return onEvent({ type: 'status', event: event.event });
      if (event.type === 'denied') return onEvent({ type: 'error', message: event.message });
      onEvent(event);
      if (event.type === 'connected') refresh();
    });
    return () => {
      stopped = true;
      stop();
    };
  }

  /**
   * One staff feed (staffOrderEvents, staffReleaseEvents) over its own socket: the ID token
   * travels in connection_init and is asked for again on every connection, so a renewed token
   * is used (no token, e.g. offline: that connection fails and is retried). 'connected' means
   * "read the list now": events sent while the socket was down are not replayed.
   */
  const followStaffFeed = <E>(feed: LiveFeed, getToken: () => Promise<string>, onEvent: (event: LiveFeedEvent<E>) => void) =>
    followLiveFeed<E>(endpoint, feed, async () => ({ 'x-api-key': apiKey, authorization: `Bearer ${await getToken()}` }), onEvent);

  /** The staff board's live feed: new orders and status changes. */
  const subscribeStaffOrders = (getToken: () => Promise<string>, onEvent: (event: LiveFeedEvent<StaffOrderEvent>) => void) =>
    followStaffFeed<StaffOrderEvent>(ORDERS_FEED, getToken, onEvent);
  /** The 'Publikacja' tab's live feed: a running publish's progress and every change of a release's status. */
  const subscribeStaffReleases = (getToken: () => Promise<string>, onEvent: (event: LiveFeedEvent<StaffReleaseEvent>) => void) =>
    followStaffFeed<StaffReleaseEvent>(RELEASES_FEED, getToken, onEvent);

  return { getOrder, followOrder, subscribeStaffOrders, subscribeStaffReleases };
}

export type ShopGraphql = ReturnType<typeof createShopGraphql>;
