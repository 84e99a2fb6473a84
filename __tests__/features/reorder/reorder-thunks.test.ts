/**
 * orderAgain: the menu is read at the click through the injected shop API, and the lines on sale
 * join the basket through its own events (saved like any other change); when the menu cannot be
 * read nothing is added.
 */
import { orderAgain, MENU_CHECK_ERROR_LOG } from '../../../src/features/reorder/reorder-thunks';
import { addItem, selectBasketItems } from '../../../src/features/basket';
import { BASKET_KEY } from '../../../src/lib/storage';
import { makeTestStore, menuItem } from '../../support/fake-services';

const maki = menuItem({ id: 2001, name: 'Futomaki łosoś', price: 26 });
const soda = menuItem({ id: 1101, name: 'Woda gazowana', category: 'beverages', price: 6 });
const set = menuItem({ id: 3001, name: 'Zestaw Tokio', category: 'zestaw', price: 89, soldOut: true });
const saved = () => JSON.parse(localStorage.getItem(BASKET_KEY) ?? 'null');

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

it("adds what is on sale to what the basket holds, at today's prices, and saves the basket", async () => {
  const getProducts = jest.fn().mockResolvedValue([maki]);
  const { store } = makeTestStore({ getSets: jest.fn().mockResolvedValue([set]), getProducts, getIngredients: jest.fn().mockResolvedValue([soda]) });
  store.dispatch(addItem({ id: 1101, name: 'Woda gazowana', price: 6, category: 'beverages' }, 1));

  const plan = await store.dispatch(
    orderAgain([
      { id: 2001, name: 'Futomaki łosoś', price: 24, quantity: 2 },
      { id: 1101, name: 'Woda gazowana', price: 6, quantity: 2 },
      { id: 3001, name: 'Zestaw Tokio', price: 89, quantity: 1 },
    ]),
  );

  expect(getProducts).toHaveBeenCalledTimes(1);
  expect(plan).toMatchObject({ soldOut: ['Zestaw Tokio'], priceChanges: [{ name: 'Futomaki łosoś', before: 24, now: 26 }] });
  const expected = [
    { id: 1101, name: 'Woda gazowana', price: 6, quantity: 3, category: 'beverages' },
    { id: 2001, name: 'Futomaki łosoś', price: 26, quantity: 2, category: 'maki', image: maki.image },
  ];
  expect(selectBasketItems(store.getState())).toEqual(expected);
  expect(saved()).toEqual(expected);
});

it('adds nothing and answers null when the menu cannot be read', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { store } = makeTestStore({ getProducts: jest.fn().mockRejectedValue(new Error('offline')) });
  const plan = await store.dispatch(orderAgain([{ id: 2001, name: 'Futomaki łosoś', price: 24, quantity: 2 }]));
  expect(plan).toBeNull();
  expect(selectBasketItems(store.getState())).toEqual([]);
  expect(log).toHaveBeenCalledWith(MENU_CHECK_ERROR_LOG, expect.any(Error));
});
