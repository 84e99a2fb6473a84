/**
 * Allergens as the product card names them: every code the API stores has its Polish name, and
 * a code the site does not know is shown as it came rather than dropped (leaving out an allergen
 * is worse than showing it in English). The card itself is tested in product-modal.test.tsx.
 */
import { ALLERGENS } from '../../server/src/db/seed/types';
import { ALLERGENS_PL, allergenLabel } from '../../src/text/allergens';

describe('allergens', () => {
  it('names in Polish exactly the codes the API stores: none shown in English, none that cannot occur', () => {
    expect(Object.keys(ALLERGENS_PL).sort()).toEqual([...ALLERGENS].sort());
  });

  it('keeps an unknown code as it came, even one named like a property every object has', () => {
    expect(allergenLabel('kiwi')).toBe('kiwi');
    for (const code of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) expect(allergenLabel(code)).toBe(code);
  });
});
