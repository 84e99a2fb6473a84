import { combineReducers } from 'redux';
import { accountReducer } from '../features/account/account-slice';
import { navigationReducer } from '../features/shell/navigation-slice';
import { basketReducer } from '../features/basket/basket-slice';
import { carouselReducer } from '../features/carousel/carousel-slice';
import { contactReducer } from '../features/contact/contact-slice';
import { contentReducer } from '../features/content/content-slice';
import { menuReducer } from '../features/menu/menu-slice';
import { modalReducer } from '../features/modal/modal-slice';
import { pricesReducer } from '../features/prices/prices-slice';
import { restaurantMenuReducer } from '../features/menu/restaurant-menu-slice';
import { systemReducer } from '../features/system/system-slice';

// Slice keys are the state names of docs/behaviour.md §3; new features add their reducer here.
// The notice (text, isVisible, isSystemClose) lives in `system` next to isDisabled, because the
// server sends both as one answer and the notice's close flag is the system switch.
// The checkout's and the staff panel's slices are not here: their pages add them when they
// mount (added-slices.ts), so a customer's first page does not load their reducers.
export const SHOP_REDUCERS = {
  basket: basketReducer,
  menu: menuReducer,
  restaurantMenu: restaurantMenuReducer,
  account: accountReducer,
  system: systemReducer,
  prices: pricesReducer,
  modal: modalReducer,
  carousel: carouselReducer,
  content: contentReducer,
  contact: contactReducer,
  navigation: navigationReducer,
};

export const rootReducer = combineReducers(SHOP_REDUCERS);

export type RootState = ReturnType<typeof rootReducer>;
