/**
 * POST /order: stores an order checked and priced by the server (place-order.ts). Guests may
 * order; a valid ID token links the order to the customer's history. An Idempotency-Key makes
 * a retry return the first order. An order paid online comes back 'awaiting_payment' with the
 * address of Przelewy24's payment page (routes/payments for the rest of that flow).
 * GET /order/:publicId: the order page's data. No sign-in: the unguessable id is the key,
 * so the answer carries nothing personal beyond the street and city.
 */
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorResponse } from '../../../../domain/contract/common';
import { OrderBody, OrderHeaders, OrderParams, PlacedOrder as OrderResponse, PublicOrderView } from '../../../../domain/contract/order';
import { groszeToZloty } from '../../../../domain/rules/money';
import { optionalIdentity } from '../../plugins/app/auth';
import { HttpError } from '../../plugins/app/errors';
import { postRateLimit } from '../../plugins/external/security';
import { toOrderView, toPublicOrderView } from './order-view';
import { createOrderQueue } from './order-queue';

export async function orderRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Orders wait in arrival order and are placed in batches, one turn each (D76).
  const queue = createOrderQueue(app);

  /** Where to pay an order just placed online (a retry gets a fresh attempt); null when the gateway is down: the order page offers to pay again. */
  async function paymentPage(publicId: string): Promise<{ redirectUrl: string } | null> {
    try {
      return await app.payments!.startPayment(publicId);
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 503) return null;
      throw err;
    }
  }

  app.post(
    '/order',
    {
      config: postRateLimit(app),
      onRequest: optionalIdentity,
      schema: {
        headers: OrderHeaders,
        body: OrderBody,
        response: { 200: OrderResponse, 201: OrderResponse, 400: ErrorResponse, 401: ErrorResponse, 409: ErrorResponse, 422: ErrorResponse, 503: ErrorResponse },
      },
    },
    async (request, reply) => {
      const opts = { idempotencyKey: request.headers['idempotency-key'], customerEmail: request.identity?.email };
      const { order, created, priceChanges } = await queue.submit({ body: request.body, opts });
      reply.header('cache-control', 'private, no-store');
      return reply.status(created ? 201 : 200).send({
        ...toOrderView(order),
        ...(order.status === 'awaiting_payment' ? { payment: await paymentPage(order.publicId) } : {}),
        priceChanges: priceChanges.map((c) => ({
          id: c.id,
          name: c.name,
          sentPrice: groszeToZloty(c.sentPriceGrosze),
          price: groszeToZloty(c.priceGrosze),
        })),
      });
    },
  );

  app.get(
    '/order/:publicId',
    {
      schema: {
        params: OrderParams,
        response: { 200: PublicOrderView, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const order = await app.repos.orders.findByPublicId(request.params.publicId.toUpperCase());
      if (!order) throw new HttpError(404, 'Nie znaleziono zamówienia o tym numerze.', 'ORDER_NOT_FOUND');
      // The status changes: always fresh, and never kept by shared caches.
      reply.header('cache-control', 'private, no-cache');
      return toPublicOrderView(order);
    },
  );
}
