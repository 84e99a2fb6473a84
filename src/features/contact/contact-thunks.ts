import type { AppThunk } from '../../app/store';
import { restaurantInfoLoaded } from './contact-slice';

/** The live facts and hours; a failure is logged only and the build's copy stays (as the prices). */
export const loadRestaurantInfo = (): AppThunk => async (dispatch, _getState, { shopApi }) => {
  try {
    dispatch(restaurantInfoLoaded(await shopApi.getRestaurantInfo()));
  } catch (error) {
    console.error('Error while getting the restaurant info.', error);
  }
};
