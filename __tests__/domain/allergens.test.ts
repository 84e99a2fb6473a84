/**
 * Allergens (D99): every code has its Polish name and URL word, an unknown code is shown as it came
 * (leaving out an allergen is worse than showing it in English), and a set's facts follow from its
 * contents: nested sets count with their contents, quantities do not matter, no contents claim nothing.
 */
import {
  ALLERGEN_CODES,
  ALLERGEN_LABELS,
  ALLERGEN_SLUGS,
  allergenLabel,
  deriveSetFacts,
  suitableDiets,
  type DietaryItem,
} from '../../domain/rules/allergens';

const menu: Record<number, DietaryItem> = {
  2001: { name: 'Hosomaki łosoś', allergens: ['fish'], mayContain: ['sesame'], diet: 'none' },
  2002: { name: 'Kappa maki', allergens: ['sesame'], mayContain: [], diet: 'vegan' },
  2003: { name: 'Tamago', allergens: ['eggs', 'soybeans'], mayContain: ['fish'], diet: 'vegetarian' },
  3001: { name: 'Zestaw wege', allergens: [], mayContain: [], diet: 'none', contents: [{ itemId: 2002 }, { itemId: 2003 }] },
  3002: { name: 'Zestaw duży', allergens: ['milk'], mayContain: [], diet: 'vegan', contents: [{ itemId: 2001 }, { itemId: 3001 }] },
  3003: { name: 'Pusty', allergens: ['gluten'], mayContain: [], diet: 'vegan', contents: [] },
  3004: { name: 'Z nieznanym', allergens: [], mayContain: [], diet: 'none', contents: [{ itemId: 2002 }, { itemId: 9999 }] },
};
const lookup = (id: number) => menu[id];

describe('allergens', () => {
  it('names every code in Polish and gives it a distinct URL word', () => {
    expect(Object.keys(ALLERGEN_LABELS).sort()).toEqual([...ALLERGEN_CODES].sort());
    expect(new Set(Object.values(ALLERGEN_SLUGS)).size).toBe(ALLERGEN_CODES.length);
  });

  it('keeps an unknown code as it came, even one named like a property every object has', () => {
    expect(allergenLabel('sesame')).toBe('sezam');
    for (const code of ['kiwi', 'toString', 'constructor', '__proto__', 'hasOwnProperty']) expect(allergenLabel(code)).toBe(code);
  });
});

describe('a set’s facts from its contents', () => {
  it('unites the contents’ allergens in the regulation’s order and names where each comes from', () => {
    const facts = deriveSetFacts(3001, lookup);
    expect(facts.allergens).toEqual(['eggs', 'soybeans', 'sesame']);
    expect(facts.allergenSources).toEqual([
      { allergen: 'eggs', from: ['Tamago'] },
      { allergen: 'soybeans', from: ['Tamago'] },
      { allergen: 'sesame', from: ['Kappa maki'] },
    ]);
    expect(facts.mayContain).toEqual(['fish']);
    expect(facts.diet).toBe('vegetarian');
  });

  it('counts a set inside a set with its contents, ignores the set’s own typed list, and drops traces it certainly contains', () => {
    const facts = deriveSetFacts(3002, lookup);
    expect(facts.allergens).toEqual(['eggs', 'fish', 'soybeans', 'sesame']);
    expect(facts.allergenSources.find((s) => s.allergen === 'sesame')?.from).toEqual(['Zestaw wege']);
    expect(facts.mayContain).toEqual([]);
    expect(facts.diet).toBe('none');
  });

  it('ignores quantities: one piece or ten carry the same allergens', () => {
    const twice: Record<number, DietaryItem> = { ...menu, 3001: { ...menu[3001], contents: [{ itemId: 2002 }, { itemId: 2003 }, { itemId: 2003 }] } };
    expect(deriveSetFacts(3001, (id) => twice[id]).allergens).toEqual(deriveSetFacts(3001, lookup).allergens);
  });

  it('claims nothing for a set with no contents or with a content it cannot see', () => {
    expect(deriveSetFacts(3003, lookup)).toMatchObject({ allergens: [], mayContain: [], diet: 'none' });
    expect(deriveSetFacts(3004, lookup)).toMatchObject({ allergens: ['sesame'], diet: 'none' });
  });

  it('survives a loop of sets without claiming a diet', () => {
    const loop: Record<number, DietaryItem> = {
      3101: { name: 'A', allergens: [], mayContain: [], diet: 'none', contents: [{ itemId: 3102 }] },
      3102: { name: 'B', allergens: [], mayContain: [], diet: 'none', contents: [{ itemId: 3101 }, { itemId: 2002 }] },
      2002: menu[2002],
    };
    expect(deriveSetFacts(3101, (id) => loop[id])).toMatchObject({ allergens: ['sesame'], diet: 'none' });
  });

  it('gives schema.org diets: vegan is vegetarian too, gluten-free only without gluten as allergen or trace', () => {
    expect(suitableDiets({ allergens: ['sesame'], mayContain: [], diet: 'vegan' })).toEqual([
      'https://schema.org/VegetarianDiet',
      'https://schema.org/VeganDiet',
      'https://schema.org/GlutenFreeDiet',
    ]);
    expect(suitableDiets({ allergens: [], mayContain: ['gluten'], diet: 'vegetarian' })).toEqual(['https://schema.org/VegetarianDiet']);
  });
});
