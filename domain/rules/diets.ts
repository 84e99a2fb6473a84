/**
 * Diets (D99, D100): the tag staff set on a product, what a customer who asks for one may eat, and
 * the schema.org diets of the JSON-LD (their Polish words and link slugs are in allergens.ts,
 * which only the chunks loaded later need). Apart from allergens.ts because the menu's first load
 * filters by them: this file is a few hundred bytes, the allergen names and the derivation are
 * not (allergens.ts re-exports all of it, so either import works where size does not matter).
 * Plain TS, no imports.
 */

/** Staff tag a product: 'vegan' implies vegetarian. One field, so the two tags cannot disagree. */
export const DIETS = ['none', 'vegetarian', 'vegan'] as const;
export type Diet = (typeof DIETS)[number];

export const isDiet = (value: unknown): value is Diet => typeof value === 'string' && (DIETS as readonly string[]).includes(value);

/** Does an item tagged `diet` suit someone who asks for `wanted`? A vegan dish suits vegetarians too. */
export function suitsDiet(diet: string, wanted: Exclude<Diet, 'none'>): boolean {
  return wanted === 'vegetarian' ? diet === 'vegetarian' || diet === 'vegan' : diet === 'vegan';
}

/** An item's allergen facts as the menu shows them. */
export interface DietaryFacts {
  allergens: string[];
  mayContain: string[];
  diet: Diet;
}

/** schema.org diets a menu item suits (JSON-LD `suitableForDiet`): gluten-free only when gluten is neither in it nor a trace. */
export function suitableDiets(facts: DietaryFacts): string[] {
  const diets: string[] = [];
  if (suitsDiet(facts.diet, 'vegetarian')) diets.push('https://schema.org/VegetarianDiet');
  if (suitsDiet(facts.diet, 'vegan')) diets.push('https://schema.org/VeganDiet');
  if (!facts.allergens.includes('gluten') && !facts.mayContain.includes('gluten')) diets.push('https://schema.org/GlutenFreeDiet');
  return diets;
}
