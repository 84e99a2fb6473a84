/**
 * What components dispatch to change the basket. Each thunk dispatches one basket event and
 * then saves the resulting items (docs/behaviour.md §4: "after each change the total is recalculated and
 * the basket saved"). Why thunks and not a store subscriber: the reducer stays pure, the
 * store stays generic (SSR stores never write storage), every write belongs to exactly one
 * basket event (no comparing states on every unrelated action) and tests see the write
 * synchronously. The events themselves remain plain, for reducers of other slices to hear.
 */
import type { AppThunk } from '../../app/store';
import { BASKET_KEY, readList, removeKey, writeList } from '../../lib/storage';
import {
  basketCleared,
  isBasketItem,
  itemAdded,
  itemDecremented,
  itemDeleted,
  itemIncremented,
  itemsSet,
  selectBasketItems,
  type BasketItemInput,
} from './basket-slice';

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

/** Empties the basket and forgets the saved one. */
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
};
