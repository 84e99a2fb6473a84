/**
 * The staff forms' checks, run before anything is sent, with Polish messages shown next to
 * the field. The limits are the staff API's (the server checks them again); typed numbers
 * accept a comma as the decimal separator, as staff in Poland type them.
 */
import { isEmailAddress, isPhoneNumber } from '../../../domain/rules/contact';
import { isPostalCode, ruleError } from '../../../domain/rules/delivery-zones';
import { RESTAURANT_FACT_MAX, STAFF_FIELD_MAX } from '../../../domain/rules/field-limits';
import { normalizeNip } from '../../../domain/rules/nip';
import { RESTAURANT_FACT_LABELS } from '../../../domain/rules/restaurant-fact-labels';
import { FACT_PLACEHOLDER, RESTAURANT_FACT_KEYS, type RestaurantFacts } from '../../../domain/rules/restaurant-facts';
import { groszeToZloty, zlotyToGrosze } from '../../../domain/rules/money';
import { isClockTime, validateOpeningHours } from '../../../domain/rules/opening-hours';
import { ESTIMATED_MINUTES, isEstimatedMinutes } from '../../../domain/rules/order-limits';
import { DELIVERY_PRICE_ZLOTY, MENU_PRICE_ZLOTY, ORDER_VALUE_ZLOTY } from '../../../domain/rules/prices';
import { PICKUP_DISCOUNT_PERCENT, PREPARATION_MINUTES } from '../../../domain/rules/fulfilment';
import type { DeliveryZoneRules, PickupSettingsBody, StaffCarouselSlide, StaffDayHours } from '../../lib/shop-api-types';

export type FieldErrors = Record<string, string>;
export const hasFieldErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;

export const MESSAGES = {
  price: 'Podaj cenę w złotych, np. 24,90',
  priceRange: 'Cena musi wynosić od 0,01 do 10 000 zł.',
  deliveryRange: 'Cena dostawy musi wynosić od 0 do 500 zł.',
  orderValueRange: 'Kwota musi wynosić od 0 do 10 000 zł.',
  minutes: `Podaj czas dostawy od ${ESTIMATED_MINUTES.min} do ${ESTIMATED_MINUTES.max} minut.`,
  reason: 'Podaj powód odrzucenia zamówienia.',
  noticeLength: `Komunikat może mieć najwyżej ${STAFF_FIELD_MAX.noticeText} znaków.`,
  titleRequired: `Podaj tytuł (najwyżej ${STAFF_FIELD_MAX.welcomeTitle} znaków).`,
  welcomeText: `Podaj tekst powitania (najwyżej ${STAFF_FIELD_MAX.welcomeText} znaków).`,
  slideText: `Tekst slajdu może mieć najwyżej ${STAFF_FIELD_MAX.slideText} znaków.`,
  image: 'Podaj ścieżkę obrazka zaczynającą się od / albo adres https://',
  link: 'Link musi zaczynać się od / albo https:// (albo zostaw puste pole).',
  tooManySlides: `Karuzela może mieć najwyżej ${STAFF_FIELD_MAX.slides} slajdów.`,
  postalRule: 'Kod pocztowy ma postać 00-000',
  tooManyRules: `Strefa może mieć najwyżej ${STAFF_FIELD_MAX.zoneRules} reguł.`,
  hour: 'Podaj godzinę w postaci GG:MM, np. 11:30',
  desc: `Opis może mieć najwyżej ${STAFF_FIELD_MAX.menuDesc} znaków.`,
  preparation: `Podaj czas przygotowania od ${PREPARATION_MINUTES.min} do ${PREPARATION_MINUTES.max} minut.`,
  discount: `Podaj rabat od ${PICKUP_DISCOUNT_PERCENT.min} do ${PICKUP_DISCOUNT_PERCENT.max} % (liczba całkowita).`,
  oneWayOn: 'Zostaw włączony co najmniej jeden sposób: dostawę albo odbiór osobisty.',
} as const;

/** The restaurant's notice (the bar above every page): empty hides it, so only its length is checked. */
export const noticeError = (text: string): string | undefined => (text.length > STAFF_FIELD_MAX.noticeText ? MESSAGES.noticeLength : undefined);

/** A menu item's long description. */
export const descError = (desc: string): string | undefined => (desc.length > STAFF_FIELD_MAX.menuDesc ? MESSAGES.desc : undefined);

/** '24,90', '24.90', '24' -> 24.9; null for anything else (three decimals, letters, ''). */
export function parseZloty(text: string): number | null {
  const t = text.trim().replace(/\s|zł$/gi, '').replace(',', '.');
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(t)) return null;
  return groszeToZloty(zlotyToGrosze(Number(t)));
}

/** 24.9 -> '24,90': how a price is put back into a field. */
export const zlotyInput = (zl: number): string => zl.toFixed(2).replace('.', ',');

export function priceError(text: string): string | undefined {
  const value = parseZloty(text);
  if (value === null) return MESSAGES.price;
  return value < MENU_PRICE_ZLOTY.min || value > MENU_PRICE_ZLOTY.max ? MESSAGES.priceRange : undefined;
}

export function deliveryPriceError(text: string): string | undefined {
  const value = parseZloty(text);
  if (value === null) return MESSAGES.price;
  return value < DELIVERY_PRICE_ZLOTY.min || value > DELIVERY_PRICE_ZLOTY.max ? MESSAGES.deliveryRange : undefined;
}

/** A minimum order value or a free-delivery threshold; `optional`: an empty field is fine (never free). */
export function orderValueError(text: string, optional = false): string | undefined {
  if (optional && text.trim() === '') return undefined;
  const value = parseZloty(text);
  if (value === null) return MESSAGES.price;
  return value < ORDER_VALUE_ZLOTY.min || value > ORDER_VALUE_ZLOTY.max ? MESSAGES.orderValueRange : undefined;
}

/** Whole minutes within ESTIMATED_MINUTES, or undefined with the message. */
export function parseMinutes(text: string): number | undefined {
  const t = text.trim();
  if (!/^\d{1,3}$/.test(t)) return undefined;
  const n = Number(t);
  return isEstimatedMinutes(n) ? n : undefined;
}

/** A whole number typed within [min, max] ('20', ' 20 '), or undefined. */
export function parseWhole(text: string, { min, max }: { min: number; max: number }): number | undefined {
  const t = text.trim();
  if (!/^\d{1,4}$/.test(t)) return undefined;
  const n = Number(t);
  return n >= min && n <= max ? n : undefined;
}

/** Pickup's terms as typed in 'Sklep' (D95): the body to send, or the errors keyed as the API names the fields. */
export interface PickupInputs {
  enabled: boolean;
  deliveryEnabled: boolean;
  preparationMinutes: string;
  discountPercent: string;
  minimumOrder: string;
}

export function validatePickup(inputs: PickupInputs): { errors: FieldErrors; body: PickupSettingsBody } {
  const errors: FieldErrors = {};
  const preparationMinutes = parseWhole(inputs.preparationMinutes, PREPARATION_MINUTES);
  const discountPercent = parseWhole(inputs.discountPercent, PICKUP_DISCOUNT_PERCENT);
  const minimumError = orderValueError(inputs.minimumOrder);
  if (!inputs.enabled && !inputs.deliveryEnabled) errors.enabled = MESSAGES.oneWayOn;
  if (preparationMinutes === undefined) errors.preparationMinutes = MESSAGES.preparation;
  if (discountPercent === undefined) errors.discountPercent = MESSAGES.discount;
  if (minimumError) errors.minimumOrder = minimumError;
  const body: PickupSettingsBody = {
    enabled: inputs.enabled,
    deliveryEnabled: inputs.deliveryEnabled,
    preparationMinutes: preparationMinutes ?? 0,
    discountPercent: discountPercent ?? 0,
    minimumOrder: parseZloty(inputs.minimumOrder) ?? 0,
  };
  return { errors, body };
}

const SITE_OR_HTTPS = /^(\/(?!\/)\S*|https:\/\/[^\s/]+\S*)$/;
export const isSiteOrHttps = (value: string): boolean => value.length <= STAFF_FIELD_MAX.slideUrl && SITE_OR_HTTPS.test(value);

/** The restaurant's facts as the staff API accepts them (D68): every one given and well-formed. */
export function validateRestaurantFacts(facts: RestaurantFacts): FieldErrors {
  const errors: FieldErrors = {};
  for (const key of RESTAURANT_FACT_KEYS) {
    if (!facts[key].trim() || facts[key].includes(FACT_PLACEHOLDER)) errors[key] = `Podaj: ${RESTAURANT_FACT_LABELS[key]}.`;
  }
  for (const [key, max] of Object.entries(RESTAURANT_FACT_MAX) as [keyof typeof RESTAURANT_FACT_MAX, number][]) {
    if (!errors[key] && facts[key].length > max) errors[key] = `Pole „${RESTAURANT_FACT_LABELS[key]}” może mieć najwyżej ${max} znaków.`;
  }
  if (!errors.postalCode && !isPostalCode(facts.postalCode.trim())) errors.postalCode = MESSAGES.postalRule;
  if (!errors.phone && !isPhoneNumber(facts.phone.trim())) errors.phone = 'Podaj numer telefonu, np. +48 22 123 45 67';
  if (!errors.email && !isEmailAddress(facts.email.trim())) errors.email = 'Podaj adres e-mail, np. kontakt@restauracja.pl';
  const nip = normalizeNip(facts.nip);
  if (!errors.nip && (!nip || nip === '-')) errors.nip = 'NIP ma 10 cyfr z poprawną sumą kontrolną.';
  return errors;
}

export function validateWelcome(title: string, text: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!title.trim() || title.length > STAFF_FIELD_MAX.welcomeTitle) errors.title = MESSAGES.titleRequired;
  if (!text.trim() || text.length > STAFF_FIELD_MAX.welcomeText) errors.text = MESSAGES.welcomeText;
  return errors;
}

/** Errors keyed 'slides/<n>/<field>' (as the API names them), plus 'slides' for the count. */
export function validateSlides(slides: readonly StaffCarouselSlide[]): FieldErrors {
  const errors: FieldErrors = {};
  if (slides.length > STAFF_FIELD_MAX.slides) errors.slides = MESSAGES.tooManySlides;
  slides.forEach((slide, i) => {
    if (!slide.title.trim() || slide.title.length > STAFF_FIELD_MAX.slideTitle) errors[`slides/${i}/title`] = MESSAGES.titleRequired;
    if (slide.text.length > STAFF_FIELD_MAX.slideText) errors[`slides/${i}/text`] = MESSAGES.slideText;
    if (!isSiteOrHttps(slide.image.trim())) errors[`slides/${i}/image`] = MESSAGES.image;
    if (slide.link.trim() && !isSiteOrHttps(slide.link.trim())) errors[`slides/${i}/link`] = MESSAGES.link;
  });
  return errors;
}

/** One rule per line; blank lines are ignored. */
export const splitRules = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The first bad rule of a zone, named in the message, or undefined. */
export function zoneRulesError(rules: readonly string[]): string | undefined {
  if (rules.length > STAFF_FIELD_MAX.zoneRules) return MESSAGES.tooManyRules;
  for (const rule of rules) {
    // The API's own check (domain/rules/delivery-zones.ts), worded here for staff.
    if (ruleError(rule)) {
      return `„${rule}”: ${MESSAGES.postalRule} (początek kodu, np. 02-6, albo zakres 00-001..00-999).`;
    }
  }
  return undefined;
}

export function validateZones(zones: DeliveryZoneRules): FieldErrors {
  const errors: FieldErrors = {};
  const a = zoneRulesError(zones.A);
  const b = zoneRulesError(zones.B);
  if (a) errors.A = a;
  if (b) errors.B = b;
  return errors;
}

// The API's clock times (domain/rules/opening-hours.ts); 24:00 only closes a day.
const isOpeningTime = (hhmm: string): boolean => isClockTime(hhmm) && hhmm !== '24:00';

/** A form row of the opening hours: closed, or open/close as typed. */
export interface DayRow {
  closed: boolean;
  open: string;
  close: string;
}

/**
 * Errors keyed '<day>/open' or '<day>/close' (0 = Monday). A close before the open runs past
 * midnight; how far, and that it must not reach into the next day's hours, is the API's own
 * rule and wording (domain/rules/opening-hours.ts, D74), checked on the days typed well.
 */
export function validateHours(rows: readonly DayRow[]): FieldErrors {
  const errors: FieldErrors = {};
  rows.forEach((row, day) => {
    if (row.closed) return;
    if (!isOpeningTime(row.open)) errors[`${day}/open`] = MESSAGES.hour;
    if (!isClockTime(row.close)) errors[`${day}/close`] = MESSAGES.hour;
  });
  const typed = rows.map((row, day) => (row.closed || errors[`${day}/open`] || errors[`${day}/close`] ? null : { open: row.open, close: row.close }));
  for (const problem of validateOpeningHours(typed)) {
    if (problem.day !== null && problem.field) errors[`${problem.day}/${problem.field}`] ??= problem.message;
  }
  return errors;
}

export const rowsToDays = (rows: readonly DayRow[]): StaffDayHours[] =>
  rows.map((row) => (row.closed ? null : { open: row.open, close: row.close }));

export const daysToRows = (days: readonly StaffDayHours[]): DayRow[] =>
  Array.from({ length: 7 }, (_, i) => {
    const day = days[i];
    return day ? { closed: false, open: day.open, close: day.close } : { closed: true, open: '12:00', close: '22:00' };
  });
