/**
 * The restaurant-menu variant (paths containing menurestauracja): the dining room's lists
 * from /shop/menu/*, shown without basket, counter or add button. Same state and rules as
 * the online menu (docs/behaviour.md §3: "a parallel state"), made by the menu's factories under the
 * 'restaurantMenu' prefix, so the two can never drift apart.
 */
import { createMenuActions, createMenuReducer } from './menu-slice';

export const restaurantMenuActions = createMenuActions('restaurantMenu');
export const restaurantMenuReducer = createMenuReducer('restaurantMenu');
