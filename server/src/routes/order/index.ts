/**
 * POST /order: stores an order priced by the server. Guests may order; a valid ID token links
 * the order to the customer's history. An Idempotency-Key makes a retry return the first order.
 */
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { groszeToZloty } from '../../lib/money';
import { MAX_QUANTITY, priceOrder } from '../../lib/order-pricing';
import { optionalIdentity } from '../../plugins/app/auth';
import { HttpError } from '../../plugins/app/errors';
import { postRateLimit } from '../../plugins/external/security';
import { Customer, ErrorResponse, OrderView } from '../schemas';
import { toOrderView } from './order-view';

const OrderBody = Type.Object(
  {
    items: Type.Array(
      Type.Object(
        {
          id: Type.Integer({ minimum: 1000 }),
          quantity: Type.Integer({ minimum: 1, maximum: MAX_QUANTITY }),
          price: Type.Optional(Type.Number({ minimum: 0 })),
          name: Type.Optional(Type.String({ maxLength: 200 })),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 100 },
    ),
    customer: Customer,
    deliveryZone: Type.Union([Type.Literal('A'), Type.Literal('B')]),
    paymentMethod: Type.Union([Type.Literal('cash'), Type.Literal('card')]),
    notes: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);

const OrderResponse = Type.Intersect([
  OrderView,
  Type.Object({
    priceChanges: Type.Array(
      Type.Object({ id: Type.Integer(), name: Type.String(), sentPrice: Type.Number(), price: Type.Number() }),
    ),
  }),
]);

export async function orderRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/order',
    {
      config: postRateLimit(app),
      onRequest: optionalIdentity,
      schema: {
        headers: Type.Object({ 'idempotency-key': Type.Optional(Type.String({ minLength: 8, maxLength: 100 })) }),
        body: OrderBody,
        response: { 200: OrderResponse, 201: OrderResponse, 400: ErrorResponse, 401: ErrorResponse, 409: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const idempotencyKey = request.headers['idempotency-key'];

      const notice = await app.repos.content.get('notice');
      if (notice.isSystemClose) {
        throw new HttpError(409, 'Sklep jest teraz zamknięty. Zamówienia nie są przyjmowane.', 'SHOP_CLOSED');
      }

      const menu = await app.repos.menu.findByIds([...new Set(body.items.map((i) => i.id))]);
      const priced = priceOrder(body.items, menu);
      if (!priced.ok) {
        const [first] = priced.unavailable;
        if (first) {
          throw new HttpError(422, `body/items/${first.index}/id: item ${first.id} is not available`, 'ITEM_UNAVAILABLE');
        }
        const [over] = priced.tooMany;
        throw new HttpError(400, `body/items: item ${over.id} ordered ${over.quantity} times, at most ${MAX_QUANTITY}`);
      }

      const delivery = await app.repos.content.get('delivery');
      const { order, created } = await app.repos.orders.create({
        idempotencyKey,
        clientEmail: request.identity?.email,
        customer: { ...body.customer, email: body.customer.email.trim().toLowerCase() },
        deliveryZone: body.deliveryZone,
        deliveryPriceGrosze: body.deliveryZone === 'A' ? delivery.zoneAGrosze : delivery.zoneBGrosze,
        paymentMethod: body.paymentMethod,
        notes: body.notes?.trim() ?? '',
        lines: priced.lines,
      });
      const priceChanges = created
        ? priced.priceChanges.map((c) => ({
            id: c.id,
            name: c.name,
            sentPrice: groszeToZloty(c.sentPriceGrosze),
            price: groszeToZloty(c.priceGrosze),
          }))
        : [];
      return reply.status(created ? 201 : 200).send({ ...toOrderView(order), priceChanges });
    },
  );
}
