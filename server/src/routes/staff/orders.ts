/**
 * Staff and orders: recent orders and status changes. Each change is checked against the
 * lifecycle (domain/rules/order-lifecycle.ts), stored with its time and the staff e-mail (history and
 * audit log), and pushed to the order page's and the staff board's subscribers.
 */
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  StaffOrderList,
  StaffOrdersQuery,
  StaffOrderView,
  StaffStatusChange,
  StaffStatusParams,
} from '../../../../domain/contract/order';
import { statusFieldsError, type OrderStatus as Status } from '../../../../domain/rules/order-lifecycle';
import { HttpError } from '../../plugins/app/errors';
import { toStaffOrderView } from '../order/order-view';
import { readLimit, staffErrors as errors, staffWriteLimit } from './common';

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
