/** The public entry of this feature: what pages may import (npm run lint checks it). */
export { RESTAURANT_MENU_DESCRIPTION, RESTAURANT_MENU_TITLE, RestaurantMenuPage } from './components/restaurant-menu-page';
