/**
 * Fresh stores over a fake shop API for unit tests. Every call of the fake answers with
 * harmless empty data unless a test overrides it, so a test states only what it is about.
 */
import { makeStore } from '../../src/app/store';
import type { RootState } from '../../src/app/root-reducer';
import type { ShopApi } from '../../src/lib/shop-api';
import type { MenuItem } from '../../src/lib/shop-api-types';

export function fakeShopApi(overrides: Partial<ShopApi> = {}): ShopApi {
  const base: ShopApi = {
    getWelcomeText: jest.fn().mockResolvedValue({ title: '', text: '' }),
    getCarousel: jest.fn().mockResolvedValue([]),
    getDeliveryPrices: jest.fn().mockResolvedValue({ zoneA: 10, zoneB: 20 }),
    getNotice: jest.fn().mockResolvedValue({ text: '', isVisible: false, isSystemClose: false }),
    getSets: jest.fn().mockResolvedValue([]),
    getProducts: jest.fn().mockResolvedValue([]),
    getIngredients: jest.fn().mockResolvedValue([]),
    getMenuSets: jest.fn().mockResolvedValue([]),
    getMenuProducts: jest.fn().mockResolvedValue([]),
    getMenuIngredients: jest.fn().mockResolvedValue([]),
    getInstagram: jest.fn().mockResolvedValue([]),
  };
  return { ...base, ...overrides };
}

/** One fresh store per test, with the fake API as the thunk extra argument. */
export function makeTestStore(overrides: Partial<ShopApi> = {}, preloadedState?: Partial<RootState>) {
  const shopApi = fakeShopApi(overrides);
  return { store: makeStore({ shopApi }, preloadedState), shopApi };
}

let nextId = 2001;

/** A menu item as the API sends it; a product unless the id says otherwise. */
export function menuItem(fields: Partial<MenuItem> & { name: string }): MenuItem {
  return {
    id: nextId++,
    category: 'maki',
    price: 20,
    description: [],
    desc: '',
    image: '/images/menu/maki.svg',
    isVisible: true,
    allergens: [],
    ...fields,
  };
}

/** Lets pending promise callbacks run (fake API answers are already resolved). */
export const flushPromises = () => new Promise((resolve) => setTimeout(resolve, 0));
