/**
 * The 'Publikacja' tab's calls: the release list, publish, rollback, a release's log, and the
 * live feed's messages. Like every staff call they carry the staff member's ID token
 * (staffCall in staff-thunks.ts).
 */
import type { StaffReleaseEvent } from '../../../domain/contract/releases';
import type { AppThunk } from '../../app/store';
import {
  publishAccepted,
  publishRefused,
  publishRequested,
  releaseLogLoaded,
  releaseProgressed,
  releasesLoaded,
  releasesLoadFailed,
  releasesRequested,
  rollbackRefused,
  rollbackRequested,
  rolledBack,
  selectReleaseHistory,
  type ReleaseRefusal,
  type ReleasesState,
} from './releases-slice';
import { refusal, STAFF_LOG, staffCall } from './staff-thunks';

/** The API's codes the panel words itself; any other refusal gets the panel's usual message. */
function refusalOf(err: unknown): ReleaseRefusal {
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'PUBLISH_RUNNING') return { reason: 'running' };
  if (code === 'RELEASE_NOT_RESTORABLE') return { reason: 'not-restorable' };
  return { reason: 'other', message: refusal(err).message };
}

export const fetchReleases = (): AppThunk => async (dispatch) => {
  dispatch(releasesRequested());
  try {
    dispatch(releasesLoaded(await dispatch(staffCall((api, token) => api.getReleases(token)))));
  } catch (err) {
    console.error(STAFF_LOG, err);
    dispatch(releasesLoadFailed());
  }
};

/**
 * 'Opublikuj'. Either way the list is read again: it holds the new release, or, after a 409
 * (one runs already), the running one, which the tab then follows with the feed's progress.
 */
export const startPublish = (): AppThunk => async (dispatch) => {
  dispatch(publishRequested());
  try {
    dispatch(publishAccepted(await dispatch(staffCall((api, token) => api.publish(token)))));
  } catch (err) {
    dispatch(publishRefused(refusalOf(err)));
  }
  await dispatch(fetchReleases());
};

/** 'Przywróć': the answer is the new live release; the list read after it shows the rest. */
export const rollbackRelease =
  (id: string): AppThunk =>
  async (dispatch) => {
    dispatch(rollbackRequested(id));
    try {
      dispatch(rolledBack(await dispatch(staffCall((api, token) => api.rollback(token, id)))));
    } catch (err) {
      dispatch(rollbackRefused(refusalOf(err)));
    }
    await dispatch(fetchReleases());
  };

/** 'Pokaż dziennik': the last lines of the build and upload log (or why they cannot be read). */
export const fetchReleaseLog =
  (id: string): AppThunk =>
  async (dispatch) => {
    try {
      const release = await dispatch(staffCall((api, token) => api.getRelease(token, id)));
      dispatch(releaseLogLoaded(id, release.logTail));
    } catch (err) {
      dispatch(releaseLogLoaded(id, refusal(err).message));
    }
  };

/**
 * A message of the live feed: its progress shows at once; when it brings a status the tab does
 * not show yet (a release moved on, ended, or is not in the list) the list is read again, so
 * the history, the live release and the pending changes follow.
 */
export const releaseEventReceived =
  (event: StaffReleaseEvent): AppThunk =>
  async (dispatch, getState) => {
    // The staff part of the state joins the store on /admin/ only (staff-store.ts).
    const state = getState() as unknown as { staffReleases: ReleasesState };
    const shown = selectReleaseHistory(state).find((release) => release.id === event.id)?.status;
    dispatch(releaseProgressed(event));
    if (shown !== event.status) await dispatch(fetchReleases());
  };
