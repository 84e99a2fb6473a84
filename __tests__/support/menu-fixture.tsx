/**
 * A small menu in the API's shape and a render helper for the menu browser and the menu
 * pages: a real store (makeTestStore), the site's theme, the store filled the way the page
 * load fills it (by dispatching the real load thunk against the fake API).
 */
import { render } from '@testing-library/react';
import React, { type ReactElement } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from '../../src/app/store';
import type { ShopApi } from '../../src/lib/shop-api';
import type { MenuItem } from '../../src/lib/shop-api-types';
import { loadMenu } from '../../src/features/menu/menu-thunks';
import { loadRestaurantMenu } from '../../src/features/menu/restaurant-menu-thunks';
import type { RootState } from '../../src/app/root-reducer';
import { makeTestStore, menuItem } from './fake-services';

export const SETS: MenuItem[] = [
  menuItem({ id: 3001, name: 'Zestaw Łosoś Mix', category: 'zestaw', price: 89, image: '/images/menu/zestaw.svg' }),
  menuItem({ id: 3002, name: 'Zestaw Wege', category: 'zestaw', price: 59 }),
];

/** 13 maki (with the sets and add-ons that makes two pages of 12) and one soup. */
export const PRODUCTS: MenuItem[] = [
  menuItem({ id: 2001, name: 'Hosomaki Łosoś', category: 'maki', price: 18.5, description: ['8 szt', 'łosoś'] }),
  ...Array.from({ length: 12 }, (_, i) =>
    menuItem({ id: 2010 + i, name: `Uramaki nr ${i + 1}`, category: 'maki', price: 30 + i }),
  ),
  menuItem({ id: 2100, name: 'Zupa Miso', category: 'zupy', price: 14 }),
];

export const INGREDIENTS: MenuItem[] = [
  menuItem({ id: 1001, name: 'Sos sojowy', category: 'dodatki', price: 2, description: ['50 ml'] }),
  menuItem({ id: 1101, name: 'Woda gazowana', category: 'beverages', price: 6 }),
  menuItem({ id: 1201, name: 'Sake Gekkeikan', category: 'alcohol', price: 25 }),
  // A bare ingredient: never listed on its own.
  menuItem({ id: 1301, name: 'Łosoś', category: 'ingredient', price: 9 }),
];

/** Everything the grid lists: sets, products, then the orderable ingredients. */
export const LISTED_COUNT = SETS.length + PRODUCTS.length + INGREDIENTS.length - 1;

/** The shop API's menu answers, for both variants. */
export function menuApi(): Partial<ShopApi> {
  return {
    getSets: jest.fn().mockResolvedValue(SETS),
    getProducts: jest.fn().mockResolvedValue(PRODUCTS),
    getIngredients: jest.fn().mockResolvedValue(INGREDIENTS),
    getMenuSets: jest.fn().mockResolvedValue(SETS.slice(0, 1)),
    getMenuProducts: jest.fn().mockResolvedValue(PRODUCTS.slice(0, 2)),
    getMenuIngredients: jest.fn().mockResolvedValue(INGREDIENTS),
  };
}

interface Options {
  api?: Partial<ShopApi>;
  preloadedState?: Partial<RootState>;
  /** Which slice to fill before rendering, as the root wrapper's page load would; null: none. */
  load?: 'shop' | 'restaurant' | null;
}

/** A fresh store with the menu loaded, then `ui` rendered in it. */
export async function renderWithMenu(ui: ReactElement, { api = menuApi(), preloadedState, load = 'shop' }: Options = {}) {
  const { store, shopApi } = makeTestStore(api, preloadedState);
  if (load === 'shop') await store.dispatch(loadMenu());
  if (load === 'restaurant') await store.dispatch(loadRestaurantMenu());
  const view = render(<Provider store={store}>{ui}</Provider>);
  return { store: store as AppStore, shopApi, ...view };
}
