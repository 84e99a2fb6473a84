/**
 * Keeps the board live while it is shown: fetches the orders at once, then follows
 * staffOrderEvents (staff-live-thunks.ts).
 */
import { useEffect } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { watchStaffOrders } from '../staff-live-thunks';
import { fetchStaffOrders } from '../staff-thunks';

export function useStaffLive(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(fetchStaffOrders());
    return dispatch(watchStaffOrders());
  }, [dispatch]);
}
