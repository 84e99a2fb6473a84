/**
 * What gatsby-node.ts hands to pages through page context at build time (from the shop API,
 * or the seed data when no API is reachable), and the one rule for "which items a menu
 * lists", shared by the pre-rendered price list, the JSON-LD and the live menu.
 */
import type { Fulfilment } from '../../../domain/rules/fulfilment';
import type { OpeningHours } from '../../../domain/rules/opening-hours';
import type { CarouselSlide, MenuItem, WelcomeText } from '../../lib/shop-api-types';
import { createMenuSelectors, initialMenuState, type MenuLists, type MenuState } from '../menu';

/** Monday first; null = closed all day. Times HH:MM in Warsaw time (domain/rules/opening-hours.ts). */
export type WeekHours = OpeningHours;

/** Page context of /menu/ and /menurestauracja/. */
export interface MenuPageContext {
  prerenderedMenu?: MenuLists;
}

/** Page context of /: what the home page and its Restaurant JSON-LD need, nothing more. */
export interface HomePageContext {
  openingHours?: WeekHours;
  priceRange?: string;
  /** The ways of receiving an order on offer, named by the order action (D95). */
  fulfilments?: Fulfilment[];
  carousel?: CarouselSlide[];
  /** The welcome text as the API had it: the live one then replaces it without moving the page. */
  welcome?: WelcomeText;
}

// The live menu's own selector over a bare slice, so the list can never differ from the grid's.
const listedSelectors = createMenuSelectors((state: MenuState) => state);

/** Every item a menu lists: visible sets, then orderable products and ingredient-type items. */
export const listedItems = (lists: MenuLists): MenuItem[] =>
  listedSelectors.selectMenuItems({ ...initialMenuState, ...lists });

/** 'od 2 do 189 zł', from the cheapest and dearest listed item; undefined for an empty menu. */
export function priceRangeOf(items: MenuItem[]): string | undefined {
  const prices = items.map((item) => item.price).filter((price) => Number.isFinite(price) && price > 0);
  if (prices.length === 0) return undefined;
  const zl = (value: number) => new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 2 }).format(value);
  return `${zl(Math.min(...prices))}–${zl(Math.max(...prices))} zł`;
}
