import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { orderChanges, orders, paymentRefunds, payments } from '../src/db/schema';
import { ORDER_QUERY as SITE_ORDER_QUERY } from '../../src/lib/shop-graphql';
import type { LocalCognito } from '../src/identity/local-cognito';
import { createTestApp, TEST_DB_KIND, type TestApp } from './helpers/app';
import { subscribe } from './helpers/graphql-ws';
import { createStaffUser, startTestIdentity, type Tokens } from './helpers/identity';
import { aProduct, aSet, changeOrder, changeStatus, CUSTOMER, placeOrder } from './helpers/orders';

const KEY = 'local-public-key';
let idp: LocalCognito;
let t: TestApp;
let staff: Tokens;
let wsUrl: string;

before(async () => {
  idp = await startTestIdentity();
  t = await createTestApp({ idp });
  staff = await createStaffUser(idp, 'obsluga@sushikami.pl');
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  wsUrl = `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}/graphql`;
});
after(async () => {
  await t?.close();
  await idp?.stop();
});

const ORDER_QUERY = `query Order($id: ID!) {
  order(id: $id) { id status total itemsTotal deliveryPrice deliveryZone paymentMethod
    items { id name price quantity } deliveryTime { type at } estimatedMinutes estimatedDeliveryAt
    address { street city } statusHistory { status at note estimatedMinutes } }
}`;
const STATUS_SUBSCRIPTION = `subscription Status($id: ID!) {
  orderStatusChanged(id: $id) { id status at note estimatedMinutes estimatedDeliveryAt order { status total } }
}`;

const graphql = (body: object, headers: Record<string, string> = { 'x-api-key': KEY }) =>
  t.app.inject({ method: 'POST', url: '/graphql', payload: body, headers });

describe(`GraphQL order tracking (${TEST_DB_KIND})`, () => {
  test('order(id) with the API key: the same public view as the order page', async () => {
    const id = await placeOrder(t.app);
    const res = await graphql({ query: ORDER_QUERY, variables: { id: id.toLowerCase() }, operationName: 'Order' });
    assert.equal(res.statusCode, 200);
    const order = res.json().data.order;
    const rest = (await t.app.inject(`/shop/order/${id}`)).json();
    for (const field of ['id', 'status', 'total', 'itemsTotal', 'deliveryPrice', 'deliveryZone', 'items', 'deliveryTime', 'address', 'statusHistory']) {
      assert.deepEqual(order[field], rest[field], field);
    }
    assert.equal((await graphql({ query: ORDER_QUERY, variables: { id: 'ZZZZZZZZZZ' } })).json().data.order, null);
    assert.equal((await graphql({ query: ORDER_QUERY, variables: { id: 'nope' } })).json().data.order, null);
  });

  test("the site's own document gets the whole public view: pickup, its discount, a promo code, changes by phone and partial refunds (D95, D97, D105)", async () => {
    const code = await t.app.inject({ method: 'POST', url: '/shop/staff/promotions', payload: { code: 'GRAF-5', amount: 5 }, headers: { authorization: `Bearer ${staff.idToken}` } });
    assert.equal(code.statusCode, 201, code.body);
    const id = await placeOrder(t.app, { fulfilment: 'pickup', address: undefined, paymentMethod: 'card', promoCode: 'graf-5' });
    // A change by phone and part of a payment given back, as the staff routes store them.
    const db = t.database.db;
    const [{ orderId }] = await db.select({ orderId: orders.id }).from(orders).where(eq(orders.publicId, id));
    await db.insert(orderChanges).values({
      orderId,
      changed: ['items', 'notes'],
      before: {},
      after: {},
      reason: 'Klient dzwonił: bez zupy',
      changedBy: 'obsluga@sushikami.pl',
      totalBeforeGrosze: 9000,
      totalAfterGrosze: 7310,
      at: new Date('2026-03-11T13:10:00Z'),
    });
    const [payment] = await db.insert(payments).values({ orderId, sessionId: `${id}-1`, amountGrosze: 9000, state: 'verified' }).returning();
    await db.insert(paymentRefunds).values({ paymentId: payment.id, requestId: randomUUID(), amountGrosze: 1690, state: 'requested' });

    const res = await graphql({ query: SITE_ORDER_QUERY, variables: { id }, operationName: 'Order' });
    assert.equal(res.statusCode, 200, res.body);
    const order = res.json().data.order;
    const rest = (await t.app.inject(`/shop/order/${id}`)).json();
    assert.deepEqual(order, rest);
    assert.equal(order.fulfilment, 'pickup');
    assert.ok(order.discount > 5);
    assert.deepEqual([order.promoCode, order.promoDiscount], ['GRAF-5', 5]);
    assert.deepEqual(order.changes, [{ at: '2026-03-11T13:10:00.000Z', changed: ['items', 'notes'], totalBefore: 90, totalAfter: 73.1 }]);
    assert.deepEqual(order.partialRefunds, [{ amount: 16.9, state: 'pending' }]);
    assert.ok(!res.body.includes('Klient dzwonił') && !res.body.includes('obsluga@'), 'the reason and who changed it stay with staff');
  });

  test('without the key, or with a wrong one, the answer is 401', async () => {
    for (const headers of [{}, { 'x-api-key': 'guess' }] as Record<string, string>[]) {
      const res = await graphql({ query: ORDER_QUERY, variables: { id: 'ZZZZZZZZZZ' } }, headers);
      assert.equal(res.statusCode, 401);
      assert.equal(res.json().code, 'INVALID_API_KEY');
    }
  });

  test('personal data cannot be asked for', async () => {
    const id = await placeOrder(t.app);
    const res = await graphql({ query: `{ order(id: "${id}") { customer { phoneNumber } } }` });
    assert.ok(res.statusCode >= 400);
    assert.match(res.json().errors[0].message, /customer/);
    const text = (await graphql({ query: ORDER_QUERY, variables: { id } })).body;
    assert.ok(!text.includes(CUSTOMER.phoneNumber) && !text.includes(CUSTOMER.email));
  });

  test('a subscription gets the current status, then each change as it happens', async () => {
    const id = await placeOrder(t.app);
    const sub = await subscribe(wsUrl, { query: STATUS_SUBSCRIPTION, variables: { id }, connectionPayload: { 'x-api-key': KEY } });
    try {
      const first = await sub.next();
      assert.equal(first.type, 'next');
      assert.deepEqual((first.payload as { data: { orderStatusChanged: { status: string } } }).data.orderStatusChanged.status, 'new');

      await changeStatus(t.app, id, staff.idToken, { status: 'accepted', estimatedMinutes: 35 });
      const accepted = (await sub.next()).payload as { data: { orderStatusChanged: Record<string, unknown> } };
      const event = accepted.data.orderStatusChanged;
      assert.equal(event.id, id);
      assert.equal(event.status, 'accepted');
      assert.equal(event.estimatedMinutes, 35);
      assert.equal(typeof event.estimatedDeliveryAt, 'string');
      assert.deepEqual((event.order as { status: string }).status, 'accepted');

      await changeStatus(t.app, id, staff.idToken, { status: 'in_delivery' });
      const inDelivery = (await sub.next()).payload as { data: { orderStatusChanged: Record<string, unknown> } };
      assert.equal(inDelivery.data.orderStatusChanged.status, 'in_delivery');
      assert.equal(inDelivery.data.orderStatusChanged.estimatedMinutes, 35);
    } finally {
      await sub.close();
    }
  });

  test('a change by phone reaches the open order page: the same status, the whole order with its new total (D97)', async () => {
    const id = await placeOrder(t.app);
    const sub = await subscribe(wsUrl, {
      query: `subscription Changed($id: ID!) { orderStatusChanged(id: $id) { id status at order { total items { id quantity } } } }`,
      variables: { id },
      connectionPayload: { 'x-api-key': KEY },
    });
    try {
      await sub.next(); // current status
      const res = await changeOrder(t.app, id, staff.idToken, { items: [{ id: aSet.id, quantity: 2 }, { id: aProduct.id, quantity: 2 }], reason: 'Klient dzwonił' });
      assert.equal(res.statusCode, 200, res.body);
      const event = ((await sub.next()).payload as { data: { orderStatusChanged: Record<string, unknown> } }).data.orderStatusChanged;
      assert.deepEqual([event.id, event.status, event.at], [id, 'new', res.json().changes[0].at]);
      assert.deepEqual(event.order, {
        total: res.json().total,
        items: [{ id: aSet.id, quantity: 2 }, { id: aProduct.id, quantity: 2 }],
      });
      assert.equal(res.json().total, 181.8, 'free delivery from 150 zł');
    } finally {
      await sub.close();
    }
  });

  test('another order\'s change does not reach the subscriber', async () => {
    const mine = await placeOrder(t.app);
    const other = await placeOrder(t.app);
    const sub = await subscribe(wsUrl, { query: STATUS_SUBSCRIPTION, variables: { id: mine }, headers: { 'x-api-key': KEY } });
    try {
      await sub.next(); // current status
      await changeStatus(t.app, other, staff.idToken, { status: 'accepted', estimatedMinutes: 15 });
      await changeStatus(t.app, mine, staff.idToken, { status: 'rejected', reason: 'Brak dostawcy' });
      const event = ((await sub.next()).payload as { data: { orderStatusChanged: Record<string, unknown> } }).data.orderStatusChanged;
      assert.deepEqual([event.id, event.status, event.note], [mine, 'rejected', 'Brak dostawcy']);
    } finally {
      await sub.close();
    }
  });

  test('a subscription without the key, or for an unknown order, gets an error', async () => {
    const id = await placeOrder(t.app);
    const noKey = await subscribe(wsUrl, { query: STATUS_SUBSCRIPTION, variables: { id } });
    const refused = await noKey.next();
    await noKey.close();
    assert.equal(refused.type, 'error');
    assert.match(JSON.stringify(refused.payload), /INVALID_API_KEY|invalid API key/);

    const unknown = await subscribe(wsUrl, { query: STATUS_SUBSCRIPTION, variables: { id: 'ZZZZZZZZZZ' }, connectionPayload: { 'x-api-key': KEY } });
    const missing = await unknown.next();
    await unknown.close();
    assert.equal(missing.type, 'error');
    assert.match(JSON.stringify(missing.payload), /not found/);

    await assert.rejects(
      subscribe(wsUrl, { query: STATUS_SUBSCRIPTION, variables: { id }, headers: { 'x-api-key': 'guess' } }),
      /HTTP 401/,
    );
  });
});

describe('GraphQL subscriptions across API instances (postgres)', () => {
  const skip = TEST_DB_KIND === 'postgres' ? false : 'needs PostgreSQL: run with TEST_DATABASE_URL (scripts/with-postgres.sh)';

  test('a change made through instance A reaches a subscriber connected to instance B', { skip }, async () => {
    const b = await createTestApp({ idp, shareDatabaseOf: t });
    try {
      await b.app.listen({ host: '127.0.0.1', port: 0 });
      const bUrl = `ws://127.0.0.1:${(b.app.server.address() as { port: number }).port}/graphql`;
      const id = await placeOrder(t.app);
      const sub = await subscribe(bUrl, { query: STATUS_SUBSCRIPTION, variables: { id }, connectionPayload: { 'x-api-key': KEY } });
      try {
        assert.equal(((await sub.next()).payload as { data: { orderStatusChanged: { status: string } } }).data.orderStatusChanged.status, 'new');
        const res = await changeStatus(t.app, id, staff.idToken, { status: 'accepted', estimatedMinutes: 50 });
        assert.equal(res.statusCode, 200);
        const event = ((await sub.next()).payload as { data: { orderStatusChanged: Record<string, unknown> } }).data.orderStatusChanged;
        assert.deepEqual([event.id, event.status, event.estimatedMinutes], [id, 'accepted', 50]);
        // And back: a change through B reaches a subscriber on A.
        const onA = await subscribe(wsUrl, { query: STATUS_SUBSCRIPTION, variables: { id }, connectionPayload: { 'x-api-key': KEY } });
        try {
          await onA.next();
          await changeStatus(b.app, id, staff.idToken, { status: 'in_delivery' });
          const back = ((await onA.next()).payload as { data: { orderStatusChanged: { status: string } } }).data.orderStatusChanged;
          assert.equal(back.status, 'in_delivery');
          assert.equal(((await sub.next()).payload as { data: { orderStatusChanged: { status: string } } }).data.orderStatusChanged.status, 'in_delivery');
        } finally {
          await onA.close();
        }
      } finally {
        await sub.close();
      }
    } finally {
      await b.close();
    }
  });
});
