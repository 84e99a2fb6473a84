/**
 * Resolvers of the order-tracking API. A subscription first sends the order's current status,
 * then each change: a status changed between the page's query and its subscription is not
 * lost, and the client knows the moment its subscription is live.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import mercurius, { type IResolvers } from 'mercurius';
import type { OrderStatusEvent } from '../../../domain/contract/live-events';
import { orderStatusTopic } from '../events/order-events';
import type { StoredOrder } from '../repositories/order-repository';
import { toPublicOrderView } from '../routes/order/order-view';
import type { LiveConnections, LiveSocket } from './live-connections';
import { createStaffSubscription } from './staff-resolvers';

const { ErrorWithProps } = mercurius;

const PUBLIC_ID = /^[2-9A-Za-z]{10}$/;
/** Ids as people type them; undefined when it cannot be an order id at all. */
const normalizeId = (id: string): string | undefined => (PUBLIC_ID.test(id) ? id.toUpperCase() : undefined);

interface Context {
  app: FastifyInstance;
  /** The websocket upgrade request, its headers merged with the connection_init payload by mercurius. */
  request?: FastifyRequest;
  /** The subscription's websocket (index.ts puts it in the context). */
  socket?: LiveSocket;
  pubsub: { subscribe(topic: string): Promise<AsyncIterable<unknown>> };
}

function currentStatus(order: StoredOrder): OrderStatusEvent {
  const last = order.statusHistory[order.statusHistory.length - 1];
  return {
    id: order.publicId,
    status: order.status,
    at: (last?.at ?? order.createdAt).toISOString(),
    note: last?.note ?? '',
    estimatedMinutes: order.estimatedMinutes,
    estimatedDeliveryAt: order.estimatedDeliveryAt?.toISOString() ?? null,
  };
}

/** Yields `first`, then whatever `rest` yields; ending it ends `rest` (unsubscribes). */
function startWith<T>(first: T, rest: AsyncIterable<T>): AsyncIterableIterator<T> {
  const inner = rest[Symbol.asyncIterator]();
  let sentFirst = false;
  const iterator: AsyncIterableIterator<T> = {
    next() {
      if (sentFirst) return inner.next();
      sentFirst = true;
      return Promise.resolve({ value: first, done: false });
    },
    return(value?: unknown) {
      return inner.return ? inner.return(value) : Promise.resolve({ value: undefined, done: true });
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

export function createResolvers(isValidKey: (key: unknown) => boolean, live: LiveConnections): IResolvers {
  return {
    Query: {
      async order(_root: unknown, { id }: { id: string }, { app }: Context) {
        const publicId = normalizeId(id);
        const order = publicId ? await app.repos.orders.findByPublicId(publicId) : undefined;
        return order ? toPublicOrderView(order) : null;
      },
    },
    Subscription: {
      ...createStaffSubscription(isValidKey, live),
      orderStatusChanged: {
        async subscribe(_root: unknown, { id }: { id: string }, ctx: Context) {
          // Browsers cannot set headers on a websocket: the key may come in connection_init.
          const apiKey = ctx.request?.headers['x-api-key'];
          if (!isValidKey(apiKey)) {
            throw new ErrorWithProps('Missing or invalid API key (x-api-key)', { code: 'INVALID_API_KEY' });
          }
          const publicId = normalizeId(id);
          const order = publicId ? await ctx.app.repos.orders.findByPublicId(publicId) : undefined;
          if (!order) throw new ErrorWithProps(`Order ${id} not found`, { code: 'ORDER_NOT_FOUND' });
          // Subscribed before the current status is read back to the client: nothing falls between.
          const queue = await ctx.pubsub.subscribe(orderStatusTopic(order.publicId));
          // Closed at the next check once its key is retired (D77); the page reconnects with its own.
          if (ctx.socket) live.track(ctx.socket, { apiKey });
          const fresh = (await ctx.app.repos.orders.findByPublicId(order.publicId)) ?? order;
          return startWith<unknown>({ orderStatusChanged: currentStatus(fresh) }, queue);
        },
      },
    },
    OrderStatusEvent: {
      async order(event: OrderStatusEvent, _args: unknown, { app }: Context) {
        const order = await app.repos.orders.findByPublicId(event.id);
        return order ? toPublicOrderView(order) : null;
      },
    },
  } as IResolvers;
}
