/**
 * The 'Publikacja' tab's state: the release list as the API gives it (live, pending changes,
 * history), the progress of the running publish from the live feed, the outcome of the last
 * thing staff asked for, and the logs they opened. Derived values live in the selectors below.
 */
import type { ReleaseChange, ReleaseList, ReleaseSummary, StaffReleaseEvent } from '../../../domain/contract/releases';
import { isRunningRelease } from '../../../domain/rules/releases';

export interface ReleasesState {
  list: ReleaseList | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The newest progress of each release the feed reported (the running one is shown from it). */
  progress: Record<string, StaffReleaseEvent>;
  /** Publish or rollback on its way to the server. */
  busy: boolean;
  /** A refusal or failure to show (Polish). */
  message: string;
  logs: Record<string, string>;
}

export const initialReleasesState: ReleasesState = { list: null, status: 'idle', progress: {}, busy: false, message: '', logs: {} };

export const releasesRequested = () => ({ type: 'staff/releasesRequested' as const });
export const releasesFetched = (list: ReleaseList) => ({ type: 'staff/releasesFetched' as const, payload: { list } });
export const releasesFetchFailed = () => ({ type: 'staff/releasesFetchFailed' as const });
export const releaseProgressed = (event: StaffReleaseEvent) => ({ type: 'staff/releaseProgressed' as const, payload: { event } });
export const publishRequested = () => ({ type: 'staff/publishRequested' as const });
export const publishAnswered = (message = '') => ({ type: 'staff/publishAnswered' as const, payload: { message } });
export const releaseLogFetched = (id: string, logTail: string) => ({ type: 'staff/releaseLogFetched' as const, payload: { id, logTail } });

export type ReleasesAction = ReturnType<
  | typeof releasesRequested
  | typeof releasesFetched
  | typeof releasesFetchFailed
  | typeof releaseProgressed
  | typeof publishRequested
  | typeof publishAnswered
  | typeof releaseLogFetched
>;

export function releasesReducer(state: ReleasesState = initialReleasesState, action: ReleasesAction | { type: string }): ReleasesState {
  const a = action as ReleasesAction;
  switch (a.type) {
    case 'staff/releasesRequested':
      return { ...state, status: state.list ? state.status : 'loading' };
    case 'staff/releasesFetched':
      return { ...state, list: a.payload.list, status: 'ready' };
    case 'staff/releasesFetchFailed':
      return { ...state, status: 'error' };
    case 'staff/releaseProgressed':
      return { ...state, progress: { ...state.progress, [a.payload.event.id]: a.payload.event } };
    case 'staff/publishRequested':
      return { ...state, busy: true, message: '' };
    case 'staff/publishAnswered':
      return { ...state, busy: false, message: a.payload.message };
    case 'staff/releaseLogFetched':
      return { ...state, logs: { ...state.logs, [a.payload.id]: a.payload.logTail } };
    default:
      return state;
  }
}

interface WithReleases {
  staffReleases: ReleasesState;
}

export const selectReleases = (state: WithReleases) => state.staffReleases;
export const selectPendingChanges = (state: WithReleases): ReleaseChange[] => state.staffReleases.list?.pending ?? [];

/** A release as shown: the list's row with the feed's newer progress and status, if any. */
function withProgress(release: ReleaseSummary, progress: Record<string, StaffReleaseEvent>): ReleaseSummary {
  const event = progress[release.id];
  if (!event) return release;
  // The feed is newer while the list still says it runs; a finished row in the list is final.
  return isRunningRelease(release.status) ? { ...release, status: event.status, progress: event.progress, error: event.error } : release;
}

export const selectReleaseHistory = (state: WithReleases): ReleaseSummary[] =>
  (state.staffReleases.list?.data ?? []).map((release) => withProgress(release, state.staffReleases.progress));

/** The publish under way, as its latest progress shows it; null when none runs. */
export const selectRunningRelease = (state: WithReleases): ReleaseSummary | null =>
  selectReleaseHistory(state).find((release) => isRunningRelease(release.status)) ?? null;

/** The newest release: 'Opublikowano' or its error under the button. */
export const selectLatestRelease = (state: WithReleases): ReleaseSummary | null => selectReleaseHistory(state)[0] ?? null;
