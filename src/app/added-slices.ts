/**
 * Slices that join the store when their feature's page mounts (Redux's code-splitting
 * pattern: replaceReducer with the shop's reducers plus the added ones), so a customer's first
 * page does not load the reducers of the checkout or the staff panel. This module itself is
 * imported only by those features, never by the first load.
 */
import { combineReducers, type Reducer } from 'redux';
import { SHOP_REDUCERS, type RootState } from './root-reducer';
import type { AppAction, AppStore } from './store';

const addedByStore = new WeakMap<AppStore, Record<string, Reducer>>();

/** Adds the slices once per store; the state of every other slice stays as it is. */
export function addSlices(store: AppStore, slices: Record<string, Reducer>): void {
  const added = addedByStore.get(store) ?? {};
  if (Object.keys(slices).every((key) => added[key] === slices[key])) return;
  const all = { ...added, ...slices };
  addedByStore.set(store, all);
  // A superset of the shop's state: Redux's typing cannot say that the store grows.
  store.replaceReducer(combineReducers({ ...SHOP_REDUCERS, ...all }) as unknown as Reducer<RootState, AppAction>);
}
