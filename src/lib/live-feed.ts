/**
 * The site's live feed (docs/behaviour.md §7): one GraphQL subscription kept open over a
 * websocket with graphql-ws, the reference client of the 'graphql-transport-ws' protocol
 * mercurius speaks (docs/decisions.md: the library, not our own protocol code). It reconnects
 * with the shared back-off (domain/rules/backoff.ts) and moves a connection opened with an ID
 * token to a fresh one before it expires (live-renewal.ts, D77). Browsers cannot set headers on
 * a websocket, so the API key, and a member of staff's ID token, go in connection_init.
 */
import { createClient, type Client } from 'graphql-ws/client';
import { backoffMs } from '../../domain/rules/backoff';
import type { GraphqlError } from './graphql-query-client';
import { jwtExpiry } from './jwt-claims';
import { isTokenExpiry, MIN_RENEWAL_WAIT_MS, QUICK_RESTART_SPACING_MS, RENEWAL_OVERLAP_MS, renewalDue } from './live-renewal';

export interface LiveFeedOptions {
  /** Origin of the API; '' means the site's own origin. */
  baseUrl: string;
  /** Path of the GraphQL endpoint. */
  path: string;
  /** The browser's WebSocket unless given (tests in Node pass the 'ws' package's). */
  WebSocket?: typeof WebSocket;
}

/** A subscription: what is sent, the field its messages come in, its id in the protocol's messages. */
export interface LiveFeed {
  request: { query: string; variables?: Record<string, unknown>; operationName: string };
  field: string;
  wireId: string;
}

/**
 * A feed's events: its messages, and the connection's state (the panel re-reads on
 * 'connected'); 'denied': the API refused the account (no longer in the staff group).
 */
export type LiveFeedEvent<E> =
  | { type: 'event'; event: E }
  | { type: 'connected' }
  | { type: 'disconnected' }
  | { type: 'error'; message: string }
  | { type: 'denied'; message: string };

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

/**
 * One subscription on its own socket, until the returned function stops it. graphql-ws opens
 * the socket with it, builds connection_init anew on every connection (from
 * `connectionParams`), answers the server's pings and reconnects after every drop, waiting
 * backoffDelay. What ends its client instead (a close code it deems fatal, a GraphQL error, a
 * 'complete' from the server) is followed by a new client after the same back-off, reset by a
 * message: a page left open never stops following, as with our hand-written client.
 *
 * A connection opened with an ID token lives only as long as the token (D77): before it
 * expires a second connection is opened with a fresh token, announced as 'connected' once
 * acknowledged (the panel re-reads its list), and the old one is closed a moment later, so
 * events keep arriving and no 'disconnected' is shown. Should the token run out first anyway
 * (4401), the feed reconnects at once, again without a word.
 */
export function followLiveFeed<E>(
  { baseUrl, path, WebSocket: WebSocketImpl }: LiveFeedOptions,
  feed: LiveFeed,
  connectionParams: () => Promise<Record<string, unknown>>,
  onEvent: (event: LiveFeedEvent<E>) => void,
): () => void {
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
  const report = (event: LiveFeedEvent<E>) => {
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
