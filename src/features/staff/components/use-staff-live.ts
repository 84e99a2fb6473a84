/**
 * Keeps the board live: fetches the orders at once, then subscribes to staffOrderEvents and
 * fetches again on every event and on every (re)connection, so an order placed while the
 * socket was down still shows. The connection state drives the 'Brak połączenia' banner.
 */
import { useEffect } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { staffConnectionChanged } from '../staff-slice';
import { fetchStaffOrders, staffIdToken } from '../staff-thunks';
import { createGraphqlClient, type GraphqlClient } from '../../../lib/graphql-client';

export function useStaffLive(client: Pick<GraphqlClient, 'subscribeStaffOrders'> | null = null): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(fetchStaffOrders());
    const live = client ?? createGraphqlClient();
    const stop = live.subscribeStaffOrders(
      () => dispatch(staffIdToken()),
      (event) => {
        if (event.type === 'connected') {
          dispatch(staffConnectionChanged('online'));
          void dispatch(fetchStaffOrders());
        } else if (event.type === 'event') void dispatch(fetchStaffOrders());
        else if (event.type === 'disconnected') dispatch(staffConnectionChanged('offline'));
        else console.error('Staff live board:', event.message);
      },
    );
    return stop;
  }, [dispatch, client]);
}
