import {
  basketCleared,
  basketReducer,
  basketTotal,
  discountLines,
  fulfilmentChosen,
  initialBasketState,
  isBasketItem,
  itemAdded,
  itemDecremented,
  itemDeleted,
  itemIncremented,
  itemsSet,
  selectBasketCount,
  selectBasketItems,
  selectBasketTotal,
  selectHasAlcohol,
  type BasketItem,
  type BasketState,
} from '../../../src/features/basket/basket-slice';

const maki = { id: 2001, name: 'Maki z łososiem', price: 12.99, image: '/m.svg', category: 'maki' };
const nigiri = { id: 2010, name: 'Nigiri tuńczyk', price: 0.1 };
const sake = { id: 1028, name: 'Sake', price: 0.2, category: 'alcohol' };

const run = (...actions: { type: string }[]): BasketState =>
  actions.reduce<BasketState>((state, action) => basketReducer(state, action), initialBasketState);

const root = (basket: BasketState) => ({ basket });

describe('basket reducer', () => {
  it('starts empty with total 0', () => {
    expect(basketReducer(undefined, { type: '@@INIT' })).toEqual({ items: [], totalPrice: 0, fulfilment: 'delivery' });
  });

  it('appends a new item with the added quantity and only the basket fields', () => {
    const withExtras = { ...maki, description: ['8 szt'], allergens: ['fish'], desc: 'long' };
    const state = run(itemAdded(withExtras, 2));
    expect(state.items).toEqual([{ id: 2001, name: 'Maki z łososiem', price: 12.99, quantity: 2, image: '/m.svg', category: 'maki' }]);
    expect(state.totalPrice).toBe(25.98);
  });

  it('grows the quantity of an item with the same id instead of adding a line', () => {
    const state = run(itemAdded(maki, 2), itemAdded(nigiri, 1), itemAdded(maki, 3));
    expect(state.items.map((i) => [i.id, i.quantity])).toEqual([
      [2001, 5],
      [2010, 1],
    ]);
  });

  it.each([0, -1, Number.NaN, 1.5])('adds nothing when the quantity is %p', (quantity) => {
    expect(run(itemAdded(maki, quantity))).toEqual(initialBasketState);
  });

  it('refuses the empty product and malformed items', () => {
    expect(run(itemAdded({ id: 0, name: '', price: 0 }, 1)).items).toEqual([]);
    expect(run(itemAdded({ id: 4001, name: 'x', price: 1 }, 1)).items).toEqual([]);
    expect(run(itemAdded({ id: 2001, name: 'x', price: -1 }, 1)).items).toEqual([]);
  });

  it('caps a line at 99 pieces', () => {
    expect(run(itemAdded(maki, 98), itemAdded(maki, 5)).items[0].quantity).toBe(99);
    expect(run(itemAdded(maki, 99), itemIncremented(2001)).items[0].quantity).toBe(99);
  });

  it('deletes an item by id and recomputes the total', () => {
    const state = run(itemAdded(maki, 1), itemAdded(nigiri, 1), itemDeleted(2001));
    expect(state.items.map((i) => i.id)).toEqual([2010]);
    expect(state.totalPrice).toBe(0.1);
  });

  it('increments by 1 and recomputes the total', () => {
    const state = run(itemAdded(maki, 1), itemIncremented(2001));
    expect(state.items[0].quantity).toBe(2);
    expect(state.totalPrice).toBe(25.98);
  });

  it('decrements by 1 but never below 1', () => {
    const state = run(itemAdded(maki, 2), itemDecremented(2001));
    expect(state.items[0].quantity).toBe(1);
    expect(state.totalPrice).toBe(12.99);
    const again = basketReducer(state, itemDecremented(2001));
    expect(again.items[0].quantity).toBe(1);
    expect(again.items).toHaveLength(1);
  });

  it('leaves the state alone when incrementing or decrementing an unknown id', () => {
    const state = run(itemAdded(maki, 1));
    expect(basketReducer(state, itemIncremented(9))).toBe(state);
    expect(basketReducer(state, itemDecremented(9))).toBe(state);
  });

  it('clears items and total', () => {
    expect(run(itemAdded(maki, 3), basketCleared())).toEqual({ items: [], totalPrice: 0, fulfilment: 'delivery' });
  });

  it('sets items, keeping only valid lines, merging duplicate ids and computing the total', () => {
    const state = run(
      itemAdded(nigiri, 4),
      itemsSet([
        { id: 2001, name: 'Maki', price: 12.99, quantity: 1 },
        { id: 9, name: 'foreign', price: 1, quantity: 1 },
        'text',
        { id: 2001, name: 'Maki', price: 12.99, quantity: 2 },
        { id: 3001, name: 'Zestaw', price: 50, quantity: 1 },
      ]),
    );
    expect(state.items).toEqual([
      { id: 2001, name: 'Maki', price: 12.99, quantity: 3 },
      { id: 3001, name: 'Zestaw', price: 50, quantity: 1 },
    ]);
    expect(state.totalPrice).toBe(88.97);
  });

  it('keeps the very same state when the basket set is the one it has (nothing re-renders)', () => {
    const empty = basketReducer(undefined, { type: '@@INIT' });
    expect(basketReducer(empty, itemsSet([]))).toBe(empty);
    const filled = run(itemAdded(maki, 2));
    expect(basketReducer(filled, itemsSet(JSON.parse(JSON.stringify(filled.items))))).toBe(filled);
    expect(basketReducer(filled, itemsSet([]))).toEqual({ items: [], totalPrice: 0, fulfilment: 'delivery' });
  });
});

describe('delivery or pickup (D95)', () => {
  it('takes the choice as a basket event and keeps it through changes of the lines and clearing', () => {
    const state = run(itemAdded(maki, 1), fulfilmentChosen('pickup'), itemAdded(nigiri, 2), itemIncremented(2001));
    expect(state.fulfilment).toBe('pickup');
    expect(state.items).toHaveLength(2);
    expect(basketReducer(state, basketCleared())).toEqual({ items: [], totalPrice: 0, fulfilment: 'pickup' });
  });

  it('ignores anything but a known way, and an unchanged choice keeps the state', () => {
    const pickup = run(fulfilmentChosen('pickup'));
    expect(basketReducer(pickup, fulfilmentChosen('drone'))).toBe(pickup);
    expect(basketReducer(pickup, fulfilmentChosen(null))).toBe(pickup);
    expect(basketReducer(pickup, fulfilmentChosen('pickup'))).toBe(pickup);
    expect(basketReducer(pickup, fulfilmentChosen('delivery')).fulfilment).toBe('delivery');
  });

  it('gives the discount the lines in grosze, with alcohol marked', () => {
    const state = run(itemAdded(maki, 2), itemAdded(sake, 3));
    expect(discountLines(state.items)).toEqual([
      { unitPriceGrosze: 1299, quantity: 2, isAlcohol: false },
      { unitPriceGrosze: 20, quantity: 3, isAlcohol: true },
    ]);
  });
});

describe('basket total (spec 5: rounded to 2 decimals)', () => {
  const line = (price: number, quantity: number, id = 2000 + quantity): BasketItem => ({ id, name: 'x', price, quantity });

  it('adds 0.1 and 0.2 to exactly 0.3', () => {
    expect(basketTotal([line(0.1, 1, 2001), line(0.2, 1, 2002)])).toBe(0.3);
  });

  it('totals 3 × 12.99 + 0.1 + 0.2 to 39.27', () => {
    const state = run(itemAdded(maki, 3), itemAdded(nigiri, 1), itemAdded(sake, 1));
    expect(state.totalPrice).toBe(39.27);
  });

  it('has no float noise in repeated sums', () => {
    expect(basketTotal([line(1.1, 3)])).toBe(3.3);
    expect(basketTotal([line(4.35, 3)])).toBe(13.05);
    expect(basketTotal([line(0.1, 1, 2001), line(0.2, 1, 2002), line(0.7, 1, 2003)])).toBe(1);
  });

  it('is 0 for no items', () => {
    expect(basketTotal([])).toBe(0);
  });
});

describe('isBasketItem', () => {
  const good = { id: 2001, name: 'Maki', price: 12.99, quantity: 1 };

  it('accepts a line of each type, with optional image and category', () => {
    expect(isBasketItem(good)).toBe(true);
    expect(isBasketItem({ ...good, id: 1001 })).toBe(true);
    expect(isBasketItem({ ...good, id: 3001, image: '/a.svg', category: 'zestaw' })).toBe(true);
    expect(isBasketItem({ ...good, price: 0, quantity: 99 })).toBe(true);
  });

  it.each([
    ['null', null],
    ['a string', 'Maki'],
    ['an id of no type', { ...good, id: 4001 }],
    ['an id as text', { ...good, id: '2001' }],
    ['a fractional id', { ...good, id: 2001.5 }],
    ['a missing name', { ...good, name: undefined }],
    ['a price as text', { ...good, price: '12.99' }],
    ['a negative price', { ...good, price: -1 }],
    ['an infinite price', { ...good, price: Infinity }],
    ['quantity 0', { ...good, quantity: 0 }],
    ['quantity 100', { ...good, quantity: 100 }],
    ['a fractional quantity', { ...good, quantity: 1.5 }],
    ['an image that is not text', { ...good, image: 5 }],
  ])('refuses %s', (_label, value) => {
    expect(isBasketItem(value)).toBe(false);
  });
});

describe('basket selectors', () => {
  const state = root(run(itemAdded(maki, 3), itemAdded(nigiri, 2)));

  it('select the items, the total and the number of pieces', () => {
    expect(selectBasketItems(state)).toHaveLength(2);
    expect(selectBasketTotal(state)).toBe(39.17);
    expect(selectBasketCount(state)).toBe(5);
    expect(selectBasketCount(root(initialBasketState))).toBe(0);
  });

  it('tell whether alcohol is in the basket', () => {
    expect(selectHasAlcohol(state)).toBe(false);
    const withSake = root(basketReducer(state.basket, itemAdded(sake, 1)));
    expect(selectHasAlcohol(withSake)).toBe(true);
    expect(selectHasAlcohol(root(basketReducer(withSake.basket, itemDeleted(sake.id))))).toBe(false);
  });
});
