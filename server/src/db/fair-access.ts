/**
 * Fair access to the embedded database (D76). PGlite is one connection inside this process, and
 * its work never waits for I/O: whatever reaches it runs to its end in the round of the event
 * loop that sent it. So:
 * - a gate hands out turns in arrival order, one at a time, each starting in a round of the
 *   loop of its own (setImmediate), and every query inside a turn (a transaction's too) in a
 *   round of its own. Between them the loop reads new requests, which then queue here, and
 *   accepts a connection: libuv accepts one per round (libuv#3696), so without the rounds a
 *   new customer's connection waited in the kernel while the customers already connected were
 *   served again and again (measured: up to 8 s at 50 clients);
 * - a batch queue in front of it takes customers' orders in arrival order and hands them over
 *   in batches, one turn each: orders that wait anyway are stored with one read and one
 *   transaction, about three times the orders per second of one turn per order. Past `limit`
 *   waiting, an order is refused at once (DatabaseBusyError: 503, Retry-After) instead of
 *   waiting unseen. On PostgreSQL the orders use a gate of their own (routes/order).
 * Background work (mail, payments, staff) takes its turns like everyone, one query or
 * transaction a turn, and is never refused.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

/** A full queue: the API answers 503 SERVER_BUSY with Retry-After; the site sends the order again. */
export class DatabaseBusyError extends Error {
  readonly retryAfterSeconds = 1;
  constructor(readonly waiting: number) {
    super(`the database queue is full (${waiting} waiting)`);
    this.name = 'DatabaseBusyError';
  }
}

const nextRound = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface FairGate {
  /** Runs `work` in its turn, after every turn asked for before it; inside a turn, at once. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Runs `fn` as no turn's work, whatever turn the caller is in (a notification delivered during a turn). */
  outside<T>(fn: () => T): T;
  /** Turns waiting now (the one being served not counted). */
  readonly waiting: number;
}

/** The turn an async context holds; cleared when the turn ends, so work it started and left running queues like any other. */
interface Turn {
  active: boolean;
}

export function createFairGate(): FairGate {
  const held = new AsyncLocalStorage<Turn>();
  const queue: (() => void)[] = [];
  let serving = false;

  async function run<T>(work: () => Promise<T>): Promise<T> {
    // Inside a turn already (a batch's queries): no second wait, only a round of the loop.
    if (held.getStore()?.active) return nextRound().then(work);
    if (serving) await new Promise<void>((resolve) => queue.push(resolve));
    else {
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
    outside: (fn) => held.exit(fn),
    get waiting() {
      return queue.length;
    },
  };
}

type Transaction = Parameters<Parameters<PGlite['transaction']>[0]>[0];

/**
 * The PGlite client as drizzle sees it: query, exec and transaction take a turn; everything
 * else (dumpDataDir, close) is PGlite's own. A transaction's own queries pass without the gate,
 * each in a round of the loop. A notification is delivered as no turn's work: PGlite calls
 * listeners from inside the committing turn, and what they start (the mail dispatcher) must
 * queue, not slip into that turn. As before, a query sent with `db` (not `tx`) inside a
 * transaction callback waits for that transaction: a deadlock.
 */
export function gatedPglite(client: PGlite, gate: FairGate): PGlite {
  return overriding(client, {
    listen: (channel: string, callback: (payload: string) => void, tx?: Transaction) =>
      client.listen(channel, (payload) => gate.outside(() => callback(payload)), tx),
    query: (...args: Parameters<PGlite['query']>) => gate.run(() => client.query(...args)),
    exec: (...args: Parameters<PGlite['exec']>) => gate.run(() => client.exec(...args)),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      gate.run(() =>
        client.transaction((tx) =>
          callback(
            overriding(tx, {
              query: (...args: Parameters<Transaction['query']>) => nextRound().then(() => tx.query(...args)),
              exec: (...args: Parameters<Transaction['exec']>) => nextRound().then(() => tx.exec(...args)),
            }),
          ),
        ),
      ),
  });
}

/** The object with some methods replaced; the others run on the object itself (PGlite's read private fields). */
function overriding<T extends object>(target: T, methods: Record<string, unknown>): T {
  return new Proxy(target, {
    get(obj, prop) {
      if (typeof prop === 'string' && prop in methods) return methods[prop];
      const value: unknown = Reflect.get(obj, prop, obj);
      return typeof value === 'function' ? value.bind(obj) : value;
    },
  });
}

export interface BatchQueue<I, O> {
  /** Resolves with the item's own result once its batch has run; DatabaseBusyError when `limit` items wait. */
  submit(item: I): Promise<O>;
  /** Items waiting for a batch now. */
  readonly waiting: number;
}

export interface BatchQueueOptions<I, O> {
  gate: FairGate;
  limit: number;
  maxBatch: number;
  /** One result per item, in order; an Error rejects only its item. Thrown: runOne is tried for each. */
  runBatch(items: I[]): Promise<(O | Error)[]>;
  runOne(item: I): Promise<O>;
  onBatchFailed(err: unknown, size: number): void;
}

/**
 * Items in arrival order, run in batches of up to `maxBatch`, one gate turn a batch: a batch
 * takes what waits when its turn comes, and what arrives meanwhile waits for the next.
 */
export function createBatchQueue<I, O>(opts: BatchQueueOptions<I, O>): BatchQueue<I, O> {
  const waiting: { item: I; resolve(o: O): void; reject(err: unknown): void }[] = [];
  let turnAsked = false;

  async function runNext(): Promise<void> {
    turnAsked = false;
    const batch = waiting.splice(0, opts.maxBatch);
    if (waiting.length > 0) askTurn();
    let results: (O | Error)[];
    try {
      results = await opts.runBatch(batch.map((w) => w.item));
    } catch (err) {
      opts.onBatchFailed(err, batch.length);
      results = [];
      for (const w of batch) results.push(await opts.runOne(w.item).catch((e: unknown) => (e instanceof Error ? e : new Error(String(e)))));
    }
    batch.forEach((w, i) => {
      const result = results[i];
      if (result instanceof Error) w.reject(result);
      else w.resolve(result);
    });
  }

  function askTurn(): void {
    if (turnAsked) return;
    turnAsked = true;
    // runNext answers every item it took, whatever the batch did; nothing should reach here.
    opts.gate.run(runNext).catch((err: unknown) => opts.onBatchFailed(err, 0));
  }

  return {
    submit(item) {
      if (waiting.length >= opts.limit) return Promise.reject(new DatabaseBusyError(waiting.length));
      return new Promise<O>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        askTurn();
      });
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/** Which gate a drizzle instance's client is behind (none on PostgreSQL). */
const gates = new WeakMap<object, FairGate>();

export function registerGate(db: object, gate: FairGate): void {
  gates.set(db, gate);
}

export const gateOf = (db: object): FairGate | undefined => gates.get(db);
