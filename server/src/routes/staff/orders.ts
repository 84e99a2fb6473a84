/**
 * Staff and orders: recent orders and status changes. Each change is checked against the
 * lifecycle (domain/rules/order-lifecycle.ts), stored with its time and the staff e-mail (history and
 * audit log), and pushed to the order page's and the staff board's subscribers. Orders taken by
 * phone (D96) go through the online order's own path; changes by phone (D97) through its rules.
 */
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorResponse } from '../../../../domain/contract/common';
import {
  OrderHeaders,
  StaffOrderBody,
  StaffOrderChangeBody,
  StaffOrderList,
  StaffOrdersQuery,
  StaffOrderView,
  StaffStatusChange,
  StaffStatusParams,
} from '../../../../domain/contract/order';
import { statusFieldsError, type OrderStatus as Status } from '../../../../domain/rules/order-lifecycle';
import { HttpError } from '../../plugins/app/errors';
import { toStaffOrderView } from '../order/order-view';
import { readOrderContext } from '../order/order-checks';
import { placeOrder } from '../order/place-order';
import { readLimit, staffErrors as errors, staffWriteLimit } from './common';
import { lockedMessage, NOTHING_CHANGED_MESSAGE, paidTotalWouldRiseMessage, planChange } from './order-change';

/** The order rules' refusals: out of zone, closed, below the minimum, sold out... */
const orderErrors = { ...errors, 422: ErrorResponse, 503: ErrorResponse };

export async function staffOrderRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/staff/orders',
    {
      schema: {
        querystring: StaffOrdersQuery,
        response: { 200: StaffOrderList, ...errors },
      },
    },
    async (request) => {
      const limit = readLimit(request.query.limit);
      const statuses = request.query.status ? ([...new Set(request.query.status.split(','))] as Status[]) : undefined;
      const orders = await app.repos.orders.listRecent(statuses, limit);
      return { data: orders.map(toStaffOrderView) };
    },
  );

  app.post(
    '/staff/orders',
    {
      config: staffWriteLimit(app),
      schema: {
        headers: OrderHeaders,
        body: StaffOrderBody,
        response: { 200: StaffOrderView, 201: StaffOrderView, ...orderErrors },
      },
    },
    async (request, reply) => {
      const { estimatedMinutes, belowMinimumReason, ...body } = request.body;
      // The same path as the customer's order (D96), without the batch queue: staff are few,
      // and each query still takes its turn on the embedded database.
      const { order, created } = await placeOrder(app, body, {
        idempotencyKey: request.headers['idempotency-key'],
        phone: { by: request.identity!.email, estimatedMinutes, belowMinimumReason },
      });
      return reply.status(created ? 201 : 200).send(toStaffOrderView(order));
    },
  );

  app.patch(
    '/staff/orders/:id',
    {
      config: staffWriteLimit(app),
      schema: {
        params: StaffStatusParams,
        body: StaffOrderChangeBody,
        response: { 200: StaffOrderView, ...orderErrors },
      },
    },
    async (request) => {
      const id = request.params.id.toUpperCase();
      const now = app.now();
      const context = await readOrderContext(app, request.body.items?.map((i) => i.id) ?? []);
      const result = await app.repos.orders.change(id, {
        reason: request.body.reason.trim(),
        by: request.identity!.email,
        at: now,
        facts: context.settings.restaurant,
        apply: planChange(request.body, context, now),
      });
      if (result.ok) {
        // The difference of a paid order is asked back now, not at the next round of the payments job.
        if (result.refundGrosze > 0) void app.payments?.runChecks();
        return toStaffOrderView(result.order);
      }
      if (result.error === 'not_found') throw new HttpError(404, `Order ${id} not found`, 'ORDER_NOT_FOUND');
      if (result.error === 'locked') throw new HttpError(409, lockedMessage(result.status), 'ORDER_LOCKED');
      if (result.error === 'nothing_changed') throw new HttpError(400, NOTHING_CHANGED_MESSAGE, 'NOTHING_CHANGED', 'body');
      throw new HttpError(409, paidTotalWouldRiseMessage(result.totalBeforeGrosze, result.totalAfterGrosze), 'PAID_TOTAL_WOULD_RISE');
    },
  );

  app.post(
    '/staff/orders/:id/status',
    {
      config: staffWriteLimit(app),
      schema: {
        params: StaffStatusParams,
        body: StaffStatusChange,
        response: { 200: StaffOrderView, ...errors },
      },
    },
    async (request) => {
      const { status, estimatedMinutes, reason } = request.body;
      const fieldsError = statusFieldsError(status, { estimatedMinutes, reason });
      // Its messages start with the field they are about ('body/reason is required ...').
      if (fieldsError) throw new HttpError(400, fieldsError, undefined, /^body\/\w+/.exec(fieldsError)?.[0]);

      const id = request.params.id.toUpperCase();
      const result = await app.repos.orders.changeStatus(id, {
        status,
        estimatedMinutes,
        reason,
        by: request.identity!.email,
        at: app.now(),
        facts: await app.repos.content.get('restaurant'),
      });
      if (result.ok) {
        // A rejected paid order: its refund is asked for now, not at the next round of the payments job.
        if (result.order.paymentState === 'refund_pending') void app.payments?.runChecks();
        return toStaffOrderView(result.order);
      }
      if (result.error === 'not_found') throw new HttpError(404, `Order ${id} not found`, 'ORDER_NOT_FOUND');
      throw new HttpError(409, `Order ${id} cannot go from ${result.from} to ${status}`, 'ILLEGAL_TRANSITION');
    },
  );
}
