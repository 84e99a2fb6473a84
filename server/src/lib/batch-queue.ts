/**
 * The queue in front of the database that customers' orders wait in (D76): items in arrival
 * order, handed over in batches, one turn of the database's fair gate (db/fair-access.ts) a
 * batch. Orders that wait anyway are stored with one read and one transaction, about three
 * times the orders per second of one turn per order. Past `limit` waiting, an item is refused at
 * once (DatabaseBusyError: 503, Retry-After) instead of waiting unseen. It runs no SQL itself:
 * the route hands it the work (routes/order/order-queue.ts).
 */
import type { FairGate } from '../db/fair-access';

/** A full queue: the API answers 503 SERVER_BUSY with Retry-After; the site sends the order again. */
export class DatabaseBusyError extends Error {
  readonly retryAfterSeconds = 1;
  constructor(readonly waiting: number) {
    super(`the database queue is full (${waiting} waiting)`);
    this.name = 'DatabaseBusyError';
  }
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
