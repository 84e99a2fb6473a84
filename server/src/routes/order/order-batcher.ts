/**
 * Orders placed in batches on the embedded database (D76): orders that arrive while the
 * database is busy wait here in arrival order; when its turn comes, a batch takes up to
 * MAX_BATCH of them and places them with one read of the settings and menu and one transaction
 * (placeOrders). Should that transaction fail, the batch's orders are placed one by one, so one
 * order's trouble never costs the others theirs. Past `limit` waiting, an order is refused at
 * once (DatabaseBusyError: 503 with Retry-After).
 */
import type { FastifyInstance } from 'fastify';
import type { OrderBody } from '../../../../domain/contract/order';
import { DatabaseBusyError } from '../../db/fair-access';
import { placeOrder, placeOrders, type OrderRequest, type PlacedOrder } from './place-order';

const MAX_BATCH = Number(process.env.ORDER_BATCH_MAX ?? 25);

interface Waiting {
  body: OrderBody;
  opts: OrderRequest;
  resolve(placed: PlacedOrder): void;
  reject(err: unknown): void;
}

export interface OrderBatcher {
  place(body: OrderBody, opts: OrderRequest): Promise<PlacedOrder>;
}

export function createOrderBatcher(app: FastifyInstance, limit: number): OrderBatcher {
  const waiting: Waiting[] = [];
  let turnAsked = false;

  async function runBatch(): Promise<void> {
    turnAsked = false;
    const batch = waiting.splice(0, MAX_BATCH);
    if (waiting.length > 0) askTurn();
    let results: (PlacedOrder | Error)[];
    try {
      results = await placeOrders(app, batch);
    } catch (err) {
      app.log.warn({ err, orders: batch.length }, 'a batch of orders failed: placing them one by one');
      results = [];
      for (const w of batch) results.push(await placeOrder(app, w.body, w.opts).catch((e: Error) => e));
    }
    batch.forEach((w, i) => (results[i] instanceof Error ? w.reject(results[i]) : w.resolve(results[i] as PlacedOrder)));
  }

  function askTurn(): void {
    if (turnAsked) return;
    turnAsked = true;
    // Not bounded by the gate: the orders waiting here are what the bound counts.
    app.dbTurn(runBatch, { bounded: false }).catch((err: unknown) => app.log.error({ err }, 'an order batch failed'));
  }

  return {
    place(body, opts) {
      if (waiting.length >= limit) return Promise.reject(new DatabaseBusyError(waiting.length));
      return new Promise<PlacedOrder>((resolve, reject) => {
        waiting.push({ body, opts, resolve, reject });
        askTurn();
      });
    },
  };
}
