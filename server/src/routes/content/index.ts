/**
 * Texts the site shows: welcome text, carousel, delivery prices and whether delivery is offered,
 * pickup's terms, notice, the restaurant's facts.
 */
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Carousel, Notice, PickupSettings, PublicDelivery, RestaurantInfo, WelcomeText } from '../../../../domain/contract/settings';
import { describeOpeningHours } from '../../../../domain/rules/opening-hours';
import { deliveryTermsInZloty } from '../../../../domain/rules/delivery-terms';
import { pickupTermsInZloty } from '../../../../domain/rules/fulfilment';

/** Routes under the shop base (/shop or /dev-shop). */
export async function shopContentRoutes(fastify: FastifyInstance, opts: { withClosePath: boolean }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
  });

  app.get(
    '/welcomeText/',
    { schema: { response: { 200: WelcomeText } } },
    async () => app.repos.content.get('welcomeText'),
  );

  // The development base has no close path (docs/behaviour.md §7): a test shop is never closed.
  if (opts.withClosePath) {
    app.get('/close', { schema: { response: { 200: Notice } } }, async () => app.repos.content.get('notice'));
  }

  // Every page's footer and contact: the facts and the week's hours in one answer (D68).
  app.get('/restaurant', { schema: { response: { 200: RestaurantInfo } } }, async () => {
    const { restaurant, openingHours } = await app.repos.content.getMany('restaurant', 'openingHours');
    return { ...restaurant, hours: describeOpeningHours(openingHours) };
  });

  // Whether the basket offers 'Odbiór osobisty', and its terms (D95).
  app.get('/pickup', { schema: { response: { 200: PickupSettings } } }, async () =>
    pickupTermsInZloty((await app.repos.content.get('fulfilment')).pickup),
  );
}

/** Routes at the root: /carousel/ and /delivery/ (docs/behaviour.md §7). */
export async function rootContentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/carousel/',
    { schema: { response: { 200: Carousel } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return app.repos.content.carousel();
    },
  );

  app.get(
    '/delivery/',
    { schema: { response: { 200: PublicDelivery } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      const { delivery, fulfilment } = await app.repos.content.getMany('delivery', 'fulfilment');
      // `enabled` false: the restaurant offers pickup only for now (D95).
      return { ...deliveryTermsInZloty(delivery), enabled: fulfilment.deliveryEnabled };
    },
  );
}
