/**
 * Keeps the 'Publikacja' tab live: reads the release list at once and on every (re)connection
 * of the staff feed `staffReleaseEvents` (nothing is missed while the socket was down), and
 * hands each progress message to the store.
 */
import { useEffect } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { fetchReleases, releaseEventReceived } from '../releases-thunks';
import { staffIdToken } from '../staff-thunks';
import { createGraphqlClient, type GraphqlClient } from '../../../lib/graphql-client';

export function useReleaseLive(client: Pick<GraphqlClient, 'subscribeStaffReleases'> | null = null): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(fetchReleases());
    const live = client ?? createGraphqlClient();
    return live.subscribeStaffReleases(
      () => dispatch(staffIdToken()),
      (event) => {
        if (event.type === 'connected') void dispatch(fetchReleases());
        else if (event.type === 'event') void dispatch(releaseEventReceived(event.event));
        else if (event.type === 'error') console.error('Staff releases feed:', event.message);
      },
    );
  }, [dispatch, client]);
}
