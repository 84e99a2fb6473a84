/**
 * schema.org JSON-LD for search engines: the Menu on /menu/, one section per category, each item
 * with its offer in PLN and the diets it suits. A pure function of the build's data.
 */
import type { MenuItem } from '../../lib/shop-api-types';
import { suitableDiets } from '../../../domain/rules/diets';
import { categoryLabel } from '../../text/categories';
import { SITE_NAME } from '../../text/site';
import { SCHEMA, type Json } from './json-ld';
import { normalizeSiteUrl } from './site-paths';

/** schema.org wants the price as a plain decimal ('32.50'), the currency apart. */
const offerOf = (price: number): Json => ({
  '@type': 'Offer',
  price: price.toFixed(2),
  priceCurrency: 'PLN',
  availability: `${SCHEMA}/InStock`,
});

function withDiets(item: MenuItem): Json {
  const diets = suitableDiets({ allergens: item.allergens, mayContain: item.mayContain ?? [], diet: item.diet ?? 'none' });
  return diets.length > 0 ? { suitableForDiet: diets } : {};
}

/** The Menu: one section per category in menu order, each item with its offer in PLN. */
export function menuJsonLd({ siteUrl, items }: { siteUrl: string; items: MenuItem[] }): Json {
  const origin = normalizeSiteUrl(siteUrl);
  const sections = new Map<string, MenuItem[]>();
  for (const item of items) sections.set(item.category, [...(sections.get(item.category) ?? []), item]);
  return {
    '@context': SCHEMA,
    '@type': 'Menu',
    '@id': `${origin}/menu/#menu`,
    name: `Menu — ${SITE_NAME}`,
    url: `${origin}/menu/`,
    inLanguage: 'pl',
    hasMenuSection: [...sections].map(([category, sectionItems]) => ({
      '@type': 'MenuSection',
      name: categoryLabel(category),
      hasMenuItem: sectionItems.map((item) => ({
        '@type': 'MenuItem',
        name: item.name,
        // No image: the menu's pictures are per category, not per dish, and would only add bytes.
        ...(item.desc ? { description: item.desc } : {}),
        offers: offerOf(item.price),
        // From the same data as the menu's allergen lines and filter (D99): a set's are derived.
        ...withDiets(item),
      })),
    })),
  };
}
