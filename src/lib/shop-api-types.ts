/**
 * Shapes of the shop API's JSON as the site receives it. Prices arrive in zł (numbers with
 * up to 2 decimals); the server keeps grosze internally and converts at its edge.
 */

export interface SetContent {
  id: number;
  name: string;
  quantity: number;
}

/** A set, product or ingredient. The first digit of `id` gives the type: 1, 2 or 3. */
export interface MenuItem {
  id: number;
  name: string;
  category: string;
  /** zł */
  price: number;
  /** Short facts shown as chips. */
  description: string[];
  /** Long description. */
  desc: string;
  image: string;
  isVisible: boolean;
  allergens: string[];
  /** Sets only. */
  contents?: SetContent[];
}

export interface WelcomeText {
  title: string;
  text: string;
}

export interface CarouselSlide {
  id: number;
  title: string;
  text: string;
  image: string;
  link: string;
}

/** Delivery prices in zł. */
export interface DeliveryPrices {
  zoneA: number;
  zoneB: number;
}

export interface Notice {
  text: string;
  isVisible: boolean;
  isSystemClose: boolean;
}

export interface InstagramEntry {
  id: number;
  image: string;
  caption: string;
  url: string;
  /** ISO date. */
  postedAt: string;
}
