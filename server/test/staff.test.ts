import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { LocalCognito } from '../src/identity/local-cognito';
import { bearer, createTestApp, TEST_DB_KIND, type TestApp } from './helpers/app';
import { createStaffUser, createUser, forgeToken, startTestIdentity, type Tokens } from './helpers/identity';
import { ADDRESS_A, changeStatus, CUSTOMER, placeOrder } from './helpers/orders';

let idp: LocalCognito;
let t: TestApp;
let staff: Tokens;
let customer: Tokens;
// A clock that stands still unless moved, so each recorded time can be checked exactly.
let current = new Date('2026-03-11T13:00:00Z');
const tick = (minutes: number) => (current = new Date(current.getTime() + minutes * 60_000));

before(async () => {
  idp = await startTestIdentity();
  t = await createTestApp({ idp, now: () => new Date(current) });
  staff = await createStaffUser(idp, 'kuchnia@sushikami.pl');
  customer = await createUser(idp, 'klient@example.pl');
});
after(async () => {
  await t?.close();
  await idp?.stop();
});

const listOrders = (query: string, token = staff.idToken) =>
  t.app.inject({ url: `/shop/staff/orders${query}`, headers: bearer(token) });

describe(`staff: order status (${TEST_DB_KIND})`, () => {
  test('401 without a token or with a forged one, 403 for a customer, 200 for staff', async () => {
    const id = await placeOrder(t.app);
    assert.equal((await changeStatus(t.app, id, undefined, { status: 'accepted', estimatedMinutes: 30 })).statusCode, 401);
    assert.equal((await t.app.inject(`/shop/staff/orders`)).statusCode, 401);
    const forged = forgeToken({ email: 'kuchnia@sushikami.pl', 'cognito:groups': ['staff'] });
    assert.equal((await changeStatus(t.app, id, forged, { status: 'accepted', estimatedMinutes: 30 })).statusCode, 401);
    const notStaff = await changeStatus(t.app, id, customer.idToken, { status: 'accepted', estimatedMinutes: 30 });
    assert.equal(notStaff.statusCode, 403);
    assert.equal(notStaff.json().code, 'FORBIDDEN');
    assert.equal((await listOrders('', customer.idToken)).statusCode, 403);
    const ok = await changeStatus(t.app, id, staff.idToken, { status: 'accepted', estimatedMinutes: 30 });
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.json().status, 'accepted');
  });

  test('the whole lifecycle, each change stored with its time and the staff e-mail', async () => {
    const placedAt = current.toISOString();
    const id = await placeOrder(t.app, { deliveryTime: { type: 'asap' } });
    tick(3);
    const accepted = (await changeStatus(t.app, id, staff.idToken, { status: 'accepted', estimatedMinutes: 45 })).json();
    assert.equal(accepted.estimatedMinutes, 45);
    assert.equal(accepted.estimatedDeliveryAt, '2026-03-11T13:48:00.000Z');
    tick(25);
    await changeStatus(t.app, id, staff.idToken, { status: 'in_delivery' });
    tick(15);
    const delivered = await changeStatus(t.app, id, staff.idToken, { status: 'delivered' });
    assert.equal(delivered.statusCode, 200);
    assert.deepEqual(delivered.json().statusHistory, [
      { status: 'new', at: placedAt, note: '', estimatedMinutes: null, changedBy: null },
      { status: 'accepted', at: '2026-03-11T13:03:00.000Z', note: '', estimatedMinutes: 45, changedBy: 'kuchnia@sushikami.pl' },
      { status: 'in_delivery', at: '2026-03-11T13:28:00.000Z', note: '', estimatedMinutes: null, changedBy: 'kuchnia@sushikami.pl' },
      { status: 'delivered', at: '2026-03-11T13:43:00.000Z', note: '', estimatedMinutes: null, changedBy: 'kuchnia@sushikami.pl' },
    ]);
    // The estimate stays the order's after acceptance.
    assert.equal(delivered.json().estimatedDeliveryAt, '2026-03-11T13:48:00.000Z');
  });

  test('rejection needs a reason, which the customer then reads', async () => {
    const id = await placeOrder(t.app);
    const noReason = await changeStatus(t.app, id, staff.idToken, { status: 'rejected' });
    assert.equal(noReason.statusCode, 400);
    assert.match(noReason.json().message, /body\/reason is required/);
    const rejected = await changeStatus(t.app, id, staff.idToken, { status: 'rejected', reason: 'Kuchnia jest przeciążona, przepraszamy.' });
    assert.equal(rejected.statusCode, 200);
    const page = (await t.app.inject(`/shop/order/${id}`)).json();
    assert.equal(page.status, 'rejected');
    assert.deepEqual(page.statusHistory.at(-1), { status: 'rejected', at: current.toISOString(), note: 'Kuchnia jest przeciążona, przepraszamy.', estimatedMinutes: null });
  });

  test('bad input is 400 naming the field; an unknown order is 404', async () => {
    const id = await placeOrder(t.app);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ status: 'accepted' }, /body\/estimatedMinutes is required/],
      [{ status: 'accepted', estimatedMinutes: 4 }, /body\/estimatedMinutes must be >= 5/],
      [{ status: 'accepted', estimatedMinutes: 241 }, /body\/estimatedMinutes must be <= 240/],
      [{ status: 'accepted', estimatedMinutes: 30.5 }, /body\/estimatedMinutes/],
      [{ status: 'in_delivery', estimatedMinutes: 30 }, /body\/estimatedMinutes is only for status accepted/],
      [{ status: 'cancelled' }, /body\/status/],
      [{}, /status/],
      [{ status: 'rejected', reason: 'x'.repeat(501) }, /body\/reason/],
    ];
    for (const [body, message] of cases) {
      const res = await changeStatus(t.app, id, staff.idToken, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.match(res.json().message, message);
    }
    const unknown = await changeStatus(t.app, 'ZZZZZZZZZZ', staff.idToken, { status: 'in_delivery' });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().code, 'ORDER_NOT_FOUND');
    assert.equal((await changeStatus(t.app, 'bad-id', staff.idToken, { status: 'in_delivery' })).statusCode, 400);
  });

  test('illegal jumps are 409 and change nothing', async () => {
    const id = await placeOrder(t.app);
    const illegal = async (body: Record<string, unknown>) => {
      const res = await changeStatus(t.app, id, staff.idToken, body);
      assert.equal(res.statusCode, 409, JSON.stringify(body));
      assert.equal(res.json().code, 'ILLEGAL_TRANSITION');
      return res;
    };
    assert.match((await illegal({ status: 'delivered' })).json().message, /from new to delivered/);
    await illegal({ status: 'in_delivery' });
    await illegal({ status: 'new' });
    await changeStatus(t.app, id, staff.idToken, { status: 'accepted', estimatedMinutes: 20 });
    await illegal({ status: 'accepted', estimatedMinutes: 25 });
    await illegal({ status: 'delivered' });
    await changeStatus(t.app, id, staff.idToken, { status: 'in_delivery' });
    await illegal({ status: 'rejected', reason: 'Za późno' });
    await changeStatus(t.app, id, staff.idToken, { status: 'delivered' });
    await illegal({ status: 'in_delivery' });
    const history = (await t.app.inject(`/shop/order/${id}`)).json().statusHistory;
    assert.deepEqual(history.map((h: { status: string }) => h.status), ['new', 'accepted', 'in_delivery', 'delivered']);
  });

  test('pickup: new → accepted (minutes until ready) → ready_for_pickup → picked_up; no delivery step on it, no pickup step on a delivery (D95)', async () => {
    const illegal = async (id: string, body: Record<string, unknown>, from: string) => {
      const res = await changeStatus(t.app, id, staff.idToken, body);
      assert.deepEqual([res.statusCode, res.json().code], [409, 'ILLEGAL_TRANSITION'], `${from} -> ${String(body.status)}`);
      assert.match(res.json().message, new RegExp(`from ${from} to ${String(body.status)}`));
    };
    const pickup = await placeOrder(t.app, { fulfilment: 'pickup', address: undefined });
    tick(2);
    const accepted = (await changeStatus(t.app, pickup, staff.idToken, { status: 'accepted', estimatedMinutes: 20 })).json();
    assert.equal(accepted.fulfilment, 'pickup');
    assert.equal(accepted.estimatedMinutes, 20);
    assert.equal(accepted.estimatedDeliveryAt, new Date(current.getTime() + 20 * 60_000).toISOString(), 'when it will be ready');
    await illegal(pickup, { status: 'in_delivery' }, 'accepted');
    await illegal(pickup, { status: 'picked_up' }, 'accepted');
    tick(18);
    assert.equal((await changeStatus(t.app, pickup, staff.idToken, { status: 'ready_for_pickup' })).statusCode, 200);
    await illegal(pickup, { status: 'delivered' }, 'ready_for_pickup');
    await illegal(pickup, { status: 'rejected', reason: 'Za późno' }, 'ready_for_pickup');
    tick(5);
    const collected = await changeStatus(t.app, pickup, staff.idToken, { status: 'picked_up' });
    assert.equal(collected.statusCode, 200);
    assert.deepEqual(collected.json().statusHistory.map((h: { status: string; changedBy: string | null }) => [h.status, h.changedBy]), [
      ['new', null],
      ['accepted', 'kuchnia@sushikami.pl'],
      ['ready_for_pickup', 'kuchnia@sushikami.pl'],
      ['picked_up', 'kuchnia@sushikami.pl'],
    ]);
    await illegal(pickup, { status: 'ready_for_pickup' }, 'picked_up');
    assert.equal((await t.app.inject(`/shop/order/${pickup}`)).json().status, 'picked_up');

    const delivery = await placeOrder(t.app);
    await illegal(delivery, { status: 'ready_for_pickup' }, 'new');
    await changeStatus(t.app, delivery, staff.idToken, { status: 'accepted', estimatedMinutes: 40 });
    await illegal(delivery, { status: 'ready_for_pickup' }, 'accepted');
    await changeStatus(t.app, delivery, staff.idToken, { status: 'in_delivery' });
    await illegal(delivery, { status: 'picked_up' }, 'in_delivery');
    const history = (await t.app.inject(`/shop/order/${delivery}`)).json().statusHistory;
    assert.deepEqual(history.map((h: { status: string }) => h.status), ['new', 'accepted', 'in_delivery']);
  });

  test('two staff members accepting at once: one wins, the other gets 409', async () => {
    const id = await placeOrder(t.app);
    const results = await Promise.all(
      [10, 20, 30].map((estimatedMinutes) => changeStatus(t.app, id, staff.idToken, { status: 'accepted', estimatedMinutes })),
    );
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 409, 409]);
    const history = (await t.app.inject(`/shop/order/${id}`)).json().statusHistory;
    assert.deepEqual(history.map((h: { status: string }) => h.status), ['new', 'accepted']);
  });

  test('GET /shop/staff/orders: recent orders, newest first, by status', async () => {
    tick(60);
    const first = await placeOrder(t.app);
    tick(1);
    const second = await placeOrder(t.app);
    await changeStatus(t.app, second, staff.idToken, { status: 'accepted', estimatedMinutes: 40 });
    const fresh = (await listOrders('?status=new&limit=1')).json().data;
    assert.deepEqual(fresh.map((o: { id: string }) => o.id), [first]);
    assert.equal(fresh[0].customer.phoneNumber, CUSTOMER.phoneNumber); // staff call the customer
    const active = (await listOrders('?status=new,accepted,in_delivery')).json().data;
    assert.deepEqual(active.slice(0, 2).map((o: { id: string }) => o.id), [second, first]);
    assert.ok(active.every((o: { status: string }) => ['new', 'accepted', 'in_delivery'].includes(o.status)));
    const all = (await listOrders('')).json().data;
    assert.ok(all.length >= 8);
    for (const query of ['?status=cancelled', '?status=new,', '?limit=0', '?limit=201', '?limit=abc', '?other=1']) {
      const res = await listOrders(query);
      assert.equal(res.statusCode, 400, query);
      assert.match(res.json().message, /querystring/, query);
    }
    assert.equal((await listOrders('')).headers['cache-control'], 'private, no-store');
  });
});

describe(`public order page (${TEST_DB_KIND})`, () => {
  test('anyone with the id sees the order and its status, nothing personal but street and city', async () => {
    const id = await placeOrder(t.app, { deliveryTime: { type: 'scheduled', at: '2026-03-12T18:00:00+01:00' } });
    await changeStatus(t.app, id, staff.idToken, { status: 'accepted', estimatedMinutes: 30 });
    const res = await t.app.inject(`/shop/order/${id.toLowerCase()}`);
    assert.equal(res.statusCode, 200);
    const page = res.json();
    assert.equal(page.id, id);
    assert.equal(page.status, 'accepted');
    assert.deepEqual(page.address, { street: ADDRESS_A.street, city: ADDRESS_A.city });
    assert.deepEqual(page.deliveryTime, { type: 'scheduled', at: '2026-03-12T17:00:00.000Z' });
    assert.equal(page.estimatedDeliveryAt, '2026-03-12T17:00:00.000Z'); // not before the chosen time
    assert.equal(page.items.length, 2);
    assert.equal(typeof page.total, 'number');
    assert.deepEqual(Object.keys(page.statusHistory[1]).sort(), ['at', 'estimatedMinutes', 'note', 'status']);
    for (const secret of [CUSTOMER.name, CUSTOMER.phoneNumber, CUSTOMER.email, ADDRESS_A.postalCode, 'domofonem', 'kuchnia@sushikami.pl']) {
      assert.ok(!res.body.includes(secret), `the public view leaks ${secret}`);
    }
    assert.equal(res.headers['cache-control'], 'private, no-cache');
  });

  test('unknown ids are 404, malformed ones 400', async () => {
    const unknown = await t.app.inject('/shop/order/ZZZZZZZZZZ');
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().code, 'ORDER_NOT_FOUND');
    assert.equal((await t.app.inject('/shop/order/short')).statusCode, 400);
  });
});
