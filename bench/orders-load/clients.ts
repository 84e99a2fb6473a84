/**
 * Customers placing orders the way the site does: one Idempotency-Key per order, and the same
 * request sent again with the same key after a network error or a 5xx until it is answered.
 */
import { randomUUID } from 'node:crypto';

export interface OrderOutcome {
  key: string;
  /** The public id of the 200/201 answer; undefined when the order was never acknowledged. */
  ackedId?: string;
  attempts: number;
  /** The last refusal (4xx) or 'deadline' when it was not acknowledged. */
  failure?: string;
  /** Epoch ms of the first attempt and of the acknowledgement: the customer's wait, retries included. */
  startedAt: number;
  ackedAt?: number;
  /** 503 answers with Retry-After (the server's queue was full): the order was sent again after the wait. */
  busy: number;
}

export interface LoadOptions {
  base: string;
  orders: number;
  clients: number;
  itemIds: number[];
  deadlineMs: number;
  /** Aborted when the run broke (the API never came back): stop instead of waiting deadlines out. */
  signal: AbortSignal;
  /** Called after every acknowledgement with the number acknowledged so far. */
  onAck(acked: number): void;
}

function orderBody(n: number, itemIds: number[]) {
  const pick = (k: number) => itemIds[(n * 7 + k * 13) % itemIds.length];
  return {
    items: [
      { id: pick(0), quantity: 1 + (n % 3) },
      { id: pick(1), quantity: 1 },
    ],
    customer: { name: `Klient ${n}`, phoneNumber: '+48 600 100 200', email: `bench${n}@example.com` },
    address: { street: `Marszałkowska ${1 + (n % 150)}`, postalCode: '00-950', city: 'Warszawa' },
    deliveryTime: { type: 'asap' },
    paymentMethod: 'cash',
    acceptedTerms: true,
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function placeOne(opts: LoadOptions, n: number): Promise<OrderOutcome> {
  const key = randomUUID();
  const body = JSON.stringify(orderBody(n, opts.itemIds));
  const deadline = Date.now() + opts.deadlineMs;
  let backoff = 100;
  let attempts = 0;
  let busy = 0;
  const startedAt = Date.now();
  for (;;) {
    attempts++;
    let retryAfterMs: number | undefined;
    try {
      // A timeout too: a request the killed server had accepted may otherwise hang forever.
      const res = await fetch(`${opts.base}/shop/order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body,
        signal: AbortSignal.timeout(15_000),
      });
      const text = await res.text();
      if (res.status === 200 || res.status === 201) return { key, ackedId: JSON.parse(text).id, attempts, startedAt, ackedAt: Date.now(), busy };
      // A 4xx will not change on retry: it is a refusal, recorded as such.
      if (res.status < 500) return { key, attempts, failure: `${res.status} ${text.slice(0, 160)}`, startedAt, busy };
      // Queue full: the site waits what Retry-After says (src/lib/retry-policy.ts), so does this customer.
      const retryAfter = Number(res.headers.get('retry-after'));
      if (res.status === 503 && retryAfter > 0) {
        busy++;
        retryAfterMs = retryAfter * 1000;
      }
    } catch {
      // connection refused / reset / timeout while the API is down: retry with the same key
    }
    if (opts.signal.aborted) return { key, attempts, failure: 'aborted', startedAt, busy };
    const wait = retryAfterMs ?? backoff;
    if (Date.now() + wait > deadline) return { key, attempts, failure: 'deadline', startedAt, busy };
    await sleep(wait);
    if (retryAfterMs === undefined) backoff = Math.min(backoff * 2, 2000);
  }
}

/** Runs the clients until every order is acknowledged, refused or past its deadline. */
export async function runClients(opts: LoadOptions): Promise<OrderOutcome[]> {
  const outcomes: OrderOutcome[] = [];
  let next = 0;
  let acked = 0;
  const client = async () => {
    while (next < opts.orders && !opts.signal.aborted) {
      const outcome = await placeOne(opts, next++);
      outcomes.push(outcome);
      if (outcome.ackedId) opts.onAck(++acked);
    }
  };
  await Promise.all(Array.from({ length: opts.clients }, client));
  return outcomes;
}
