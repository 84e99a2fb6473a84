import { loadMenu, MENU_LOAD_ERROR_LOG } from '../../../src/features/menu/menu-thunks';
import { menuSelectors } from '../../../src/features/menu/menu-selectors';
import { searchChanged } from '../../../src/features/menu/menu-slice';
import type { MenuItem } from '../../../src/lib/shop-api-types';
import { makeTestStore, menuItem } from '../../support/fake-services';

const sets = [menuItem({ id: 3001, name: 'Zestaw', category: 'zestaw' })];
const products = [menuItem({ id: 2001, name: 'Maki', category: 'maki' })];
const ingredients = [menuItem({ id: 1001, name: 'Wasabi', category: 'dodatki' })];

/** A promise the test resolves or rejects by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let log: jest.SpyInstance;
beforeEach(() => {
  log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => log.mockRestore());

describe('loadMenu', () => {
  it('is loading while the three lists are fetched in parallel, then stores them', async () => {
    const pending = { sets: deferred<MenuItem[]>(), products: deferred<MenuItem[]>(), ingredients: deferred<MenuItem[]>() };
    const { store, shopApi } = makeTestStore({
      getSets: jest.fn(() => pending.sets.promise),
      getProducts: jest.fn(() => pending.products.promise),
      getIngredients: jest.fn(() => pending.ingredients.promise),
    });
    store.dispatch(searchChanged('stare'));

    const done = store.dispatch(loadMenu());
    expect(menuSelectors.selectIsLoading(store.getState())).toBe(true);
    // All three requests are out before any answers.
    expect(shopApi.getSets).toHaveBeenCalledTimes(1);
    expect(shopApi.getProducts).toHaveBeenCalledTimes(1);
    expect(shopApi.getIngredients).toHaveBeenCalledTimes(1);

    pending.ingredients.resolve(ingredients);
    pending.products.resolve(products);
    pending.sets.resolve(sets);
    await done;

    const { menu } = store.getState();
    expect(menu).toMatchObject({ sets, products, ingredients, isLoading: false, loadError: false, menuSearch: '' });
    expect(menuSelectors.selectFilteredAndSearchedMenu(store.getState()).map((i) => i.name)).toEqual(['Zestaw', 'Maki', 'Wasabi']);
    expect(log).not.toHaveBeenCalled();
  });

  it("on failure logs 'Error while getting menu.', stops loading and marks the error", async () => {
    const failure = new Error('offline');
    const { store } = makeTestStore({ getProducts: jest.fn().mockRejectedValue(failure) });

    await expect(store.dispatch(loadMenu())).resolves.toBeUndefined();

    expect(log).toHaveBeenCalledWith(MENU_LOAD_ERROR_LOG, failure);
    expect(MENU_LOAD_ERROR_LOG).toBe('Error while getting menu.');
    expect(store.getState().menu).toMatchObject({ isLoading: false, loadError: true, products: [] });
  });

  it('treats a fetcher that throws at once like a failed request', async () => {
    const { store } = makeTestStore({
      getSets: jest.fn(() => {
        throw new TypeError('not a function');
      }),
    });
    await store.dispatch(loadMenu());
    expect(log).toHaveBeenCalledWith(MENU_LOAD_ERROR_LOG, expect.any(TypeError));
    expect(store.getState().menu.loadError).toBe(true);
  });

  it('retries when dispatched again after a failure', async () => {
    const getSets = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(sets);
    const { store } = makeTestStore({ getSets, getProducts: jest.fn().mockResolvedValue(products) });

    await store.dispatch(loadMenu());
    expect(store.getState().menu.loadError).toBe(true);

    await store.dispatch(loadMenu());
    expect(getSets).toHaveBeenCalledTimes(2);
    expect(store.getState().menu).toMatchObject({ loadError: false, isLoading: false, sets, products });
  });

  it('does not start a second load while one is under way', async () => {
    const pending = deferred<MenuItem[]>();
    const getSets = jest.fn(() => pending.promise);
    const { store } = makeTestStore({ getSets });

    const first = store.dispatch(loadMenu());
    await store.dispatch(loadMenu());
    expect(getSets).toHaveBeenCalledTimes(1);

    pending.resolve(sets);
    await first;
    expect(store.getState().menu.sets).toEqual(sets);
  });

  it('leaves the restaurant menu alone', async () => {
    const { store, shopApi } = makeTestStore({ getSets: jest.fn().mockResolvedValue(sets) });
    await store.dispatch(loadMenu());
    expect(store.getState().restaurantMenu.sets).toEqual([]);
    expect(shopApi.getMenuSets).not.toHaveBeenCalled();
  });
});
