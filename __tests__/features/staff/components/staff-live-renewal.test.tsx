/**
 * The board's live connection across the end of its ID token (D77): before the token expires
 * it moves to a fresh one without a 'Brak połączenia' banner and re-reads the orders (so an
 * order placed during the switch is on the board); a connection the API ends at expiry (4401)
 * comes back at once, as quietly; an account the API no longer counts as staff gets 'Brak dostępu'.
 */
import React from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import StaffPage from '../../../../src/pages/admin';
import { RootWrapper } from '../../../../src/app/root-wrapper';
import { jwtWith, makeStaffStore, staffOrder } from '../../../support/staff-fixtures';
import { FakeSocket, useFakeSockets } from '../../../support/fake-socket';

useFakeSockets();
beforeEach(() => {
  localStorage.clear();
});

const staffToken = (expiresInSeconds: number, n: number) =>
  jwtWith({ email: 'obsluga@sushikami.pl', 'cognito:groups': ['staff'], exp: Math.floor(Date.now() / 1000) + expiresInSeconds, n });

/** The client's socket number `index` once it exists, opened and acknowledged, its subscription sent. */
async function acknowledged(index: number, timeout = 1000): Promise<FakeSocket> {
  await waitFor(() => expect(FakeSocket.sockets.length).toBeGreaterThan(index), { timeout });
  const ws = FakeSocket.sockets[index];
  act(() => void ws.onopen?.());
  await waitFor(() => expect(ws.sent[0]?.type).toBe('connection_init'));
  act(() => ws.receive({ type: 'connection_ack' }));
  await waitFor(() => expect(ws.sent[1]).toMatchObject({ type: 'subscribe', payload: { query: expect.stringContaining('staffOrderEvents') } }));
  return ws;
}

const bannerShown = () => screen.queryByText('Brak połączenia — ponawiam…') !== null;

it('moves to a fresh token before expiry, re-reads the orders, and shows no banner; a 4401 reconnects at once; FORBIDDEN means Brak dostępu', async () => {
  // A token with 2 s left: the feed renews at half the time left (a real one has an hour, renewed 5 min early).
  const firstToken = staffToken(2, 1);
  let token = firstToken;
  const services = makeStaffStore({ getOrders: jest.fn().mockResolvedValue({ data: [staffOrder()] }) });
  (services.identity.getIdToken as jest.Mock).mockImplementation(async () => token);
  const getOrders = services.staffApi.getOrders as jest.Mock;
  render(
    <RootWrapper store={services.store}>
      <StaffPage />
    </RootWrapper>,
  );
  await screen.findByRole('article', { name: 'Zamówienie ABCDEFGH23' });
  const first = await acknowledged(0);
  expect(first.sent[0].payload).toMatchObject({ authorization: `Bearer ${firstToken}` });

  // The identity service has renewed the session; an order arrives while the feed switches.
  token = staffToken(3600, 2);
  getOrders.mockResolvedValue({ data: [staffOrder(), staffOrder({ id: 'INGAP00022' })] });
  const readsBefore = getOrders.mock.calls.length;
  const second = await acknowledged(1, 3000);
  expect(second.sent[0].payload).toMatchObject({ authorization: `Bearer ${token}` });
  // Re-read on the renewed connection: the order from the switch is on the board.
  await waitFor(() => expect(getOrders.mock.calls.length).toBeGreaterThan(readsBefore));
  expect(await screen.findByRole('article', { name: 'Zamówienie INGAP00022' })).toBeInTheDocument();
  // The old connection still delivers during the overlap, then the client closes it; no banner.
  const readsOverlap = getOrders.mock.calls.length;
  act(() => first.receive({ type: 'next', id: 'staff', payload: { data: { staffOrderEvents: { id: 'INGAP00022', status: 'new', at: '' } } } }));
  await waitFor(() => expect(getOrders.mock.calls.length).toBeGreaterThan(readsOverlap));
  await waitFor(() => expect(first.closedByClient).toBe(true), { timeout: 5000 });
  expect(second.closedByClient).toBe(false);
  expect(bannerShown()).toBe(false);

  // The API ends the connection with its token anyway (the renewal came too late): back at once, quietly.
  const readsExpiry = getOrders.mock.calls.length;
  act(() => second.serverClose(4401, 'ID token expired'));
  expect(bannerShown()).toBe(false);
  const third = await acknowledged(2, 500);
  await waitFor(() => expect(getOrders.mock.calls.length).toBeGreaterThan(readsExpiry));
  expect(bannerShown()).toBe(false);

  // Removed from the staff group: the API refuses the subscription.
  act(() =>
    third.receive({ type: 'error', id: 'staff', payload: [{ message: 'Only members of the staff group may do this', extensions: { code: 'FORBIDDEN' } }] }),
  );
  expect(await screen.findByText('Brak dostępu — to konto nie należy do obsługi restauracji.')).toBeInTheDocument();
}, 20_000);
