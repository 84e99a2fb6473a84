/**
 * Orders wait in arrival order and are placed in batches (D76), a turn of `app.orderGate` each
 * (on the embedded database, a turn on the database itself): one read of the settings, the
 * menu and the retried keys, and one transaction, a statement per table, for every order of the
 * batch that passes its checks (placeOrders). Should a batch fail as a whole, its orders are
 * placed one by one, so one order's trouble never costs the others theirs. Past DB_QUEUE_LIMIT
 * waiting, an order is refused at once (503 with Retry-After) instead of waiting unseen.
 */
import type { FastifyInstance } from 'fastify';
import type { OrderBody } from '../../../../domain/contract/order';
import { createBatchQueue, type BatchQueue } from '../../lib/batch-queue';
import { placeOrder, placeOrders, type OrderRequest, type PlacedOrder } from './place-order';

/**
 * Enough for 50 customers ordering at once to go in two batches (docs/performance.md); a larger
 * batch would only lengthen a turn, during which other work on the embedded database waits.
 */
const MAX_BATCH = 25;

export type OrderQueue = BatchQueue<{ body: OrderBody; opts: OrderRequest }, PlacedOrder>;

export function createOrderQueue(app: FastifyInstance): OrderQueue {
  return createBatchQueue({
    gate: app.orderGate,
    limit: app.config.dbQueueLimit,
    maxBatch: MAX_BATCH,
    runBatch: (orders) => placeOrders(app, orders),
    runOne: ({ body, opts }) => placeOrder(app, body, opts),
    onBatchFailed: (err, size) => app.log.warn({ err, orders: size }, 'a batch of orders failed as a whole: placing them one by one'),
  });
}
