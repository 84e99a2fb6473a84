/**
 * The staff slice joins the store when /admin/ mounts (the panel is client-only), so its
 * reducer stays out of what every customer page loads. Components of the panel read it with
 * useStaffSelector, typed with the slice.
 */
import { useSelector } from 'react-redux';
import { combineReducers, type Reducer } from 'redux';
import { SHOP_REDUCERS, type RootState } from '../../app/root-reducer';
import type { AppAction, AppStore } from '../../app/store';
import { releasesReducer, type ReleasesState } from './releases-slice';
import { staffReducer, type StaffState } from './staff-slice';

export type StaffRootState = RootState & { staff: StaffState; staffReleases: ReleasesState };
export type StaffStore = Omit<AppStore, 'getState'> & { getState(): StaffRootState };

const withStaffReducer = combineReducers({ ...SHOP_REDUCERS, staff: staffReducer, staffReleases: releasesReducer });

/** Adds the staff slice (once; the rest of the state stays as it is). */
export function addStaffSlice(store: AppStore): StaffStore {
  if (!('staff' in store.getState())) {
    // A superset of the store's state: Redux's typing cannot say that the store grows.
    store.replaceReducer(withStaffReducer as unknown as Reducer<RootState, AppAction>);
  }
  return store as StaffStore;
}

export const useStaffSelector = useSelector.withTypes<StaffRootState>();
