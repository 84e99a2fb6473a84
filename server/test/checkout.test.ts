import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { seedContent } from '../src/db/seed/content-data';
import type { LocalCognito } from '../src/identity/local-cognito';
import { createTestApp, TEST_DB_KIND, type TestApp } from './helpers/app';
import { OPEN_WEDNESDAY, testClock } from './helpers/clock';
import { startTestIdentity } from './helpers/identity';
import { formatGrosze } from '../../domain/rules/money';
import { ADDRESS_A, ADDRESS_B, aProduct, aSet, anAlcohol, DEMO_ZONE_A, DEMO_ZONE_B, orderBody, postOrder } from './helpers/orders';

let idp: LocalCognito;
let t: TestApp;
const clock = testClock();
const WEDNESDAY_23 = '2026-03-11T22:00:00Z'; // closed
const HOURS = 'pon.–czw. 12:00–22:00, pt.–sob. 12:00–23:00, niedz. 13:00–21:00';

before(async () => {
  idp = await startTestIdentity();
  t = await createTestApp({ idp, now: clock.now });
});
after(async () => {
  await t?.close();
  await idp?.stop();
});
afterEach(async () => {
  clock.set(OPEN_WEDNESDAY);
  await t.app.repos.content.set('notice', { text: '', isVisible: false, isSystemClose: false });
  await t.app.repos.content.set('deliveryZones', seedContent.deliveryZones);
  await t.app.repos.content.set('delivery', seedContent.delivery);
});

const get = (url: string) => t.app.inject(url);
const countOrders = async () => (await t.app.repos.orders.listRecent(undefined, 1000)).length;

describe(`delivery zone, opening hours and delivery times (${TEST_DB_KIND})`, () => {
  test('GET /shop/delivery-zone: zone and price from the restaurant\'s rules', async () => {
    assert.deepEqual((await get('/shop/delivery-zone?postalCode=00-950')).json(), DEMO_ZONE_A);
    assert.deepEqual((await get('/shop/delivery-zone?postalCode=02-600')).json(), DEMO_ZONE_B);
    const out = await get('/shop/delivery-zone?postalCode=05-500');
    assert.equal(out.statusCode, 422);
    assert.deepEqual(out.json(), {
      statusCode: 422,
      error: 'Unprocessable Entity',
      message: 'Niestety nie dowozimy pod ten adres (kod pocztowy 05-500).',
      code: 'OUT_OF_ZONE',
      field: 'querystring/postalCode',
    });
    for (const url of ['/shop/delivery-zone?postalCode=00950', '/shop/delivery-zone?postalCode=abc', '/shop/delivery-zone']) {
      const res = await get(url);
      assert.equal(res.statusCode, 400, url);
      assert.match(res.json().message, /querystring.*postalCode/, url);
    }
  });

  test('the rules live in the database: a change applies at once', async () => {
    await t.app.repos.content.set('deliveryZones', { A: ['05-5'], B: ['00-'] });
    assert.deepEqual((await get('/shop/delivery-zone?postalCode=05-500')).json(), DEMO_ZONE_A);
    assert.deepEqual((await get('/shop/delivery-zone?postalCode=00-950')).json(), DEMO_ZONE_B);
    assert.equal((await get('/shop/delivery-zone?postalCode=02-600')).statusCode, 422);
  });

  test('GET /shop/opening-hours: the week, whether open now, and the delivery-time rules', async () => {
    const week = (await get('/shop/opening-hours')).json();
    assert.equal(week.timeZone, 'Europe/Warsaw');
    assert.deepEqual(week.days[0], { day: 1, name: 'poniedziałek', open: '12:00', close: '22:00' });
    assert.deepEqual(week.days[6], { day: 7, name: 'niedziela', open: '13:00', close: '21:00' });
    assert.equal(week.summary, HOURS);
    assert.equal(week.openNow, true);
    assert.deepEqual(week.deliveryTimeRules, { minLeadMinutes: 45, maxDaysAhead: 7, stepMinutes: 15 });
    clock.set(WEDNESDAY_23);
    assert.equal((await get('/shop/opening-hours')).json().openNow, false);
  });

  test('GET /shop/delivery-times: what the picker may offer now', async () => {
    clock.set('2026-03-11T12:50:00Z'); // 13:50
    const open = (await get('/shop/delivery-times')).json();
    assert.equal(open.asap, true);
    assert.equal(open.slots[0], '2026-03-11T13:45:00.000Z'); // 14:45: the first quarter 45 minutes away
    clock.set(WEDNESDAY_23);
    const closed = (await get('/shop/delivery-times')).json();
    assert.equal(closed.asap, false);
    assert.equal(closed.slots[0], '2026-03-12T11:00:00.000Z'); // Thursday 12:00
    await t.app.repos.content.set('notice', { text: 'Nieczynne', isVisible: true, isSystemClose: true });
    assert.deepEqual((await get('/shop/delivery-times')).json(), { asap: false, slots: [] });
  });
});

describe(`POST /shop/order: address, zone, time, terms and age (${TEST_DB_KIND})`, () => {
  test('zone and delivery price come from the server\'s rules for the postal code', async () => {
    const a = (await postOrder(t.app, orderBody({ address: ADDRESS_A }))).json();
    assert.equal(a.deliveryZone, 'A');
    assert.equal(a.deliveryPrice, 10);
    assert.equal(a.total, a.itemsTotal + 10);
    assert.deepEqual(a.address, ADDRESS_A);
    const b = (await postOrder(t.app, orderBody({ address: ADDRESS_B }))).json();
    assert.deepEqual([b.deliveryZone, b.deliveryPrice], ['B', 20]);
    assert.equal(b.itemsTotal, (aSet.priceGrosze + 2 * aProduct.priceGrosze) / 100);
    assert.equal(b.createdAt.slice(0, 10), '2026-03-11'); // the app's clock
  });

  test('an address outside both zones is refused before anything is stored', async () => {
    const before = await countOrders();
    const res = await postOrder(t.app, orderBody({ address: { ...ADDRESS_A, postalCode: '05-500', city: 'Piaseczno' } }));
    assert.equal(res.statusCode, 422);
    assert.equal(res.json().code, 'OUT_OF_ZONE');
    assert.equal(res.json().field, 'body/address/postalCode');
    assert.equal(res.json().message, 'Niestety nie dowozimy pod ten adres (kod pocztowy 05-500).');
    assert.equal(await countOrders(), before);
  });

  test('as soon as possible is refused while closed, naming the hours; a later time is taken', async () => {
    clock.set(WEDNESDAY_23);
    const asap = await postOrder(t.app);
    assert.equal(asap.statusCode, 422);
    assert.equal(asap.json().code, 'OUTSIDE_OPENING_HOURS');
    assert.equal(asap.json().field, 'body/deliveryTime');
    assert.ok(asap.json().message.includes(HOURS), asap.json().message);

    const thursdayNoon = await postOrder(t.app, orderBody({ deliveryTime: { type: 'scheduled', at: '2026-03-12T12:00:00+01:00' } }));
    assert.equal(thursdayNoon.statusCode, 201);
    assert.deepEqual(thursdayNoon.json().deliveryTime, { type: 'scheduled', at: '2026-03-12T11:00:00.000Z' });
  });

  test('a chosen time outside opening hours or off the rules is refused with a Polish message', async () => {
    const cases: [string, string, RegExp][] = [
      ['2026-03-11T22:30:00+01:00', 'OUTSIDE_OPENING_HOURS', /środa 11\.03, 22:30.*poza godzinami otwarcia/],
      ['2026-03-15T12:00:00+01:00', 'OUTSIDE_OPENING_HOURS', /niedziela 15\.03, 12:00/],
      ['2026-03-11T14:30:00+01:00', 'INVALID_DELIVERY_TIME', /co najmniej 45 minut/],
      ['2026-03-11T18:10:00+01:00', 'INVALID_DELIVERY_TIME', /co 15 minut/],
      ['2026-03-19T18:00:00+01:00', 'INVALID_DELIVERY_TIME', /najwyżej 7 dni/],
    ];
    for (const [at, code, message] of cases) {
      const res = await postOrder(t.app, orderBody({ deliveryTime: { type: 'scheduled', at } }));
      assert.equal(res.statusCode, 422, at);
      assert.equal(res.json().code, code, at);
      assert.equal(res.json().field, 'body/deliveryTime/at', at);
      assert.match(res.json().message, message, at);
    }
  });

  test('below the zone\'s minimum order value: refused with the missing amount, nothing stored', async () => {
    const one = (quantity: number) => orderBody({ items: [{ id: aProduct.id, quantity }] });
    const unit = aProduct.priceGrosze;
    // Zone A takes orders from exactly 18 zł more than one piece, zone B from three pieces.
    await t.app.repos.content.set('delivery', {
      A: { priceGrosze: 1000, minimumOrderGrosze: unit + 1800, freeDeliveryFromGrosze: null },
      B: { priceGrosze: 2000, minimumOrderGrosze: 3 * unit, freeDeliveryFromGrosze: null },
    });
    const before = await countOrders();
    // What the client says an item costs does not count: the server's price does.
    const refused = await postOrder(t.app, orderBody({ items: [{ id: aProduct.id, quantity: 1, price: 1000 }] }));
    assert.equal(refused.statusCode, 422);
    assert.deepEqual(refused.json(), {
      statusCode: 422,
      error: 'Unprocessable Entity',
      message: `Brakuje ${formatGrosze(1800)} do minimalnej wartości zamówienia w strefie A (zamówienia od ${formatGrosze(unit + 1800)}).`,
      code: 'BELOW_MINIMUM',
      field: 'body/items',
    });
    assert.equal(await countOrders(), before);

    // Per zone: what zone A takes, zone B refuses, until it reaches B's own minimum.
    const enoughForA = Math.ceil((unit + 1800) / unit);
    assert.equal((await postOrder(t.app, one(enoughForA))).statusCode, 201);
    const inB = await postOrder(t.app, { ...one(2), address: ADDRESS_B });
    assert.equal(inB.json().code, 'BELOW_MINIMUM');
    assert.equal(inB.json().message, `Brakuje ${formatGrosze(unit)} do minimalnej wartości zamówienia w strefie B (zamówienia od ${formatGrosze(3 * unit)}).`);
    assert.equal((await postOrder(t.app, { ...one(3), address: ADDRESS_B })).statusCode, 201, 'exactly the minimum is enough');
  });

  test('delivery is free from the zone\'s threshold on, charged below it', async () => {
    const unit = aProduct.priceGrosze;
    await t.app.repos.content.set('delivery', {
      ...seedContent.delivery,
      A: { priceGrosze: 1000, minimumOrderGrosze: 0, freeDeliveryFromGrosze: 4 * unit },
    });
    const below = (await postOrder(t.app, orderBody({ items: [{ id: aProduct.id, quantity: 3 }] }))).json();
    assert.deepEqual([below.deliveryPrice, below.total], [10, (3 * unit + 1000) / 100]);
    const from = (await postOrder(t.app, orderBody({ items: [{ id: aProduct.id, quantity: 4 }] }))).json();
    assert.deepEqual([from.deliveryPrice, from.total], [0, (4 * unit) / 100]);
    // The stored order keeps what was charged: staff and the order page read 0 zł.
    assert.equal((await get(`/shop/order/${from.id}`)).json().deliveryPrice, 0);
  });

  test('a basket with alcohol needs the 18+ confirmation', async () => {
    const items = [{ id: aProduct.id, quantity: 1 }, { id: anAlcohol.id, quantity: 2 }];
    for (const adultConfirmed of [undefined, false]) {
      const res = await postOrder(t.app, orderBody({ items, adultConfirmed }));
      assert.equal(res.statusCode, 422);
      assert.deepEqual(
        { code: res.json().code, field: res.json().field, message: res.json().message },
        { code: 'ADULT_CONFIRMATION_REQUIRED', field: 'body/adultConfirmed', message: 'Zamówienie zawiera alkohol. Potwierdź, że masz ukończone 18 lat.' },
      );
    }
    const confirmed = await postOrder(t.app, orderBody({ items, adultConfirmed: true }));
    assert.equal(confirmed.statusCode, 201);
    assert.equal(confirmed.json().adultConfirmed, true); // staff mark it '18+' for the rider
    assert.equal((await postOrder(t.app, orderBody())).statusCode, 201); // no alcohol, no question
    // The mark means alcohol: a confirmation sent without any is not kept.
    const withoutAlcohol = await postOrder(t.app, orderBody({ adultConfirmed: true }));
    assert.equal(withoutAlcohol.statusCode, 201);
    assert.equal(withoutAlcohol.json().adultConfirmed, false);
  });

  test('the terms must be accepted', async () => {
    for (const acceptedTerms of [undefined, false, 'true']) {
      const res = await postOrder(t.app, orderBody({ acceptedTerms }));
      assert.equal(res.statusCode, 400, String(acceptedTerms));
      assert.match(res.json().message, /acceptedTerms/);
    }
  });

  test('a retry with the same key gets the first order even after the shop closed', async () => {
    const key = 'checkout-retry-6a1f0c2e';
    const first = await postOrder(t.app, orderBody(), { 'idempotency-key': key });
    assert.equal(first.statusCode, 201);
    clock.set(WEDNESDAY_23);
    await t.app.repos.content.set('notice', { text: 'Nieczynne', isVisible: true, isSystemClose: true });
    const retry = await postOrder(t.app, orderBody(), { 'idempotency-key': key });
    assert.equal(retry.statusCode, 200);
    assert.equal(retry.json().id, first.json().id);
    assert.equal(retry.json().total, first.json().total);
    const fresh = await postOrder(t.app, orderBody(), { 'idempotency-key': 'checkout-retry-other-key' });
    assert.equal(fresh.json().code, 'SHOP_CLOSED');
  });
});
