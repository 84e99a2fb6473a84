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
 * - customers' orders reach it through a batch queue, one turn a batch (lib/batch-queue.ts,
 *   routes/order/order-queue.ts). On PostgreSQL the orders use a gate of their own.
 * Background work (mail, payments, staff) takes its turns like everyone, one query or
 * transaction a turn, and is never refused.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

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

/** Which gate a drizzle instance's client is behind (none on PostgreSQL). */
const gates = new WeakMap<object, FairGate>();

export function registerGate(db: object, gate: FairGate): void {
  gates.set(db, gate);
}

export const gateOf = (db: object): FairGate | undefined => gates.get(db);
