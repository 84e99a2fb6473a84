/**
 * The 'Publikacja' tab (docs/publishing.md): what is not published yet, 'Opublikuj' with live progress
 * from the staff feed, the outcome and its log, a refused publish, and 'Przywróć'. A real
 * store over the fake staff gateway; the test plays the GraphQL server on a fake socket.
 */
import React from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RELEASE_STATUSES } from '../../../../domain/rules/releases';
import StaffPage from '../../../../src/pages/admin';
import { RootWrapper } from '../../../../src/app/root-wrapper';
import { PublishProgress } from '../../../../src/features/staff/components/publish-progress';
import type { StaffApi } from '../../../../src/lib/shop-api-staff';
import { change, makeStaffStore, release, STAFF_TOKEN } from '../../../support/staff-fixtures';
import { FakeSocket, useFakeSockets } from '../../../support/fake-socket';
import { normalizeSpaces } from '../../../test-utils';

useFakeSockets();
afterEach(() => {
  jest.useRealTimers();
});

async function openPublishTab(staff: Partial<StaffApi>) {
  const services = makeStaffStore(staff);
  render(
    <RootWrapper store={services.store}>
      <StaffPage />
    </RootWrapper>,
  );
  fireEvent.click(await screen.findByRole('tab', { name: 'Publikacja' }));
  await screen.findByRole('heading', { name: 'Publikacja strony' });
  return services;
}

const isReleasesFeed = (ws: FakeSocket) => ws.sent.some((m) => (m.payload as { operationName?: string })?.operationName === 'StaffReleaseEvents');

/** The newest socket of the releases feed, acknowledged: the test sends its messages through it. */
async function releasesFeed() {
  let feed: FakeSocket | undefined;
  await waitFor(() => {
    for (const ws of FakeSocket.sockets) {
      if (ws.sent.length === 0) act(() => void ws.onopen?.());
      if (ws.sent.length === 1) act(() => ws.receive({ type: 'connection_ack' }));
    }
    feed = FakeSocket.sockets.filter(isReleasesFeed).pop();
    expect(feed).toBeDefined();
  });
  expect(feed!.sent[0]).toEqual({ type: 'connection_init', payload: { 'x-api-key': 'local-public-key', authorization: `Bearer ${STAFF_TOKEN}` } });
  return feed!;
}

const progressEvent = (id: string, status: string, step: string, files: [number, number], percent = 80) => ({
  type: 'next',
  id: 'staff',
  payload: {
    data: {
      staffReleaseEvents: {
        id,
        status,
        error: null,
        progress: { step, percent, pages: { done: 19, total: 19 }, files: { done: files[0], total: files[1] }, bytes: { done: 1_200_000, total: 2_400_000 } },
      },
    },
  },
});

describe('Publikacja: what the live site lacks', () => {
  it.each([
    [1, '1 zmiana nieopublikowana'],
    [3, '3 zmiany nieopublikowane'],
    [5, '5 zmian nieopublikowanych'],
  ])('%i pending: "%s", each with who and when (Warsaw time)', async (count, text) => {
    const pending = Array.from({ length: count }, (_, i) => change(i + 1, `cena pozycji ${i + 1}`));
    await openPublishTab({ getReleases: jest.fn().mockResolvedValue({ live: release(), pending, data: [release()] }) });
    expect(normalizeSpaces((await screen.findByTestId('pending-count')).textContent)).toBe(text);
    const items = within(screen.getByRole('list', { name: 'Zmiany nieopublikowane' })).getAllByRole('listitem');
    expect(items).toHaveLength(count);
    // 11:30 UTC is 12:30 in Warsaw in November.
    expect(normalizeSpaces(items[0].textContent)).toBe('cena pozycji 1 (szef@sushikami.pl, 25.11, 12:30)');
    expect(screen.queryByText(/Strona jest aktualna/)).toBeNull();
  });

  it('says the site is up to date when nothing is pending, and which release it shows', async () => {
    await openPublishTab({ getReleases: jest.fn().mockResolvedValue({ live: release(), pending: [], data: [release()] }) });
    expect(await screen.findByText('Strona jest aktualna — wszystkie zmiany są opublikowane.')).toBeInTheDocument();
    expect(screen.queryByTestId('pending-count')).toBeNull();
    expect(screen.getByTestId('live-release')).toHaveTextContent('Na stronie: wydanie 20261125-1100-aaaa, opublikowane 25.11, 12:00.');
  });

  it('a list that cannot be read says so, and claims nothing about the site', async () => {
    await openPublishTab({ getReleases: jest.fn().mockRejectedValue(Object.assign(new Error('down'), { status: 503 })) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się wczytać publikacji.');
    expect(screen.queryByText(/Strona jest aktualna/)).toBeNull();
    expect(screen.queryByText('Strona nie była jeszcze publikowana.')).toBeNull();
  });
});

describe('Publikacja: publishing', () => {
  it('publishes with live progress, reads the list on each change of status and ends with Opublikowano', async () => {
    const old = release();
    const older = release({ id: '20261125-1000-aaab', status: 'superseded' });
    const queued = release({ id: '20261125-1200-bbbb', status: 'queued', restorable: false, finishedAt: null, liveAt: null, durationMs: null, progress: { ...old.progress, step: 'queued', percent: 0 } });
    const published = { ...queued, status: 'live' as const, restorable: true, liveAt: '2026-11-25T12:01:00.000Z', changes: [change(7, 'cena Łosoś Maki 32,00 zł → 34,00 zł')] };
    // What GET /releases answers now: the test moves it along as the server would.
    let answer: unknown = { live: old, pending: [change(7, 'cena Łosoś Maki 32,00 zł → 34,00 zł')], data: [old, older] };
    const getReleases = jest.fn(async () => answer);
    const publish = jest.fn(async () => {
      answer = { live: old, pending: [change(7, 'cena Łosoś Maki 32,00 zł → 34,00 zł')], data: [queued, old, older] };
      return { id: queued.id, status: 'queued' as const };
    });
    const { staffApi } = await openPublishTab({ getReleases: getReleases as StaffApi['getReleases'], publish });
    expect(normalizeSpaces((await screen.findByTestId('pending-count')).textContent)).toBe('1 zmiana nieopublikowana');
    expect(screen.getByRole('list', { name: 'Zmiany nieopublikowane' })).toHaveTextContent('cena Łosoś Maki 32,00 zł → 34,00 zł');

    const feed = await releasesFeed();
    fireEvent.click(screen.getByRole('button', { name: 'Opublikuj' }));
    await waitFor(() => expect(staffApi.publish).toHaveBeenCalledWith(STAFF_TOKEN));
    expect(await screen.findByTestId('publish-progress')).toBeInTheDocument();
    expect(screen.getByText('Kolejka')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: 'Opublikuj' })).toBeDisabled();
    expect(screen.getByRole('button', { name: `Przywróć ${older.id}` })).toBeDisabled();

    const reads = getReleases.mock.calls.length;
    act(() => feed.receive(progressEvent(queued.id, 'uploading', 'upload', [2, 4])));
    await waitFor(() => expect(normalizeSpaces(screen.getByTestId('publish-uploaded').textContent)).toBe('Wysłano 2/4 plików, 1,2/2,4 MB.'));
    expect(screen.getByText('Wysyłanie plików')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Budowanie strony')).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('progressbar', { name: 'Postęp publikacji' })).toHaveAttribute('aria-valuenow', '80');
    await waitFor(() => expect(getReleases).toHaveBeenCalledTimes(reads + 1));

    // More progress in the same state: shown, and no new read of the list.
    act(() => feed.receive(progressEvent(queued.id, 'uploading', 'upload', [3, 4], 90)));
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Postęp publikacji' })).toHaveAttribute('aria-valuenow', '90'));
    expect(getReleases).toHaveBeenCalledTimes(reads + 1);

    answer = { live: published, pending: [], data: [published, { ...old, status: 'superseded' }, older] };
    act(() => feed.receive(progressEvent(queued.id, 'live', 'done', [4, 4], 100)));
    expect(await screen.findByRole('status')).toHaveTextContent(`Opublikowano: ${queued.id}`);
    expect(getReleases).toHaveBeenCalledTimes(reads + 2);
    expect(screen.queryByTestId('publish-progress')).toBeNull();
    expect(screen.getByText('Strona jest aktualna — wszystkie zmiany są opublikowane.')).toBeInTheDocument();
    expect(screen.getByTestId('live-release')).toHaveTextContent(`Na stronie: wydanie ${queued.id}`);
    const history = screen.getAllByTestId('release');
    expect(history[0]).toHaveTextContent('opublikowane (na stronie)');
    expect(history[0]).toHaveTextContent('cena Łosoś Maki 32,00 zł → 34,00 zł');
    expect(history[1]).toHaveTextContent('zastąpione');
    expect(screen.getByRole('button', { name: 'Opublikuj' })).toBeEnabled();
    expect(screen.getByRole('button', { name: `Przywróć ${old.id}` })).toBeEnabled();
  });

  it('a publish already running: says so in Polish and follows it', async () => {
    const running = release({ id: '20261125-1200-cccc', status: 'building', restorable: false, progress: { ...release().progress, step: 'build', percent: 20 } });
    const busy = Object.assign(new Error('Release is being published'), { status: 409, code: 'PUBLISH_RUNNING', runningId: running.id });
    const getReleases = jest.fn().mockResolvedValueOnce({ live: null, pending: [], data: [] }).mockResolvedValue({ live: null, pending: [], data: [running] });
    await openPublishTab({ getReleases, publish: jest.fn().mockRejectedValue(busy) });
    await waitFor(() => expect(getReleases).toHaveBeenCalledTimes(1));
    fireEvent.click(await screen.findByRole('button', { name: 'Opublikuj' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Publikacja już trwa');
    const feed = await releasesFeed();
    expect(await screen.findByTestId('publish-progress')).toBeInTheDocument();
    expect(screen.getByText('Budowanie strony')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: 'Opublikuj' })).toBeDisabled();
    act(() => feed.receive(progressEvent(running.id, 'building', 'pages', [0, 0], 45)));
    await waitFor(() => expect(screen.getByText('Strony')).toHaveAttribute('aria-current', 'step'));
    expect(screen.getByRole('progressbar', { name: 'Postęp publikacji' })).toHaveAttribute('aria-valuenow', '45');
  });

  it('a failed release shows its Polish error and, on demand, its log', async () => {
    const failed = release({ id: '20261125-1300-dddd', status: 'failed', restorable: false, error: 'Budowanie strony nie powiodło się. Strona na żywo się nie zmieniła.' });
    const getRelease = jest.fn().mockResolvedValue({ ...failed, logTail: 'ERROR #85923 GRAPHQL\nbuild exited with code 1' });
    const { staffApi } = await openPublishTab({ getReleases: jest.fn().mockResolvedValue({ live: release(), pending: [], data: [failed, release()] }), getRelease });
    expect(await screen.findByRole('alert')).toHaveTextContent('Budowanie strony nie powiodło się. Strona na żywo się nie zmieniła.');
    expect(screen.queryByRole('status', { name: /Opublikowano/ })).toBeNull();
    expect(screen.queryByTestId('release-log')).toBeNull();
    expect(staffApi.getRelease).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Pokaż dziennik' }));
    const log = await screen.findByTestId('release-log');
    expect(log.tagName).toBe('PRE');
    await waitFor(() => expect(log).toHaveTextContent('build exited with code 1'));
    expect(staffApi.getRelease).toHaveBeenCalledWith(STAFF_TOKEN, failed.id);
    fireEvent.click(screen.getByRole('button', { name: 'Ukryj dziennik' }));
    expect(screen.queryByTestId('release-log')).toBeNull();
  });
});

describe('Publikacja: history', () => {
  it("'Przywróć' asks first, then rolls back and shows the new live release", async () => {
    const live = release({ id: '20261125-1400-eeee' });
    const older = release({ id: '20261125-1100-aaaa', status: 'superseded' });
    const pruned = release({ id: '20261125-1000-ffff', status: 'superseded', restorable: false });
    const getReleases = jest.fn().mockResolvedValue({ live, pending: [], data: [live, older, pruned] });
    const rollback = jest.fn().mockResolvedValue({ ...older, status: 'live', liveAt: '2026-11-25T15:00:00.000Z' });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { staffApi } = await openPublishTab({ getReleases, rollback });
    const history = await screen.findByRole('list', { name: 'Historia publikacji' });
    expect(within(history).queryByRole('button', { name: `Przywróć ${live.id}` })).toBeNull();
    expect(within(history).queryByRole('button', { name: `Przywróć ${pruned.id}` })).toBeNull();

    fireEvent.click(within(history).getByRole('button', { name: `Przywróć ${older.id}` }));
    expect(confirm).toHaveBeenCalledWith(`Przywrócić wydanie ${older.id}? Strona od razu pokaże jego treść.`);
    expect(staffApi.rollback).not.toHaveBeenCalled();

    getReleases.mockResolvedValue({
      live: { ...older, status: 'live', liveAt: '2026-11-25T15:00:00.000Z' },
      pending: [change(9, 'cena Łosoś Maki 34,00 zł → 32,00 zł')],
      data: [{ ...live, status: 'rolled-back' }, { ...older, status: 'live' }, pruned],
    });
    fireEvent.click(within(history).getByRole('button', { name: `Przywróć ${older.id}` }));
    await waitFor(() => expect(staffApi.rollback).toHaveBeenCalledWith(STAFF_TOKEN, older.id));
    await waitFor(() => expect(screen.getAllByTestId('release')[0]).toHaveTextContent('wycofane'));
    expect(screen.getAllByTestId('release')[1]).toHaveTextContent('opublikowane (na stronie)');
    expect(screen.getByTestId('live-release')).toHaveTextContent(`Na stronie: wydanie ${older.id}, opublikowane 25.11, 16:00.`);
    expect(normalizeSpaces(screen.getByTestId('pending-count').textContent)).toBe('1 zmiana nieopublikowana');
  });

  it('a release that can no longer be restored is refused in Polish', async () => {
    const older = release({ id: '20261125-1100-aaaa', status: 'superseded' });
    const pruned = Object.assign(new Error('pruned'), { status: 409, code: 'RELEASE_NOT_RESTORABLE' });
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    await openPublishTab({ getReleases: jest.fn().mockResolvedValue({ live: null, pending: [], data: [older] }), rollback: jest.fn().mockRejectedValue(pruned) });
    fireEvent.click(await screen.findByRole('button', { name: `Przywróć ${older.id}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tego wydania nie można już przywrócić');
  });

  it("names every status in words staff can tell apart, never the API's code, and tells who, when, how long, how many files", async () => {
    const many = Array.from({ length: 5 }, (_, i) => change(20 + i, `zmiana ${i + 1}`));
    const data = RELEASE_STATUSES.map((status, i) =>
      release({ id: `20261125-10${i}0-abc${i}`, status, durationMs: 65_000, fileCount: 220, uploadedFiles: 4, changes: i === 0 ? many : [] }),
    );
    await openPublishTab({ getReleases: jest.fn().mockResolvedValue({ live: null, pending: [], data }) });
    await waitFor(() => expect(screen.getAllByTestId('release')).toHaveLength(RELEASE_STATUSES.length));
    const rows = screen.getAllByTestId('release');
    // Each row's first line: '<id> — <the status in words>'.
    const named = rows.map((row, i) => {
      const nodes = [...row.childNodes];
      const line = normalizeSpaces(nodes.slice(0, nodes.findIndex((node) => node.nodeName === 'BR')).map((node) => node.textContent).join(''));
      expect(line.startsWith(`${data[i].id} — `)).toBe(true);
      return line.slice(`${data[i].id} — `.length);
    });
    RELEASE_STATUSES.forEach((status, i) => {
      expect(named[i]).toMatch(/\p{L}{3}/u);
      expect(named[i]).not.toMatch(new RegExp(status.split('-')[0], 'i'));
    });
    expect(new Set(named).size).toBe(RELEASE_STATUSES.length);
    expect(normalizeSpaces(rows[3].textContent)).toContain('25.11, 12:00, obsluga@sushikami.pl, 1 min 05 s, wysłano 4/220 plików');
    // Many changes are folded: the first three and how many more.
    expect(within(rows[0]).getByText('zmiana 1; zmiana 2; zmiana 3 i 2 więcej').tagName).toBe('SUMMARY');
  });
});

describe('Publikacja: the live feed', () => {
  it('reads the list when the tab opens and on every (re)connection; leaving the tab ends the feed', async () => {
    const getReleases = jest.fn().mockResolvedValue({ live: null, pending: [], data: [] });
    await openPublishTab({ getReleases });
    await waitFor(() => expect(getReleases).toHaveBeenCalled());
    const feed = await releasesFeed();
    await waitFor(() => expect(getReleases).toHaveBeenCalledTimes(2));

    act(() => feed.close());
    const again = await waitFor(
      () => {
        const next = FakeSocket.sockets.filter((ws) => ws !== feed && ws.sent.length === 0).pop();
        expect(next).toBeDefined();
        return next!;
      },
      { timeout: 3000 },
    );
    act(() => void again.onopen?.());
    act(() => again.receive({ type: 'connection_ack' }));
    await waitFor(() => expect(isReleasesFeed(again)).toBe(true));
    await waitFor(() => expect(getReleases).toHaveBeenCalledTimes(3));

    const close = jest.spyOn(again, 'close');
    fireEvent.click(screen.getByRole('tab', { name: 'Menu' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
  });
});

describe('Publikacja: progress', () => {
  it('shows the steps, the bar, what was sent, and the time ticking each second', () => {
    const createdAt = '2026-11-25T12:00:00.000Z';
    jest.useFakeTimers({ now: Date.parse(createdAt) + 65_000 });
    const running = release({
      status: 'uploading',
      createdAt,
      progress: { step: 'upload', percent: 62, pages: { done: 19, total: 19 }, files: { done: 3, total: 12 }, bytes: { done: 450_000, total: 2_350_000 } },
    });
    const { unmount } = render(<PublishProgress release={running} />);
    const steps = within(screen.getByRole('list', { name: 'Etapy publikacji' })).getAllByRole('listitem');
    expect(steps.map((li) => li.textContent)).toEqual(['Kolejka', 'Budowanie strony', 'Strony', 'Wysyłanie plików', 'Przełączenie', 'Gotowe']);
    expect(steps.map((li) => li.getAttribute('aria-current'))).toEqual([null, null, null, 'step', null, null]);
    expect(screen.getByRole('progressbar', { name: 'Postęp publikacji' })).toHaveAttribute('aria-valuenow', '62');
    expect(normalizeSpaces(screen.getByTestId('publish-uploaded').textContent)).toBe('Wysłano 3/12 plików, 0,5/2,4 MB.');
    expect(screen.getByTestId('publish-elapsed')).toHaveTextContent('Trwa 1 min 05 s.');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('publish-elapsed')).toHaveTextContent('Trwa 1 min 06 s.');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByTestId('publish-elapsed')).toHaveTextContent('Trwa 1 min 08 s.');
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
