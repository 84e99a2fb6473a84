/**
 * The staff slice joins the store when /admin/ mounts (the panel is client-only), so its
 * reducer stays out of what every customer page loads. Components of the panel read it with
 * useStaffSelector, typed with the slice.
 */
import { useSelector } from 'react-redux';
import { addSlices } from '../../app/added-slices';
import type { RootState } from '../../app/root-reducer';
import type { AppStore } from '../../app/store';
import { orderMailsReducer, type OrderMailsState } from './order-mails-slice';
import { releasesReducer, type ReleasesState } from './releases-slice';
import { staffReducer, type StaffState } from './staff-slice';

export type StaffRootState = RootState & { staff: StaffState; staffReleases: ReleasesState; staffOrderMails: OrderMailsState };
export type StaffStore = Omit<AppStore, 'getState'> & { getState(): StaffRootState };

/** Adds the staff slices (once; the rest of the state stays as it is). */
export function addStaffSlice(store: AppStore): StaffStore {
  addSlices(store, { staff: staffReducer, staffReleases: releasesReducer, staffOrderMails: orderMailsReducer });
  return store as StaffStore;
}

export const useStaffSelector = useSelector.withTypes<StaffRootState>();
