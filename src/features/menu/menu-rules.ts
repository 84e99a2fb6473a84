/**
 * The menu's rules as pure functions (docs/behaviour.md §3 and §5), shared by the online menu and the
 * restaurant-menu variant. No state, no Redux. What an item and a category are is
 * domain/rules/menu-catalogue.ts, shared with the server.
 */
import { isBareIngredient, isOrderable } from '../../../domain/rules/menu-catalogue';

/** Items per page of the menu grid. 12 fills 2, 3 and 4 columns (docs/decisions.md D10). */
export const PAGE_SIZE = 12;

/** Only what these rules read, so tests and other features can pass lighter objects. */
export interface Named {
  name: string;
}
export interface Categorised {
  category: string;
}
export interface Visible {
  isVisible: boolean;
}

const isBlank = (text: string): boolean => text.trim() === '';

/** Lower case with Polish rules, so 'ŁOSOŚ', 'Łosoś' and 'łosoś' compare equal. */
const fold = (text: string): string => text.toLocaleLowerCase('pl');

/** docs/behaviour.md §5: blank text returns the list unchanged; otherwise names containing the text, any case. */
export function searchItems<T extends Named>(items: T[], text: string): T[] {
  if (isBlank(text)) return items;
  const needle = fold(text.trim());
  return items.filter((item) => fold(item.name).includes(needle));
}

/** docs/behaviour.md §5: blank returns everything; otherwise exact category match. */
export function filterByCategory<T extends Categorised>(items: T[], category: string): T[] {
  if (isBlank(category)) return items;
  return items.filter((item) => item.category === category);
}

/** docs/behaviour.md §5 visible filter: only items with isVisible true are kept. */
export function filterVisible<T extends Visible>(items: T[]): T[] {
  return items.filter((item) => item.isVisible === true);
}

/** docs/behaviour.md §5 non-ingredient filter: category is not 'ingredient'. */
export function filterNonIngredient<T extends Categorised>(items: T[]): T[] {
  return items.filter((item) => !isBareIngredient(item));
}

/**
 * What a customer can order from a list: visible and not a bare ingredient. For the
 * ingredient list this leaves the add-ons, beverages and alcohol.
 */
export function filterOrderable<T extends Visible & Categorised>(items: T[]): T[] {
  return items.filter(isOrderable);
}

/** Unique categories in order of first appearance (sets first, as the lists are joined). */
export function uniqueCategories<T extends Categorised>(items: T[]): string[] {
  return [...new Set(items.map((item) => item.category))];
}

/** Category and search together, as the menu grid shows them. */
export function filterAndSearch<T extends Named & Categorised>(items: T[], category: string, text: string): T[] {
  return searchItems(filterByCategory(items, category), text);
}

/** The items of one page (1-based); an out-of-range page is clamped into range. */
export function itemsOfPage<T>(items: T[], page: number, pageSize: number = PAGE_SIZE): T[] {
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  return items.slice((current - 1) * pageSize, current * pageSize);
}
