/**
 * Keeps the 'Publikacja' tab live while it is shown: reads the release list at once, then
 * follows staffReleaseEvents (staff-live-thunks.ts).
 */
import { useEffect } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { fetchReleases } from '../releases-thunks';
import { watchReleases } from '../staff-live-thunks';

export function useReleaseLive(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(fetchReleases());
    return dispatch(watchReleases());
  }, [dispatch]);
}
