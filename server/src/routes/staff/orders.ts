/**
 * The restaurant's side of orders, for members of the Cognito group 'staff': recent orders
 * and status changes. Each change is checked against the lifecycle (lib/order-status.ts),
 * stored with its time and the staff e-mail, and pushed to the order page's subscribers.
 */
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ESTIMATED_MINUTES, ORDER_STATUSES, statusFieldsError, type OrderStatus as Status } from '../../lib/order-status';
import { requireGroup, STAFF_GROUP } from '../../plugins/app/auth';
import { HttpError } from '../../plugins/app/errors';
import { postRateLimit } from '../../plugins/external/security';
import { OrderStatus, PublicId, StaffOrderView } from '../order/order-schemas';
import { toStaffOrderView } from '../order/order-view';
import { ErrorResponse } from '../schemas';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
// Query values arrive as strings (the app does not coerce types), hence patterns.
const STATUS_LIST = `^(${ORDER_STATUSES.join('|')})(,(${ORDER_STATUSES.join('|')}))*$`;
const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 200;

export async function staffRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', requireGroup(STAFF_GROUP));
  app.addHook('onSend', async (_request, reply) => {
    // Customers' contact data: never stored by shared caches or the service worker.
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/staff/orders',
    {
      schema: {
        querystring: Type.Object(
          {
            /** One status or several, comma-separated: 'new,accepted,in_delivery'. */
            status: Type.Optional(Type.String({ pattern: STATUS_LIST })),
            limit: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,2}$' })),
          },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ data: Type.Array(StaffOrderView) }), ...errors },
      },
    },
    async (request) => {
      const limit = Number(request.query.limit ?? DEFAULT_LIMIT);
      if (limit > MAX_LIMIT) throw new HttpError(400, `querystring/limit must be <= ${MAX_LIMIT}`);
      const statuses = request.query.status ? ([...new Set(request.query.status.split(','))] as Status[]) : undefined;
      const orders = await app.repos.orders.listRecent(statuses, limit);
      return { data: orders.map(toStaffOrderView) };
    },
  );

  app.post(
    '/staff/orders/:id/status',
    {
      config: postRateLimit(app),
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
      if (fieldsError) throw new HttpError(400, fieldsError);

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
