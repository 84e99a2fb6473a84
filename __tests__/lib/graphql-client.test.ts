/**
 * @jest-environment node
 */
import { backoffDelay, createGraphqlClient, GraphqlResponseError } from '../../src/lib/graphql-client';
import { FakeSocket } from '../support/fake-socket';

function fakeFetch(status: number, body: unknown) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetch = async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch, calls };
}

describe('graphql client', () => {
  it('posts query, variables and operationName with the public API key', async () => {
    const { fetch, calls } = fakeFetch(200, { data: { order: null } });
    const client = createGraphqlClient({ baseUrl: 'http://api', fetch, apiKey: 'k-1' });
    await expect(client.query('query Order($id: ID!) { order(id: $id) { id } }', { id: 'X' }, 'Order')).resolves.toEqual({
      order: null,
    });
    expect(calls[0].url).toBe('http://api/graphql');
    expect(calls[0].init?.method).toBe('POST');
    expect((calls[0].init?.headers as Record<string, string>)['x-api-key']).toBe('k-1');
    expect(JSON.parse(String(calls[0].init?.body))).toEqual({
      query: 'query Order($id: ID!) { order(id: $id) { id } }',
      variables: { id: 'X' },
      operationName: 'Order',
    });
  });

  it.each([300, 401, 404, 500, 503])('raises the status message for %i', async (status) => {
    const { fetch } = fakeFetch(status, { message: 'nope' });
    const client = createGraphqlClient({ baseUrl: '', fetch });
    await expect(client.query('{ x }')).rejects.toThrow(`Response not successful: Received status code ${status}`);
  });

  it('raises GraphQL errors of a 200 answer', async () => {
    const { fetch } = fakeFetch(200, { data: null, errors: [{ message: 'bad' }] });
    const client = createGraphqlClient({ fetch });
    await expect(client.query('{ x }')).rejects.toBeInstanceOf(GraphqlResponseError);
  });

  it('backs off up to 30 s', () => {
    expect([0, 1, 2, 10].map(backoffDelay)).toEqual([1000, 2000, 4000, 30000]);
  });
});

describe('order status subscription', () => {
  beforeEach(() => {
    FakeSocket.sockets = [];
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('sends the key in connection_init, subscribes, re-queries and reconnects with backoff', async () => {
    const order = { id: 'ABCDEFGH23', status: 'new' };
    const { fetch, calls } = fakeFetch(200, { data: { order } });
    const client = createGraphqlClient({
      baseUrl: 'http://api',
      apiKey: 'k-2',
      fetch,
      WebSocket: FakeSocket as unknown as typeof WebSocket,
    });
    const events: { type: string }[] = [];
    const stop = client.subscribe('ABCDEFGH23', (event) => events.push(event));

    const ws = FakeSocket.sockets[0];
    expect(ws.url).toBe('ws://api/graphql');
    expect(ws.protocol).toBe('graphql-transport-ws');
    ws.onopen?.();
    expect(ws.sent[0]).toEqual({ type: 'connection_init', payload: { 'x-api-key': 'k-2' } });
    ws.receive({ type: 'connection_ack' });
    expect(ws.sent[1]).toMatchObject({ type: 'subscribe', payload: { variables: { id: 'ABCDEFGH23' } } });
    await Promise.resolve();
    await jest.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    expect(events.map((e) => e.type)).toEqual(['connected', 'order']);

    ws.receive({ type: 'next', id: '1', payload: { data: { orderStatusChanged: { status: 'accepted', order } } } });
    expect(events[events.length - 1]).toMatchObject({ type: 'status', event: { status: 'accepted' } });

    ws.onclose?.();
    expect(events[events.length - 1].type).toBe('disconnected');
    expect(FakeSocket.sockets).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.sockets).toHaveLength(2);
    const again = FakeSocket.sockets[1];
    again.onopen?.();
    again.receive({ type: 'connection_ack' });
    await jest.advanceTimersByTimeAsync(0);
    // Re-queried on reconnect: a change while offline is not missed.
    expect(calls).toHaveLength(2);

    stop();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.sockets).toHaveLength(2);
  });
});
