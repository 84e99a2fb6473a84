import type { AppThunk } from '../../app/store';
import { pricesSet } from './prices-slice';

/** Loads the delivery prices; a failure is logged only (docs/behaviour.md §8) and the defaults stay. */
export const loadDeliveryPrices = (): AppThunk => async (dispatch, _getState, { shopApi }) => {
  try {
    dispatch(pricesSet(await shopApi.getDeliveryPrices()));
  } catch (error) {
    console.error('Error while getting delivery prices.', error);
  }
};
