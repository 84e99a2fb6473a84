/**
 * What components dispatch to change the basket. Each thunk dispatches one basket event and
 * then saves the resulting items (docs/behaviour.md §4: "after each change the total is recalculated and
 * the basket saved"). Why thunks and not a store subscriber: the reducer stays pure, the
 * store stays generic (SSR stores never write storage), every write belongs to exactly one
 * basket event (no comparing states on every unrelated action) and tests see the write
 * synchronously. The events themselves remain plain, for reducers of other slices to hear.
 */
import type { AppThunk } from '../../app/store';
import { BASKET_KEY, PROMO_KEY, PRODUCT_NAME, readList, readValue, removeKey, writeList, writeValue } from '../../lib/storage';
import type { Fulfilment } from '../../../domain/rules/fulfilment';
import { ADULT_CATEGORY } from '../../../domain/rules/menu-catalogue';
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

/**
 * D101: the customer's word that they are 18 or older, given when the first alcoholic drink goes
 * into the basket. It belongs to this basket: saved beside it and forgotten with it, so the next
 * basket (maybe another person's at the same computer) asks again. The summary still asks
 * for its own confirmation, which the order carries (adultConfirmed).
 */
export const ADULT_CONFIRMED_KEY = `${PRODUCT_NAME}_ADULT_CONFIRMED`;

const isTrue = (value: unknown): value is true => value === true;

/** Whether adding `item` must first ask the customer's age (an alcoholic drink, not yet confirmed). */
export const needsAgeCheck = (item: { category?: string }): boolean =>
  item.category === ADULT_CATEGORY && readValue(ADULT_CONFIRMED_KEY, isTrue) !== true;

/** The customer said 'Mam ukończone 18 lat': remembered until the basket is emptied. */
export const confirmAdultAge = (): void => writeValue(ADULT_CONFIRMED_KEY, true);

/**
 * Empties the basket and forgets the saved one (the way of receiving stays, D95), the age given
 * for it (D101) and its promo code (D105: one code per order; the promo slice hears the event).
 */
export const clearBasket = (): AppThunk<void> => (dispatch) => {
  dispatch(basketCleared());
  removeKey(BASKET_KEY);
  removeKey(ADULT_CONFIRMED_KEY);
  removeKey(PROMO_KEY);
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
