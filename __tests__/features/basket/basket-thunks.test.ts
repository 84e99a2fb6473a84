import {
  addItem,
  clearBasket,
  decrementItem,
  deleteItem,
  incrementItem,
  chooseFulfilment,
  FULFILMENT_KEY,
  restoreBasket,
  setItems,
} from '../../../src/features/basket/basket-thunks';
import { selectBasketItems, selectBasketTotal, selectChosenFulfilment } from '../../../src/features/basket/basket-slice';
import { BASKET_KEY } from '../../../src/lib/storage';
import { makeTestStore } from '../../support/fake-services';

const maki = { id: 2001, name: 'Maki', price: 12.99, category: 'maki' };
const saved = () => JSON.parse(localStorage.getItem(BASKET_KEY) ?? 'null');

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('basket thunks save after every change', () => {
  it('saves after add, increment, decrement and delete', () => {
    const { store } = makeTestStore();

    store.dispatch(addItem(maki, 2));
    expect(saved()).toEqual([{ id: 2001, name: 'Maki', price: 12.99, quantity: 2, category: 'maki' }]);

    store.dispatch(incrementItem(2001));
    expect(saved()[0].quantity).toBe(3);

    store.dispatch(decrementItem(2001));
    expect(saved()[0].quantity).toBe(2);

    store.dispatch(deleteItem(2001));
    expect(saved()).toEqual([]);
  });

  it('saves a set basket', () => {
    const { store } = makeTestStore();
    store.dispatch(setItems([{ id: 3001, name: 'Zestaw', price: 50, quantity: 2 }]));
    expect(saved()).toEqual([{ id: 3001, name: 'Zestaw', price: 50, quantity: 2 }]);
    expect(selectBasketTotal(store.getState())).toBe(100);
  });

  it('clear empties the basket and forgets the saved one', () => {
    const { store } = makeTestStore();
    store.dispatch(addItem(maki, 1));
    store.dispatch(clearBasket());
    expect(store.getState().basket).toEqual({ items: [], totalPrice: 0, fulfilment: 'delivery' });
    expect(localStorage.getItem(BASKET_KEY)).toBeNull();
  });

  it('keeps working in memory when storage is full', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { store } = makeTestStore();
    expect(() => store.dispatch(addItem(maki, 1))).not.toThrow();
    expect(selectBasketItems(store.getState())).toHaveLength(1);
  });
});

describe('restoreBasket', () => {
  it('restores a saved basket with its total', () => {
    localStorage.setItem(
      BASKET_KEY,
      JSON.stringify([
        { id: 2001, name: 'Maki', price: 12.99, quantity: 3 },
        { id: 1028, name: 'Sake', price: 0.2, quantity: 1, category: 'alcohol' },
      ]),
    );
    const { store } = makeTestStore();
    store.dispatch(restoreBasket());
    expect(selectBasketItems(store.getState()).map((i) => i.id)).toEqual([2001, 1028]);
    expect(selectBasketTotal(store.getState())).toBe(39.17);
  });

  it('drops foreign entries and saves the cleaned basket back', () => {
    localStorage.setItem(
      BASKET_KEY,
      JSON.stringify([{ id: 2001, name: 'Maki', price: 12.99, quantity: 1 }, { sku: 'x' }, { id: 5, name: 'y', price: 1, quantity: 1 }]),
    );
    const { store } = makeTestStore();
    store.dispatch(restoreBasket());
    expect(selectBasketItems(store.getState())).toEqual([{ id: 2001, name: 'Maki', price: 12.99, quantity: 1 }]);
    expect(saved()).toEqual([{ id: 2001, name: 'Maki', price: 12.99, quantity: 1 }]);
  });

  it.each([
    ['bad JSON', '[{"id":2001'],
    ["the text 'undefined'", 'undefined'],
    ['an object', '{"items":[]}'],
    ['a number', '7'],
  ])('starts empty, without a crash, on %s', (_label, text) => {
    localStorage.setItem(BASKET_KEY, text);
    const { store } = makeTestStore();
    expect(() => store.dispatch(restoreBasket())).not.toThrow();
    expect(store.getState().basket).toEqual({ items: [], totalPrice: 0, fulfilment: 'delivery' });
  });

  it('starts empty when storage cannot be read', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const { store } = makeTestStore();
    expect(() => store.dispatch(restoreBasket())).not.toThrow();
    expect(selectBasketItems(store.getState())).toEqual([]);
  });
});

describe('the way of receiving (D95) is kept beside the lines', () => {
  it('saves the choice and restores it on the next page load; clearing the basket keeps it', () => {
    const first = makeTestStore().store;
    first.dispatch(addItem(maki, 1));
    first.dispatch(chooseFulfilment('pickup'));
    expect(JSON.parse(localStorage.getItem(FULFILMENT_KEY) ?? 'null')).toBe('pickup');
    // The lines stay the array docs/behaviour.md §3 names.
    expect(saved()).toEqual([{ id: 2001, name: 'Maki', price: 12.99, quantity: 1, category: 'maki' }]);
    first.dispatch(clearBasket());
    expect(localStorage.getItem(FULFILMENT_KEY)).toBe('"pickup"');

    const next = makeTestStore().store;
    next.dispatch(restoreBasket());
    expect(selectChosenFulfilment(next.getState())).toBe('pickup');
  });

  it.each(['"drone"', '{bad', '7'])('restores delivery from the stored %s', (text) => {
    localStorage.setItem(FULFILMENT_KEY, text);
    const { store } = makeTestStore();
    store.dispatch(restoreBasket());
    expect(selectChosenFulfilment(store.getState())).toBe('delivery');
  });
});
