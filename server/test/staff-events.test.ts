import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { LocalCognito } from '../src/identity/local-cognito';
import { createTestApp, TEST_DB_KIND, type TestApp } from './helpers/app';
import { subscribe, type Subscription } from './helpers/graphql-ws';
import { createStaffUser, createUser, forgeToken, startTestIdentity, type Tokens } from './helpers/identity';
import { changeOrder, changeStatus, placeOrder, postPhoneOrder } from './helpers/orders';
import { staffCall } from './helpers/staff';

const KEY = 'local-public-key';
const STAFF_EVENTS = 'subscription { staffOrderEvents { id status at } }';
let idp: LocalCognito;
let t: TestApp;
let staff: Tokens;
let customer: Tokens;
let wsUrl: string;

before(async () => {
  idp = await startTestIdentity();
  t = await createTestApp({ idp });
  staff = await createStaffUser(idp, 'obsluga@sushikami.pl');
  customer = await createUser(idp, 'klient@example.pl');
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  wsUrl = `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}/graphql`;
});
after(async () => {
  await t?.close();
  await idp?.stop();
});

interface StaffEvent {
  id: string;
  status: string;
  at: string;
}
const eventOf = (message: { type: string; payload?: unknown }): StaffEvent => {
  assert.equal(message.type, 'next', JSON.stringify(message));
  return (message.payload as { data: { staffOrderEvents: StaffEvent } }).data.staffOrderEvents;
};

const staffBoard = (url: string, token = staff.idToken) =>
  subscribe(url, { query: STAFF_EVENTS, connectionPayload: { 'x-api-key': KEY, authorization: `Bearer ${token}` } });

/**
 * The feed sends nothing on subscribing, so the test cannot tell when it is live: it places
 * orders until one is announced, and from then on every order and change must be.
 */
async function untilLive(board: Subscription, app: TestApp['app']): Promise<void> {
  const placed = new Set<string>();
  for (let attempt = 0; attempt < 20; attempt++) {
    placed.add(await placeOrder(app));
    const event = await board.next(500).catch(() => undefined);
    if (event) {
      const first = eventOf(event);
      assert.ok(placed.has(first.id) && first.status === 'new', JSON.stringify(first));
      // Orders placed while waiting may still be on their way: drain them.
      for (let i = 1; i < placed.size; i++) await board.next(300).catch(() => undefined);
      return;
    }
  }
  throw new Error('the staff feed never went live');
}

describe(`staff order events (${TEST_DB_KIND})`, () => {
  test('one event per new order and per status change; status changes land in the audit log', async () => {
    const board = await staffBoard(wsUrl);
    try {
      await untilLive(board, t.app);
      const id = await placeOrder(t.app);
      const placed = eventOf(await board.next());
      assert.deepEqual([placed.id, placed.status], [id, 'new']);
      assert.ok(!Number.isNaN(Date.parse(placed.at)));

      assert.equal((await changeStatus(t.app, id, staff.idToken, { status: 'accepted', estimatedMinutes: 30 })).statusCode, 200);
      const accepted = eventOf(await board.next());
      const history = (await t.app.inject(`/shop/order/${id}`)).json().statusHistory;
      assert.deepEqual(accepted, { id, status: 'accepted', at: history.at(-1).at });
      const other = await placeOrder(t.app);
      assert.deepEqual(eventOf(await board.next()).id, other);
      await changeStatus(t.app, other, staff.idToken, { status: 'rejected', reason: 'Brak dostawcy w tej okolicy' });
      assert.deepEqual(eventOf(await board.next()).status, 'rejected');

      const audit = (await staffCall(t.app, staff.idToken, 'GET', '/shop/staff/audit?limit=2')).json().data;
      assert.deepEqual(
        audit.map((e: Record<string, unknown>) => [e.action, e.target, e.by, e.before, e.after]),
        [
          ['order-status', other, 'obsluga@sushikami.pl', { status: 'new' }, { status: 'rejected', reason: 'Brak dostawcy w tej okolicy' }],
          ['order-status', id, 'obsluga@sushikami.pl', { status: 'new' }, { status: 'accepted', estimatedMinutes: 30 }],
        ],
      );
    } finally {
      await board.close();
    }
  });

  test('a phone order reaches the board at once, accepted; so does a change by phone (D96, D97)', async () => {
    const board = await staffBoard(wsUrl);
    try {
      await untilLive(board, t.app);
      const res = await postPhoneOrder(t.app, staff.idToken);
      assert.equal(res.statusCode, 201, res.body);
      const { id, createdAt } = res.json();
      assert.deepEqual(eventOf(await board.next()), { id, status: 'accepted', at: createdAt });
      const changed = await changeOrder(t.app, id, staff.idToken, { notes: 'Klatka C', reason: 'Klient dzwonił' });
      assert.deepEqual(eventOf(await board.next()), { id, status: 'accepted', at: changed.json().changes[0].at });
    } finally {
      await board.close();
    }
  });

  test('refused without a staff token, with a customer token, a forged one, or without the API key', async () => {
    const forged = forgeToken({ email: 'obsluga@sushikami.pl', 'cognito:groups': ['staff'] });
    const attempts: [Record<string, unknown>, RegExp][] = [
      [{ 'x-api-key': KEY }, /UNAUTHENTICATED/],
      [{ 'x-api-key': KEY, authorization: `Bearer ${forged}` }, /UNAUTHENTICATED/],
      [{ 'x-api-key': KEY, authorization: 'Token abc' }, /UNAUTHENTICATED/],
      [{ 'x-api-key': KEY, authorization: `Bearer ${customer.idToken}` }, /FORBIDDEN/],
      [{ authorization: `Bearer ${staff.idToken}` }, /INVALID_API_KEY/],
    ];
    for (const [connectionPayload, code] of attempts) {
      const sub = await subscribe(wsUrl, { query: STAFF_EVENTS, connectionPayload });
      try {
        const refused = await sub.next();
        assert.equal(refused.type, 'error', JSON.stringify(connectionPayload));
        assert.match(JSON.stringify(refused.payload), code);
        // And nothing follows: an order placed now is not announced to it.
        await placeOrder(t.app);
        await assert.rejects(sub.next(400), /no websocket message/);
      } finally {
        await sub.close();
      }
    }
  });
});

describe('staff order events across API instances (postgres)', () => {
  const skip = TEST_DB_KIND === 'postgres' ? false : 'needs PostgreSQL: run with TEST_DATABASE_URL (scripts/with-postgres.sh)';

  test('an order placed through instance A reaches a staff board connected to instance B', { skip }, async () => {
    const b = await createTestApp({ idp, shareDatabaseOf: t });
    try {
      await b.app.listen({ host: '127.0.0.1', port: 0 });
      const board = await staffBoard(`ws://127.0.0.1:${(b.app.server.address() as { port: number }).port}/graphql`);
      try {
        await untilLive(board, t.app);
        const id = await placeOrder(t.app);
        assert.deepEqual([eventOf(await board.next()).id], [id]);
        await changeStatus(t.app, id, staff.idToken, { status: 'accepted', estimatedMinutes: 20 });
        assert.deepEqual(eventOf(await board.next()).status, 'accepted');
      } finally {
        await board.close();
      }
    } finally {
      await b.close();
    }
  });
});
