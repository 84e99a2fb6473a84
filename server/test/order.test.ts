import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { seedMenu } from '../src/db/seed/menu-data';
import type { LocalCognito } from '../src/identity/local-cognito';
import { bearer, createTestApp, TEST_DB_KIND, type TestApp } from './helpers/app';
import { createUser, forgeToken, startTestIdentity, type Tokens } from './helpers/identity';

let idp: LocalCognito;
let t: TestApp;
let ola: Tokens;

before(async () => {
  idp = await startTestIdentity();
  t = await createTestApp({ idp });
  ola = await createUser(idp, 'ola@example.pl');
});
after(async () => {
  await t?.close();
  await idp?.stop();
});

const visible = (digit: string) => seedMenu.filter((i) => String(i.id)[0] === digit && i.isVisible);
const [set] = visible('3');
const [productA, productB] = visible('2');
const hidden = seedMenu.find((i) => !i.isVisible)!;
const alcohol = seedMenu.find((i) => i.category === 'alcohol' && i.isVisible)!;
// Around the demo restaurant's pickup minimum of 20 zł (D95): below it, and just above it but under it once discounted.
const belowPickupMinimum = visible('2').find((i) => i.priceGrosze < 2000)!;
const justAbovePickupMinimum = visible('2').find((i) => i.priceGrosze >= 2000 && Math.round(i.priceGrosze * 0.9) < 2000)!;

const customer = { name: 'Ola Nowak', phoneNumber: '+48 600 100 200', email: 'Ola@Example.pl' };
// 02-600 (Mokotów) is in the demo restaurant's zone B.
const address = { street: 'ul. Krótka 1/4', postalCode: '02-600', city: 'Warszawa' };
const body = (overrides: object = {}) => ({
  items: [
    { id: set.id, quantity: 1 },
    { id: productA.id, quantity: 3 },
  ],
  customer,
  address,
  deliveryTime: { type: 'asap' },
  paymentMethod: 'card',
  acceptedTerms: true,
  ...overrides,
});
const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/shop/order', payload: payload as object, headers });
/** Collected at the restaurant: no address (D95). */
const pickupBody = (overrides: object = {}) => body({ fulfilment: 'pickup', address: undefined, ...overrides });
const storedOrders = async () => (await t.app.repos.orders.listRecent(undefined, 200)).length;

describe(`POST /shop/order (${TEST_DB_KIND})`, () => {
  test('the server prices the order from its own menu, exact to the grosz', async () => {
    const res = await post(body());
    assert.equal(res.statusCode, 201);
    const order = res.json();
    const itemsGrosze = set.priceGrosze + 3 * productA.priceGrosze;
    assert.equal(order.itemsTotal, itemsGrosze / 100);
    assert.equal(order.deliveryZone, 'B');
    assert.equal(order.deliveryPrice, 20);
    assert.equal(order.total, (itemsGrosze + 2000) / 100);
    assert.deepEqual(order.items, [
      { id: set.id, name: set.name, price: set.priceGrosze / 100, quantity: 1 },
      { id: productA.id, name: productA.name, price: productA.priceGrosze / 100, quantity: 3 },
    ]);
    assert.equal(order.status, 'new');
    assert.equal(order.source, 'new-online');
    assert.equal(order.customer.email, 'ola@example.pl');
    assert.equal(order.customer.address, 'ul. Krótka 1/4, 02-600 Warszawa');
    assert.deepEqual(order.address, address);
    assert.deepEqual(order.deliveryTime, { type: 'asap', at: null });
    assert.equal(order.estimatedMinutes, null);
    assert.equal(order.adultConfirmed, false);
    assert.match(order.id, /^[2-9A-Z]{10}$/);
    assert.deepEqual(order.statusHistory.map((h: { status: string }) => h.status), ['new']);
    assert.deepEqual(order.priceChanges, []);
  });

  test('prices sent by the client are never charged; a difference is reported', async () => {
    const res = await post(body({ items: [{ id: productB.id, quantity: 2, price: 0.01, name: 'Tanio' }] }));
    assert.equal(res.statusCode, 201);
    const order = res.json();
    assert.equal(order.itemsTotal, (2 * productB.priceGrosze) / 100);
    assert.equal(order.items[0].name, productB.name);
    assert.deepEqual(order.priceChanges, [
      { id: productB.id, name: productB.name, sentPrice: 0.01, price: productB.priceGrosze / 100 },
    ]);
  });

  test('the same item twice becomes one line', async () => {
    const order = (await post(body({ items: [{ id: productA.id, quantity: 2 }, { id: productA.id, quantity: 5 }] }))).json();
    assert.deepEqual(order.items.map((i: { quantity: number }) => i.quantity), [7]);
  });

  test('unknown and invisible items are refused (422) naming the item', async () => {
    for (const id of [2999, hidden.id]) {
      const res = await post(body({ items: [{ id: productA.id, quantity: 1 }, { id, quantity: 1 }] }));
      assert.equal(res.statusCode, 422);
      assert.equal(res.json().code, 'ITEM_UNAVAILABLE');
      assert.match(res.json().message, new RegExp(`body/items/1/id: item ${id}`));
    }
  });

  test('bad input is 400 naming the field', async () => {
    const cases: [unknown, RegExp][] = [
      [body({ items: [] }), /items/],
      [body({ items: [{ id: productA.id, quantity: 0 }] }), /quantity/],
      [body({ items: [{ id: productA.id, quantity: 100 }] }), /quantity/],
      [body({ items: [{ id: productA.id, quantity: 1.5 }] }), /quantity/],
      [body({ items: [{ id: productA.id, quantity: 60 }, { id: productA.id, quantity: 60 }] }), /at most 99/],
      [body({ deliveryZone: 'A' }), /body\/deliveryZone is not allowed/],
      [body({ paymentMethod: 'bitcoin' }), /paymentMethod/],
      [body({ customer: { ...customer, email: 'nope' } }), /email/],
      [body({ customer: { ...customer, phoneNumber: '12' } }), /phoneNumber/],
      [body({ customer: { ...customer, address: 'ul. Stara 1' } }), /body\/customer\/address is not allowed/],
      [body({ address: { ...address, postalCode: '02600' } }), /body\/address\/postalCode/],
      [body({ address: { ...address, street: '   ' } }), /body\/address\/street/],
      [body({ address: { street: 'ul. Krótka 1', city: 'Warszawa' } }), /postalCode/],
      [body({ acceptedTerms: false }), /body\/acceptedTerms/],
      [body({ acceptedTerms: undefined }), /acceptedTerms/],
      [body({ adultConfirmed: 'tak' }), /body\/adultConfirmed/],
      [body({ deliveryTime: { type: 'tomorrow' } }), /body\/deliveryTime\/type/],
      [body({ deliveryTime: { type: 'scheduled' } }), /body\/deliveryTime\/at is required/],
      [body({ deliveryTime: { type: 'scheduled', at: 'jutro o 18' } }), /body\/deliveryTime\/at/],
      [body({ deliveryTime: { type: 'asap', at: '2026-03-11T18:00:00Z' } }), /body\/deliveryTime\/at is only for type scheduled/],
      [{ items: [{ id: productA.id, quantity: 1 }] }, /customer|address|deliveryTime|paymentMethod|acceptedTerms/],
      ['[1,2,3]', /body/],
    ];
    for (const [payload, field] of cases) {
      const res = await post(payload, typeof payload === 'string' ? { 'content-type': 'application/json' } : {});
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.match(res.json().message, field);
    }
  });

  test('a retried request with the same Idempotency-Key returns the first order', async () => {
    const key = 'order-7f3c9a1e-retry';
    const first = await post(body(), { 'idempotency-key': key });
    const again = await post(body({ items: [{ id: productB.id, quantity: 9 }] }), { 'idempotency-key': key });
    assert.equal(first.statusCode, 201);
    assert.equal(again.statusCode, 200);
    assert.equal(again.json().id, first.json().id);
    assert.equal(again.json().total, first.json().total);
    const concurrent = await Promise.all(
      [1, 2, 3].map(() => post(body(), { 'idempotency-key': 'order-concurrent-key' })),
    );
    assert.equal(new Set(concurrent.map((r) => r.json().id)).size, 1);
    assert.equal(concurrent.filter((r) => r.statusCode === 201).length, 1);
  });

  test('a signed-in customer\'s order is linked to their history; a bad token is 401', async () => {
    const res = await post(body(), bearer(ola.idToken));
    assert.equal(res.statusCode, 201);
    const history = await t.app.inject({
      method: 'POST',
      url: '/shop/client/history',
      headers: bearer(ola.idToken),
      payload: { from: 0, till: 100, id: 'ola@example.pl' },
    });
    assert.deepEqual(history.json().data.map((o: { id: string }) => o.id), [res.json().id]);
    assert.equal((await post(body(), bearer(forgeToken({ email: 'ola@example.pl' })))).statusCode, 401);
  });

  test('refused while the shop is closed', async () => {
    await t.app.repos.content.set('notice', { text: 'Nieczynne', isVisible: true, isSystemClose: true });
    try {
      const res = await post(body());
      assert.equal(res.statusCode, 409);
      assert.equal(res.json().code, 'SHOP_CLOSED');
      assert.match(res.json().message, /zamknięty/);
    } finally {
      await t.app.repos.content.set('notice', { text: '', isVisible: false, isSystemClose: false });
    }
    assert.equal((await post(body())).statusCode, 201);
  });

  test('pickup: no address, no delivery fee, 10 % off everything but the alcohol, to the grosz (D95)', async () => {
    const res = await post(pickupBody({ items: [{ id: set.id, quantity: 1 }, { id: productA.id, quantity: 3 }, { id: alcohol.id, quantity: 2 }], adultConfirmed: true }));
    assert.equal(res.statusCode, 201, res.body);
    const order = res.json();
    const food = set.priceGrosze + 3 * productA.priceGrosze;
    const items = food + 2 * alcohol.priceGrosze;
    const discount = Math.round(food / 10);
    assert.equal(order.fulfilment, 'pickup');
    assert.equal(order.itemsTotal, items / 100);
    assert.equal(order.deliveryZone, '');
    assert.equal(order.deliveryPrice, 0);
    assert.equal(order.discount, discount / 100);
    assert.equal(order.total, (items - discount) / 100);
    assert.deepEqual(order.address, { street: '', postalCode: '', city: '' });
    assert.equal(order.customer.address, '');
    const stored = (await t.app.repos.orders.findByPublicId(order.id))!;
    assert.deepEqual([stored.discountGrosze, stored.totalGrosze, stored.deliveryPriceGrosze], [discount, items - discount, 0]);
    const page = (await t.app.inject(`/shop/order/${order.id}`)).json();
    assert.deepEqual([page.fulfilment, page.discount, page.total, page.address], ['pickup', discount / 100, (items - discount) / 100, { street: '', city: '' }]);
    // A delivery of the same basket: no discount.
    const delivered = (await post(body({ items: [{ id: set.id, quantity: 1 }], adultConfirmed: true }))).json();
    assert.deepEqual([delivered.fulfilment, delivered.discount], ['delivery', 0]);
  });

  test("pickup's own minimum order, measured before the discount", async () => {
    const before = await storedOrders();
    const below = await post(pickupBody({ items: [{ id: belowPickupMinimum.id, quantity: 1 }] }));
    assert.deepEqual([below.statusCode, below.json().code, below.json().field], [422, 'BELOW_MINIMUM', 'body/items']);
    assert.match(below.json().message, /zamówienia od 20,00\u00a0zł/);
    assert.equal(await storedOrders(), before);
    const justAbove = await post(pickupBody({ items: [{ id: justAbovePickupMinimum.id, quantity: 1 }] }));
    assert.equal(justAbove.statusCode, 201, justAbove.body);
    assert.ok(justAbove.json().total < 20, 'under 20 zł once discounted, and still taken');
  });

  test('an address with pickup is 400 naming body/address, a delivery without one too; nothing stored', async () => {
    const before = await storedOrders();
    for (const payload of [pickupBody({ address }), body({ address: undefined }), body({ fulfilment: 'delivery', address: undefined })]) {
      const res = await post(payload);
      assert.deepEqual([res.statusCode, res.json().field], [400, 'body/address'], res.body);
      assert.match(res.json().message, /^body\/address is (not allowed|required) for fulfilment (pickup|delivery)$/);
    }
    const unknown = await post(body({ fulfilment: 'drone' }));
    assert.equal(unknown.statusCode, 400);
    assert.match(unknown.json().message, /body\/fulfilment/);
    assert.equal(await storedOrders(), before);
  });

  test('a way switched off: 409 FULFILMENT_UNAVAILABLE in Polish naming what is possible, nothing stored; the other way still taken', async () => {
    const terms = await t.app.repos.content.get('fulfilment');
    const refused = async (payload: object, message: string) => {
      const before = await storedOrders();
      const res = await post(payload, { 'idempotency-key': `switched-off-${message.length}-${before}` });
      assert.deepEqual([res.statusCode, res.json().code, res.json().field], [409, 'FULFILMENT_UNAVAILABLE', 'body/fulfilment']);
      assert.equal(res.json().message, message);
      assert.equal(await storedOrders(), before);
    };
    try {
      await t.app.repos.content.set('fulfilment', { ...terms, deliveryEnabled: false });
      await refused(body(), 'Dostawa jest teraz niedostępna. Możesz wybrać: odbiór osobisty.');
      assert.equal((await post(pickupBody())).statusCode, 201);
      await t.app.repos.content.set('fulfilment', { ...terms, pickup: { ...terms.pickup, enabled: false } });
      await refused(pickupBody(), 'Odbiór osobisty jest teraz niedostępny. Możesz wybrać: dostawa.');
      assert.equal((await post(body())).statusCode, 201);
    } finally {
      await t.app.repos.content.set('fulfilment', terms);
    }
  });
});
