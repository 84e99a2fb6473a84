import type { DeliveryZoneRules } from '../../../../domain/rules/delivery-zones';
import type { DeliveryTerms } from '../../../../domain/rules/delivery-terms';
import type { OpeningHours } from '../../../../domain/rules/opening-hours';
import type { RestaurantFacts } from '../../../../domain/rules/restaurant-facts';

/**
 * Shapes of the demo restaurant's seed data. The seed loader turns these into rows;
 * keeping them plain objects lets the data files read like a menu card.
 */

/** The 14 allergens of EU regulation 1169/2011, annex II. */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** Categories of docs/behaviour.md §3. Sets use 'zestaw'; ingredient-type items use the last four. */
export const SET_CATEGORIES = ['zestaw'] as const;
export const PRODUCT_CATEGORIES = ['maki', 'nigiri', 'sashimi', 'sushi', 'zupy', 'desery', 'przystawki'] as const;
export const INGREDIENT_CATEGORIES = ['dodatki', 'beverages', 'alcohol', 'ingredient'] as const;
export type Category =
  | (typeof SET_CATEGORIES)[number]
  | (typeof PRODUCT_CATEGORIES)[number]
  | (typeof INGREDIENT_CATEGORIES)[number];

export interface SeedMenuItem {
  /** First digit gives the type: 1xxx ingredient, 2xxx product, 3xxx set. */
  id: number;
  name: string;
  category: Category;
  /** Price in grosze (1 zł = 100 gr), so sums are exact. */
  priceGrosze: number;
  /** Short facts shown as chips, e.g. '8 szt', 'łosoś', 'ostre'. */
  description: string[];
  /** Long description, one or two Polish sentences. */
  desc: string;
  /** Site-relative path of the illustration, e.g. '/images/menu/maki.svg'. */
  image: string;
  /** Shown and orderable in the online shop. */
  isVisible: boolean;
  /** Listed in the restaurant-menu variant (what is served in the dining room). */
  inRestaurantMenu: boolean;
  allergens: Allergen[];
  /** Sets only: the products (2xxx) they are made of, with counts. */
  contents?: { itemId: number; quantity: number }[];
}

export interface SeedCarouselSlide {
  title: string;
  text: string;
  image: string;
  /** Site-relative link the slide leads to, e.g. '/menu/'. */
  link: string;
}

export interface SeedContent {
  restaurant: RestaurantFacts;
  welcomeText: { title: string; text: string };
  notice: { text: string; isVisible: boolean; isSystemClose: boolean };
  delivery: DeliveryTerms;
  deliveryZones: DeliveryZoneRules;
  openingHours: OpeningHours;
  carousel: SeedCarouselSlide[];
}
