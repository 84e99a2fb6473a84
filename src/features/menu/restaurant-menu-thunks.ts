import { createLoadMenu } from './menu-thunks';
import { restaurantMenuActions } from './restaurant-menu-slice';

/** Loads the restaurant menu from /shop/menu/sushiSet, /shop/menu/product, /shop/menu/ingredient. */
export const loadRestaurantMenu = createLoadMenu(
  restaurantMenuActions,
  (state) => state.restaurantMenu,
  (api) => [api.getMenuSets(), api.getMenuProducts(), api.getMenuIngredients()],
);
