/**
 * Fair access to the embedded database (D76). PGlite is one connection in this process: every
 * query and transaction waits its turn on it. The gate hands out turns in arrival order, one at
 * a time; a turn is either one top-level query or transaction (the wrapped client below does
 * that for every caller) or a whole unit of work a route asks for (`run`), such as storing an
 * order with the reads it needs, so a customer's order is not overtaken query by query by
 * those who came after. Everything issued inside a turn, a transaction's own queries
 * included, passes straight through. A bounded turn (a customer's request) is refused with
 * DatabaseBusyError when `limit` turns already wait: a quick 503 the site retries, instead of
 * a wait without end. Background work (mail, payments) waits whatever the queue.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

/** DB_QUEUE_LIMIT's default: turns waiting for the embedded database before a customer's request is refused. */
export const DEFAULT_QUEUE_LIMIT = 200;

/** Thrown instead of queueing when the queue is full; the API answers 503 SERVER_BUSY with Retry-After. */
export class DatabaseBusyError extends Error {
  readonly retryAfterSeconds = 1;
  constructor(readonly waiting: number) {
    super(`the database queue is full (${waiting} waiting)`);
    this.name = 'DatabaseBusyError';
  }
}

export interface TurnOptions {
  /** A customer's request: refused rather than queued past the limit. */
  bounded?: boolean;
}

export interface FairGate {
  /** Runs `work` in its turn, after every turn asked for before it. */
  run<T>(work: () => Promise<T>, opts?: TurnOptions): Promise<T>;
  /** Turns waiting now (the one being served not counted). */
  readonly waiting: number;
  readonly limit: number;
}

/** The turn an async context holds; cleared when the turn ends, so work it started later queues like any other. */
interface Turn {
  active: boolean;
}

/**
 * Every turn starts in a round of the event loop of its own. PGlite never waits for I/O: a turn
 * started where a request was read would run to its end right there, and so would the next
 * request's, and the next: one round of the loop would serve every customer whose request was
 * in, while libuv accepts one new connection per round. New customers then wait in the kernel,
 * unseen and unbounded, for seconds (measured: up to 8 s at 50 clients). Started from
 * setImmediate, a turn lets the loop read the new requests (they queue here, in arrival order,
 * bounded) and accept a connection before the next turn.
 */
const nextRound = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createFairGate(limit: number): FairGate {
  const held = new AsyncLocalStorage<Turn>();
  const queue: (() => void)[] = [];
  let serving = false;

  async function run<T>(work: () => Promise<T>, opts: TurnOptions = {}): Promise<T> {
    // Inside a turn already (a transaction's queries, a route's unit of work): no second wait.
    if (held.getStore()?.active) return work();
    if (serving) {
      if (opts.bounded && queue.length >= limit) throw new DatabaseBusyError(queue.length);
      await new Promise<void>((resolve) => queue.push(resolve));
    } else {
      serving = true;
      await nextRound();
    }
    const turn: Turn = { active: true };
    try {
      return await held.run(turn, work);
    } finally {
      turn.active = false;
      const next = queue.shift();
      if (next) setImmediate(next);
      else serving = false;
    }
  }

  return {
    run,
    get waiting() {
      return queue.length;
    },
    limit,
  };
}

/**
 * The PGlite client as drizzle sees it: query, exec and transaction take a turn; everything
 * else (listen, dumpDataDir, close) is PGlite's own. A transaction's callback gets PGlite's
 * transaction object, whose queries never meet the gate. As before, a query sent with `db`
 * (not `tx`) inside a transaction callback waits for that transaction: a deadlock.
 */
export function gatedPglite(client: PGlite, gate: FairGate): PGlite {
  const gated: Record<PropertyKey, unknown> = {
    query: (...args: Parameters<PGlite['query']>) => gate.run(() => client.query(...args)),
    exec: (...args: Parameters<PGlite['exec']>) => gate.run(() => client.exec(...args)),
    transaction: (...args: Parameters<PGlite['transaction']>) => gate.run(() => client.transaction(...args)),
  };
  return new Proxy(client, {
    get(target, prop) {
      if (prop in gated) return gated[prop];
      const value: unknown = Reflect.get(target, prop, target);
      // PGlite's methods read private fields: they must run on the client itself, not the proxy.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Which gate a drizzle instance's client is behind (none on PostgreSQL): routes ask by `db`. */
const gates = new WeakMap<object, FairGate>();

export function registerGate(db: object, gate: FairGate): void {
  gates.set(db, gate);
}

export const gateOf = (db: object): FairGate | undefined => gates.get(db);

/**
 * Runs a unit of work as one turn on the embedded database, as a customer's request (bounded);
 * on PostgreSQL (a pool of connections, no gate) it simply runs.
 */
export function inTurn<T>(db: object, work: () => Promise<T>, opts: TurnOptions = { bounded: true }): Promise<T> {
  const gate = gates.get(db);
  if (process.env.DB_FAIR_EXPERIMENT === 'query' || process.env.DB_FAIR_EXPERIMENT === 'off') return work(); // EXPERIMENT-REMOVE
  return gate ? gate.run(work, opts) : work();
}
