/**
 * What components dispatch to change the basket. Each thunk dispatches one basket event and
 * then saves the resulting items (docs/behaviour.md §4: "after each change the total is recalculated and
 * the basket saved"). Why thunks and not a store subscriber: the reducer stays pure, the
 * store stays generic (SSR stores never write storage), every write belongs to exactly one
 * basket event (no comparing states on every unrelated action) and tests see the write
 * synchronously. The events themselves remain plain, for reducers of other slices to hear.
 */
import type { AppThunk } from '../../app/store';
import { BASKET_KEY, PRODUCT_NAME, readList, readValue, removeKey, writeList, writeValue } from '../../lib/storage';
import type { Fulfilment } from '../../../domain/rules/fulfilment';
import {
  basketCleared,
  fulfilmentChosen,
  isFulfilment,
  isBasketItem,
  itemAdded,
  itemDecremented,
  itemDeleted,
  itemIncremented,
  itemsSet,
  selectBasketItems,
  selectChosenFulfilment,
  type BasketItemInput,
} from './basket-slice';

/**
 * The basket's way of receiving (D95), beside its lines rather than in them: SUSHI_LIST stays
 * the array of lines docs/behaviour.md §3 names, which an older tab still reads.
 */
export const FULFILMENT_KEY = `${PRODUCT_NAME}_FULFILMENT`;

type BasketEvent = ReturnType<
  typeof itemAdded | typeof itemDeleted | typeof itemIncremented | typeof itemDecremented | typeof itemsSet
>;

const changeAndSave =
  (event: BasketEvent): AppThunk<void> =>
  (dispatch, getState) => {
    dispatch(event);
    writeList(BASKET_KEY, selectBasketItems(getState()));
  };

/** Adds `quantity` pieces; nothing happens when the quantity is 0 or missing. */
export const addItem = (item: BasketItemInput, quantity: number) => changeAndSave(itemAdded(item, quantity));
export const deleteItem = (id: number) => changeAndSave(itemDeleted(id));
export const incrementItem = (id: number) => changeAndSave(itemIncremented(id));
/** Never below 1; use deleteItem to remove a line. */
export const decrementItem = (id: number) => changeAndSave(itemDecremented(id));
export const setItems = (items: readonly unknown[]) => changeAndSave(itemsSet(items));

/** Delivery or pickup, kept for the next visit like the lines. */
export const chooseFulfilment = (fulfilment: Fulfilment): AppThunk<void> => (dispatch, getState) => {
  dispatch(fulfilmentChosen(fulfilment));
  writeValue(FULFILMENT_KEY, selectChosenFulfilment(getState()));
};

/** Empties the basket and forgets the saved one (the way of receiving stays, D95). */
export const clearBasket = (): AppThunk<void> => (dispatch) => {
  dispatch(basketCleared());
  removeKey(BASKET_KEY);
};

/**
 * Restores the saved basket on page load. Only well-formed lines survive (bad JSON, the
 * text 'undefined', foreign objects are dropped) and the cleaned basket is saved back.
 */
export const restoreBasket = (): AppThunk<void> => (dispatch) => {
  dispatch(setItems(readList(BASKET_KEY, isBasketItem)));
  const fulfilment = readValue(FULFILMENT_KEY, isFulfilment);
  if (fulfilment) dispatch(fulfilmentChosen(fulfilment));
};
