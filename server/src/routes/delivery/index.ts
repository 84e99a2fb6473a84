/**
 * What the summary page asks before an order: the zone and price for a postal code, the
 * opening hours to show, and the delivery (or pickup) times a customer may choose now. The same rules
 * decide again on POST /order, so the site never has to re-implement them.
 */
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorResponse } from '../../../../domain/contract/common';
import { DeliveryTimes, DeliveryTimesQuery, DeliveryZone, DeliveryZoneQuery, OpeningHours as OpeningHoursResponse } from '../../../../domain/contract/delivery';
import { DELIVERY_TIME_RULES, deliverySlots, leadTimeFor } from '../../../../domain/rules/delivery-time';
import { isOffered } from '../../../../domain/rules/fulfilment';
import { outOfZoneMessage, zoneFor } from '../../../../domain/rules/delivery-zones';
import { zoneTermsInZloty } from '../../../../domain/rules/delivery-terms';
import { DAY_NAMES, describeOpeningHours, isOpenAt, SHOP_TIME_ZONE } from '../../../../domain/rules/opening-hours';
import { HttpError } from '../../plugins/app/errors';

export async function deliveryRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/delivery-zone',
    {
      schema: {
        querystring: DeliveryZoneQuery,
        response: { 200: DeliveryZone, 400: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { postalCode } = request.query;
      const { deliveryZones, delivery } = await app.repos.content.getMany('deliveryZones', 'delivery');
      const zone = zoneFor(postalCode, deliveryZones);
      if (!zone) throw new HttpError(422, outOfZoneMessage(postalCode), 'OUT_OF_ZONE', 'querystring/postalCode');
      reply.header('cache-control', 'no-cache');
      return { zone, ...zoneTermsInZloty(delivery[zone]) };
    },
  );

  app.get('/opening-hours', { schema: { response: { 200: OpeningHoursResponse } } }, async (_request, reply) => {
    const hours = await app.repos.content.get('openingHours');
    reply.header('cache-control', 'no-cache');
    return {
      timeZone: SHOP_TIME_ZONE,
      days: hours.map((day, i) => ({ day: i + 1, name: DAY_NAMES[i], open: day?.open ?? null, close: day?.close ?? null })),
      summary: describeOpeningHours(hours),
      openNow: isOpenAt(app.now(), hours),
      deliveryTimeRules: { ...DELIVERY_TIME_RULES },
    };
  });

  app.get(
    '/delivery-times',
    { schema: { querystring: DeliveryTimesQuery, response: { 200: DeliveryTimes, 400: ErrorResponse } } },
    async (request, reply) => {
      const now = app.now();
      const fulfilment = request.query.fulfilment ?? 'delivery';
      const { openingHours, notice, fulfilment: terms } = await app.repos.content.getMany('openingHours', 'notice', 'fulfilment');
      // Changes every quarter-hour: never cached.
      reply.header('cache-control', 'no-store');
      // A way switched off has no time to choose; POST /order says why (409 FULFILMENT_UNAVAILABLE).
      if (notice.isSystemClose || !isOffered(terms, fulfilment)) return { asap: false, slots: [] };
      return {
        asap: isOpenAt(now, openingHours),
        slots: deliverySlots(now, openingHours, leadTimeFor(fulfilment, terms)).map((d) => d.toISOString()),
      };
    },
  );
}
