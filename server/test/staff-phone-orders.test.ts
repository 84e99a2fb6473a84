/**
 * Orders taken by phone (D96) and changes by phone (D97), through the API and the real
 * database, with the e-mails caught by a real SMTP server: a phone order goes through the
 * online order's checks and starts accepted, audited, with mail only to an address given; a
 * change is priced again by the same rules, kept in the order's history, audited and mailed,
 * and refused (storing nothing) once the kitchen or the rider has the order. The live events
 * are in graphql.test.ts and staff-events.test.ts; paid orders in online-payment.test.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { LocalCognito } from '../src/identity/local-cognito';
import { createTestApp, TEST_DB_KIND, type TestApp } from './helpers/app';
import { createStaffUser, startTestIdentity, type Tokens } from './helpers/identity';
import { ADDRESS_A, ADDRESS_B, aProduct, aSet, anAlcohol, changeOrder, changeStatus, orderBody, phoneOrderBody, placeOrder, postOrder, postPhoneOrder } from './helpers/orders';
import { smtpEnv, startTestSmtp, type TestSmtp } from './helpers/smtp';
import { staffCall } from './helpers/staff';

const STAFF = 'telefon@sushikami.pl';
/** Nigiri Łosoś, 14,90 zł: alone below every minimum order of the demo restaurant. */
const CHEAP = { id: 2014, quantity: 1 };
/** Hosomaki Ogórek, 16,90 zł. */
const EXTRA = { id: 2003, quantity: 1 };

/** The shop's clock stands still unless moved (from Wednesday 14:00 in Warsaw, open), so times can be checked exactly. */
let current = new Date('2026-03-11T13:00:00Z');
const tick = (minutes: number) => (current = new Date(current.getTime() + minutes * 60_000));

let idp: LocalCognito;
let smtp: TestSmtp;
let t: TestApp;
let staff: Tokens;
before(async () => {
  [idp, smtp] = await Promise.all([startTestIdentity(), startTestSmtp()]);
  t = await createTestApp({ idp, now: () => new Date(current), env: smtpEnv(smtp) });
  staff = await createStaffUser(idp, STAFF);
});
after(async () => {
  await t?.close();
  await smtp?.stop();
  await idp?.stop();
});

const staffView = async (id: string) =>
  (await staffCall(t.app, staff.idToken, 'GET', '/shop/staff/orders?limit=200')).json().data.find((o: { id: string }) => o.id === id);
const ordersOf = async (phoneNumber: string) => (await t.app.repos.orders.listRecent(undefined, 200)).filter((o) => o.customer.phoneNumber === phoneNumber);
const auditOf = async (action: string, target: string) =>
  (await staffCall(t.app, staff.idToken, 'GET', '/shop/staff/audit?limit=200')).json().data.filter((e: { action: string; target: string }) => e.action === action && e.target === target);
const mailsOf = async (id: string) => (await staffCall(t.app, staff.idToken, 'GET', `/shop/staff/orders/${id}/mails`)).json().data;
const change = (id: string, body: Record<string, unknown>) => changeOrder(t.app, id, staff.idToken, body);

describe(`orders by phone (${TEST_DB_KIND})`, () => {
  test('accepted at once with staff\'s estimate, source phone, no terms, priced as online; a double click is one order; audited; no e-mail without an address', async () => {
    const customer = { name: 'Jan Kowalski', phoneNumber: '+48 601 200 301' };
    const headers = { 'idempotency-key': 'phone-order-double-click' };
    const both = await Promise.all([0, 1].map(() => postPhoneOrder(t.app, staff.idToken, phoneOrderBody({ customer }), headers)));
    assert.deepEqual(both.map((r) => r.statusCode).sort(), [200, 201], both[0].body);
    const order = both[0].json();
    assert.equal(both[1].json().id, order.id);
    assert.equal((await ordersOf(customer.phoneNumber)).length, 1, 'one order for one key');

    assert.deepEqual(
      [order.status, order.source, order.termsAcceptedAt, order.estimatedMinutes, order.estimatedDeliveryAt, order.customer.email],
      ['accepted', 'phone', null, 30, '2026-03-11T13:30:00.000Z', ''],
    );
    assert.deepEqual(order.statusHistory, [{ status: 'accepted', at: current.toISOString(), note: '', estimatedMinutes: 30, changedBy: STAFF }]);
    const online = (await postOrder(t.app, orderBody())).json();
    assert.deepEqual([order.itemsTotal, order.deliveryPrice, order.total], [online.itemsTotal, online.deliveryPrice, online.total]);
    assert.equal(order.total, 122.8);

    const audit = await auditOf('order-phone', order.id);
    assert.deepEqual(audit.map((e: { by: string; after: unknown }) => [e.by, e.after]), [[STAFF, { total: 122.8, estimatedMinutes: 30 }]]);
    assert.deepEqual(await mailsOf(order.id), [], 'no address, no e-mail, not even the restaurant copy');
  });

  test('with an e-mail: the confirmation and the acceptance with the estimate go out', async () => {
    const email = 'dzwoniacy@example.pl';
    const res = await postPhoneOrder(t.app, staff.idToken, phoneOrderBody({ customer: { name: 'Ewa Dzwoniąca', phoneNumber: '+48 601 200 302', email }, estimatedMinutes: 50 }));
    assert.equal(res.statusCode, 201, res.body);
    const { id } = res.json();
    const mails = await smtp.waitFor(2, (m) => (m.subject ?? '').includes(id));
    assert.deepEqual(mails.map((m) => m.subject).sort(), [`Otrzymaliśmy zamówienie ${id}`, `Zamówienie ${id} przyjęte`]);
    assert.match(mails.find((m) => m.subject!.includes('przyjęte'))!.text ?? '', /około 50 min \(ok\. godz\. 14:50\)/);
    assert.ok(mails.every((m) => m.to && !Array.isArray(m.to) && m.to.value[0].address === email));
  });

  test('below the minimum: refused as online without a reason, taken with one, which is audited', async () => {
    const customer = { name: 'Adam Mały', phoneNumber: '+48 601 200 303' };
    const refused = await postPhoneOrder(t.app, staff.idToken, phoneOrderBody({ customer, items: [CHEAP] }));
    assert.deepEqual([refused.statusCode, refused.json().code, refused.json().field], [422, 'BELOW_MINIMUM', 'body/items']);
    assert.match(refused.json().message, /Brakuje 5,10\s?zł do minimalnej wartości zamówienia w strefie A.*podaj powód/);
    assert.equal((await ordersOf(customer.phoneNumber)).length, 0);

    const reason = 'Stały klient, kurier i tak jedzie na tę ulicę';
    const taken = await postPhoneOrder(t.app, staff.idToken, phoneOrderBody({ customer, items: [CHEAP], belowMinimumReason: reason }));
    assert.equal(taken.statusCode, 201, taken.body);
    assert.equal(taken.json().total, 24.9);
    const [audit] = await auditOf('order-phone', taken.json().id);
    assert.deepEqual(audit.after, { total: 24.9, estimatedMinutes: 30, belowMinimumReason: reason, missingForMinimum: 5.1 });
  });

  test('refused as online orders are, and paid online (not by phone); 400s name the field; nothing stored', async () => {
    const customer = { name: 'Zofia Błędna', phoneNumber: '+48 601 200 304' };
    const cases: [Record<string, unknown>, number, string | undefined, string | RegExp][] = [
      [{ paymentMethod: 'online' }, 400, 'ONLINE_NOT_BY_PHONE', 'body/paymentMethod'],
      [{ address: { ...ADDRESS_A, postalCode: '99-999' } }, 422, 'OUT_OF_ZONE', 'body/address/postalCode'],
      [{ items: [{ id: anAlcohol.id, quantity: 2 }] }, 422, 'ADULT_CONFIRMATION_REQUIRED', 'body/adultConfirmed'],
      [{ estimatedMinutes: undefined }, 400, undefined, /estimatedMinutes/],
      [{ estimatedMinutes: 4 }, 400, undefined, /body\/estimatedMinutes/],
      [{ acceptedTerms: true }, 400, undefined, /body\/acceptedTerms is not allowed/],
      [{ customer: { name: 'Bez telefonu' } }, 400, undefined, /phoneNumber/],
    ];
    for (const [overrides, status, code, field] of cases) {
      const res = await postPhoneOrder(t.app, staff.idToken, phoneOrderBody({ customer, ...overrides }));
      assert.equal(res.statusCode, status, `${JSON.stringify(overrides)}: ${res.body}`);
      if (code) assert.equal(res.json().code, code);
      if (typeof field === 'string') assert.equal(res.json().field, field);
      else assert.match(res.json().message, field);
    }
    const online = await postPhoneOrder(t.app, staff.idToken, phoneOrderBody({ customer, paymentMethod: 'online' }));
    assert.equal(online.json().message, 'Zamówienie telefoniczne klient płaci przy odbiorze: gotówką albo kartą.');
    assert.equal((await ordersOf(customer.phoneNumber)).length, 0);
  });
});

describe(`changes by phone (${TEST_DB_KIND})`, () => {
  test('new lines priced again and kept in the history (why, who, the totals); audited; "Zmiana zamówienia" with the new total; a new time moves the estimate', async () => {
    const id = await placeOrder(t.app);
    await changeStatus(t.app, id, staff.idToken, { status: 'accepted', estimatedMinutes: 40 });
    const acceptedAt = current;
    tick(5);
    const reason = 'Klient dzwonił: dołożyć Hosomaki Ogórek';
    const items = [{ id: aSet.id, quantity: 1 }, { id: aProduct.id, quantity: 2 }, EXTRA];
    const res = await change(id, { items, reason });
    assert.equal(res.statusCode, 200, res.body);
    const changed = res.json();
    assert.deepEqual([changed.status, changed.itemsTotal, changed.deliveryPrice, changed.total], ['accepted', 129.7, 10, 139.7]);
    assert.deepEqual(changed.items.map((i: { id: number }) => i.id), [aSet.id, aProduct.id, EXTRA.id]);
    assert.deepEqual(changed.changes, [{ at: current.toISOString(), changed: ['items'], totalBefore: 122.8, totalAfter: 139.7, reason, changedBy: STAFF }]);
    const page = (await t.app.inject(`/shop/order/${id}`)).json();
    assert.deepEqual(page.changes, [{ at: current.toISOString(), changed: ['items'], totalBefore: 122.8, totalAfter: 139.7 }], 'the reason stays with staff');
    assert.equal(page.total, 139.7);

    const [audit] = await auditOf('order-change', id);
    assert.deepEqual([audit.by, audit.before.total, audit.after.total, audit.after.reason], [STAFF, 122.8, 139.7, reason]);
    assert.deepEqual(audit.after.items.map((l: { itemId: number }) => l.itemId), [aSet.id, aProduct.id, EXTRA.id]);

    const [mail] = await smtp.waitFor(1, (m) => m.subject === `Zmiana zamówienia ${id}`);
    const text = (mail.text ?? '').replace(/\u00a0/g, ' ');
    assert.ok(text.includes(`zmieniliśmy w zamówieniu nr ${id} produkty.`), text);
    assert.ok(text.includes('Kwota przed zmianą: 122,80 zł') && text.includes('Kwota po zmianie: 139,70 zł'), text);
    assert.ok(text.includes('Hosomaki Ogórek'));
    assert.ok(text.includes(`https://sushikami.test/order/?id=${id}`));

    tick(2);
    const later = await change(id, { deliveryTime: { type: 'scheduled', at: '2026-03-11T18:00:00+01:00' }, notes: 'Proszę nie dzwonić domofonem', reason: 'Klient prosi na 18:00' });
    assert.equal(later.statusCode, 200, later.body);
    assert.deepEqual(later.json().changes.at(-1).changed, ['deliveryTime', 'notes']);
    assert.deepEqual([later.json().total, later.json().deliveryTime.at, later.json().notes], [139.7, '2026-03-11T17:00:00.000Z', 'Proszę nie dzwonić domofonem']);
    assert.equal(later.json().estimatedDeliveryAt, '2026-03-11T17:00:00.000Z', 'not before the chosen time');
    assert.ok(acceptedAt < current);
  });

  test('priced by the same rules: a new zone\'s fee and minimum (below it only with a reason), the free-delivery threshold, pickup\'s discount without alcohol', async () => {
    const id = await placeOrder(t.app, { customer: { name: 'Piotr Przeprowadzka', phoneNumber: '+48 601 200 305', email: 'piotr@example.pl' } });
    const moved = await change(id, { address: ADDRESS_B, reason: 'Klient jest u sąsiada' });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.deepEqual([moved.json().deliveryZone, moved.json().deliveryPrice, moved.json().total], ['B', 20, 132.8]);
    assert.deepEqual(moved.json().address, { ...ADDRESS_B });
    assert.equal(moved.json().customer.address, `${ADDRESS_B.street}, ${ADDRESS_B.postalCode} ${ADDRESS_B.city}`);

    const below = await change(id, { items: [CHEAP], reason: 'Tylko nigiri' });
    assert.deepEqual([below.statusCode, below.json().code, below.json().field], [400, 'BELOW_MINIMUM', 'body/items']);
    assert.match(below.json().message, /w strefie B/);
    assert.deepEqual([(await staffView(id)).total, (await staffView(id)).changes.length], [132.8, 1], 'nothing stored');
    const why = 'Klient i tak zapłaci za dostawę';
    const taken = await change(id, { items: [CHEAP], reason: 'Tylko nigiri', belowMinimumReason: why });
    assert.deepEqual([taken.statusCode, taken.json().total], [200, 34.9]);
    const [audit] = await auditOf('order-change', id);
    assert.deepEqual([audit.after.belowMinimumReason, audit.after.missingForMinimum], [why, 25.1]);

    const big = await placeOrder(t.app);
    const free = await change(big, { items: [{ id: aSet.id, quantity: 3 }], reason: 'Większe zamówienie' });
    assert.deepEqual([free.json().itemsTotal, free.json().deliveryPrice, free.json().total], [207, 0, 207], 'free from 150 zł in zone A');

    const pickup = await placeOrder(t.app, { fulfilment: 'pickup', address: undefined });
    assert.equal((await staffView(pickup)).discount, 11.28);
    const withBeer = [{ id: aSet.id, quantity: 1 }, { id: aProduct.id, quantity: 2 }, { id: anAlcohol.id, quantity: 1 }];
    const unconfirmed = await change(pickup, { items: withBeer, reason: 'Piwo do zestawu' });
    assert.deepEqual([unconfirmed.statusCode, unconfirmed.json().field], [422, 'body/adultConfirmed']);
    const beer = await change(pickup, { items: withBeer, adultConfirmed: true, reason: 'Piwo do zestawu' });
    assert.deepEqual([beer.json().itemsTotal, beer.json().discount, beer.json().total, beer.json().adultConfirmed], [141.8, 11.28, 130.52, true]);
    const address = await change(pickup, { address: ADDRESS_A, reason: 'Jednak z dostawą' });
    assert.deepEqual([address.statusCode, address.json().field], [400, 'body/address']);
    assert.equal((await staffView(pickup)).changes.length, 1, 'nothing stored');
  });

  test('refused, storing nothing: unknown order, empty lines, no reason, nothing changed, out of zone, more of a sold-out item; locked once on the road', async () => {
    assert.equal((await change('ZZZZZZZZZZ', { notes: 'x', reason: 'y' })).statusCode, 404);
    const id = await placeOrder(t.app);
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ items: [], reason: 'Klient rezygnuje ze wszystkiego' }, 400, 'body/items'],
      [{ notes: 'Bez sosu' }, 400, 'body/reason'],
      [{ notes: orderBody().notes, reason: 'To samo' }, 400, 'body'],
      [{ address: { ...ADDRESS_A, postalCode: '99-999' }, reason: 'Przeprowadzka' }, 422, 'body/address/postalCode'],
      [{ deliveryTime: { type: 'scheduled', at: '2026-03-11T13:10:00Z' }, reason: 'Szybciej' }, 422, 'body/deliveryTime/at'],
    ];
    for (const [body, status, field] of refusals) {
      const res = await change(id, body);
      assert.equal(res.statusCode, status, `${JSON.stringify(body)}: ${res.body}`);
      assert.equal(res.json().field ?? /^\w+\/\w+/.exec(res.json().message)?.[0], field, res.body);
    }

    await staffCall(t.app, staff.idToken, 'PATCH', `/shop/staff/menu/${EXTRA.id}`, { soldOutToday: true });
    try {
      const soldOut = await change(id, { items: [{ id: aSet.id, quantity: 1 }, EXTRA], reason: 'Dołożyć ogórka' });
      assert.deepEqual([soldOut.statusCode, soldOut.json().code, soldOut.json().field], [409, 'SOLD_OUT', 'body/items/1/id']);
    } finally {
      await staffCall(t.app, staff.idToken, 'PATCH', `/shop/staff/menu/${EXTRA.id}`, { soldOutToday: false });
    }

    await changeStatus(t.app, id, staff.idToken, { status: 'accepted', estimatedMinutes: 30 });
    await changeStatus(t.app, id, staff.idToken, { status: 'in_delivery' });
    const locked = await change(id, { notes: 'Zadzwonić przed', reason: 'Klient prosi' });
    assert.deepEqual([locked.statusCode, locked.json().code], [409, 'ORDER_LOCKED']);
    assert.match(locked.json().message, /w drodze albo czeka na odbiór i nie można go zmienić/);
    const order = await staffView(id);
    assert.deepEqual([order.changes, order.total, order.notes], [[], 122.8, orderBody().notes]);
    assert.deepEqual(await auditOf('order-change', id), []);
  });
});
