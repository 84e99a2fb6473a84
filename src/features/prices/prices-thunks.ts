import type { AppThunk } from '../../app/store';
import { pickupTermsSet, pricesSet } from './prices-slice';

/** Loads the delivery prices; a failure is logged only (docs/behaviour.md §8) and the defaults stay. */
export const loadDeliveryPrices = (): AppThunk => async (dispatch, _getState, { shopApi }) => {
  try {
    dispatch(pricesSet(await shopApi.getDeliveryPrices()));
  } catch (error) {
    console.error('Error while getting delivery prices.', error);
  }
};

/** Loads pickup's terms (D95); a failure is logged only, and pickup stays as last known (unknown: not offered). */
export const loadPickupTerms = (): AppThunk => async (dispatch, _getState, { shopApi }) => {
  try {
    dispatch(pickupTermsSet(await shopApi.getPickupSettings()));
  } catch (error) {
    console.error('Error while getting the pickup terms.', error);
  }
};

/** Both ways' terms: whether each is offered, and on what terms (use-fulfilment-terms.ts says when). */
export const reloadFulfilmentTerms = (): AppThunk<Promise<void>> => async (dispatch) => {
  await Promise.all([dispatch(loadPickupTerms()), dispatch(loadDeliveryPrices())]);
};
