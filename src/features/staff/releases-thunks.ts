/**
 * The 'Publikacja' tab's calls: the release list, publish, rollback, a release's log. Like
 * every staff call they carry the staff member's ID token (staffCall in staff-thunks.ts).
 */
import type { StaffReleaseEvent } from '../../../domain/contract/releases';
import type { AppThunk } from '../../app/store';
import { refusal, STAFF_LOG, staffCall } from './staff-thunks';
import { publishAnswered, publishRequested, releaseLogFetched, releaseProgressed, releasesFetched, releasesFetchFailed, releasesRequested } from './releases-slice';

export const PUBLISH_TEXT = {
  running: 'Publikacja już trwa — pokazujemy jej postęp.',
  notRestorable: 'Tego wydania nie można już przywrócić (jego pliki zostały usunięte). Opublikuj stronę ponownie.',
} as const;

export const fetchReleases = (): AppThunk => async (dispatch) => {
  dispatch(releasesRequested());
  try {
    dispatch(releasesFetched(await dispatch(staffCall((api, token) => api.getReleases(token)))));
  } catch (err) {
    console.error(STAFF_LOG, err);
    dispatch(releasesFetchFailed());
  }
};

const codeOf = (err: unknown) => (err as { code?: string } | null)?.code;

/** 'Opublikuj': a 409 means one runs already, so the list (with its progress) is read again. */
export const startPublish = (): AppThunk => async (dispatch) => {
  dispatch(publishRequested());
  try {
    await dispatch(staffCall((api, token) => api.publish(token)));
    dispatch(publishAnswered());
  } catch (err) {
    dispatch(publishAnswered(codeOf(err) === 'PUBLISH_RUNNING' ? PUBLISH_TEXT.running : refusal(err).message));
  }
  await dispatch(fetchReleases());
};

/** 'Przywróć': instant on the local target; the list shows the new live release. */
export const rollbackRelease =
  (id: string): AppThunk =>
  async (dispatch) => {
    dispatch(publishRequested());
    try {
      await dispatch(staffCall((api, token) => api.rollback(token, id)));
      dispatch(publishAnswered());
    } catch (err) {
      const code = codeOf(err);
      const message = code === 'PUBLISH_RUNNING' ? PUBLISH_TEXT.running : code === 'RELEASE_NOT_RESTORABLE' ? PUBLISH_TEXT.notRestorable : refusal(err).message;
      dispatch(publishAnswered(message));
    }
    await dispatch(fetchReleases());
  };

export const fetchReleaseLog =
  (id: string): AppThunk =>
  async (dispatch) => {
    try {
      const release = await dispatch(staffCall((api, token) => api.getRelease(token, id)));
      dispatch(releaseLogFetched(id, release.logTail));
    } catch (err) {
      dispatch(releaseLogFetched(id, refusal(err).message));
    }
  };

/** A message of the live feed: progress is shown at once; a change of status re-reads the list. */
export const releaseEventReceived =
  (event: StaffReleaseEvent): AppThunk =>
  async (dispatch, getState) => {
    const state = getState() as unknown as { staffReleases?: { progress: Record<string, StaffReleaseEvent> } };
    const before = state.staffReleases?.progress[event.id]?.status;
    dispatch(releaseProgressed(event));
    if (before !== event.status) await dispatch(fetchReleases());
  };
