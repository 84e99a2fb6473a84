/**
 * Polish formatting through Intl, so the browser's CLDR data gets separators, the currency
 * sign and plural categories right ('12,50 zł', '2 zestawy', '5 zestawów').
 */

const moneyFormat = new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' });
const pluralRules = new Intl.PluralRules('pl-PL');

/** 12.5 -> '12,50 zł'. Spaces become no-break spaces (CLDR), so a price never wraps. */
export function formatMoney(zl: number): string {
  return moneyFormat.format(zl);
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
  return `${count}\u00a0${pluralize(count, forms)}`;
}
