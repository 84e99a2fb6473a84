/**
 * The releases part of the staff feature (docs/publishing.md): the list, 'Opublikuj' (accepted and
 * refused), 'Przywróć', a release's log and the live feed's messages, through a real store
 * over the fake staff gateway.
 */
import type { ReleaseList, StaffReleaseEvent } from '../../../domain/contract/releases';
import {
  selectLatestRelease,
  selectLiveRelease,
  selectPendingChanges,
  selectReleaseActionsLocked,
  selectReleaseHistory,
  selectReleaseLogs,
  selectReleaseRefusal,
  selectReleases,
  selectRunningRelease,
} from '../../../src/features/staff/releases-slice';
import { fetchReleaseLog, fetchReleases, releaseEventReceived, rollbackRelease, startPublish } from '../../../src/features/staff/releases-thunks';
import { STAFF_TEXT } from '../../../src/features/staff/staff-thunks';
import { ShopApiError } from '../../../src/lib/shop-api';
import { change, makeStaffStore, release, STAFF_TOKEN } from '../../support/staff-fixtures';

const conflict = (code: string) => new ShopApiError(409, 'Conflict', '/shop/staff/releases', code);

const OLD = release({ id: '20261125-1100-aaaa' });
const RUNNING = release({
  id: '20261125-1200-bbbb',
  status: 'building',
  restorable: false,
  finishedAt: null,
  liveAt: null,
  durationMs: null,
  progress: { step: 'build', percent: 10, pages: { done: 0, total: 0 }, files: { done: 0, total: 0 }, bytes: { done: 0, total: 0 } },
});

const event = (fields: Partial<StaffReleaseEvent> & Pick<StaffReleaseEvent, 'status'>, progress: Partial<StaffReleaseEvent['progress']> = {}): StaffReleaseEvent => ({
  id: RUNNING.id,
  error: null,
  ...fields,
  progress: { ...RUNNING.progress, ...progress },
});

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('the release list', () => {
  it('loads with the staff token: live release, pending changes, history', async () => {
    const list: ReleaseList = { live: OLD, pending: [change(1, 'cena A'), change(2, 'cena B')], data: [OLD] };
    const { store, staffApi } = makeStaffStore({ getReleases: jest.fn().mockResolvedValue(list) });
    expect(selectPendingChanges(store.getState())).toEqual([]);

    await store.dispatch(fetchReleases());
    expect(staffApi.getReleases).toHaveBeenCalledWith(STAFF_TOKEN);
    const state = store.getState();
    expect(selectReleases(state).status).toBe('ready');
    expect(selectLiveRelease(state)?.id).toBe(OLD.id);
    expect(selectPendingChanges(state).map((c) => c.text)).toEqual(['cena A', 'cena B']);
    expect(selectReleaseHistory(state)).toEqual([OLD]);
    expect(selectRunningRelease(state)).toBeNull();
    expect(selectLatestRelease(state)?.id).toBe(OLD.id);
    expect(selectReleaseActionsLocked(state)).toBe(false);
    // Memoized: the tab does not re-render for an unchanged list.
    expect(selectReleaseHistory(store.getState())).toBe(selectReleaseHistory(store.getState()));
    expect(selectPendingChanges(makeStaffStore().store.getState())).toBe(selectPendingChanges(makeStaffStore().store.getState()));
  });

  it('a list that cannot be read is an error, and the last good one stays', async () => {
    const getReleases = jest.fn().mockResolvedValueOnce({ live: OLD, pending: [], data: [OLD] }).mockRejectedValue(new ShopApiError(503, 'x', '/'));
    const { store } = makeStaffStore({ getReleases });
    await store.dispatch(fetchReleases());
    await store.dispatch(fetchReleases());
    expect(selectReleases(store.getState()).status).toBe('error');
    expect(selectLiveRelease(store.getState())?.id).toBe(OLD.id);
  });
});

describe('Opublikuj', () => {
  it('starts a publish, then reads the list that holds it: actions wait while it runs', async () => {
    const getReleases = jest.fn().mockResolvedValue({ live: OLD, pending: [], data: [{ ...RUNNING, status: 'queued' }, OLD] });
    const { store, staffApi } = makeStaffStore({ getReleases, publish: jest.fn().mockResolvedValue({ id: RUNNING.id, status: 'queued' }) });
    await store.dispatch(startPublish());
    expect(staffApi.publish).toHaveBeenCalledWith(STAFF_TOKEN);
    expect(getReleases).toHaveBeenCalledTimes(1);
    expect(selectReleaseRefusal(store.getState())).toBeNull();
    expect(selectRunningRelease(store.getState())?.id).toBe(RUNNING.id);
    expect(selectReleaseActionsLocked(store.getState())).toBe(true);
  });

  it('a 409 PUBLISH_RUNNING is "running", and the list then shows the running one to follow', async () => {
    const getReleases = jest.fn().mockResolvedValue({ live: OLD, pending: [], data: [RUNNING, OLD] });
    const { store } = makeStaffStore({ getReleases, publish: jest.fn().mockRejectedValue(conflict('PUBLISH_RUNNING')) });
    await store.dispatch(startPublish());
    expect(selectReleaseRefusal(store.getState())).toEqual({ reason: 'running' });
    expect(selectRunningRelease(store.getState())?.id).toBe(RUNNING.id);
    expect(selectReleases(store.getState()).busy).toBe(false);
  });

  it('any other refusal carries the panel’s usual Polish message', async () => {
    const { store } = makeStaffStore({ publish: jest.fn().mockRejectedValue(new ShopApiError(403, 'Forbidden', '/')) });
    await store.dispatch(startPublish());
    expect(selectReleaseRefusal(store.getState())).toEqual({ reason: 'other', message: STAFF_TEXT.forbidden });
  });
});

describe('Przywróć', () => {
  it('rolls back with the token; the answer is live at once, the list read after it follows', async () => {
    const superseded = { ...OLD, status: 'superseded' as const };
    const newer = release({ id: '20261125-1300-cccc' });
    const getReleases = jest.fn().mockResolvedValueOnce({ live: newer, pending: [], data: [newer, superseded] });
    const { store, staffApi } = makeStaffStore({ getReleases, rollback: jest.fn().mockResolvedValue({ ...OLD, status: 'live' }) });
    await store.dispatch(fetchReleases());
    // The list read after the rollback fails: what the server answered is still shown.
    getReleases.mockRejectedValue(new ShopApiError(503, 'x', '/'));
    await store.dispatch(rollbackRelease(OLD.id));
    expect(staffApi.rollback).toHaveBeenCalledWith(STAFF_TOKEN, OLD.id);
    expect(selectLiveRelease(store.getState())?.id).toBe(OLD.id);
    expect(selectReleaseHistory(store.getState()).find((r) => r.id === OLD.id)?.status).toBe('live');
    expect(getReleases).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['RELEASE_NOT_RESTORABLE', { reason: 'not-restorable' }],
    ['PUBLISH_RUNNING', { reason: 'running' }],
  ])('a 409 %s is refused in its own words', async (code, refusal) => {
    const { store } = makeStaffStore({ rollback: jest.fn().mockRejectedValue(conflict(code)) });
    await store.dispatch(rollbackRelease(OLD.id));
    expect(selectReleaseRefusal(store.getState())).toEqual(refusal);
  });
});

describe('the log', () => {
  it('reads logTail of one release; a failure leaves a Polish line instead', async () => {
    const getRelease = jest.fn().mockResolvedValueOnce({ ...OLD, logTail: 'build ok' }).mockRejectedValueOnce(new ShopApiError(404, 'x', '/'));
    const { store, staffApi } = makeStaffStore({ getRelease });
    await store.dispatch(fetchReleaseLog(OLD.id));
    await store.dispatch(fetchReleaseLog('20261125-0900-zzzz'));
    expect(staffApi.getRelease).toHaveBeenCalledWith(STAFF_TOKEN, OLD.id);
    expect(selectReleaseLogs(store.getState())).toEqual({ [OLD.id]: 'build ok', '20261125-0900-zzzz': STAFF_TEXT.notFound });
  });
});

describe('the live feed', () => {
  async function runningStore() {
    const getReleases = jest.fn().mockResolvedValue({ live: OLD, pending: [], data: [RUNNING, OLD] });
    const services = makeStaffStore({ getReleases });
    await services.store.dispatch(fetchReleases());
    getReleases.mockClear();
    return { ...services, getReleases };
  }

  it('shows progress at once and reads the list again only when the status changes', async () => {
    const { store, getReleases } = await runningStore();
    await store.dispatch(releaseEventReceived(event({ status: 'building' }, { step: 'pages', percent: 30 })));
    expect(selectRunningRelease(store.getState())?.progress).toMatchObject({ step: 'pages', percent: 30 });
    expect(getReleases).not.toHaveBeenCalled();

    await store.dispatch(releaseEventReceived(event({ status: 'uploading' }, { step: 'upload', percent: 70 })));
    expect(selectRunningRelease(store.getState())?.status).toBe('uploading');
    expect(getReleases).toHaveBeenCalledTimes(1);
  });

  it('a message about a release the list does not hold yet reads the list', async () => {
    const { store, getReleases } = await runningStore();
    await store.dispatch(releaseEventReceived(event({ id: '20261125-1400-dddd', status: 'queued' }, { step: 'queued', percent: 0 })));
    expect(getReleases).toHaveBeenCalledTimes(1);
  });

  it('an older message does not undo a newer list, and a finished row in the list is final', async () => {
    const { store, getReleases } = await runningStore();
    await store.dispatch(releaseEventReceived(event({ status: 'building' }, { step: 'build', percent: 5 })));
    expect(selectRunningRelease(store.getState())?.progress.percent).toBe(10);

    getReleases.mockResolvedValue({ live: { ...RUNNING, status: 'live' }, pending: [], data: [{ ...RUNNING, status: 'live' }, OLD] });
    await store.dispatch(fetchReleases());
    expect(selectRunningRelease(store.getState())).toBeNull();
    expect(selectLatestRelease(store.getState())?.status).toBe('live');
  });

  it('a failure reported by the feed shows with its Polish error before the list is read again', async () => {
    const { store, getReleases } = await runningStore();
    getReleases.mockRejectedValue(new ShopApiError(503, 'x', '/'));
    await store.dispatch(releaseEventReceived(event({ status: 'failed', error: 'Budowanie strony nie powiodło się.' })));
    expect(selectRunningRelease(store.getState())).toBeNull();
    expect(selectLatestRelease(store.getState())).toMatchObject({ status: 'failed', error: 'Budowanie strony nie powiodło się.' });
  });
});
