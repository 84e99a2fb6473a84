/**
 * The dietary filter in the page's link (D100): /menu/?bez=sezam,gluten&slady=tak&dieta=wege, so
 * a shared or bookmarked link opens the menu filtered. Polish ASCII words from domain; a word the
 * site does not know is left out, never an error. Loaded on first use, not with the page.
 */
import { ALLERGEN_CODES, ALLERGEN_SLUGS, DIET_SLUGS, type AllergenCode } from '../../../domain/rules/allergens';
import { AVOID_PARAM, DIET_PARAM, NO_DIETARY_FILTER, TRACES_PARAM, type DietaryFilter } from './dietary-filter';

const TRACES_ON = 'tak';
const OUR_PARAMS = [AVOID_PARAM, TRACES_PARAM, DIET_PARAM];

const codeOfSlug = new Map<string, AllergenCode>(ALLERGEN_CODES.map((code) => [ALLERGEN_SLUGS[code], code]));

export function parseDietaryFilter(search: string): DietaryFilter {
  const params = new URLSearchParams(search);
  const avoid = (params.get(AVOID_PARAM) ?? '')
    .split(',')
    .map((slug) => codeOfSlug.get(slug.trim().toLowerCase()))
    .filter((code): code is AllergenCode => code !== undefined);
  const dietSlug = params.get(DIET_PARAM);
  const diet = dietSlug === DIET_SLUGS.vegan ? 'vegan' : dietSlug === DIET_SLUGS.vegetarian ? 'vegetarian' : 'none';
  return {
    ...NO_DIETARY_FILTER,
    avoid: ALLERGEN_CODES.filter((code) => avoid.includes(code)),
    traces: avoid.length > 0 && params.get(TRACES_PARAM) === TRACES_ON,
    diet,
  };
}

/** The link's query with this filter: other parameters kept, ours rewritten, commas left readable. */
export function searchWithDietaryFilter(search: string, filter: DietaryFilter): string {
  const params = new URLSearchParams(search);
  for (const name of OUR_PARAMS) params.delete(name);
  const parts = params.toString() ? [params.toString()] : [];
  if (filter.avoid.length > 0) {
    parts.push(`${AVOID_PARAM}=${filter.avoid.map((code) => ALLERGEN_SLUGS[code as AllergenCode] ?? code).join(',')}`);
    if (filter.traces) parts.push(`${TRACES_PARAM}=${TRACES_ON}`);
  }
  if (filter.diet !== 'none') parts.push(`${DIET_PARAM}=${DIET_SLUGS[filter.diet]}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** Puts the filter into the address bar without a reload, a history entry or a scroll jump. */
export function showDietaryFilterInUrl(filter: DietaryFilter): void {
  const { pathname, search, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${searchWithDietaryFilter(search, filter)}${hash}`);
}
