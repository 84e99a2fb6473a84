/**
 * Money: integer grosze inside (the server's database, every sum the site makes), zł with two
 * decimals across the API, and one formatter for every amount a person reads, on the site and
 * in the server's Polish texts (D1, D57).
 */

/** Money crosses the API as zł with two decimals; inside it is integer grosze. */
export const groszeToZloty = (grosze: number): number => grosze / 100;

/** Rounds to the nearest grosz, so 12.345 zł (a float artefact) cannot slip in. */
export const zlotyToGrosze = (zloty: number): number => Math.round(zloty * 100);

/** A line of an order or a basket: the unit price in whole grosze times the quantity (3 x 0,10 zł is 30 gr, never 30.000000000000004). */
export const lineTotalGrosze = (unitPriceZloty: number, quantity: number): number => zlotyToGrosze(unitPriceZloty) * quantity;

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

/** 1999 -> '19,99 zł': the formatter for amounts kept in grosze. */
export const formatGrosze = (grosze: number): string => formatMoney(groszeToZloty(grosze));
