import type { FulfilmentTerms } from '../../../../domain/rules/fulfilment';
import type { DeliveryZoneRules } from '../../../../domain/rules/delivery-zones';
import type { DeliveryTerms } from '../../../../domain/rules/delivery-terms';
import type { OpeningHours } from '../../../../domain/rules/opening-hours';
import type { RestaurantFacts } from '../../../../domain/rules/restaurant-facts';
import type { Category } from '../../../../domain/rules/menu-catalogue';
import type { AllergenCode, Diet } from '../../../../domain/rules/allergens';

/**
 * Shapes of the demo restaurant's seed data. The seed loader turns these into rows;
 * keeping them plain objects lets the data files read like a menu card.
 */

/** The 14 allergens of EU regulation 1169/2011, annex II: one home in domain/rules/allergens.ts. */
export type Allergen = AllergenCode;

export interface SeedMenuItem {
  /** First digit gives the type: 1xxx ingredient, 2xxx product, 3xxx set. */
  id: number;
  name: string;
  /** docs/behaviour.md §3: sets 'zestaw', products and ingredients their own (domain/rules/menu-catalogue.ts). */
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
  /** Products and ingredients; a set's are derived from its contents (D99), so sets leave it empty. */
  allergens: Allergen[];
  /** 'Może zawierać': traces from cross-contact; none when left out. */
  mayContain?: Allergen[];
  /** 'none' when left out. */
  diet?: Diet;
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
  fulfilment: FulfilmentTerms;
  deliveryZones: DeliveryZoneRules;
  openingHours: OpeningHours;
  carousel: SeedCarouselSlide[];
}
