/**
 * Polish names of the menu's categories. The shop API keys categories in lower case, some
 * in English (beverages, alcohol); customers read the labels below. Plain data, no imports.
 */

export const CATEGORY_LABELS: Readonly<Record<string, string>> = {
  zestaw: 'Zestawy',
  maki: 'Maki',
  nigiri: 'Nigiri',
  sashimi: 'Sashimi',
  sushi: 'Sushi',
  zupy: 'Zupy',
  desery: 'Desery',
  przystawki: 'Przystawki',
  dodatki: 'Dodatki',
  beverages: 'Napoje',
  alcohol: 'Alkohole',
  ingredient: 'Składniki',
};

/** 'zestaw' -> 'Zestawy', 'beverages' -> 'Napoje'; an unknown key is shown capitalised. */
export function categoryLabel(category: string): string {
  const known = CATEGORY_LABELS[category];
  if (known) return known;
  return category.charAt(0).toLocaleUpperCase('pl') + category.slice(1);
}

/**
 * The add-ons part of the menu: the Tabs labels (shown as Dodatki / Napoje / Alkohole by
 * the Tabs component) and the API category each of them lists.
 */
export const EXTRAS_TABS = [
  { label: 'Addons', category: 'dodatki' },
  { label: 'Beverages', category: 'beverages' },
  { label: 'Alcohol', category: 'alcohol' },
] as const;
