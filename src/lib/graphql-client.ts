/**
 * The site's GraphQL client (docs/behaviour.md §7): queries by POST /graphql with the public API key, and
 * subscriptions over websockets with graphql-ws, the reference client of the
 * 'graphql-transport-ws' protocol mercurius speaks (docs/decisions.md: the library, not our
 * own protocol code). Browsers cannot set headers on a websocket, so the key, and a member of
 * staff's ID token, go in connection_init.
 */
import { createClient, type Client, type SubscribePayload } from 'graphql-ws/client';
import type { OrderStatusEventWithOrder, StaffOrderEvent, StaffReleaseEvent } from '../../domain/contract/live-events';
import { backoffMs } from '../../domain/rules/backoff';
import { jwtExpiry } from './jwt-claims';
import { isTokenExpiry, MIN_RENEWAL_WAIT_MS, QUICK_RESTART_SPACING_MS, RENEWAL_OVERLAP_MS, renewalDue } from './live-renewal';
import type { PublicOrder } from './shop-api-types';

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export const DEFAULT_GRAPHQL_API_KEY = 'local-public-key';

export interface GraphqlClientOptions {
  /** Origin of the API; '' means the site's own origin. */
  baseUrl?: string;
  /** Path of the endpoint; production and development endpoints are chosen by configuration. */
  path?: string;
  apiKey?: string;
  fetch?: FetchLike;
  /** The browser's WebSocket unless given (tests in Node pass the 'ws' package's). */
  WebSocket?: typeof WebSocket;
}

export interface GraphqlError {
  message: string;
  extensions?: Record<string, unknown>;
}

/** The answer carried GraphQL errors (HTTP status below 300). */
export class GraphqlResponseError extends Error {
  readonly errors: GraphqlError[];

  constructor(errors: GraphqlError[]) {
    super(errors.map((e) => e.message).join('; ') || 'GraphQL error');
    this.name = 'GraphqlResponseError';
    this.errors = errors;
  }
}

export const ORDER_FIELDS = /* GraphQL */ `
  id status source createdAt
  items { id name price quantity }
  itemsTotal deliveryZone deliveryPrice total paymentMethod paymentState
  deliveryTime { type at }
  estimatedMinutes estimatedDeliveryAt
  address { street city }
  statusHistory { status at note estimatedMinutes }
`;

export const ORDER_QUERY = /* GraphQL */ `query Order($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`;

export const ORDER_STATUS_SUBSCRIPTION = /* GraphQL */ `subscription OrderStatusChanged($id: ID!) {
  orderStatusChanged(id: $id) { id status at note estimatedMinutes estimatedDeliveryAt order { ${ORDER_FIELDS} } }
}`;

export type SubscriptionEvent =
  | { type: 'order'; order: PublicOrder }
  | { type: 'status'; event: OrderStatusEventWithOrder }
  | { type: 'connected' }
  | { type: 'disconnected' }
  | { type: 'error'; message: string };

export const STAFF_ORDERS_SUBSCRIPTION = /* GraphQL */ `subscription StaffOrderEvents { staffOrderEvents { id status at } }`;

/**
 * A staff feed's events: its messages, and the connection's state (the panel re-reads on
 * 'connected'); 'denied': the API refused the account (no longer in the staff group).
 */
export type StaffFeedEvent<E> =
  | { type: 'event'; event: E }
  | { type: 'connected' }
  | { type: 'disconnected' }
  | { type: 'error'; message: string }
  | { type: 'denied'; message: string };

export type StaffSubscriptionEvent = StaffFeedEvent<StaffOrderEvent>;

export const STAFF_RELEASES_SUBSCRIPTION = /* GraphQL */ `subscription StaffReleaseEvents {
  staffReleaseEvents { id status error progress { step percent pages { done total } files { done total } bytes { done total } } }
}`;

/** A subscription: what is sent, the field its messages come in, its id in the protocol's messages. */
interface Feed {
  request: SubscribePayload;
  field: string;
  wireId: string;
}
const staffFeed = (query: string, operationName: string, field: string): Feed => ({ request: { query, operationName }, field, wireId: 'staff' });
const ORDERS_FEED = staffFeed(STAFF_ORDERS_SUBSCRIPTION, 'StaffOrderEvents', 'staffOrderEvents');
const RELEASES_FEED = staffFeed(STAFF_RELEASES_SUBSCRIPTION, 'StaffReleaseEvents', 'staffReleaseEvents');

/** Reconnect delays after `attempt` failures (counted from 0): 1 s, 2 s, 4 s ... at most 30 s. */
export const backoffDelay = (attempt: number): number => backoffMs(attempt + 1, 1000, 30_000);

function toWebSocketUrl(baseUrl: string, path: string): string {
  const origin = baseUrl || (typeof window !== 'undefined' ? window.location.origin : 'http://localhost');
  const url = new URL(path, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** What ended a subscription, as graphql-ws hands it over: GraphQL errors, an Error or a close event. */
function endMessage(err: unknown): string {
  if (Array.isArray(err)) return (err[0] as GraphqlError | undefined)?.message ?? 'Subscription error';
  if (err instanceof Error) return err.message;
  const close = err as { code?: number; reason?: string } | undefined;
  return `Connection closed${close?.code ? ` (${close.code}${close.reason ? ` ${close.reason}` : ''})` : ''}`;
}

/** One socket of a feed: when its token expires (epoch s, null without one) and how to end it. */
interface Connection {
  expiresAt: number | null;
  dispose(): void;
}

/** What ended a feed, as its event: 'denied' when the API refused the account (FORBIDDEN), else 'error'. */
function problemOf(err: unknown): { type: 'error' | 'denied'; message: string } {
  const code = Array.isArray(err) ? (err[0] as GraphqlError | undefined)?.extensions?.code : undefined;
  return { type: code === 'FORBIDDEN' ? 'denied' : 'error', message: endMessage(err) };
}

/** docs/behaviour.md §8: what a query reports when the server's answer is empty or not GraphQL. */
export const MISSING_RESPONSE_MESSAGE = 'Missing response on a query';

/** The answer's JSON: an empty or non-JSON body (a proxy's, a cut connection) is the worded error, not a SyntaxError. */
async function answerOf<T>(response: Response): Promise<{ data?: T; errors?: GraphqlError[] }> {
  const text = await response.text();
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && ('data' in body || 'errors' in body)) return body as { data?: T; errors?: GraphqlError[] };
  } catch {
    // not JSON: below
  }
  throw new Error(MISSING_RESPONSE_MESSAGE);
}

export function createGraphqlClient({
  baseUrl = process.env.GATSBY_SHOP_API_URL ?? '',
  path = process.env.GATSBY_GRAPHQL_PATH ?? '/graphql',
  apiKey = process.env.GATSBY_GRAPHQL_API_KEY || DEFAULT_GRAPHQL_API_KEY,
  fetch: fetchImpl,
  WebSocket: WebSocketImpl,
}: GraphqlClientOptions = {}) {
  async function query<T>(queryText: string, variables: Record<string, unknown> = {}, operationName?: string): Promise<T> {
    const doFetch = fetchImpl ?? globalThis.fetch;
    const response = await doFetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'x-api-key': apiKey },
      body: JSON.stringify({ query: queryText, variables, operationName }),
    });
    if (response.status >= 300) {
      throw new Error(`Response not successful: Received status code ${response.status}`);
    }
    const body = await answerOf<T>(response);
    if (body.errors && body.errors.length > 0) throw new GraphqlResponseError(body.errors);
    return body.data as T;
  }

  const getOrder = async (id: string): Promise<PublicOrder | null> =>
    (await query<{ order: PublicOrder | null }>(ORDER_QUERY, { id }, 'Order')).order;

  /**
   * One subscription on its own socket, until the returned function stops it. graphql-ws opens
   * the socket with it, builds connection_init anew on every connection, answers the server's
   * pings and reconnects after every drop, waiting backoffDelay. What ends its client instead
   * (a close code it deems fatal, a GraphQL error, a 'complete' from the server) is followed by
   * a new client after the same back-off, reset by a message: a page left open never stops
   * following, as with our hand-written client.
   *
   * A connection opened with an ID token lives only as long as the token (D77): before it
   * expires a second connection is opened with a fresh token, announced as 'connected' once
   * acknowledged (the panel re-reads its list), and the old one is closed a moment later, so
   * events keep arriving and no 'disconnected' is shown. Should the token run out first anyway
   * (4401), the feed reconnects at once, again without a word.
   */
  function live<E>(feed: Feed, connectionParams: () => Promise<Record<string, unknown>>, onEvent: (event: StaffFeedEvent<E>) => void): () => void {
    let stopped = false;
    let restarts = 0;
    let renewFailures = 0;
    let lastQuickStart = -Infinity;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let renewTimer: ReturnType<typeof setTimeout> | undefined;
    /** The connection whose state is reported; a renewal being opened; old ones closing. */
    let current: Connection | undefined;
    let renewing: Connection | undefined;
    const retired = new Map<Connection, ReturnType<typeof setTimeout>>();
    const report = (event: StaffFeedEvent<E>) => {
      if (!stopped) onEvent(event);
    };

    /** Forgets the renewal first: ending it must not count as its failure. */
    const cancelRenewal = () => {
      clearTimeout(renewTimer);
      const dropped = renewing;
      renewing = undefined;
      dropped?.dispose();
    };
    const startOver = (err?: unknown) => {
      if (stopped) return;
      cancelRenewal();
      // Ended with its token: at once and unannounced, unless that just happened (then as any end).
      if (isTokenExpiry(err) && Date.now() - lastQuickStart > QUICK_RESTART_SPACING_MS) {
        lastQuickStart = Date.now();
        timer = setTimeout(start, 0);
        return;
      }
      if (err !== undefined) report(problemOf(err));
      timer = setTimeout(start, backoffDelay(restarts++));
    };
    const renewalFailed = () => {
      cancelRenewal();
      // The current connection carries on (it ends at its token's expiry at the latest).
      if (!stopped) renewTimer = setTimeout(renew, backoffDelay(renewFailures++));
    };
    function scheduleRenewal(connection: Connection, replaced?: Connection) {
      clearTimeout(renewTimer);
      // No fresher token to be had (the identity service could not renew): the API's 4401 ends it.
      if (replaced?.expiresAt != null && connection.expiresAt != null && connection.expiresAt <= replaced.expiresAt) return;
      const due = renewalDue(connection.expiresAt, Date.now());
      const wait = due === null ? null : Math.max(MIN_RENEWAL_WAIT_MS, due - Date.now());
      if (wait !== null) renewTimer = setTimeout(() => connection === current && renew(), wait);
    }
    function renew() {
      if (!stopped && !renewing) renewing = open();
    }
    function start() {
      current = open();
    }

    function open(): Connection {
      const connection: Connection = { expiresAt: null, dispose: () => undefined };
      const role = () => (connection === current ? 'current' : connection === renewing ? 'renewing' : 'retired');
      let client: Client;
      try {
        client = createClient({
          url: toWebSocketUrl(baseUrl, path),
          webSocketImpl: WebSocketImpl,
          connectionParams: async () => {
            const params = await connectionParams();
            const bearer = typeof params.authorization === 'string' ? params.authorization.replace(/^Bearer\s+/i, '') : '';
            connection.expiresAt = bearer ? jwtExpiry(bearer) : null;
            return params;
          },
          generateID: () => feed.wireId,
          retryAttempts: Infinity,
          retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, backoffDelay(retries))),
          // A renewal that fails is given up (the current connection carries on); old ones just end.
          shouldRetry: () => !stopped && role() === 'current',
          on: {
            connected: () => {
              if (role() === 'retired') return;
              let replaced: Connection | undefined;
              if (role() === 'renewing') {
                replaced = current;
                if (replaced) retire(replaced);
                current = connection;
                renewing = undefined;
                renewFailures = 0;
              }
              report({ type: 'connected' });
              scheduleRenewal(connection, replaced);
            },
            closed: (event) => {
              if (role() === 'current' && !isTokenExpiry(event)) report({ type: 'disconnected' });
            },
          },
        });
      } catch {
        report({ type: 'error', message: 'WebSocket unavailable' });
        return connection;
      }
      const ended = (err?: unknown) => {
        const was = role();
        if (was === 'current') startOver(err);
        else if (was === 'renewing') renewalFailed();
      };
      connection.dispose = client.subscribe<Record<string, E | null>>(feed.request, {
        // Events count from every connection: during a renewal both may announce one (the panel re-reads twice).
        next: ({ data, errors }) => {
          const event = data?.[feed.field];
          if (event) {
            restarts = 0;
            report({ type: 'event', event });
          } else if (errors?.length && role() === 'current') report(problemOf(errors));
        },
        error: ended,
        complete: () => ended(),
      });
      return connection;
    }
    /** The old connection stays while the new one's subscription is set up, then closes quietly. */
    function retire(connection: Connection) {
      const closing = setTimeout(() => {
        retired.delete(connection);
        connection.dispose();
      }, RENEWAL_OVERLAP_MS);
      retired.set(connection, closing);
    }

    start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      cancelRenewal();
      current?.dispose();
      for (const [connection, closing] of retired) {
        clearTimeout(closing);
        connection.dispose();
      }
      retired.clear();
    };
  }

  /**
   * Follows an order's status: on every (re)connection the order is queried again (nothing
   * missed while offline), then each change arrives as a 'status' event. Returns the function
   * that stops it.
   */
  function subscribe(id: string, onEvent: (event: SubscriptionEvent) => void): () => void {
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
    const feed: Feed = {
      request: { query: ORDER_STATUS_SUBSCRIPTION, variables: { id }, operationName: 'OrderStatusChanged' },
      field: 'orderStatusChanged',
      wireId: '1',
    };
    // The key is the build's (GATSBY_GRAPHQL_API_KEY): a connection closed for a retired key comes back with it (D77).
    const stop = live<OrderStatusEventWithOrder>(feed, async () => ({ 'x-api-key': apiKey }), (event) => {
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
  const subscribeStaffFeed = <E>(feed: Feed, getToken: () => Promise<string>, onEvent: (event: StaffFeedEvent<E>) => void) =>
    live<E>(feed, async () => ({ 'x-api-key': apiKey, authorization: `Bearer ${await getToken()}` }), onEvent);

  /** The staff board's live feed: new orders and status changes. */
  const subscribeStaffOrders = (getToken: () => Promise<string>, onEvent: (event: StaffSubscriptionEvent) => void) =>
    subscribeStaffFeed<StaffOrderEvent>(ORDERS_FEED, getToken, onEvent);
  /** The 'Publikacja' tab's live feed: a running publish's progress and every change of a release's status. */
  const subscribeStaffReleases = (getToken: () => Promise<string>, onEvent: (event: StaffFeedEvent<StaffReleaseEvent>) => void) =>
    subscribeStaffFeed<StaffReleaseEvent>(RELEASES_FEED, getToken, onEvent);

  return { query, getOrder, subscribe, subscribeStaffOrders, subscribeStaffReleases };
}

export type GraphqlClient = ReturnType<typeof createGraphqlClient>;
