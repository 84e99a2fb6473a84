/**
 * POST /promo/check: whether a code applies to the basket as it is, and what it takes off after
 * the pickup discount (D105), or the 422 refusal an order would meet ('body/code'). The basket
 * is priced by the server's menu (an unknown or hidden item is the order's ITEM_UNAVAILABLE);
 * the per-customer limits and "first order only" are checked when the e-mail or phone is
 * known. Nothing is reserved: the order is checked and priced again when it is placed.
 */
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorResponse } from '../../../../domain/contract/common';
import { PromoCheckAnswer, PromoCheckBody } from '../../../../domain/contract/promotions';
import { groszeToZloty } from '../../../../domain/rules/money';
import { checkPromotion, normalisePromoCode, promoContactEmail, promoContactPhone } from '../../../../domain/rules/promotions';
import { postRateLimit } from '../../plugins/external/security';
import { checkItems, pickupPercentOf, promoRefusalError, readOrderContext } from '../order/order-checks';

export async function promoRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/promo/check',
    {
      config: postRateLimit(app),
      schema: { body: PromoCheckBody, response: { 200: PromoCheckAnswer, 400: ErrorResponse, 409: ErrorResponse, 422: ErrorResponse } },
    },
    async (request, reply) => {
      const { code, items, fulfilment, email, phoneNumber } = request.body;
      const now = app.now();
      const context = await readOrderContext(app, items.map((i) => i.id));
      const checked = checkItems(items, context, now);
      const normalised = normalisePromoCode(code);
      const terms = await app.repos.promotions.findTerms(normalised);
      const usage = terms
        ? await app.repos.promotions.usage(normalised, { email: promoContactEmail(email), phone: promoContactPhone(phoneNumber) })
        : { uses: 0, customerUses: 0, customerOrders: 0 };
      const check = checkPromotion({ terms, now, fulfilment, lines: checked.promoLines, pickupPercent: pickupPercentOf(context.settings, fulfilment), usage });
      if (!check.ok) throw promoRefusalError(check.refusal, 'body/code');
      reply.header('cache-control', 'private, no-store');
      return {
        code: normalised,
        discount: groszeToZloty(check.discountGrosze),
        percent: terms!.percent,
        amount: terms!.amountGrosze === null ? null : groszeToZloty(terms!.amountGrosze),
      };
    },
  );
}
