/**
 * Online payment (D73): paying an unpaid order (again) or giving up and paying the rider, both
 * by anyone holding the order's id (as its page); and Przelewy24's two notifications. Those
 * answer 4xx to a forged or mismatched notification (logged, nothing changes) and 502 when
 * the verify failed, so P24 sends it again; a repeat of one already counted is a 200 that
 * changes nothing.
 */
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { ErrorResponse } from '../../../../domain/contract/common';
import { OrderParams, PaymentRedirect, PaymentReturn, PublicOrderView } from '../../../../domain/contract/order';
import { HttpError } from '../../plugins/app/errors';
import { postRateLimit } from '../../plugins/external/security';
import { ORDER_NOT_FOUND_MESSAGE, PAYMENT_UNAVAILABLE_MESSAGE, type OnlinePayments } from '../../payments/online-payments';
import { toPublicOrderView } from '../order/order-view';

/** P24's notifications: checked field by field by the client (sign included); P24 may add fields. */
const Notification = Type.Object({ sessionId: Type.String({ maxLength: 100 }) }, { additionalProperties: true });
const Received = Type.Object({});
const errors = { 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 502: ErrorResponse, 503: ErrorResponse };

export async function paymentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const payments = (): OnlinePayments => {
    if (!app.payments) throw new HttpError(503, PAYMENT_UNAVAILABLE_MESSAGE, 'PAYMENT_UNAVAILABLE');
    return app.payments;
  };
  const noStore = { 'cache-control': 'private, no-store' };

  app.post(
    '/order/:publicId/payment',
    { config: postRateLimit(app), schema: { params: OrderParams, response: { 200: PaymentRedirect, ...errors } } },
    async (request, reply) => {
      const redirect = await payments().startPayment(request.params.publicId.toUpperCase());
      return reply.headers(noStore).send(redirect);
    },
  );

  app.post(
    '/order/:publicId/cash',
    { config: postRateLimit(app), schema: { params: OrderParams, response: { 200: PublicOrderView, ...errors } } },
    async (request, reply) => {
      const publicId = request.params.publicId.toUpperCase();
      await payments().switchToCash(publicId);
      return reply.headers(noStore).send(toPublicOrderView((await app.repos.orders.findByPublicId(publicId))!));
    },
  );

  app.post(
    '/order/:publicId/payment/return',
    { config: postRateLimit(app), schema: { params: OrderParams, response: { 200: PaymentReturn, ...errors } } },
    async (request, reply) => {
      const publicId = request.params.publicId.toUpperCase();
      if (!(await app.repos.orders.findByPublicId(publicId))) throw new HttpError(404, ORDER_NOT_FOUND_MESSAGE, 'ORDER_NOT_FOUND');
      const outcome = (await payments().returnOutcome(publicId)) ?? 'unknown';
      return reply.headers(noStore).send({ outcome });
    },
  );

  app.post('/payments/p24/status', { schema: { body: Notification, response: { 200: Received, ...errors } } }, async (request) => {
    await payments().handleNotification(request.body);
    return {};
  });

  app.post('/payments/p24/refund-status', { schema: { body: Notification, response: { 200: Received, ...errors } } }, async (request) => {
    await payments().handleRefundNotification(request.body);
    return {};
  });
}
