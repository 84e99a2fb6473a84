/**
 * What the menu is made of (docs/behaviour.md §3): the three item types, read from the id's first
 * digit, the categories of each type with the Polish words customers read, and the category only
 * adults may order. The seed, the API's order and staff routes, the menu pages and the basket all
 * read them here. Plain TS, no imports: the site bundles it.
 */

export const ITEM_TYPES = ['ingredient', 'product', 'set'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** The first digit of an id gives the type: 1 ingredient, 2 product, 3 set; null for anything else. */
export function itemTypeOf(id: unknown): ItemType | null {
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return null;
  switch (String(id)[0]) {
    case '1':
      return 'ingredient';
    case '2':
      return 'product';
    case '3':
      return 'set';
    default:
      return null;
  }
}

/** Sets use 'zestaw'; ingredient-type items use the last four (add-ons, drinks, bare ingredients). */
export const SET_CATEGORIES = ['zestaw'] as const;
export const PRODUCT_CATEGORIES = ['maki', 'nigiri', 'sashimi', 'sushi', 'zupy', 'desery', 'przystawki'] as const;
export const INGREDIENT_CATEGORIES = ['dodatki', 'beverages', 'alcohol', 'ingredient'] as const;
export type Category =
  | (typeof SET_CATEGORIES)[number]
  | (typeof PRODUCT_CATEGORIES)[number]
  | (typeof INGREDIENT_CATEGORIES)[number];

/** Bare ingredients: listed in the menu's own tabs, never ordered as dishes (docs/behaviour.md §3, §5). */
export const INGREDIENT_CATEGORY = 'ingredient' satisfies Category;

export const isBareIngredient = (item: { category: string }): boolean => item.category === INGREDIENT_CATEGORY;

/**
 * What a customer can order online (docs/behaviour.md §5): a visible item that is not a bare
 * ingredient. The menu lists only these, and 'Zamów ponownie' puts nothing else in the basket.
 */
export const isOrderable = (item: { isVisible: boolean; category: string }): boolean => item.isVisible === true && !isBareIngredient(item);

/** An order with an item of this category needs the customer's 18+ confirmation, and the rider checks an ID. */
export const ADULT_CATEGORY = 'alcohol' satisfies Category;

/**
 * The Polish names customers read. The API keys categories in lower case, some in English
 * (beverages, alcohol); a new category without a label stops the build here.
 */
export const CATEGORY_LABELS: Readonly<Record<Category, string>> = {
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

/** 'zestaw' -> 'Zestawy', 'beverages' -> 'Napoje'; a category the site does not know yet is shown capitalised. */
export function categoryLabel(category: string): string {
  const known = (CATEGORY_LABELS as Readonly<Record<string, string>>)[category];
  if (known) return known;
  return category.charAt(0).toLocaleUpperCase('pl') + category.slice(1);
}
