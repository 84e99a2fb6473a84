/**
 * The 14 allergens of EU Regulation 1169/2011 (Annex II), keyed by the codes the shop API
 * stores, with the Polish names customers read on the product card.
 */

export const ALLERGENS_PL = {
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
} as const;

export type AllergenCode = keyof typeof ALLERGENS_PL;

/** Polish name of an allergen code; an unknown code is shown as it came rather than hidden,
 *  because leaving out an allergen is worse than showing it in English. */
export function allergenLabel(code: string): string {
  return Object.prototype.hasOwnProperty.call(ALLERGENS_PL, code) ? ALLERGENS_PL[code as AllergenCode] : code;
}
