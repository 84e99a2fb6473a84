/**
 * @jest-environment node
 *
 * The live feed's back-off and renewal times, then the feed itself against the real API,
 * through the site's own subscriptions (shop-graphql.ts): the order page's and the staff feeds.
 */
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import WS from 'ws';
import type { StaffOrderEvent } from '../../domain/contract/live-events';
import type { StaffReleaseEvent } from '../../domain/contract/releases';
import { backoffDelay, type LiveFeedEvent } from '../../src/lib/live-feed';
import { createShopGraphql, type OrderFeedEvent } from '../../src/lib/shop-graphql';
import { renewalDue } from '../../src/lib/live-renewal';

describe('live feed', () => {
  it('backs off up to 30 s', () => {
    expect([0, 1, 2, 10].map(backoffDelay)).toEqual([1000, 2000, 4000, 30000]);
  });

  it('moves a feed to a fresh token 5 min before an hour-long one expires, at half time of a short one, never without one', () => {
    const now = 1_800_000_000_000;
    expect(renewalDue(now / 1000 + 3600, now)).toBe(now + 55 * 60 * 1000);
    expect(renewalDue(now / 1000 + 4, now)).toBe(now + 2000);
    expect(renewalDue(now / 1000 - 1, now)).toBe(now);
    expect(renewalDue(null, now)).toBeNull();
  });
});

/**
 * The real API of server/test/helpers (in-memory PGlite, cognito-local, a member of staff) in
 * a child process, as Jest cannot load the server's ES modules. It answers one JSON line per
 * command line; 'drop' cuts every websocket as a lost network would (the client sees 1006).
 */
const API_DRIVER = `
const path = require('node:path');
const helpers = path.resolve('server/test/helpers');
const { createTestApp } = require(path.join(helpers, 'app.ts'));
const { createStaffUser, setIdTokenLifetime, signIn, startTestIdentity } = require(path.join(helpers, 'identity.ts'));
const { placeOrder, changeStatus } = require(path.join(helpers, 'orders.ts'));
const { notifyStatement } = require(path.resolve('server/src/events/order-events.ts'));
const { staffReleaseMessage } = require(path.resolve('server/src/events/release-events.ts'));
(async () => {
  const idp = await startTestIdentity();
  const t = await createTestApp({ idp });
  const staff = await createStaffUser(idp, 'obsluga@sushikami.pl');
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const sockets = new Set();
  t.app.server.on('upgrade', (_req, socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const out = (m) => process.stdout.write(JSON.stringify(m) + '\\n');
  out({ port: t.app.server.address().port, staffToken: staff.idToken });
  const commands = {
    order: () => placeOrder(t.app),
    status: async ({ id, status }) => {
      const res = await changeStatus(t.app, id, staff.idToken, status === 'accepted' ? { status, estimatedMinutes: 30 } : { status });
      if (res.statusCode !== 200) throw new Error(res.body);
    },
    // What the API announces while it publishes the site, the same way.
    release: ({ event }) => t.database.db.execute(notifyStatement(staffReleaseMessage(event))).then(() => true),
    // A real token of the staff member that lives only this many seconds.
    shortToken: async ({ seconds }) => {
      await setIdTokenLifetime(idp, seconds, 'seconds');
      try {
        return (await signIn(idp, 'obsluga@sushikami.pl')).idToken;
      } finally {
        await setIdTokenLifetime(idp, 1, 'hours');
      }
    },
    sockets: () => sockets.size,
    drop: () => sockets.forEach((socket) => socket.destroy()),
  };
  for await (const line of require('node:readline').createInterface({ input: process.stdin })) {
    const { cmd, ...args } = JSON.parse(line);
    try {
      out({ value: await commands[cmd](args) });
    } catch (err) {
      out({ error: String(err) });
    }
  }
  await t.close();
  await idp.stop();
  process.exit(0);
})();
`;

interface Api {
  baseUrl: string;
  /** A member of staff's ID token (cognito-local). */
  staffToken: string;
  call<T = unknown>(cmd: string, args?: Record<string, unknown>): Promise<T>;
  stop(): Promise<void>;
}

async function startApi(): Promise<Api> {
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', API_DRIVER], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const read = async () => JSON.parse((await lines.next()).value as string) as Record<string, unknown>;
  const { port, staffToken } = (await read()) as { port: number; staffToken: string };
  let queue = Promise.resolve<unknown>(undefined);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    staffToken,
    call<T>(cmd: string, args = {}) {
      const answer = queue.then(() => {
        child.stdin.write(`${JSON.stringify({ cmd, ...args })}\n`);
        return read().then((m) => {
          if (m.error) throw new Error(`${cmd}: ${m.error as string}`);
          return m.value as T;
        });
      });
      queue = answer.catch(() => undefined);
      return answer;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.stdin.end();
      }),
  };
}

/** Waits for a condition the client reaches on its own (a real socket, real timers). */
async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let api: Api;
describe('against the real API', () => {
  beforeAll(async () => {
    api = await startApi();
  }, 120_000);
  afterAll(() => api?.stop(), 30_000);

  describe('order status subscription', () => {
    /** A subscription of the client to the order, stopped whatever the test's outcome. */
    async function following(id: string, test: (events: OrderFeedEvent[], stop: () => void) => Promise<void>) {
      const client = createShopGraphql({ baseUrl: api.baseUrl, WebSocket: WS as unknown as typeof WebSocket });
      const events: OrderFeedEvent[] = [];
      const stop = client.followOrder(id, (event) => events.push(event));
      try {
        await test(events, stop);
      } finally {
        stop();
      }
    }
    const types = (events: OrderFeedEvent[]) => events.map((e) => e.type);
    /** 'in_delivery' for a status message, 'order:in_delivery' for a re-read order. */
    const statuses = (events: OrderFeedEvent[]) =>
      events.flatMap((e) => (e.type === 'status' ? [e.event.status] : e.type === 'order' ? [`order:${e.order.status}`] : []));

    it('sends the key in connection_init, re-reads the order on every connection, follows changes across a drop, and stops', async () => {
      const id = await api.call<string>('order');
      await following(id, async (events, stop) => {
        // Acknowledged with the default key (without it the server answers with an error), the
        // order re-read over HTTP, and the subscription's first message (the current status).
        await until(() => statuses(events).includes('new') && statuses(events).includes('order:new'), 'the first status and the order');
        expect(types(events)[0]).toBe('connected');
        expect(types(events)).not.toContain('error');
        await expect(api.call('sockets')).resolves.toBe(1);

        await api.call('status', { id, status: 'accepted' });
        await until(() => statuses(events).includes('accepted'), 'the change to accepted');
        const accepted = events.find((e) => e.type === 'status' && e.event.status === 'accepted');
        expect(accepted).toMatchObject({ event: { id, estimatedMinutes: 30, order: { id, status: 'accepted' } } });

        // The network drops; a change made meanwhile reaches the page once it is back (after the back-off).
        const before = events.length;
        await api.call('drop');
        await until(() => types(events).includes('disconnected'), "'disconnected'");
        const droppedAt = Date.now();
        await api.call('status', { id, status: 'in_delivery' });
        await until(() => types(events).filter((t) => t === 'connected').length === 2, 'the reconnection');
        expect(Date.now() - droppedAt).toBeGreaterThanOrEqual(backoffDelay(0) - 100);
        await until(() => statuses(events).includes('order:in_delivery') && statuses(events).includes('in_delivery'), 'the re-read order');
        expect(types(events).slice(before)).toEqual(expect.arrayContaining(['disconnected', 'connected', 'order', 'status']));

        // Stopped: the socket closes and nothing more arrives.
        stop();
        await expect(pollUntil(() => api.call<number>('sockets'), (n) => n === 0)).resolves.toBe(0);
        const seen = events.length;
        await api.call('status', { id, status: 'delivered' });
        await new Promise((resolve) => setTimeout(resolve, 1500));
        expect(events.length).toBe(seen);
      });
    }, 60_000);

    it("hands over the API's error for an order it does not know, and says the socket closed", async () => {
      await following('ZZZZZZZZZZ', async (events) => {
        await until(() => events.some((e) => e.type === 'error'), 'the error');
        expect(events.find((e) => e.type === 'error')).toEqual({ type: 'error', message: 'Order ZZZZZZZZZZ not found' });
        // The subscription is over, so is its socket (the client tries again later, with back-off).
        await until(() => events.some((e) => e.type === 'disconnected'), "'disconnected'");
        expect(types(events)).not.toContain('order');
      });
    }, 30_000);
  });

  describe('staff feeds', () => {
    const client = () => createShopGraphql({ baseUrl: api.baseUrl, WebSocket: WS as unknown as typeof WebSocket });
    const types = (events: { type: string }[]) => events.map((e) => e.type);
    const count = (events: { type: string }[], type: string) => events.filter((e) => e.type === type).length;

    /**
     * Staff feeds send nothing when subscribed: announce until an announcement arrives, which
     * also shows the subscription is live.
     */
    async function announceUntilSeen<E>(events: LiveFeedEvent<E>[], announce: () => Promise<unknown>): Promise<E> {
      const before = count(events, 'event');
      for (let attempt = 0; attempt < 20; attempt += 1) {
        await announce();
        try {
          await until(() => count(events, 'event') > before, 'an event', 500);
          return (events.filter((e) => e.type === 'event').pop() as { event: E }).event;
        } catch {
          // Not subscribed yet: announce again.
        }
      }
      throw new Error('no announcement reached the feed');
    }

    it('orders: a fresh token on every connection; a refused one is reported, and the feed starts over with the next', async () => {
      const tokens = [api.staffToken, 'not-a-token'];
      const getToken = jest.fn(async () => tokens.shift() ?? api.staffToken);
      const events: LiveFeedEvent<StaffOrderEvent>[] = [];
      const stop = client().subscribeStaffOrders(getToken, (event) => events.push(event));
      try {
        await until(() => types(events).includes('connected'), "'connected'");
        let id = '';
        const event = await announceUntilSeen(events, async () => {
          id = await api.call<string>('order');
        });
        expect(event).toEqual({ id, status: 'new', at: expect.any(String) });

        // Dropped: the next connection asks for the token again and gets one the API refuses.
        await api.call('drop');
        await until(() => types(events).includes('error'), 'the refusal');
        expect(events.find((e) => e.type === 'error')).toEqual({ type: 'error', message: 'Invalid or expired ID token' });
        expect(types(events).slice(0, 4)).toEqual(['connected', 'event', 'disconnected', 'connected']);
        // Started over after the back-off with a good token: live again.
        await until(() => count(events, 'connected') === 3, 'the new start');
        await announceUntilSeen(events, () => api.call('order'));
        expect(getToken).toHaveBeenCalledTimes(3);

        stop();
        await expect(pollUntil(() => api.call<number>('sockets'), (n) => n === 0)).resolves.toBe(0);
        const seen = events.length;
        await api.call('order');
        await new Promise((resolve) => setTimeout(resolve, 1000));
        expect(events.length).toBe(seen);
      } finally {
        stop();
      }
    }, 60_000);

    it('orders: retries later when no token can be had (offline refresh)', async () => {
      const getToken = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(api.staffToken);
      const events: LiveFeedEvent<StaffOrderEvent>[] = [];
      // The wait before the second connection is our policy's, not graphql-ws' own (1.3-4 s).
      const timers = jest.spyOn(global, 'setTimeout');
      const started = Date.now();
      const stop = client().subscribeStaffOrders(getToken, (event) => events.push(event));
      try {
        await until(() => types(events).includes('connected'), "'connected'");
        expect(types(events)).toEqual(['disconnected', 'connected']);
        expect(Date.now() - started).toBeGreaterThanOrEqual(backoffDelay(0) - 100);
        expect(timers.mock.calls.map(([, ms]) => ms)).toContain(backoffDelay(0));
        expect(getToken).toHaveBeenCalledTimes(2);
        await announceUntilSeen(events, () => api.call('order'));
      } finally {
        timers.mockRestore();
        stop();
      }
    }, 30_000);

    it('orders: moves to a fresh token before each expires (real 4-s tokens), quietly, and misses no order', async () => {
      const getToken = jest.fn(() => api.call<string>('shortToken', { seconds: 4 }));
      const events: LiveFeedEvent<StaffOrderEvent>[] = [];
      const stop = client().subscribeStaffOrders(getToken, (event) => events.push(event));
      try {
        await until(() => types(events).includes('connected'), "'connected'");
        await announceUntilSeen(events, () => api.call('order'));
        // Orders for 7 s: past the first token's expiry and at least two renewals.
        const placed: string[] = [];
        const end = Date.now() + 7000;
        while (Date.now() < end) {
          placed.push(await api.call<string>('order'));
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        const announced = () => new Set(events.flatMap((e) => (e.type === 'event' ? [e.event.id] : [])));
        await until(() => placed.every((id) => announced().has(id)), 'every order announced', 3000);
        expect(count(events, 'connected')).toBeGreaterThanOrEqual(3);
        expect(getToken.mock.calls.length).toBeGreaterThanOrEqual(3);
        expect(types(events)).not.toContain('disconnected');
        expect(types(events)).not.toContain('error');
        // The old connections were closed by the client: one socket (two while they overlap).
        expect(await pollUntil(() => api.call<number>('sockets'), (n) => n <= 2)).toBeLessThanOrEqual(2);
      } finally {
        stop();
      }
    }, 60_000);

    it("releases: the staff token's own feed hands over each message, and says 'connected' again after a drop", async () => {
      const events: LiveFeedEvent<StaffReleaseEvent>[] = [];
      const stop = client().subscribeStaffReleases(async () => api.staffToken, (event) => events.push(event));
      const message: StaffReleaseEvent = {
        id: '20261125-1200-k3f9',
        status: 'uploading',
        error: null,
        progress: { step: 'upload', percent: 80, pages: { done: 19, total: 19 }, files: { done: 2, total: 4 }, bytes: { done: 1, total: 2 } },
      };
      try {
        await until(() => types(events).includes('connected'), "'connected'");
        await expect(announceUntilSeen(events, () => api.call('release', { event: message }))).resolves.toEqual(message);
        await api.call('drop');
        await until(() => count(events, 'connected') === 2, 'the reconnection');
        expect(types(events)).toEqual(expect.arrayContaining(['connected', 'event', 'disconnected', 'connected']));
        expect(types(events)).not.toContain('error');
      } finally {
        stop();
      }
    }, 30_000);
  });
});

async function pollUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
