/**
 * The 'Publikacja' tab's state: the release list as the API gives it (live, pending changes,
 * history), the newest progress the live feed reported, a publish or rollback on its way, why
 * the server refused one, and the logs staff opened. Derived values are the selectors below.
 */
import type { PublishAccepted, ReleaseChange, ReleaseList, ReleaseSummary, StaffReleaseEvent } from '../../../domain/contract/releases';
import { isRunningRelease, RELEASE_STATUSES, RELEASE_STEPS } from '../../../domain/rules/releases';

/** Why 'Opublikuj' or 'Przywróć' did not happen; the panel words it (publish-text.ts). */
export type ReleaseRefusal =
  | { reason: 'running' }
  | { reason: 'not-restorable' }
  /** Any other refusal, already in Polish (refusal() of staff-thunks.ts). */
  | { reason: 'other'; message: string };

export interface ReleasesState {
  list: ReleaseList | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The newest feed message of each release (the running one is shown from it). */
  progress: Record<string, StaffReleaseEvent>;
  /** A publish or rollback on its way to the server. */
  busy: boolean;
  refusal: ReleaseRefusal | null;
  /** logTail of the releases whose log staff opened. */
  logs: Record<string, string>;
}

export const initialReleasesState: ReleasesState = { list: null, status: 'idle', progress: {}, busy: false, refusal: null, logs: {} };

export const releasesRequested = () => ({ type: 'staff/releasesRequested' as const });
export const releasesLoaded = (list: ReleaseList) => ({ type: 'staff/releasesLoaded' as const, payload: { list } });
export const releasesLoadFailed = () => ({ type: 'staff/releasesLoadFailed' as const });
export const releaseProgressed = (event: StaffReleaseEvent) => ({ type: 'staff/releaseProgressed' as const, payload: { event } });
export const publishRequested = () => ({ type: 'staff/publishRequested' as const });
export const publishAccepted = (accepted: PublishAccepted) => ({ type: 'staff/publishAccepted' as const, payload: accepted });
export const publishRefused = (refusal: ReleaseRefusal) => ({ type: 'staff/publishRefused' as const, payload: { refusal } });
export const rollbackRequested = (id: string) => ({ type: 'staff/rollbackRequested' as const, payload: { id } });
/** The server's answer: the release that is live now. */
export const rolledBack = (release: ReleaseSummary) => ({ type: 'staff/rolledBack' as const, payload: { release } });
export const rollbackRefused = (refusal: ReleaseRefusal) => ({ type: 'staff/rollbackRefused' as const, payload: { refusal } });
export const releaseLogLoaded = (id: string, logTail: string) => ({ type: 'staff/releaseLogLoaded' as const, payload: { id, logTail } });

export type ReleasesAction = ReturnType<
  | typeof releasesRequested
  | typeof releasesLoaded
  | typeof releasesLoadFailed
  | typeof releaseProgressed
  | typeof publishRequested
  | typeof publishAccepted
  | typeof publishRefused
  | typeof rollbackRequested
  | typeof rolledBack
  | typeof rollbackRefused
  | typeof releaseLogLoaded
>;

/** The restored release is live at once; the list read right after says what became of the others. */
function withLive(list: ReleaseList | null, live: ReleaseSummary): ReleaseList | null {
  if (!list) return list;
  return { ...list, live, data: list.data.map((row) => (row.id === live.id ? live : row)) };
}

export function releasesReducer(state: ReleasesState = initialReleasesState, action: ReleasesAction | { type: string }): ReleasesState {
  const a = action as ReleasesAction;
  switch (a.type) {
    case 'staff/releasesRequested':
      return { ...state, status: state.list ? state.status : 'loading' };
    case 'staff/releasesLoaded':
      return { ...state, list: a.payload.list, status: 'ready' };
    case 'staff/releasesLoadFailed':
      return { ...state, status: 'error' };
    case 'staff/releaseProgressed':
      return { ...state, progress: { ...state.progress, [a.payload.event.id]: a.payload.event } };
    case 'staff/publishRequested':
    case 'staff/rollbackRequested':
      return { ...state, busy: true, refusal: null };
    case 'staff/publishAccepted':
      return { ...state, busy: false };
    case 'staff/rolledBack':
      return { ...state, busy: false, list: withLive(state.list, a.payload.release) };
    case 'staff/publishRefused':
    case 'staff/rollbackRefused':
      return { ...state, busy: false, refusal: a.payload.refusal };
    case 'staff/releaseLogLoaded':
      return { ...state, logs: { ...state.logs, [a.payload.id]: a.payload.logTail } };
    default:
      return state;
  }
}

interface WithReleases {
  staffReleases: ReleasesState;
}

const NO_CHANGES: ReleaseChange[] = [];

export const selectReleases = (state: WithReleases) => state.staffReleases;
export const selectReleaseRefusal = (state: WithReleases) => state.staffReleases.refusal;
export const selectReleaseLogs = (state: WithReleases) => state.staffReleases.logs;
/** The release the site shows now; null before the first publish. */
export const selectLiveRelease = (state: WithReleases): ReleaseSummary | null => state.staffReleases.list?.live ?? null;
/** Changes of the shop's data the pre-rendered pages do not show yet, oldest first. */
export const selectPendingChanges = (state: WithReleases): ReleaseChange[] => state.staffReleases.list?.pending ?? NO_CHANGES;

/** How far a release has got: status, then step, then percent (a release only moves forward). */
const stage = (status: ReleaseSummary['status'], progress: ReleaseSummary['progress']): number[] => [
  isRunningRelease(status) ? RELEASE_STATUSES.indexOf(status) : RELEASE_STATUSES.length,
  RELEASE_STEPS.indexOf(progress.step),
  progress.percent,
];
const isAhead = (a: number[], b: number[]): boolean => {
  const i = a.findIndex((value, index) => value !== b[index]);
  return i >= 0 && a[i] > b[i];
};

/**
 * A release as shown: the list's row, or the feed's message when that one is further along
 * (the list read on a reconnect can be newer than the last message, a message newer than the
 * list). A finished row in the list is final.
 */
function withProgress(release: ReleaseSummary, event: StaffReleaseEvent | undefined): ReleaseSummary {
  if (!event || !isRunningRelease(release.status)) return release;
  if (!isAhead(stage(event.status, event.progress), stage(release.status, release.progress))) return release;
  return { ...release, status: event.status, progress: event.progress, error: event.error };
}

// Memoized on the two inputs: a new array on every call would re-render the tab for nothing.
let lastInputs: [ReleaseList | null, Record<string, StaffReleaseEvent>] | null = null;
let lastHistory: ReleaseSummary[] = [];

/** The releases, newest first, each with the feed's newer progress. */
export function selectReleaseHistory(state: WithReleases): ReleaseSummary[] {
  const { list, progress } = state.staffReleases;
  if (lastInputs && lastInputs[0] === list && lastInputs[1] === progress) return lastHistory;
  lastInputs = [list, progress];
  lastHistory = (list?.data ?? []).map((release) => withProgress(release, progress[release.id]));
  return lastHistory;
}

/** The publish under way, as its latest progress shows it; null when none runs. */
export const selectRunningRelease = (state: WithReleases): ReleaseSummary | null =>
  selectReleaseHistory(state).find((release) => isRunningRelease(release.status)) ?? null;

/** The newest release: its outcome ('Opublikowano' or its error) shows under the button. */
export const selectLatestRelease = (state: WithReleases): ReleaseSummary | null => selectReleaseHistory(state)[0] ?? null;

/** 'Opublikuj' and 'Przywróć' wait while a call is on its way or a publish runs. */
export const selectReleaseActionsLocked = (state: WithReleases): boolean =>
  state.staffReleases.busy || selectRunningRelease(state) !== null;
