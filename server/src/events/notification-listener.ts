/**
 * LISTEN for PostgreSQL notifications on the app's database, whichever driver it uses:
 * - PostgreSQL: a dedicated connection (a pooled one may be handed to a query at any time and
 *   would lose its LISTEN), reconnected with back-off if it drops;
 * - PGlite: its own listen(), since PGlite is one process and delivers NOTIFY in it.
 * The driver is found from drizzle's `$client`, so buildApp needs nothing more than `db`.
 * What listens: the live events (db-emitter.ts) and the mail dispatcher, woken by a queued mail.
 */
import type { FastifyBaseLogger } from 'fastify';
import { backoffMs } from '../../../domain/rules/backoff';
import type { Database } from '../db/database';

export interface NotificationListener {
  /** Starts listening; resolves once notifications on the channel will be delivered. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

interface PgliteLike {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}
interface PgPoolLike {
  options: Record<string, unknown>;
  connect: unknown;
}

export function createNotificationListener(db: Database, log: FastifyBaseLogger): NotificationListener {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client && typeof (client as PgliteLike).listen === 'function') return pgliteListener(client as PgliteLike);
  if (client && typeof (client as PgPoolLike).connect === 'function' && (client as PgPoolLike).options) {
    return postgresListener((client as PgPoolLike).options, log);
  }
  throw new Error('Cannot listen for notifications: unknown database driver');
}

function pgliteListener(pglite: PgliteLike): NotificationListener {
  const stops: (() => Promise<void>)[] = [];
  return {
    async listen(channel, onPayload) {
      stops.push(await pglite.listen(channel, onPayload));
    },
    async close() {
      // The database may already be closed by its owner; nothing then to unlisten.
      await Promise.allSettled(stops.map((stop) => stop()));
    },
  };
}

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

function postgresListener(options: Record<string, unknown>, log: FastifyBaseLogger): NotificationListener {
  const handlers = new Map<string, (payload: string) => void>();
  type PgClient = import('pg').Client;
  let client: PgClient | undefined;
  let closed = false;
  /** Reconnects that failed in a row; the shared back-off's wait grows with them. */
  let retries = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const { Client } = await import('pg');
    const next = new Client({ ...options, application_name: 'sushi-api-listener' });
    next.on('notification', (msg) => {
      if (msg.payload !== undefined) handlers.get(msg.channel)?.(msg.payload);
    });
    next.on('error', (err) => log.warn({ err }, 'notification listener: connection error'));
    next.on('end', () => {
      if (client === next) client = undefined;
      if (!closed) scheduleReconnect();
    });
    await next.connect();
    for (const channel of handlers.keys()) await next.query(`LISTEN "${channel}"`);
    client = next;
    retries = 0;
  }

  function scheduleReconnect(): void {
    if (retryTimer || closed) return;
    // Changes made while disconnected are not replayed: an order page reloads the order
    // when its websocket reconnects, so it catches up by itself.
    const retryMs = backoffMs(retries + 1, RETRY_MIN_MS, RETRY_MAX_MS);
    log.warn({ retryMs }, 'notification listener: reconnecting');
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch((err) => {
        log.warn({ err }, 'notification listener: reconnect failed');
        retries++;
        scheduleReconnect();
      });
    }, retryMs);
    retryTimer.unref();
  }

  return {
    async listen(channel, onPayload) {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`unsafe channel name ${channel}`);
      handlers.set(channel, onPayload);
      if (client) await client.query(`LISTEN "${channel}"`);
      else await connect();
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}
