import { createGraphqlClient } from '../../src/lib/graphql-client';
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
