import { loadRestaurantPage, loadShopPage } from '../../src/app/page-load';
import { selectBasketCount } from '../../src/features/basket/basket-slice';
import { selectCarouselSlides } from '../../src/features/carousel/carousel-slice';
import { menuSelectors } from '../../src/features/menu/menu-selectors';
import { selectIsSystemModalActive, selectModalSystemDisabled } from '../../src/features/modal/modal-slice';
import { selectDeliveryTerms } from '../../src/features/prices/prices-slice';
import { DEFAULT_DELIVERY_TERMS } from '../../domain/rules/delivery-terms';
import { restaurantMenuSelectors } from '../../src/features/menu/restaurant-menu-selectors';
import { selectIsShopClosed, selectNotice } from '../../src/features/system/system-slice';
import type { MenuItem } from '../../src/lib/shop-api-types';
import { BASKET_KEY, CAROUSEL_KEY } from '../../src/lib/storage';
import { makeTestStore, menuItem } from '../support/fake-services';
import { PLAIN_DELIVERY, SEED_HOURS } from '../support/fake-services';

const notice = { text: 'Dziś zamknięte', isVisible: true, isSystemClose: true };
const slide = { id: 1, title: 'Promocja', text: 'Tekst', image: '/c/1.jpg', link: '/menu/' };
const products = [menuItem({ id: 2001, name: 'Maki', category: 'maki' })];
const savedBasket = [{ id: 2001, name: 'Maki', price: 20, quantity: 2 }];

/** A fake API whose every page-load call succeeds. */
const working = () => ({
  getNotice: jest.fn().mockResolvedValue(notice),
  getProducts: jest.fn().mockResolvedValue(products),
  getCarousel: jest.fn().mockResolvedValue([slide]),
  getDeliveryPrices: jest.fn().mockResolvedValue({ ...PLAIN_DELIVERY, zoneA: 12, zoneB: 24, minimumOrderB: 40 }),
});

const down = () => jest.fn().mockRejectedValue(new Error('down'));

let log: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(BASKET_KEY, JSON.stringify(savedBasket));
  log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => log.mockRestore());

function expectEverythingButNoticeLoaded(state: ReturnType<ReturnType<typeof makeTestStore>['store']['getState']>) {
  expect(selectBasketCount(state)).toBe(2);
  expect(menuSelectors.selectProducts(state)).toEqual(products);
  expect(menuSelectors.selectIsLoading(state)).toBe(false);
  expect(selectCarouselSlides(state)).toEqual([slide]);
  expect(selectDeliveryTerms(state)).toEqual({
    A: { priceGrosze: 1200, minimumOrderGrosze: 0, freeDeliveryFromGrosze: null },
    B: { priceGrosze: 2400, minimumOrderGrosze: 4000, freeDeliveryFromGrosze: null },
  });
  expect(state.contact.hours).toBe(SEED_HOURS); // the restaurant's facts and hours, live
}

describe('loadShopPage (spec 4 page load)', () => {
  it('loads notice, basket, menu, modal state, carousel and delivery prices', async () => {
    const { store } = makeTestStore(working());

    await store.dispatch(loadShopPage());

    const state = store.getState();
    expect(selectNotice(state)).toEqual(notice);
    expect(selectIsShopClosed(state)).toBe(true);
    expect(selectIsSystemModalActive(state)).toBe(true);
    expect(selectModalSystemDisabled(state)).toBe(true);
    expectEverythingButNoticeLoaded(state);
    expect(JSON.parse(localStorage.getItem(CAROUSEL_KEY)!)).toEqual([slide]);
    expect(log).not.toHaveBeenCalled();
  });

  it('leaves the notice modal closed when the notice is not visible', async () => {
    const { store } = makeTestStore({
      ...working(),
      getNotice: jest.fn().mockResolvedValue({ text: '', isVisible: false, isSystemClose: false }),
    });
    await store.dispatch(loadShopPage());
    expect(selectIsSystemModalActive(store.getState())).toBe(false);
    expect(selectModalSystemDisabled(store.getState())).toBe(false);
  });

  it('rethrows a notice failure, but only after every other part has loaded', async () => {
    const failure = new Error('notice down');
    let answerProducts!: (items: MenuItem[]) => void;
    const { store } = makeTestStore({
      ...working(),
      getNotice: jest.fn().mockRejectedValue(failure),
      getProducts: jest.fn(() => new Promise<MenuItem[]>((resolve) => (answerProducts = resolve))),
    });

    let settled = false;
    const load = store.dispatch(loadShopPage()).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);

    answerProducts(products);
    await expect(load).rejects.toBe(failure);

    const state = store.getState();
    expectEverythingButNoticeLoaded(state);
    expect(selectIsSystemModalActive(state)).toBe(false);
  });

  it.each([
    ['the menu', { getProducts: down() }, 'Error while getting menu.'],
    ['the carousel', { getCarousel: down() }, 'Error while getting carousel.'],
    ['the delivery prices', { getDeliveryPrices: down() }, 'Error while getting delivery prices.'],
  ])('a failure of %s is logged and stops nothing else', async (_part, failing, message) => {
    const { store } = makeTestStore({ ...working(), ...failing });

    await expect(store.dispatch(loadShopPage())).resolves.toBeUndefined();

    expect(log).toHaveBeenCalledWith(message, expect.any(Error));
    const state = store.getState();
    expect(selectNotice(state)).toEqual(notice);
    expect(selectIsSystemModalActive(state)).toBe(true);
    expect(selectBasketCount(state)).toBe(2);
  });

  it('with everything down, restores the basket and rethrows the notice failure', async () => {
    const failure = new Error('notice down');
    const { store } = makeTestStore({
      getNotice: jest.fn().mockRejectedValue(failure),
      getSets: down(),
      getProducts: down(),
      getIngredients: down(),
      getCarousel: down(),
      getDeliveryPrices: down(),
    });
    localStorage.setItem(CAROUSEL_KEY, JSON.stringify([slide]));

    await expect(store.dispatch(loadShopPage())).rejects.toBe(failure);

    const state = store.getState();
    expect(selectBasketCount(state)).toBe(2);
    expect(selectCarouselSlides(state)).toEqual([slide]);
    expect(menuSelectors.selectLoadError(state)).toBe(true);
    expect(selectDeliveryTerms(state)).toBe(DEFAULT_DELIVERY_TERMS);
  });

  it('with a pause (the browser: one task each), starts one part per pause, in order, and still settles every part', async () => {
    const failure = new Error('notice down');
    const pauses: Array<() => void> = [];
    const { store, shopApi } = makeTestStore({ ...working(), getNotice: jest.fn().mockRejectedValue(failure) }, undefined, {
      pause: () => new Promise((resolve) => pauses.push(resolve)),
    });

    const outcome = store.dispatch(loadShopPage()).then(() => 'loaded', (error: unknown) => error);
    const startedCalls = () =>
      [shopApi.getNotice, shopApi.getProducts, shopApi.getCarousel, shopApi.getDeliveryPrices, shopApi.getRestaurantInfo].map((call) => jest.mocked(call).mock.calls.length);
    expect(startedCalls()).toEqual([1, 0, 0, 0, 0]);
    // Basket, user, menu, carousel, prices, the restaurant's facts: each waits for its own pause.
    for (const expected of [[1, 0, 0, 0, 0], [1, 0, 0, 0, 0], [1, 1, 0, 0, 0], [1, 1, 1, 0, 0], [1, 1, 1, 1, 0], [1, 1, 1, 1, 1]]) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      pauses.shift()!();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(startedCalls()).toEqual(expected);
    }

    // The notice failed while the others waited; it still comes out last.
    expect(await outcome).toBe(failure);
    expectEverythingButNoticeLoaded(store.getState());
  });

  it('does not load the restaurant menu', async () => {
    const { store, shopApi } = makeTestStore(working());
    await store.dispatch(loadShopPage());
    expect(shopApi.getMenuSets).not.toHaveBeenCalled();
    expect(shopApi.getMenuProducts).not.toHaveBeenCalled();
    expect(shopApi.getMenuIngredients).not.toHaveBeenCalled();
  });
});

describe('loadRestaurantPage', () => {
  it('loads only the restaurant menu: no notice, basket, carousel, prices or shop menu', async () => {
    const { store, shopApi } = makeTestStore({ getMenuProducts: jest.fn().mockResolvedValue(products) });

    await store.dispatch(loadRestaurantPage());

    expect(restaurantMenuSelectors.selectProducts(store.getState())).toEqual(products);
    for (const call of ['getNotice', 'getSets', 'getProducts', 'getIngredients', 'getCarousel', 'getDeliveryPrices'] as const) {
      expect(shopApi[call]).not.toHaveBeenCalled();
    }
    expect(selectBasketCount(store.getState())).toBe(0);
  });
});
