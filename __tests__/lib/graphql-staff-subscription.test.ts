import { buildSchema, parse, validate } from 'graphql';
// The SDL the API serves (a plain string): the documents the panel sends must fit it.
import { schema as serverSchema } from '../../server/src/graphql/schema';
import { createGraphqlClient, STAFF_ORDERS_SUBSCRIPTION, STAFF_RELEASES_SUBSCRIPTION } from '../../src/lib/graphql-client';
import { FakeSocket } from '../support/fake-socket';

describe('staff orders subscription', () => {
  beforeEach(() => {
    FakeSocket.sockets = [];
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('sends a fresh token on every connection and reconnects with backoff until stopped', async () => {
    const tokens = ['t-1', 't-2'];
    const getToken = jest.fn(async () => tokens.shift()!);
    const client = createGraphqlClient({ baseUrl: 'https://shop.example', apiKey: 'k', WebSocket: FakeSocket as unknown as typeof WebSocket });
    const events: { type: string }[] = [];
    const stop = client.subscribeStaffOrders(getToken, (e) => events.push(e));
    await jest.advanceTimersByTimeAsync(0);

    const first = FakeSocket.sockets[0];
    expect(first.url).toBe('wss://shop.example/graphql');
    first.onopen?.();
    expect(first.sent[0]).toEqual({ type: 'connection_init', payload: { 'x-api-key': 'k', authorization: 'Bearer t-1' } });
    first.receive({ type: 'connection_ack' });
    first.receive({ type: 'next', id: 'staff', payload: { data: { staffOrderEvents: { id: 'A', status: 'new', at: 'x' } } } });
    first.receive({ type: 'error', id: 'staff', payload: [{ message: 'Forbidden' }] });
    expect(events).toEqual([
      { type: 'connected' },
      { type: 'event', event: { id: 'A', status: 'new', at: 'x' } },
      { type: 'error', message: 'Forbidden' },
    ]);

    first.close();
    expect(events[events.length - 1]).toEqual({ type: 'disconnected' });
    await jest.advanceTimersByTimeAsync(999);
    expect(FakeSocket.sockets).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(FakeSocket.sockets).toHaveLength(2);
    FakeSocket.sockets[1].onopen?.();
    expect(FakeSocket.sockets[1].sent[0]).toMatchObject({ payload: { authorization: 'Bearer t-2' } });

    stop();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.sockets).toHaveLength(2);
  });

  it('retries later when no token can be had (offline refresh)', async () => {
    const getToken = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('t');
    const client = createGraphqlClient({ WebSocket: FakeSocket as unknown as typeof WebSocket, baseUrl: 'http://x' });
    const events: { type: string }[] = [];
    const stop = client.subscribeStaffOrders(getToken, (e) => events.push(e));
    await jest.advanceTimersByTimeAsync(0);
    expect(events).toEqual([{ type: 'disconnected' }]);
    expect(FakeSocket.sockets).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.sockets).toHaveLength(1);
    stop();
  });
});

describe('staff releases subscription', () => {
  beforeEach(() => {
    FakeSocket.sockets = [];
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  const progress = { step: 'upload', percent: 80, pages: { done: 19, total: 19 }, files: { done: 2, total: 4 }, bytes: { done: 1, total: 2 } };

  it('subscribes to staffReleaseEvents with the staff token, on its own socket, and hands over each message', async () => {
    const client = createGraphqlClient({ baseUrl: 'https://shop.example', apiKey: 'k', WebSocket: FakeSocket as unknown as typeof WebSocket });
    const events: unknown[] = [];
    const stop = client.subscribeStaffReleases(async () => 'staff-token', (e) => events.push(e));
    await jest.advanceTimersByTimeAsync(0);

    const ws = FakeSocket.sockets[0];
    expect(ws.url).toBe('wss://shop.example/graphql');
    expect(ws.protocol).toBe('graphql-transport-ws');
    ws.onopen?.();
    expect(ws.sent[0]).toEqual({ type: 'connection_init', payload: { 'x-api-key': 'k', authorization: 'Bearer staff-token' } });
    ws.receive({ type: 'connection_ack' });
    expect(ws.sent[1]).toEqual({
      id: 'staff',
      type: 'subscribe',
      payload: { query: STAFF_RELEASES_SUBSCRIPTION, operationName: 'StaffReleaseEvents' },
    });
    expect(STAFF_RELEASES_SUBSCRIPTION.replace(/\s+/g, ' ')).toBe(
      'subscription StaffReleaseEvents { staffReleaseEvents { id status error progress { step percent pages { done total } files { done total } bytes { done total } } } }',
    );

    const message = { id: '20261125-1200-k3f9', status: 'uploading', error: null, progress };
    ws.receive({ type: 'next', id: 'staff', payload: { data: { staffReleaseEvents: message } } });
    // A message of the other feed's shape is not a release event.
    ws.receive({ type: 'next', id: 'staff', payload: { data: { staffOrderEvents: { id: 'A', status: 'new', at: 'x' } } } });
    ws.receive({ type: 'ping' });
    expect(ws.sent[2]).toEqual({ type: 'pong' });
    expect(events).toEqual([{ type: 'connected' }, { type: 'event', event: message }]);

    // Dropped: 'disconnected', then a new socket after the back-off, acknowledged as 'connected' (the tab re-reads the list).
    ws.close();
    await jest.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.sockets).toHaveLength(2);
    FakeSocket.sockets[1].onopen?.();
    FakeSocket.sockets[1].receive({ type: 'connection_ack' });
    expect(events.slice(2)).toEqual([{ type: 'disconnected' }, { type: 'connected' }]);

    stop();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.sockets).toHaveLength(2);
  });
});

describe('the staff subscriptions against the API schema', () => {
  it.each([
    ['StaffOrderEvents', STAFF_ORDERS_SUBSCRIPTION],
    ['StaffReleaseEvents', STAFF_RELEASES_SUBSCRIPTION],
  ])('%s is a valid document of the server schema', (_name, document) => {
    expect(validate(buildSchema(serverSchema), parse(document))).toEqual([]);
  });
});
