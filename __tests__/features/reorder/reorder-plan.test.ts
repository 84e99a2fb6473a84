/**
 * 'Zamów ponownie' as a rule: a past order against today's menu and the basket gives today's
 * items and prices, names what is gone or sold out and every price that changed, and keeps
 * each line within the basket's MAX_QUANTITY together with what the basket already holds.
 */
import { planReorder, type OrderedLine } from '../../../src/features/reorder/reorder-plan';
import { MAX_QUANTITY, type BasketItem } from '../../../src/features/basket';
import { menuItem } from '../../support/fake-services';

const maki = menuItem({ id: 2001, name: 'Futomaki łosoś', price: 26 });
const miso = menuItem({ id: 2100, name: 'Zupa Miso', category: 'zupy', price: 14 });
const sake = menuItem({ id: 1201, name: 'Sake', category: 'alcohol', price: 25 });
const line = (item: { id: number; name: string }, price: number, quantity: number): OrderedLine => ({ id: item.id, name: item.name, price, quantity });
const inBasket = (item: { id: number; name: string; price: number }, quantity: number): BasketItem => ({ id: item.id, name: item.name, price: item.price, quantity });

describe('planReorder', () => {
  it('adds every line still on sale at its quantity, with the menu item of today', () => {
    const plan = planReorder([line(maki, 26, 2), line(sake, 25, 1)], [maki, miso, sake], []);
    expect(plan.toAdd).toEqual([
      { item: maki, quantity: 2 },
      { item: sake, quantity: 1 },
    ]);
    expect(plan).toMatchObject({ gone: [], soldOut: [], priceChanges: [], cutShort: [] });
  });

  it("names as gone an item no longer listed, hidden or a bare ingredient, by the order's name", () => {
    const hidden = menuItem({ id: 2002, name: 'Maki sezonowe', isVisible: false });
    const bare = menuItem({ id: 1301, name: 'Łosoś', category: 'ingredient' });
    const plan = planReorder(
      [line({ id: 2999, name: 'Kalifornia z mango' }, 30, 1), line(hidden, 20, 1), line(bare, 9, 1), line(miso, 14, 1)],
      [maki, miso, hidden, bare],
      [],
    );
    expect(plan.gone).toEqual(['Kalifornia z mango', 'Maki sezonowe', 'Łosoś']);
    expect(plan.toAdd).toEqual([{ item: miso, quantity: 1 }]);
  });

  it('names an item sold out today and adds nothing of it', () => {
    const soldOutMiso = { ...miso, soldOut: true };
    const plan = planReorder([line(maki, 26, 1), line(miso, 14, 3)], [maki, soldOutMiso], []);
    expect(plan.soldOut).toEqual(['Zupa Miso']);
    expect(plan.toAdd.map(({ item }) => item.id)).toEqual([maki.id]);
  });

  it("takes today's price and reports it whether it went up or down, never a price that stayed", () => {
    const cheaperMiso = { ...miso, price: 12.5 };
    const plan = planReorder([line(maki, 24, 1), line(cheaperMiso, 14, 1), line(sake, 25, 2)], [maki, cheaperMiso, sake], []);
    expect(plan.toAdd.map(({ item }) => item.price)).toEqual([26, 12.5, 25]);
    expect(plan.priceChanges).toEqual([
      { name: 'Futomaki łosoś', before: 24, now: 26 },
      { name: 'Zupa Miso', before: 14, now: 12.5 },
    ]);
  });

  it('compares prices in whole grosze (0.1 + 0.2 is 0,30 zł, not a change)', () => {
    const plan = planReorder([line(miso, 0.1 + 0.2, 1)], [{ ...miso, price: 0.3 }], []);
    expect(plan.priceChanges).toEqual([]);
  });

  it('merges what the basket holds: only the room left up to MAX_QUANTITY goes in, and the cut is named', () => {
    const plan = planReorder(
      [line(maki, 26, 10), line(miso, 14, 4), line(sake, 25, 2)],
      [maki, miso, sake],
      [inBasket(maki, MAX_QUANTITY - 3), inBasket(miso, MAX_QUANTITY), inBasket(sake, 5)],
    );
    expect(plan.toAdd).toEqual([
      { item: maki, quantity: 3 },
      { item: sake, quantity: 2 },
    ]);
    expect(plan.cutShort).toEqual([
      { name: 'Futomaki łosoś', ordered: 10, added: 3 },
      { name: 'Zupa Miso', ordered: 4, added: 0 },
    ]);
  });

  it('counts one item ordered on two lines as one line, capped as a whole', () => {
    const plan = planReorder([line(maki, 26, 60), line(maki, 26, 60)], [maki], []);
    expect(plan.toAdd).toEqual([{ item: maki, quantity: MAX_QUANTITY }]);
    expect(plan.cutShort).toEqual([{ name: 'Futomaki łosoś', ordered: 120, added: MAX_QUANTITY }]);
  });

  it('adds nothing when nothing is on sale', () => {
    const plan = planReorder([line(maki, 26, 1), line(miso, 14, 1)], [{ ...miso, soldOut: true }], []);
    expect(plan.toAdd).toEqual([]);
    expect(plan.gone).toEqual(['Futomaki łosoś']);
    expect(plan.soldOut).toEqual(['Zupa Miso']);
  });
});
