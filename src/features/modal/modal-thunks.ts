import type { AppThunk } from '../../app/store';
import { addItem } from '../basket/basket-thunks';
import { selectProductData, selectProductQuantity } from './modal-slice';

/**
 * 'Dodaj do koszyka' in the product modal: adds the shown product with the counter's
 * quantity (and saves the basket). The counter then returns to 1 by the modal reducer.
 */
export const addModalProductToBasket = (): AppThunk<void> => (dispatch, getState) => {
  const state = getState();
  dispatch(addItem(selectProductData(state), selectProductQuantity(state)));
};
