/**
 * Promo codes as staff run them (D105): GET/POST /staff/promotions, PATCH /staff/promotions/:id
 * (`active: false` switches a code off), DELETE /staff/promotions/:id for a code no order ever
 * held (409 PROMO_IN_USE otherwise: an order's page and e-mails name its code). Each refusal
 * names its field; every change is audited with the code's terms before and after.
 */
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FastifyInstance } from 'fastify';
import { Promotion, PromotionCreate, PromotionList, PromotionParams, PromotionPatch } from '../../../../domain/contract/promotions';
import { CATEGORY_LABELS } from '../../../../domain/rules/menu-catalogue';
import { groszeToZloty, zlotyToGrosze } from '../../../../domain/rules/money';
import { normalisePromoCode } from '../../../../domain/rules/promotions';
import { HttpError } from '../../plugins/app/errors';
import type { PromotionChange, PromotionRow, PromotionWithUses } from '../../repositories/promotion-repository';
import { assertTwoDecimals, staffErrors as errors, staffWriteLimit } from './common';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const money = (grosze: number | null) => (grosze === null ? null : groszeToZloty(grosze));

export function toPromotionView(row: PromotionWithUses): Promotion {
  return {
    id: row.id,
    code: row.code,
    percent: row.percent,
    amount: money(row.amountGrosze),
    minimumOrder: money(row.minimumOrderGrosze),
    validFrom: iso(row.validFrom),
    validTo: iso(row.validTo),
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    fulfilment: row.fulfilment as Promotion['fulfilment'],
    firstOrderOnly: row.firstOrderOnly,
    excludedCategories: row.excludedCategories,
    active: row.active,
    uses: row.uses,
    createdAt: row.createdAt.toISOString(),
  };
}

type Terms = Omit<PromotionPatch, 'active'>;

/** The fields sent, in the stored form (grosze, dates), each checked where JSON schema cannot. */
function storedTerms(body: Terms): PromotionChange {
  const grosze = (value: number | null | undefined, field: string) => {
    if (value === undefined || value === null) return value;
    assertTwoDecimals(value, field);
    return zlotyToGrosze(value);
  };
  const date = (value: string | null | undefined) => (value === undefined || value === null ? value : new Date(value));
  const known = Object.keys(CATEGORY_LABELS);
  const unknown = body.excludedCategories?.find((c) => !known.includes(c));
  if (unknown !== undefined) {
    throw new HttpError(400, `body/excludedCategories: unknown category '${unknown}' (known: ${known.join(', ')})`, undefined, 'body/excludedCategories');
  }
  const change: PromotionChange = {
    percent: body.percent,
    amountGrosze: grosze(body.amount, 'body/amount'),
    minimumOrderGrosze: grosze(body.minimumOrder, 'body/minimumOrder'),
    validFrom: date(body.validFrom),
    validTo: date(body.validTo),
    maxUses: body.maxUses,
    maxUsesPerCustomer: body.maxUsesPerCustomer,
    fulfilment: body.fulfilment,
    firstOrderOnly: body.firstOrderOnly,
    excludedCategories: body.excludedCategories,
  };
  return Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) as PromotionChange;
}

/** A code as it would be stored: one of percent or amount, and an end after its start. */
function assertConsistent(code: Pick<PromotionRow, 'percent' | 'amountGrosze' | 'validFrom' | 'validTo'>, sent: Terms): void {
  const hasPercent = code.percent !== null && code.percent !== undefined;
  const hasAmount = code.amountGrosze !== null && code.amountGrosze !== undefined;
  if (hasPercent && hasAmount) {
    const field = sent.amount !== undefined && sent.amount !== null ? 'body/amount' : 'body/percent';
    throw new HttpError(400, `${field}: a code takes a percent or an amount, not both (send the other as null)`, 'PROMO_PERCENT_OR_AMOUNT', field);
  }
  if (!hasPercent && !hasAmount) {
    throw new HttpError(400, 'body/percent: a code needs a percent or an amount', 'PROMO_PERCENT_OR_AMOUNT', 'body/percent');
  }
  if (code.validFrom && code.validTo && code.validTo.getTime() <= code.validFrom.getTime()) {
    throw new HttpError(400, 'body/validTo must be later than validFrom', 'PROMO_DATES', 'body/validTo');
  }
}

export async function staffPromotionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const act = (email: string) => ({ by: email, at: app.now() });
  const notFound = (id: string) => new HttpError(404, `Promotion ${id} not found`, 'PROMOTION_NOT_FOUND');

  app.get('/staff/promotions', { schema: { response: { 200: PromotionList, ...errors } } }, async () => ({
    data: (await app.repos.promotions.list()).map(toPromotionView),
  }));

  app.post(
    '/staff/promotions',
    { config: staffWriteLimit(app), schema: { body: PromotionCreate, response: { 201: Promotion, ...errors } } },
    async (request, reply) => {
      const { code, ...rest } = request.body;
      const terms = { percent: null, amountGrosze: null, validFrom: null, validTo: null, ...storedTerms(rest) };
      assertConsistent(terms, rest);
      const row = await app.repos.promotions.create({ ...terms, code: normalisePromoCode(code) }, act(request.identity!.email));
      if (row === 'taken') throw new HttpError(409, `body/code: the code ${normalisePromoCode(code)} exists already`, 'PROMO_CODE_TAKEN', 'body/code');
      return reply.status(201).send(toPromotionView({ ...row, uses: 0 }));
    },
  );

  app.patch(
    '/staff/promotions/:id',
    { config: staffWriteLimit(app), schema: { params: PromotionParams, body: PromotionPatch, response: { 200: Promotion, ...errors } } },
    async (request) => {
      const { id } = request.params;
      const { active, ...rest } = request.body;
      const change = { ...storedTerms(rest), ...(active !== undefined ? { active } : {}) };
      const row = await app.repos.promotions.update(Number(id), change, act(request.identity!.email), (next) => assertConsistent(next, rest));
      if (!row) throw notFound(id);
      return toPromotionView((await app.repos.promotions.findById(row.id))!);
    },
  );

  app.delete(
    '/staff/promotions/:id',
    { config: staffWriteLimit(app), schema: { params: PromotionParams, response: { 204: Type.Null(), ...errors } } },
    async (request, reply) => {
      const { id } = request.params;
      const outcome = await app.repos.promotions.remove(Number(id), act(request.identity!.email));
      if (!outcome) throw notFound(id);
      if (outcome === 'held') {
        throw new HttpError(409, 'Tego kodu użyto już w zamówieniu, więc nie można go usunąć. Możesz go wyłączyć.', 'PROMO_IN_USE');
      }
      return reply.status(204).send(null);
    },
  );
}
