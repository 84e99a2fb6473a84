/**
 * The promo code on a page that shows the basket's sums (basket, summary, payment): adds the
 * slice to the store, brings back the saved code after a reload, and asks the server again
 * whenever the lines, the way of receiving or the customer's contact change (D105).
 */
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { addSlices } from '../../app/added-slices';
import { selectBasketItems } from './basket-slice';
import { selectFulfilment } from './fulfilment-choice';
import { promoReducer, selectPromo, type PromoState, type WithPromo } from './promo-slice';
import { recheckPromoCode, restorePromoCode, type PromoContact } from './promo-thunks';

/** `ready` false while the caller's contact is not known yet (the checkout form loads after mount). */
export function usePromoCode({ email, phoneNumber }: PromoContact = {}, ready = true): void {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectBasketItems);
  const fulfilment = useAppSelector(selectFulfilment);

  // Added after rendering, not during it: replacing the reducer notifies every subscriber (the
  // top bar too), which React refuses while another component renders. Until then the
  // selectors read the empty slice.
  useEffect(() => {
    addSlices(store, { promo: promoReducer });
    dispatch(restorePromoCode());
  }, [store, dispatch]);

  useEffect(() => {
    if (ready) void dispatch(recheckPromoCode({ email, phoneNumber }));
  }, [dispatch, ready, items, fulfilment, email, phoneNumber]);
}

/** The slice as components read it (the empty one before the page added it). */
export const usePromoState = (): PromoState => useAppSelector((state) => selectPromo(state as Partial<WithPromo>));
