/**
 * Staff and orders: recent orders and status changes. Each change is checked against the
 * lifecycle (lib/order-status.ts), stored with its time and the staff e-mail (history and
 * audit log), and pushed to the order page's and the staff board's subscribers.
 */
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ESTIMATED_MINUTES } from '../../../../domain/rules/order-limits';
import { ORDER_STATUSES, statusFieldsError, type OrderStatus as Status } from '../../../../domain/rules/order-lifecycle';
import { HttpError } from '../../plugins/app/errors';
import { OrderStatus, PublicId, StaffOrderView } from '../order/order-schemas';
import { toStaffOrderView } from '../order/order-view';
import { LimitQuery, readLimit, staffErrors as errors, staffWriteLimit } from './common';

// Query values arrive as strings (the app does not coerce types), hence patterns.
const STATUS_LIST = `^(${ORDER_STATUSES.join('|')})(,(${ORDER_STATUSES.join('|')}))*$`;

export async function staffOrderRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/staff/orders',
    {
      schema: {
        querystring: Type.Object(
          {
            /** One status or several, comma-separated: 'new,accepted,in_delivery'. */
            status: Type.Optional(Type.String({ pattern: STATUS_LIST })),
            limit: LimitQuery,
          },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ data: Type.Array(StaffOrderView) }), ...errors },
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
        params: Type.Object({ id: PublicId }),
        body: Type.Object(
          {
            status: OrderStatus,
            estimatedMinutes: Type.Optional(Type.Integer({ minimum: ESTIMATED_MINUTES.min, maximum: ESTIMATED_MINUTES.max })),
            reason: Type.Optional(Type.String({ maxLength: 500 })),
          },
          { additionalProperties: false },
        ),
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
      });
      if (result.ok) return toStaffOrderView(result.order);
      if (result.error === 'not_found') throw new HttpError(404, `Order ${id} not found`, 'ORDER_NOT_FOUND');
      throw new HttpError(409, `Order ${id} cannot go from ${result.from} to ${status}`, 'ILLEGAL_TRANSITION');
    },
  );
}
