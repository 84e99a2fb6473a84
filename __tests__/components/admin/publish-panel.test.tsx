/**
 * The 'Publikacja' tab (issue 19): what is not published yet, 'Opublikuj' with live progress
 * from the staff feed, the outcome and its log, a refused publish, and 'Przywróć'. A real
 * store over the fake staff gateway; the test plays the GraphQL server on a fake socket.
 */
import React from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RELEASE_STATUSES } from '../../../domain/rules/releases';
import AdminPage from '../../../src/pages/admin';
import { RootWrapper } from '../../../src/app/root-wrapper';
import { formatPendingCount, RELEASE_STATUS_NAMES } from '../../../src/components/admin/publish-text';
import type { StaffApi } from '../../../src/lib/shop-api-staff';
import { change, makeStaffStore, release, STAFF_TOKEN } from '../../support/staff-fixtures';
import { FakeSocket } from '../../support/fake-socket';
import { normalizeSpaces } from '../../test-utils';

const realWebSocket = globalThis.WebSocket;
beforeEach(() => {
  FakeSocket.sockets = [];
  (globalThis as { WebSocket: unknown }).WebSocket = FakeSocket;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  (globalThis as { WebSocket: unknown }).WebSocket = realWebSocket;
  jest.restoreAllMocks();
});

async function openPublishTab(staff: Partial<StaffApi>) {
  const services = makeStaffStore(staff);
  render(
    <RootWrapper store={services.store}>
      <AdminPage />
    </RootWrapper>,
  );
  fireEvent.click(await screen.findByRole('tab', { name: 'Publikacja' }));
  await screen.findByRole('heading', { name: 'Publikacja strony' });
  return services;
}

/** The socket of the releases feed, acknowledged: the test sends its messages through it. */
async function releasesFeed() {
  let feed: FakeSocket | undefined;
  await waitFor(() => {
    for (const ws of FakeSocket.sockets) {
      if (ws.sent.length === 0) act(() => ws.onopen?.());
      if (ws.sent.length === 1) act(() => ws.receive({ type: 'connection_ack' }));
    }
    feed = FakeSocket.sockets.find((ws) => ws.sent.some((m) => (m.payload as { operationName?: string })?.operationName === 'StaffReleaseEvents'));
    expect(feed).toBeDefined();
  });
  expect(feed!.sent[0]).toEqual({ type: 'connection_init', payload: { 'x-api-key': 'local-public-key', authorization: `Bearer ${STAFF_TOKEN}` } });
  return feed!;
}

const progressEvent = (id: string, status: string, step: string, files: [number, number]) => ({
  type: 'next',
  id: 'staff',
  payload: {
    data: {
      staffReleaseEvents: {
        id,
        status,
        error: null,
        progress: { step, percent: 80, pages: { done: 19, total: 19 }, files: { done: files[0], total: files[1] }, bytes: { done: 1_200_000, total: 2_400_000 } },
      },
    },
  },
});

describe('Publikacja', () => {
  it('counts unpublished changes in Polish', () => {
    expect(normalizeSpaces(formatPendingCount(1))).toBe('1 zmiana nieopublikowana');
    expect(normalizeSpaces(formatPendingCount(3))).toBe('3 zmiany nieopublikowane');
    expect(normalizeSpaces(formatPendingCount(5))).toBe('5 zmian nieopublikowanych');
    expect(normalizeSpaces(formatPendingCount(22))).toBe('22 zmiany nieopublikowane');
    for (const status of RELEASE_STATUSES) expect(RELEASE_STATUS_NAMES[status]).toMatch(/\p{L}/u);
  });

  it('shows what is behind, publishes with live progress and ends with Opublikowano', async () => {
    const old = release();
    const running = release({ id: '20261125-1200-bbbb', status: 'building', restorable: false, finishedAt: null, liveAt: null, durationMs: null, progress: { ...old.progress, step: 'build', percent: 10 } });
    const published = { ...running, status: 'live' as const, restorable: true, liveAt: '2026-11-25T12:01:00.000Z', changes: [change(7, 'cena Łosoś Maki 32,00 zł → 34,00 zł')] };
    // What GET /releases answers now: the test moves it along as the server would.
    let answer: unknown = { live: old, pending: [change(7, 'cena Łosoś Maki 32,00 zł → 34,00 zł')], data: [old] };
    const getReleases = jest.fn(async () => answer);
    const publish = jest.fn(async () => {
      answer = { live: old, pending: [], data: [running, old] };
      return { id: running.id, status: 'queued' as const };
    });
    const { staffApi } = await openPublishTab({ getReleases: getReleases as StaffApi['getReleases'], publish });
    expect(normalizeSpaces((await screen.findByTestId('pending-count')).textContent)).toBe('1 zmiana nieopublikowana');
    expect(screen.getByRole('list', { name: 'Zmiany nieopublikowane' })).toHaveTextContent('cena Łosoś Maki 32,00 zł → 34,00 zł');

    const feed = await releasesFeed();
    fireEvent.click(screen.getByRole('button', { name: 'Opublikuj' }));
    await waitFor(() => expect(staffApi.publish).toHaveBeenCalledWith(STAFF_TOKEN));
    expect(await screen.findByTestId('publish-progress')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opublikuj' })).toBeDisabled();

    act(() => feed.receive(progressEvent(running.id, 'uploading', 'upload', [2, 4])));
    await waitFor(() => expect(normalizeSpaces(screen.getByTestId('publish-progress').textContent)).toContain('Wysłano 2/4 plików, 1,2 MB z 2,4 MB.'));
    expect(screen.getByText('Wysyłanie plików')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByLabelText('Postęp publikacji')).toHaveAttribute('aria-valuenow', '80');

    answer = { live: published, pending: [], data: [published, { ...old, status: 'superseded' }] };
    act(() => feed.receive(progressEvent(running.id, 'live', 'done', [4, 4])));
    expect(await screen.findByRole('status')).toHaveTextContent(`Opublikowano: ${running.id}`);
    expect(screen.getByText('Strona jest aktualna — wszystkie zmiany są opublikowane.')).toBeInTheDocument();
    const history = screen.getAllByTestId('release');
    expect(history[0]).toHaveTextContent('opublikowane (na stronie)');
    expect(history[0]).toHaveTextContent('cena Łosoś Maki 32,00 zł → 34,00 zł');
    expect(history[1]).toHaveTextContent('zastąpione');
  });

  it('a publish already running: says so in Polish and follows it', async () => {
    const running = release({ id: '20261125-1200-cccc', status: 'building', restorable: false, progress: { ...release().progress, step: 'build', percent: 20 } });
    const busy = Object.assign(new Error('Release is being published'), { status: 409, code: 'PUBLISH_RUNNING' });
    const getReleases = jest.fn().mockResolvedValueOnce({ live: null, pending: [], data: [] }).mockResolvedValue({ live: null, pending: [], data: [running] });
    await openPublishTab({ getReleases, publish: jest.fn().mockRejectedValue(busy) });
    fireEvent.click(await screen.findByRole('button', { name: 'Opublikuj' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Publikacja już trwa — pokazujemy jej postęp.');
    expect(await screen.findByTestId('publish-progress')).toBeInTheDocument();
  });

  it('a failed release shows its Polish error and, on demand, its log', async () => {
    const failed = release({ id: '20261125-1300-dddd', status: 'failed', restorable: false, error: 'Budowanie strony nie powiodło się. Strona na żywo się nie zmieniła.' });
    const getRelease = jest.fn().mockResolvedValue({ ...failed, logTail: 'ERROR #85923 GRAPHQL\nbuild exited with code 1' });
    const { staffApi } = await openPublishTab({ getReleases: jest.fn().mockResolvedValue({ live: release(), pending: [], data: [failed, release()] }), getRelease });
    expect(await screen.findByRole('alert')).toHaveTextContent('Budowanie strony nie powiodło się.');
    fireEvent.click(screen.getByRole('button', { name: 'Pokaż dziennik' }));
    expect(await screen.findByTestId('release-log')).toHaveTextContent('build exited with code 1');
    expect(staffApi.getRelease).toHaveBeenCalledWith(STAFF_TOKEN, failed.id);
  });

  it("'Przywróć' asks first, then rolls back and shows the new live release", async () => {
    const live = release({ id: '20261125-1400-eeee' });
    const older = release({ id: '20261125-1100-aaaa', status: 'superseded' });
    const getReleases = jest.fn().mockResolvedValue({ live, pending: [], data: [live, older] });
    const rollback = jest.fn().mockResolvedValue({ ...older, status: 'live' });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { staffApi } = await openPublishTab({ getReleases, rollback });
    const history = await screen.findByRole('list', { name: 'Historia publikacji' });
    expect(within(history).queryByRole('button', { name: `Przywróć ${live.id}` })).toBeNull();
    fireEvent.click(within(history).getByRole('button', { name: `Przywróć ${older.id}` }));
    expect(confirm).toHaveBeenCalledWith(`Przywrócić wydanie ${older.id}? Strona od razu pokaże jego treść.`);
    expect(staffApi.rollback).not.toHaveBeenCalled();
    getReleases.mockResolvedValue({ live: { ...older, status: 'live' }, pending: [], data: [{ ...live, status: 'rolled-back' }, { ...older, status: 'live' }] });
    fireEvent.click(within(history).getByRole('button', { name: `Przywróć ${older.id}` }));
    await waitFor(() => expect(staffApi.rollback).toHaveBeenCalledWith(STAFF_TOKEN, older.id));
    await waitFor(() => expect(screen.getAllByTestId('release')[0]).toHaveTextContent('wycofane'));
  });
});
