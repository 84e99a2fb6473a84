/** The report of 'Zamów ponownie' in Polish: plurals, lists joined with 'i', zł as the site writes it. */
import { NOTHING_ADDED, reorderReport } from '../../../src/features/reorder/reorder-text';
import type { ReorderPlan } from '../../../src/features/reorder/reorder-plan';
import { menuItem } from '../../support/fake-services';
import { normalizeSpaces } from '../../test-utils';

const nothing: ReorderPlan = { toAdd: [], gone: [], soldOut: [], priceChanges: [], cutShort: [] };
const adding = (count: number) => Array.from({ length: count }, (_, i) => ({ item: menuItem({ name: `Maki ${i}` }), quantity: 1 }));
const report = (plan: Partial<ReorderPlan>) => reorderReport({ ...nothing, ...plan }).map(normalizeSpaces);

describe('reorderReport', () => {
  it.each([
    [1, '1 produkt'],
    [3, '3 produkty'],
    [5, '5 produktów'],
    [22, '22 produkty'],
  ])('says how many lines went in: %i -> %s', (count, words) => {
    expect(report({ toAdd: adding(count) })).toEqual([`Dodano do koszyka ${words} z tego zamówienia, po dzisiejszych cenach.`]);
  });

  it('names what is gone, sold out, repriced and cut short, after what went in', () => {
    expect(
      report({
        toAdd: adding(2),
        gone: ['Kalifornia z mango', 'Tempura', 'Maki sezonowe'],
        soldOut: ['Zupa Miso'],
        priceChanges: [{ name: 'Futomaki łosoś', before: 24, now: 26 }],
        cutShort: [
          { name: 'Sake', ordered: 10, added: 3 },
          { name: 'Woda', ordered: 2, added: 0 },
        ],
      }),
    ).toEqual([
      'Dodano do koszyka 2 produkty z tego zamówienia, po dzisiejszych cenach.',
      'Nie ma już w menu: Kalifornia z mango, Tempura i Maki sezonowe.',
      'Dziś wyprzedane: Zupa Miso. Zapraszamy jutro!',
      'Cena Futomaki łosoś: było 24,00 zł, teraz 26,00 zł.',
      'Sake: dodano 3 szt., bo jedna pozycja może mieć w koszyku najwyżej 99 szt.',
      'Woda: w koszyku jest już 99 szt., więcej dodać nie można.',
    ]);
  });

  it('says plainly that nothing went in', () => {
    expect(report({ gone: ['Tempura'] })).toEqual([NOTHING_ADDED, 'Nie ma już w menu: Tempura.']);
  });
});
