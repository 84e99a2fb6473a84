/**
 * Promo codes on the wire: the staff routes (/staff/promotions: list, create, change,
 * deactivate; a used code is never deleted) and the customer's check (POST /promo/check).
 * Money in zł, dates ISO 8601 date-times (the panel shows and takes them in Warsaw time).
 * A refusal is the common ErrorResponse with one of PROMO_REFUSALS as its `code`.
 */
import { Type, type Static, type TLiteral } from 'typebox';
import { MAX_QUANTITY } from '../rules/order-limits';
import {
  PROMO_AMOUNT_ZLOTY,
  PROMO_CODE_PATTERN,
  PROMO_FULFILMENTS,
  PROMO_MAX_USES,
  PROMO_MINIMUM_ZLOTY,
  PROMO_PERCENT,
} from '../rules/promotions';
import { Email, PhoneNumber } from './common';
import { Fulfilment } from './order';

type Literals<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K]> };
const PromoFulfilment = Type.Union(PROMO_FULFILMENTS.map((f) => Type.Literal(f)) as Literals<typeof PROMO_FULFILMENTS>);
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const DateTime = Type.String({ format: 'date-time' });
const Uses = Type.Integer({ minimum: PROMO_MAX_USES.min, maximum: PROMO_MAX_USES.max });

/**
 * What staff set; null (or absent on create) means "no such limit". Money has at most two
 * decimals, checked by the route (JSON schema's multipleOf 0.01 refuses 19.99 in floating point).
 */
const promotionFields = {
  code: Type.String({ pattern: PROMO_CODE_PATTERN }),
  percent: Nullable(Type.Integer({ minimum: PROMO_PERCENT.min, maximum: PROMO_PERCENT.max })),
  amount: Nullable(Type.Number({ minimum: PROMO_AMOUNT_ZLOTY.min, maximum: PROMO_AMOUNT_ZLOTY.max })),
  minimumOrder: Nullable(Type.Number({ minimum: PROMO_MINIMUM_ZLOTY.min, maximum: PROMO_MINIMUM_ZLOTY.max })),
  validFrom: Nullable(DateTime),
  validTo: Nullable(DateTime),
  maxUses: Nullable(Uses),
  maxUsesPerCustomer: Nullable(Uses),
  fulfilment: PromoFulfilment,
  firstOrderOnly: Type.Boolean(),
  /** Menu categories the code does not discount (domain/rules/menu-catalogue.ts). */
  excludedCategories: Type.Array(Type.String({ minLength: 1, maxLength: 50 }), { maxItems: 50, uniqueItems: true }),
};

/** Every term but the code, each optional: null (or absent on create) means "no such limit". */
const { code: codeField, ...termFields } = promotionFields;
const optionalTerms = Type.Partial(Type.Object(termFields)).properties;

/** POST /staff/promotions: `code` and exactly one of `percent` / `amount` (the route names the field). */
export const PromotionCreate = Type.Object({ code: codeField, ...optionalTerms }, { additionalProperties: false });
export type PromotionCreate = Static<typeof PromotionCreate>;

/** PATCH /staff/promotions/:id: any field but the code; `active: false` deactivates. */
export const PromotionPatch = Type.Object(
  { ...optionalTerms, active: Type.Optional(Type.Boolean()) },
  { additionalProperties: false, minProperties: 1 },
);
export type PromotionPatch = Static<typeof PromotionPatch>;

/** Path parameters are strings (the API does not coerce types). */
export const PromotionParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) });

/** A code as staff see it: its terms, whether it is on, and how many orders hold it now. */
export const Promotion = Type.Object({
  id: Type.Integer(),
  ...promotionFields,
  active: Type.Boolean(),
  /** Orders that hold the code and were not rejected, expired unpaid or refunded. */
  uses: Type.Integer(),
  createdAt: Type.String(),
});
export type Promotion = Static<typeof Promotion>;

export const PromotionList = Type.Object({ data: Type.Array(Promotion) });
export type PromotionList = Static<typeof PromotionList>;

/** POST /promo/check: the code against the basket as it is; e-mail and phone when known (per-customer limits). */
export const PromoCheckBody = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 40 }),
    items: Type.Array(
      Type.Object({ id: Type.Integer({ minimum: 1000 }), quantity: Type.Integer({ minimum: 1, maximum: MAX_QUANTITY }) }, { additionalProperties: false }),
      { minItems: 1, maxItems: 100 },
    ),
    fulfilment: Fulfilment,
    email: Type.Optional(Email),
    phoneNumber: Type.Optional(PhoneNumber),
  },
  { additionalProperties: false },
);
export type PromoCheckBody = Static<typeof PromoCheckBody>;

/** The code applies: what it takes off now (zł). The order is priced again when placed. */
export const PromoCheckAnswer = Type.Object({
  code: Type.String(),
  discount: Type.Number({ description: 'zł' }),
  percent: Nullable(Type.Integer()),
  amount: Nullable(Type.Number()),
});
export type PromoCheckAnswer = Static<typeof PromoCheckAnswer>;
