/**
 * Polish formatting: plural categories through Intl (CLDR), money (the one formatter, in
 * domain/rules/money.ts, shared with the server: '12,50 zł'), and the date helper of docs/behaviour.md §5.
 */
export { formatGrosze, formatMoney } from '../../domain/rules/money';
import { formatGrosze } from '../../domain/rules/money';

/** '−5,00 zł': an amount taken off the total (the pickup discount, D95), with a true minus sign. */
export const formatDeductionGrosze = (grosze: number): string => `−${formatGrosze(grosze)}`;

const pluralRules = new Intl.PluralRules('pl-PL');

/** Forms of a Polish noun after a number: 1 zestaw, 2 zestawy, 5 zestawów, 1,5 zestawu. */
export interface PluralForms {
  one: string;
  few: string;
  many: string;
  other: string;
}

export function pluralize(count: number, forms: PluralForms): string {
  const category = pluralRules.select(count) as keyof PluralForms | 'zero' | 'two';
  return forms[category as keyof PluralForms] ?? forms.other;
}

const NBSP = '\u00a0';

/** '3 zestawy': the number and the matching form, separated by a no-break space. */
export function formatCount(count: number, forms: PluralForms): string {
  return `${count}${NBSP}${pluralize(count, forms)}`;
}

export const PRODUCT_FORMS: PluralForms = { one: 'produkt', few: 'produkty', many: 'produktów', other: 'produktu' };
export const SET_FORMS: PluralForms = { one: 'zestaw', few: 'zestawy', many: 'zestawów', other: 'zestawu' };
export const PIECE_FORMS: PluralForms = { one: 'sztuka', few: 'sztuki', many: 'sztuk', other: 'sztuki' };

/** '1 produkt', '3 produkty', '5 produktów', '22 produkty' (e.g. the basket's item count). */
export const formatProductCount = (count: number): string => formatCount(count, PRODUCT_FORMS);

/**
 * docs/behaviour.md §2 basket preview row: 'x{n} szt'. 'szt' is the abbreviation and does not inflect;
 * the no-break space keeps it on the number's line. Screen readers get formatCount with
 * PIECE_FORMS ('3 sztuki') where a full word reads better.
 */
export const formatPieces = (quantity: number): string => `x${quantity}${NBSP}szt`;

/** docs/behaviour.md §5 date orderings: day-month-year, month-day-year, year-month-day. */
export type DateOrder = 'dmy' | 'mdy' | 'ymd';

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * docs/behaviour.md §5 date helper: day and month zero-padded to two digits, the full year, in the
 * chosen order and joined by `separator` (default '-'). Local calendar date, as the
 * customer sees it. An invalid date gives ''.
 */
export function formatDate(date: Date, order: DateOrder = 'dmy', separator = '-'): string {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) return '';
  const day = pad2(date.getDate());
  const month = pad2(date.getMonth() + 1);
  const year = String(date.getFullYear());
  const parts = { dmy: [day, month, year], mdy: [month, day, year], ymd: [year, month, day] }[order];
  return (parts ?? [day, month, year]).join(separator);
}
