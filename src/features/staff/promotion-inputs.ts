/**
 * The 'Promocje' tab's form as typed (D105): text inputs turned into the staff API's body, each
 * wrong field named with its Polish message (keys are the API's field names, so a field the
 * server refuses lands on the same input). Dates are entered and shown in Warsaw time and sent
 * as ISO instants, through the domain's Warsaw clock (the hour that shows twice in October is
 * its first; the one that never shows in March is the jump).
 */
import type { Promotion, PromotionCreate, PromotionPatch } from '../../../domain/contract/promotions';
import { firstInstantOf, wallClock } from '../../../domain/rules/warsaw-clock';
import { categoryLabel } from '../../../domain/rules/menu-catalogue';
import { formatMoney } from '../../../domain/rules/money';
import {
  PROMO_AMOUNT_ZLOTY,
  PROMO_CODE_PATTERN,
  PROMO_MAX_USES,
  PROMO_MINIMUM_ZLOTY,
  PROMO_PERCENT,
  normalisePromoCode,
  type PromoFulfilment,
} from '../../../domain/rules/promotions';
import { parseWhole, parseZloty, zlotyInput, type FieldErrors } from './staff-validation';

export type PromoKind = 'percent' | 'amount';

export interface PromotionInputs {
  code: string;
  kind: PromoKind;
  /** The percent or the amount in zł, as typed. */
  value: string;
  minimumOrder: string;
  /** 'YYYY-MM-DDTHH:MM' in Warsaw time ('' none), as a datetime-local input holds it. */
  validFrom: string;
  validTo: string;
  maxUses: string;
  maxUsesPerCustomer: string;
  fulfilment: PromoFulfilment;
  firstOrderOnly: boolean;
  excludedCategories: string[];
}

export const EMPTY_PROMOTION_INPUTS: PromotionInputs = {
  code: '',
  kind: 'percent',
  value: '',
  minimumOrder: '',
  validFrom: '',
  validTo: '',
  maxUses: '',
  maxUsesPerCustomer: '',
  fulfilment: 'both',
  firstOrderOnly: false,
  excludedCategories: [],
};

/** The API's field names in the panel's words: a refusal names the field staff see. */
export const PROMOTION_FIELD_LABELS: Readonly<Record<string, string>> = {
  code: 'Kod',
  percent: 'Rabat',
  amount: 'Rabat',
  value: 'Rabat',
  minimumOrder: 'Minimalna kwota zamówienia',
  validFrom: 'Ważny od',
  validTo: 'Ważny do',
  maxUses: 'Limit użyć',
  maxUsesPerCustomer: 'Limit na klienta',
  fulfilment: 'Sposób odbioru',
  firstOrderOnly: 'Tylko pierwsze zamówienie',
  excludedCategories: 'Bez kategorii',
};

export const PROMOTION_MESSAGES = {
  code: 'Kod to od 3 do 20 liter, cyfr lub myślników, np. WIOSNA-15.',
  percent: `Podaj rabat od ${PROMO_PERCENT.min} do ${PROMO_PERCENT.max} % (liczba całkowita).`,
  amount: `Podaj kwotę rabatu od ${zlotyInput(PROMO_AMOUNT_ZLOTY.min)} do ${PROMO_AMOUNT_ZLOTY.max} zł, np. 15,00.`,
  minimumOrder: `Podaj kwotę od ${PROMO_MINIMUM_ZLOTY.min} do ${PROMO_MINIMUM_ZLOTY.max} zł albo zostaw puste pole.`,
  date: 'Podaj datę i godzinę albo zostaw puste pole.',
  reversed: 'Data „do” musi być późniejsza niż „od”.',
  uses: `Podaj liczbę od ${PROMO_MAX_USES.min} do ${PROMO_MAX_USES.max} albo zostaw puste pole.`,
} as const;

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** 'YYYY-MM-DDTHH:MM' read on Warsaw's clock, as an ISO instant; undefined when it is not one. */
export function warsawInputToIso(local: string): string | undefined {
  const m = LOCAL_DATE_TIME.exec(local);
  if (!m) return undefined;
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  return Number.isNaN(wall) ? undefined : new Date(firstInstantOf(wall)).toISOString();
}

/** An ISO instant as Warsaw's clock shows it, for a datetime-local input: 'YYYY-MM-DDTHH:MM'. */
export const isoToWarsawInput = (iso: string): string => new Date(wallClock(Date.parse(iso))).toISOString().slice(0, 16);

/** An ISO instant in Warsaw time for the list: '27.11.2026 18:30'. */
export function warsawDateTime(iso: string): string {
  const [date, time] = isoToWarsawInput(iso).split('T');
  const [y, mo, d] = date.split('-');
  return `${d}.${mo}.${y} ${time}`;
}

const optionalWhole = (text: string) => (text.trim() === '' ? null : parseWhole(text.replace(/\s/g, ''), PROMO_MAX_USES));

/** A code's form filled from the code as the API lists it (to change it). */
export function inputsOf(p: Promotion): PromotionInputs {
  return {
    code: p.code,
    kind: p.percent !== null ? 'percent' : 'amount',
    value: p.percent !== null ? String(p.percent) : p.amount !== null ? zlotyInput(p.amount) : '',
    minimumOrder: p.minimumOrder !== null ? zlotyInput(p.minimumOrder) : '',
    validFrom: p.validFrom ? isoToWarsawInput(p.validFrom) : '',
    validTo: p.validTo ? isoToWarsawInput(p.validTo) : '',
    maxUses: p.maxUses !== null ? String(p.maxUses) : '',
    maxUsesPerCustomer: p.maxUsesPerCustomer !== null ? String(p.maxUsesPerCustomer) : '',
    fulfilment: p.fulfilment,
    firstOrderOnly: p.firstOrderOnly,
    excludedCategories: [...p.excludedCategories],
  };
}

export type PromotionTerms = Omit<PromotionCreate, 'code'> & PromotionPatch;

/** The typed form as the API's fields (every term, nulls for "no limit"), or the errors by field. */
export function promotionTermsOf(inputs: PromotionInputs): { terms: PromotionTerms; errors: FieldErrors } {
  const errors: FieldErrors = {};
  let percent: number | null = null;
  let amount: number | null = null;
  if (inputs.kind === 'percent') {
    percent = parseWhole(inputs.value, PROMO_PERCENT) ?? null;
    if (percent === null) errors.percent = PROMOTION_MESSAGES.percent;
  } else {
    amount = parseZloty(inputs.value);
    if (amount === null || amount < PROMO_AMOUNT_ZLOTY.min || amount > PROMO_AMOUNT_ZLOTY.max) errors.amount = PROMOTION_MESSAGES.amount;
  }
  let minimumOrder: number | null = null;
  if (inputs.minimumOrder.trim() !== '') {
    minimumOrder = parseZloty(inputs.minimumOrder);
    if (minimumOrder === null || minimumOrder > PROMO_MINIMUM_ZLOTY.max) errors.minimumOrder = PROMOTION_MESSAGES.minimumOrder;
  }
  const date = (field: 'validFrom' | 'validTo') => {
    if (inputs[field] === '') return null;
    const iso = warsawInputToIso(inputs[field]);
    if (iso === undefined) errors[field] = PROMOTION_MESSAGES.date;
    return iso ?? null;
  };
  const validFrom = date('validFrom');
  const validTo = date('validTo');
  if (validFrom && validTo && Date.parse(validTo) <= Date.parse(validFrom)) errors.validTo = PROMOTION_MESSAGES.reversed;
  const maxUses = optionalWhole(inputs.maxUses);
  if (maxUses === undefined) errors.maxUses = PROMOTION_MESSAGES.uses;
  const maxUsesPerCustomer = optionalWhole(inputs.maxUsesPerCustomer);
  if (maxUsesPerCustomer === undefined) errors.maxUsesPerCustomer = PROMOTION_MESSAGES.uses;
  const terms: PromotionTerms = {
    percent,
    amount,
    minimumOrder,
    validFrom,
    validTo,
    maxUses: maxUses ?? null,
    maxUsesPerCustomer: maxUsesPerCustomer ?? null,
    fulfilment: inputs.fulfilment,
    firstOrderOnly: inputs.firstOrderOnly,
    excludedCategories: inputs.excludedCategories,
  };
  return { terms, errors };
}

/** POST /staff/promotions: the code (normalised) and its terms; or the errors by field. */
export function promotionCreateOf(inputs: PromotionInputs): { body: PromotionCreate; errors: FieldErrors } {
  const { terms, errors } = promotionTermsOf(inputs);
  const code = normalisePromoCode(inputs.code);
  if (!new RegExp(PROMO_CODE_PATTERN).test(code)) errors.code = PROMOTION_MESSAGES.code;
  return { body: { code, ...terms }, errors };
}

const FULFILMENT_WORDS: Readonly<Record<PromoFulfilment, string | null>> = {
  both: null,
  delivery: 'tylko z dostawą',
  pickup: 'tylko przy odbiorze osobistym',
};

/** A code's terms in words for the list: '−15%, od 50,00 zł, tylko przy odbiorze osobistym, 1 na klienta, bez: Zestawy'. */
export function promotionTermsText(p: Promotion): string {
  const parts = [p.percent !== null ? `−${p.percent}%` : `−${formatMoney(p.amount ?? 0)}`];
  if (p.minimumOrder) parts.push(`od ${formatMoney(p.minimumOrder)}`);
  const fulfilment = FULFILMENT_WORDS[p.fulfilment];
  if (fulfilment) parts.push(fulfilment);
  if (p.firstOrderOnly) parts.push('tylko pierwsze zamówienie');
  if (p.maxUsesPerCustomer !== null) parts.push(`${p.maxUsesPerCustomer} na klienta`);
  if (p.excludedCategories.length > 0) parts.push(`bez: ${p.excludedCategories.map(categoryLabel).join(', ')}`);
  return parts.join(', ');
}

/** 'od 01.12.2026 00:00 do 31.12.2026 23:59', 'bez ograniczeń'. */
export function promotionDatesText(p: Pick<Promotion, 'validFrom' | 'validTo'>): string {
  const parts = [];
  if (p.validFrom) parts.push(`od ${warsawDateTime(p.validFrom)}`);
  if (p.validTo) parts.push(`do ${warsawDateTime(p.validTo)}`);
  return parts.length > 0 ? parts.join(' ') : 'bez ograniczeń';
}
