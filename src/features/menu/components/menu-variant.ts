/**
 * Which slice a menu browser shows. The online menu and the restaurant-menu variant share
 * every component; only this table says where their state, events and load thunk live.
 */
import type { RootState } from '../../../app/root-reducer';
import type { AppThunk } from '../../../app/store';
import type { MenuSelectors } from '../menu-selectors';
import { menuSelectors } from '../menu-selectors';
import { menuActions, type MenuActions } from '../menu-slice';
import { loadMenu } from '../menu-thunks';
import { restaurantMenuSelectors } from '../restaurant-menu-selectors';
import { restaurantMenuActions } from '../restaurant-menu-slice';
import { loadRestaurantMenu } from '../restaurant-menu-thunks';

/** 'shop': /menu, orders go to the basket. 'restaurant': menurestauracja, read-only. */
export type MenuVariant = 'shop' | 'restaurant';

export interface MenuBinding {
  selectors: MenuSelectors<RootState>;
  actions: MenuActions;
  /** Dispatched again by the retry button after a failed load. */
  load: () => AppThunk;
}

export const MENU_BINDINGS: Readonly<Record<MenuVariant, MenuBinding>> = {
  shop: { selectors: menuSelectors, actions: menuActions, load: loadMenu },
  restaurant: { selectors: restaurantMenuSelectors, actions: restaurantMenuActions, load: loadRestaurantMenu },
};
