/**
 * The checkout slice joins the store while a checkout page renders, before any of its
 * selectors or thunks run (added-slices.ts), so its reducer stays out of every other page's
 * first load. Components of the checkout read it with useCheckoutSelector, typed with the slice.
 */
import { useSelector, useStore } from 'react-redux';
import { addSlices } from '../../app/added-slices';
import type { RootState } from '../../app/root-reducer';
import type { AppStore } from '../../app/store';
import { checkoutReducer, type WithCheckout } from './checkout-slice';

/** Adds the slice (once per store: every render may call it). */
export function useCheckoutSlice(): void {
  addSlices(useStore() as AppStore, { checkout: checkoutReducer });
}

export const useCheckoutSelector = useSelector.withTypes<RootState & WithCheckout>();
