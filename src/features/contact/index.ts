/** The public entry of this feature: what pages and other features may import (npm run lint checks it). */
export { RestaurantContact, OpeningHoursLine } from './components/restaurant-contact';
export { PlaceholderWarning, SellerIdentity } from './components/seller-identity';
export { BUILD_RESTAURANT } from './build-restaurant';
export { selectRestaurantInfo } from './contact-slice';
