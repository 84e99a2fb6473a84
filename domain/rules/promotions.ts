/**
 * Promo codes: what a code may look like, the bounds staff may set, and each refusal with its
 * Polish words. One home for the server (which decides, and prices every order again) and the
 * site (which checks the form and shows the same words). The discount itself is computed by
 * `promoDiscountGrosze` in this file once written by the pricing work; never elsewhere.
 */
import type { Fulfilment } from './fulfilment';

/** Letters, digits and '-', 3–20 characters; compared without regard to case. */
export const PROMO_CODE_PATTERN = '^[A-Za-z0-9-]{3,20}$';

/** How a code is stored and compared: trimmed, upper case ('wiosna-15' is 'WIOSNA-15'). */
export const normalisePromoCode = (code: string): string => code.trim().toUpperCase();

/** A percent code takes 1–50 %; an amount code 0.01–1,000 zł; a minimum order 0–10,000 zł. */
export const PROMO_PERCENT = { min: 1, max: 50 } as const;
export const PROMO_AMOUNT_ZLOTY = { min: 0.01, max: 1_000 } as const;
export const PROMO_MINIMUM_ZLOTY = { min: 0, max: 10_000 } as const;
export const PROMO_MAX_USES = { min: 1, max: 1_000_000 } as const;

/** Which orders a code is for: 'both' is any. */
export const PROMO_FULFILMENTS = ['delivery', 'pickup', 'both'] as const;
export type PromoFulfilment = (typeof PROMO_FULFILMENTS)[number];
export const promoAllowsFulfilment = (allowed: PromoFulfilment, fulfilment: Fulfilment): boolean =>
  allowed === 'both' || allowed === fulfilment;

/** Every refusal a code can meet, in the order they are checked. */
export const PROMO_REFUSALS = [
  'PROMO_UNKNOWN',
  'PROMO_NOT_YET',
  'PROMO_EXPIRED',
  'PROMO_WRONG_FULFILMENT',
  'PROMO_FIRST_ORDER_ONLY',
  'PROMO_USED_UP',
  'PROMO_BELOW_MINIMUM',
  'PROMO_NOTHING_TO_DISCOUNT',
] as const;
export type PromoRefusal = (typeof PROMO_REFUSALS)[number];

/** The customer's words for each refusal; the site and the server's error message use these. */
export const PROMO_REFUSAL_MESSAGES: Readonly<Record<PromoRefusal, string>> = {
  PROMO_UNKNOWN: 'Nie znamy takiego kodu rabatowego. Sprawdź, czy został wpisany poprawnie.',
  PROMO_NOT_YET: 'Ten kod rabatowy jeszcze nie obowiązuje.',
  PROMO_EXPIRED: 'Ten kod rabatowy już wygasł.',
  PROMO_WRONG_FULFILMENT: 'Ten kod rabatowy nie obowiązuje przy tym sposobie odbioru.',
  PROMO_FIRST_ORDER_ONLY: 'Ten kod rabatowy obowiązuje tylko przy pierwszym zamówieniu.',
  PROMO_USED_UP: 'Ten kod rabatowy został już wykorzystany.',
  PROMO_BELOW_MINIMUM: 'Zamówienie jest za małe, by użyć tego kodu rabatowego.',
  PROMO_NOTHING_TO_DISCOUNT: 'Ten kod rabatowy nie obejmuje produktów w koszyku (kody nie obejmują alkoholu ani dostawy).',
};
