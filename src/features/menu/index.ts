/** The public entry of this feature: what pages and other features may import (npm run lint checks it). */
export { MenuBrowser } from './components/menu-browser';
export { MenuIntro } from './components/menu-intro';
export { RESTAURANT_MENU_DESCRIPTION, RESTAURANT_MENU_TITLE, RestaurantMenuPage } from './components/restaurant-menu-page';
export { createMenuSelectors } from './menu-selectors';
export { initialMenuState } from './menu-slice';
export type { MenuLists, MenuState } from './menu-slice';
