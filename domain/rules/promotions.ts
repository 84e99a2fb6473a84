/**
 * Promo codes: what a code may look like, the bounds staff may set, and each refusal with its
 * Polish words. One home for the server (which decides, and prices every order again) and the
 * site (which checks the form and shows the same words). The discount itself is computed by
 * `promoDiscountGrosze` in this file once written by the pricing work; never elsewhere.
 */
import type { Fulfilment } from './fulfilment';
import type { OrderStatus } from './order-lifecycle';
import type { PaymentState } from './payment-methods';

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

/** 'Kod rabatowy WIOSNA-15': the code's discount line on the site, in the panel and in the e-mails. */
export const promoDiscountLabel = (code: string): string => `Kod rabatowy ${code}`;

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

/**
 * Whose orders a per-customer limit and "first order only" count (D105): the e-mail trimmed and
 * in lower case, the phone as its digits without the Polish prefix (+48, 0048), so
 * '+48 600-100-200' and '600100200' are one customer. '' when not given: it matches nobody.
 */
export const promoContactEmail = (email: string | undefined): string => (email ?? '').trim().toLowerCase();
export const promoContactPhone = (phone: string | undefined): string => (phone ?? '').replace(/\D/g, '').replace(/^(?:0048|48)(\d{9})$/, '$1');

/**
 * Orders that give their code's use back by themselves (D105): rejected, expired unpaid, or
 * refunded. Every other order holding a code is one of its uses, and counts as a customer's
 * earlier order for "first order only".
 */
export const USE_RETURNED_STATUSES = ['rejected', 'payment_expired'] as const satisfies readonly OrderStatus[];
export const USE_RETURNED_PAYMENT_STATES = ['refunded'] as const satisfies readonly PaymentState[];

/** A code's terms as stored (grosze, dates as instants); null is "no such limit". */
export interface PromoTerms {
  percent: number | null;
  amountGrosze: number | null;
  minimumOrderGrosze: number | null;
  validFrom: Date | null;
  validTo: Date | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  fulfilment: PromoFulfilment;
  firstOrderOnly: boolean;
  excludedCategories: readonly string[];
  active: boolean;
}

/** What prices a code's discount: an order keeps these from the moment it was placed (a later change of the code does not reprice it). */
export type PromoPricing = Pick<PromoTerms, 'percent' | 'amountGrosze' | 'minimumOrderGrosze' | 'excludedCategories'>;

/** A priced line as a code sees it: alcohol is never discounted (the sobriety act forbids promoting it). */
export interface PromoLine {
  unitPriceGrosze: number;
  quantity: number;
  category: string;
  isAlcohol: boolean;
}

const sumOf = (lines: readonly PromoLine[]) => lines.reduce((sum, l) => sum + l.unitPriceGrosze * l.quantity, 0);

/** The items a code's own minimum order counts (D105): the non-alcohol ones, before any discount (buying alcohol never unlocks a discount). */
export const promoMinimumBaseGrosze = (lines: readonly PromoLine[]): number => sumOf(lines.filter((l) => !l.isAlcohol));

/** Whether the lines reach the code's minimum order (none set: always). */
export const reachesPromoMinimum = (pricing: Pick<PromoPricing, 'minimumOrderGrosze'>, lines: readonly PromoLine[]): boolean =>
  promoMinimumBaseGrosze(lines) >= (pricing.minimumOrderGrosze ?? 0);

/**
 * The code's discount in grosze (D105): on the lines it may discount (never alcohol, nor its
 * excluded categories; the delivery fee is no line) after the pickup discount took its part of
 * them (`pickupPercent`, 0 for delivery, rounded as D95 rounds it). A percent is rounded half
 * up to the grosz; an amount takes at most what is left. The minimum order is not checked here.
 */
export function promoDiscountGrosze(pricing: PromoPricing, lines: readonly PromoLine[], pickupPercent: number): number {
  const eligible = sumOf(lines.filter((l) => !l.isAlcohol && !pricing.excludedCategories.includes(l.category)));
  const left = eligible - Math.round((eligible * Math.max(0, pickupPercent)) / 100);
  if (pricing.percent !== null) return Math.round((left * pricing.percent) / 100);
  return Math.min(pricing.amountGrosze ?? 0, left);
}

/**
 * A code's discount after staff changed the order's lines by phone (D97, D105): the order keeps
 * its code and the terms it was placed with; new lines below the code's minimum get nothing
 * (the code stays on the order, and a later change back above the minimum brings it back).
 */
export const promoDiscountAfterChange = (pricing: PromoPricing, lines: readonly PromoLine[], pickupPercent: number): number =>
  reachesPromoMinimum(pricing, lines) ? promoDiscountGrosze(pricing, lines, pickupPercent) : 0;

/** How often the code is held now (orders not rejected, not expired unpaid, not refunded): by anyone, and by this customer. */
export interface PromoUsage {
  uses: number;
  /** Orders holding the code from this customer's e-mail or phone; 0 when neither is known yet. */
  customerUses: number;
  /** Earlier counted orders from this customer's e-mail or phone, any code or none; 0 when neither is known yet. */
  customerOrders: number;
}

/** The code has no use left: in all, or for this customer (a null limit is none). */
export function isUsedUp(limits: Pick<PromoTerms, 'maxUses' | 'maxUsesPerCustomer'>, usage: Pick<PromoUsage, 'uses' | 'customerUses'>): boolean {
  const overLimit = (limit: number | null, count: number) => limit !== null && count >= limit;
  return overLimit(limits.maxUses, usage.uses) || overLimit(limits.maxUsesPerCustomer, usage.customerUses);
}

export type PromoCheck = { ok: true; discountGrosze: number } | { ok: false; refusal: PromoRefusal };

/**
 * Whether the code applies to this basket now, and what it takes off; otherwise the first
 * refusal in the order of PROMO_REFUSALS. An unknown code is `undefined`; a code staff switched
 * off has ended (PROMO_EXPIRED). Valid from `validFrom` (inclusive) until `validTo` (exclusive):
 * instants, so a Warsaw date-time means the same on either side of a clock change.
 */
export function checkPromotion(input: {
  terms: PromoTerms | undefined;
  now: Date;
  fulfilment: Fulfilment;
  lines: readonly PromoLine[];
  pickupPercent: number;
  usage: PromoUsage;
}): PromoCheck {
  const { terms, now, usage } = input;
  const refuse = (refusal: PromoRefusal): PromoCheck => ({ ok: false, refusal });
  if (!terms) return refuse('PROMO_UNKNOWN');
  if (terms.active && terms.validFrom && now.getTime() < terms.validFrom.getTime()) return refuse('PROMO_NOT_YET');
  if (!terms.active || (terms.validTo && now.getTime() >= terms.validTo.getTime())) return refuse('PROMO_EXPIRED');
  if (!promoAllowsFulfilment(terms.fulfilment, input.fulfilment)) return refuse('PROMO_WRONG_FULFILMENT');
  if (terms.firstOrderOnly && usage.customerOrders > 0) return refuse('PROMO_FIRST_ORDER_ONLY');
  if (isUsedUp(terms, usage)) return refuse('PROMO_USED_UP');
  if (!reachesPromoMinimum(terms, input.lines)) return refuse('PROMO_BELOW_MINIMUM');
  const discountGrosze = promoDiscountGrosze(terms, input.lines, input.pickupPercent);
  return discountGrosze > 0 ? { ok: true, discountGrosze } : refuse('PROMO_NOTHING_TO_DISCOUNT');
}
