/**
 * 'Bez: sezam', 'wegańskie' (D100): which menu items a customer who must avoid some allergens,
 * or eats vegetarian or vegan, gets to see. Pure and small, because the menu's selectors run it
 * on the first load; the chips, their words and the link's parameters load on first use
 * (components/dietary-filter-panel.tsx, dietary-filter-url.ts).
 */
import { suitsDiet, type Diet } from '../../../domain/rules/diets';

export interface DietaryFilter {
  /** Allergen codes the customer must avoid. */
  avoid: string[];
  /** Also hide items that may contain one of them ('może zawierać'). */
  traces: boolean;
  diet: Diet;
}

/** The link's parameters: /menu/?bez=sezam,gluten&slady=tak&dieta=wege (dietary-filter-url.ts reads and writes them). */
export const AVOID_PARAM = 'bez';
export const TRACES_PARAM = 'slady';
export const DIET_PARAM = 'dieta';

/** Does the link carry a filter at all? Checked on every menu load, so the parser need not load without one. */
export const hasDietaryParams = (search: string): boolean => new RegExp(`[?&](${AVOID_PARAM}|${DIET_PARAM})=`).test(search);

export const NO_DIETARY_FILTER: DietaryFilter = { avoid: [], traces: false, diet: 'none' };

export const isDietaryFilterOn = (filter: DietaryFilter): boolean => filter.avoid.length > 0 || filter.diet !== 'none';

/** What the filter reads of an item: a set's lists are already derived by the API (D99). */
export interface DietaryFacts {
  allergens: string[];
  mayContain?: string[];
  diet?: string;
}

/** Does the item stay on screen under the filter? */
export function passesDietaryFilter(item: DietaryFacts, filter: DietaryFilter): boolean {
  if (filter.diet !== 'none' && !suitsDiet(item.diet ?? 'none', filter.diet)) return false;
  return filter.avoid.every((code) => !item.allergens.includes(code) && !(filter.traces && (item.mayContain ?? []).includes(code)));
}

/** The items that stay; the same array when the filter is off, so memoised selectors keep their results. */
export function applyDietaryFilter<T extends DietaryFacts>(items: T[], filter: DietaryFilter): T[] {
  return isDietaryFilterOn(filter) ? items.filter((item) => passesDietaryFilter(item, filter)) : items;
}
