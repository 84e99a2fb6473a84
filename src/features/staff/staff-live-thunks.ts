/**
 * The panel's live feeds through the injected GraphQL client (services/graphql-service.ts): each
 * returns the function that stops it. On every (re)connection the list is read again, so
 * nothing that happened while the socket was down is missed.
 */
import { graphqlOf } from '../../services/graphql-service';
import type { AppThunk } from '../../app/store';
import { fetchReleases, releaseEventReceived } from './releases-thunks';
import { staffAccessChecked, staffConnectionChanged } from './staff-slice';
import { fetchStaffOrders, staffIdToken } from './staff-thunks';

/**
 * The orders board: fetched again on every order event and on every connection, a renewed one
 * included (the client moves to a fresh ID token before the old one expires, D77): whatever
 * happened in between is in the list. The connection drives 'Brak połączenia'; an account the
 * API no longer counts as staff gets the panel's 'Brak dostępu'.
 */
export const watchStaffOrders = (): AppThunk<() => void> => (dispatch, _getState, services) =>
  graphqlOf(services).subscribeStaffOrders(
    () => dispatch(staffIdToken()),
    (event) => {
      if (event.type === 'connected') {
        dispatch(staffConnectionChanged('online'));
        void dispatch(fetchStaffOrders());
      } else if (event.type === 'event') void dispatch(fetchStaffOrders());
      else if (event.type === 'disconnected') dispatch(staffConnectionChanged('offline'));
      else if (event.type === 'denied') dispatch(staffAccessChecked(false));
      else console.error('Staff live board:', event.message);
    },
  );

/** The 'Publikacja' tab: each progress message of a release goes to the store. */
export const watchReleases = (): AppThunk<() => void> => (dispatch, _getState, services) =>
  graphqlOf(services).subscribeStaffReleases(
    () => dispatch(staffIdToken()),
    (event) => {
      if (event.type === 'connected') void dispatch(fetchReleases());
      else if (event.type === 'event') void dispatch(releaseEventReceived(event.event));
      else if (event.type === 'denied') dispatch(staffAccessChecked(false));
      else if (event.type === 'error') console.error('Staff releases feed:', event.message);
    },
  );
