/**
 * The restaurant-menu variant's page body, shared by /menurestauracja/ (and its deeper
 * paths) and the 404 page, which shows it for any other path containing 'menurestauracja'.
 * Read-only: the restaurant Layout has no basket, and the browser no add button.
 */
import React from 'react';
import type { MenuLists } from '../menu-slice';
import { Layout } from '../../shell';
import { MenuBrowser } from './menu-browser';
import { MenuIntro } from './menu-intro';

export const RESTAURANT_MENU_TITLE = 'Menu restauracji';
export const RESTAURANT_MENU_DESCRIPTION =
  'Menu naszej restauracji sushi: zestawy, maki, nigiri, sashimi, zupy, desery, napoje i alkohole z cenami.';

/** `prerendered`: the build's restaurant-menu lists (page context), shown until live ones load. */
export function RestaurantMenuPage({ prerendered }: { prerendered?: MenuLists }) {
  return (
    <Layout variant="restaurant" width="wide">
      <MenuIntro title={RESTAURANT_MENU_TITLE}>
        Wybierz danie i zamów je u obsługi. Kliknij pozycję, aby zobaczyć opis i alergeny.
      </MenuIntro>
      <MenuBrowser variant="restaurant" prerendered={prerendered} />
    </Layout>
  );
}
