import { createMenuSelectors } from './menu-selectors';
import type { MenuState } from './menu-slice';

/** The menu's selectors (same names) over the restaurantMenu slice. */
export const restaurantMenuSelectors = createMenuSelectors(
  (state: { restaurantMenu: MenuState }) => state.restaurantMenu,
);
