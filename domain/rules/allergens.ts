/**
 * Allergens and diets (D99): the 14 allergens of EU Regulation 1169/2011 (Annex II) with the
 * Polish names customers read, 'może zawierać' (traces from cross-contact in the kitchen), the
 * diet tags staff set on a product, and how a set's facts follow from what it contains. The one
 * home of these codes: the seed, the API's staff route, the menu pages, the filter and the
 * JSON-LD read them here; the diets, which the menu's first load needs, are in diets.ts. Plain TS:
 * the site bundles it (only in the chunks that show allergens).
 */
import { DIETS, isDiet, type Diet, type DietaryFacts } from './diets';

export { DIETS, isDiet, suitableDiets, suitsDiet, type Diet, type DietaryFacts } from './diets';

/** The diets' Polish words (chips, the item window, the staff form). */
export const DIET_LABELS: Readonly<Record<Exclude<Diet, 'none'>, string>> = { vegetarian: 'wegetariańskie', vegan: 'wegańskie' };
/** /menu/?dieta=wege or ?dieta=wegan. */
export const DIET_SLUGS: Readonly<Record<Exclude<Diet, 'none'>, string>> = { vegetarian: 'wege', vegan: 'wegan' };

/** The codes the shop API stores, in the regulation's order. */
export const ALLERGEN_CODES = [
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
export type AllergenCode = (typeof ALLERGEN_CODES)[number];

export const ALLERGEN_LABELS: Readonly<Record<AllergenCode, string>> = {
  gluten: 'gluten',
  crustaceans: 'skorupiaki',
  eggs: 'jaja',
  fish: 'ryby',
  peanuts: 'orzeszki ziemne',
  soybeans: 'soja',
  milk: 'mleko',
  nuts: 'orzechy',
  celery: 'seler',
  mustard: 'gorczyca',
  sesame: 'sezam',
  sulphites: 'dwutlenek siarki i siarczyny',
  lupin: 'łubin',
  molluscs: 'mięczaki',
};

/** The words in a shared menu link: /menu/?bez=sezam,gluten (ASCII, so a link survives any messenger). */
export const ALLERGEN_SLUGS: Readonly<Record<AllergenCode, string>> = {
  gluten: 'gluten',
  crustaceans: 'skorupiaki',
  eggs: 'jaja',
  fish: 'ryby',
  peanuts: 'orzeszki',
  soybeans: 'soja',
  milk: 'mleko',
  nuts: 'orzechy',
  celery: 'seler',
  mustard: 'gorczyca',
  sesame: 'sezam',
  sulphites: 'siarczyny',
  lupin: 'lubin',
  molluscs: 'mieczaki',
};

/** What an item with an empty list says, so "none" never looks like "not given". */
export const NO_ALLERGENS_TEXT = 'Bez alergenów z listy 14 (UE)';
export const ALLERGENS_HEADING = 'Alergeny';
export const MAY_CONTAIN_HEADING = 'Może zawierać';

export const isAllergenCode = (value: unknown): value is AllergenCode =>
  typeof value === 'string' && (ALLERGEN_CODES as readonly string[]).includes(value);

/** Polish name of a code; an unknown code is shown as it came rather than hidden (leaving an allergen out is worse). */
export const allergenLabel = (code: string): string => (isAllergenCode(code) ? ALLERGEN_LABELS[code] : code);

/** Codes in the regulation's order, each once; unknown codes kept at the end (never dropped). */
export function sortAllergens(codes: Iterable<string>): string[] {
  const set = new Set(codes);
  const known = ALLERGEN_CODES.filter((c) => set.has(c));
  const unknown = [...set].filter((c) => !isAllergenCode(c)).sort();
  return [...known, ...unknown];
}

/** Where each of a set's allergens comes from: the names of the contents that carry it. */
export interface AllergenSource {
  allergen: string;
  from: string[];
}

export interface DerivedSetFacts extends DietaryFacts {
  allergenSources: AllergenSource[];
  mayContainSources: AllergenSource[];
}

/** What the derivation needs of any menu item (a set's `contents` make it a set). */
export interface DietaryItem {
  name: string;
  allergens: readonly string[];
  mayContain: readonly string[];
  diet: string;
  contents?: readonly { itemId: number }[];
}

const weakerDiet = (a: Diet, b: Diet): Diet => (DIETS.indexOf(a) < DIETS.indexOf(b) ? a : b);

/**
 * A set's facts from its contents (D99): allergens are the union of the contents' allergens, a
 * set inside a set counts with its own contents, quantities do not matter. 'Może zawierać' is the
 * union of the contents' traces, less what the set certainly contains. A set is vegetarian (vegan)
 * only if every content is; a set with no contents claims nothing. An id that is not on the menu
 * (or a loop of sets) makes the set claim no diet, since we cannot vouch for what we cannot see.
 */
export function deriveSetFacts(setId: number, lookup: (id: number) => DietaryItem | undefined): DerivedSetFacts {
  const allergenFrom = new Map<string, Set<string>>();
  const tracesFrom = new Map<string, Set<string>>();
  const note = (into: Map<string, Set<string>>, code: string, name: string) => {
    const names = into.get(code) ?? new Set<string>();
    names.add(name);
    into.set(code, names);
  };
  let diet: Diet | undefined;
  let unknown = false;
  const visiting = new Set<number>([setId]);

  const visit = (id: number, topName: string | undefined) => {
    const item = lookup(id);
    if (!item) {
      unknown = true;
      return;
    }
    for (const content of item.contents ?? []) {
      if (visiting.has(content.itemId)) {
        unknown = true;
        continue;
      }
      const child = lookup(content.itemId);
      if (!child) {
        unknown = true;
        continue;
      }
      // A nested set's allergens are named after the nested set, which is what staff see in the list.
      const shownAs = topName ?? child.name;
      if (child.contents && child.contents.length > 0) {
        visiting.add(content.itemId);
        visit(content.itemId, shownAs);
        visiting.delete(content.itemId);
        continue;
      }
      for (const code of child.allergens ?? []) note(allergenFrom, code, shownAs);
      for (const code of child.mayContain ?? []) note(tracesFrom, code, shownAs);
      diet = weakerDiet(diet ?? 'vegan', isDiet(child.diet) ? child.diet : 'none');
    }
  };
  visit(setId, undefined);

  const sources = (from: Map<string, Set<string>>, codes: string[]): AllergenSource[] =>
    codes.map((allergen) => ({ allergen, from: [...(from.get(allergen) ?? [])].sort((a, b) => a.localeCompare(b, 'pl')) }));
  const allergens = sortAllergens(allergenFrom.keys());
  const mayContain = sortAllergens([...tracesFrom.keys()].filter((c) => !allergenFrom.has(c)));
  return {
    allergens,
    mayContain,
    diet: unknown || diet === undefined ? 'none' : diet,
    allergenSources: sources(allergenFrom, allergens),
    mayContainSources: sources(tracesFrom, mayContain),
  };
}
