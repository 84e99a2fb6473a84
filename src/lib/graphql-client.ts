/**
 * The site's GraphQL client (spec 7): queries by POST /graphql with the public API key, and the
 * order-status subscription over websockets (protocol 'graphql-transport-ws', which mercurius
 * speaks; browsers cannot set headers on a websocket, so the key goes in connection_init).
 */
import type { StaffReleaseEvent } from '../../domain/contract/releases';
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
  /** The browser's WebSocket unless given (tests). */
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
  itemsTotal deliveryZone deliveryPrice total paymentMethod
  deliveryTime { type at }
  estimatedMinutes estimatedDeliveryAt
  address { street city }
  statusHistory { status at note estimatedMinutes }
`;

export const ORDER_QUERY = /* GraphQL */ `query Order($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`;

export const ORDER_STATUS_SUBSCRIPTION = /* GraphQL */ `subscription OrderStatusChanged($id: ID!) {
  orderStatusChanged(id: $id) { id status at note estimatedMinutes estimatedDeliveryAt order { ${ORDER_FIELDS} } }
}`;

export interface OrderStatusEvent {
  id: string;
  status: string;
  at: string;
  note: string;
  estimatedMinutes: number | null;
  estimatedDeliveryAt: string | null;
  order: PublicOrder;
}

export type SubscriptionEvent =
  | { type: 'order'; order: PublicOrder }
  | { type: 'status'; event: OrderStatusEvent }
  | { type: 'connected' }
  | { type: 'disconnected' }
  | { type: 'error'; message: string };

export const STAFF_ORDERS_SUBSCRIPTION = /* GraphQL */ `subscription StaffOrderEvents { staffOrderEvents { id status at } }`;

export interface StaffOrderEvent {
  id: string;
  status: string;
  at: string;
}

/** A staff feed's events: its messages, and the connection's state (the panel re-reads on 'connected'). */
export type StaffFeedEvent<E> =
  | { type: 'event'; event: E }
  | { type: 'connected' }
  | { type: 'disconnected' }
  | { type: 'error'; message: string };

export type StaffSubscriptionEvent = StaffFeedEvent<StaffOrderEvent>;

export const STAFF_RELEASES_SUBSCRIPTION = /* GraphQL */ `subscription StaffReleaseEvents {
  staffReleaseEvents { id status error progress { step percent pages { done total } files { done total } bytes { done total } } }
}`;

/** A staff feed: its subscription document, operation and the field its messages come in. */
interface StaffFeed {
  query: string;
  operationName: string;
  field: string;
}
const ORDERS_FEED: StaffFeed = { query: STAFF_ORDERS_SUBSCRIPTION, operationName: 'StaffOrderEvents', field: 'staffOrderEvents' };
const RELEASES_FEED: StaffFeed = { query: STAFF_RELEASES_SUBSCRIPTION, operationName: 'StaffReleaseEvents', field: 'staffReleaseEvents' };

/** Reconnect delays: 1 s, 2 s, 4 s ... at most 30 s. */
export const backoffDelay = (attempt: number): number => Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));

function toWebSocketUrl(baseUrl: string, path: string): string {
  const origin = baseUrl || (typeof window !== 'undefined' ? window.location.origin : 'http://localhost');
  const url = new URL(path, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
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
    const body = (await response.json()) as { data?: T; errors?: GraphqlError[] };
    if (body.errors && body.errors.length > 0) throw new GraphqlResponseError(body.errors);
    return body.data as T;
  }

  const getOrder = async (id: string): Promise<PublicOrder | null> =>
    (await query<{ order: PublicOrder | null }>(ORDER_QUERY, { id }, 'Order')).order;

  /**
   * Follows an order's status: on every (re)connection the order is queried again (nothing
   * missed while offline), then each change arrives as a 'status' event. Reconnects with
   * backoff. Returns the function that stops it.
   */
  function subscribe(id: string, onEvent: (event: SubscriptionEvent) => void): () => void {
    const WS = WebSocketImpl ?? (typeof WebSocket !== 'undefined' ? WebSocket : undefined);
    let stopped = false;
    let socket: WebSocket | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    if (!WS) {
      onEvent({ type: 'error', message: 'WebSocket unavailable' });
      return () => undefined;
    }

    const refresh = () => {
      getOrder(id)
        .then((order) => {
          if (!stopped && order) onEvent({ type: 'order', order });
        })
        .catch((err: unknown) => {
          if (!stopped) onEvent({ type: 'error', message: err instanceof Error ? err.message : String(err) });
        });
    };

    const scheduleReconnect = () => {
      if (stopped) return;
      const delay = backoffDelay(attempt);
      attempt += 1;
      timer = setTimeout(connect, delay);
    };

    function connect() {
      if (stopped) return;
      let ws: WebSocket;
      try {
        ws = new WS!(toWebSocketUrl(baseUrl, path), 'graphql-transport-ws');
      } catch {
        scheduleReconnect();
        return;
      }
      socket = ws;
      ws.onopen = () => {
        ws.send(JSON.stringify({ type: 'connection_init', payload: { 'x-api-key': apiKey } }));
      };
      ws.onmessage = (message: MessageEvent) => {
        let data: { type?: string; id?: string; payload?: unknown };
        try {
          data = JSON.parse(String(message.data)) as typeof data;
        } catch {
          return;
        }
        switch (data.type) {
          case 'connection_ack':
            attempt = 0;
            ws.send(
              JSON.stringify({
                id: '1',
                type: 'subscribe',
                payload: { query: ORDER_STATUS_SUBSCRIPTION, variables: { id }, operationName: 'OrderStatusChanged' },
              }),
            );
            onEvent({ type: 'connected' });
            refresh();
            break;
          case 'ping':
            ws.send(JSON.stringify({ type: 'pong' }));
            break;
          case 'next': {
            const payload = data.payload as { data?: { orderStatusChanged?: OrderStatusEvent }; errors?: GraphqlError[] };
            const event = payload?.data?.orderStatusChanged;
            if (event) onEvent({ type: 'status', event });
            else if (payload?.errors?.length) onEvent({ type: 'error', message: payload.errors[0].message });
            break;
          }
          case 'error': {
            const errors = data.payload as GraphqlError[] | undefined;
            onEvent({ type: 'error', message: errors?.[0]?.message ?? 'Subscription error' });
            break;
          }
          default:
            break;
        }
      };
      ws.onclose = () => {
        if (socket === ws) socket = undefined;
        if (stopped) return;
        onEvent({ type: 'disconnected' });
        scheduleReconnect();
      };
      ws.onerror = () => {
        // onclose follows and reconnects.
      };
    }

    connect();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (socket) {
        try {
          socket.close();
        } catch {
          // Already closing.
        }
      }
    };
  }

  /**
   * One staff feed (staffOrderEvents, staffReleaseEvents) over its own socket: the ID token
   * travels in connection_init (browsers cannot set headers on a websocket) and is asked for
   * again on every reconnect, so a renewed token is used. 'connected' means "read the list
   * now": events sent while the socket was down are not replayed. Reconnects with backoff;
   * returns the stop function.
   */
  function subscribeStaffFeed<E>(feed: StaffFeed, getToken: () => Promise<string>, onEvent: (event: StaffFeedEvent<E>) => void): () => void {
    const WS = WebSocketImpl ?? (typeof WebSocket !== 'undefined' ? WebSocket : undefined);
    let stopped = false;
    let socket: WebSocket | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    const retry = () => {
      if (stopped) return;
      timer = setTimeout(() => void connect(), backoffDelay(attempt));
      attempt += 1;
    };
    async function connect() {
      let token: string;
      try {
        token = await getToken();
        if (stopped || !WS) return;
        socket = new WS(toWebSocketUrl(baseUrl, path), 'graphql-transport-ws');
      } catch {
        onEvent({ type: 'disconnected' });
        retry();
        return;
      }
      const ws = socket;
      ws.onopen = () =>
        ws.send(JSON.stringify({ type: 'connection_init', payload: { 'x-api-key': apiKey, authorization: `Bearer ${token}` } }));
      ws.onmessage = (message: MessageEvent) => {
        let data: { type?: string; payload?: unknown };
        try {
          data = JSON.parse(String(message.data)) as typeof data;
        } catch {
          return;
        }
        if (data.type === 'connection_ack') {
          attempt = 0;
          ws.send(JSON.stringify({ id: 'staff', type: 'subscribe', payload: { query: feed.query, operationName: feed.operationName } }));
          onEvent({ type: 'connected' });
        } else if (data.type === 'ping') ws.send(JSON.stringify({ type: 'pong' }));
        else if (data.type === 'next') {
          const payload = data.payload as { data?: Record<string, E | undefined>; errors?: GraphqlError[] };
          const event = payload?.data?.[feed.field];
          if (event) onEvent({ type: 'event', event });
          else if (payload?.errors?.length) onEvent({ type: 'error', message: payload.errors[0].message });
        } else if (data.type === 'error') {
          onEvent({ type: 'error', message: (data.payload as GraphqlError[] | undefined)?.[0]?.message ?? 'Subscription error' });
        }
      };
      ws.onclose = () => {
        if (socket === ws) socket = undefined;
        if (stopped) return;
        onEvent({ type: 'disconnected' });
        retry();
      };
    }
    if (!WS) onEvent({ type: 'error', message: 'WebSocket unavailable' });
    else void connect();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      socket?.close();
    };
  }

  /** The staff board's live feed: new orders and status changes. */
  const subscribeStaffOrders = (getToken: () => Promise<string>, onEvent: (event: StaffSubscriptionEvent) => void) =>
    subscribeStaffFeed<StaffOrderEvent>(ORDERS_FEED, getToken, onEvent);
  /** The 'Publikacja' tab's live feed: a running publish's progress and every change of a release's status. */
  const subscribeStaffReleases = (getToken: () => Promise<string>, onEvent: (event: StaffFeedEvent<StaffReleaseEvent>) => void) =>
    subscribeStaffFeed<StaffReleaseEvent>(RELEASES_FEED, getToken, onEvent);

  return { query, getOrder, subscribe, subscribeStaffOrders, subscribeStaffReleases };
}

export type GraphqlClient = ReturnType<typeof createGraphqlClient>;
