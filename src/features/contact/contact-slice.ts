/**
 * The restaurant's facts and the week's hours every page shows (footer, contact, about, terms):
 * the build's copy first, so the first client render equals the static HTML, then the live
 * answer (docs/behaviour.md §2, D68).
 */
import { sameContent } from '../../lib/same-content';
import type { RestaurantInfo } from '../../lib/shop-api-types';
import { BUILD_RESTAURANT } from './build-restaurant';

export type ContactState = RestaurantInfo;

export const restaurantInfoLoaded = (info: RestaurantInfo) => ({ type: 'contact/restaurantInfoLoaded' as const, payload: info });

export type ContactAction = ReturnType<typeof restaurantInfoLoaded>;

export function contactReducer(state: ContactState = BUILD_RESTAURANT, action: ContactAction | { type: string }): ContactState {
  if (action.type !== 'contact/restaurantInfoLoaded') return state;
  const info = (action as ContactAction).payload;
  // An unchanged answer keeps the object, so nothing on the page renders again.
  return sameContent(state, info) ? state : { ...info };
}

export const selectRestaurantInfo = (state: { contact: ContactState }) => state.contact;
