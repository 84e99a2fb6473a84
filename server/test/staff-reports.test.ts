/**
 * The day's numbers (D103, D104): a seeded Saturday whose every figure is known in advance — the
 * night the clocks go back (25 hours), an order past midnight, a pickup discount, a rejected paid
 * order refunded whole, a partial refund, an expired unpaid order, orders just outside the day —
 * equals the report to the grosz; the CSVs read back by a real CSV parser equal the report; the
 * quoting, formula and access cases; an empty range gives zeros.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import type { LocalCognito } from '../src/identity/local-cognito';
import { createTestApp, TEST_DB_KIND, type TestApp } from './helpers/app';
import { createStaffUser, createUser, startTestIdentity, type Tokens } from './helpers/identity';
import { aProduct, aSet, changeStatus, phoneOrderBody, placeOrder, postPhoneOrder } from './helpers/orders';
import { staffCall } from './helpers/staff';

let idp: LocalCognito;
let t: TestApp;
let staff: Tokens;
let customer: Tokens;

const grosze = (zl: number) => Math.round(zl * 100);
/** Every seeded order has the helpers' basket: one set and two of a product. */
const ITEMS = aSet.priceGrosze + 2 * aProduct.priceGrosze;
const DELIVERY_A = ITEMS >= 15000 ? 0 : 1000;
const PICKUP_DISCOUNT = Math.round((ITEMS * 10) / 100);
const DELIVERED = ITEMS + DELIVERY_A;
const PICKED_UP = ITEMS - PICKUP_DISCOUNT;
const PARTIAL_REFUND = 500;
const HYPERLINK = '=HYPERLINK("x")';
const TRICKY_NAME = 'Zestaw "Kami"; duży\nz sosem';

const ids: Record<string, string> = {};

async function sqlRun(query: ReturnType<typeof sql>) {
  await t.database.db.execute(query);
}
const setCreated = (id: string, at: string) => sqlRun(sql`update orders set created_at = ${at}::timestamptz where public_id = ${id}`);
const move = async (id: string, ...steps: Array<Record<string, unknown>>) => {
  for (const step of steps) assert.equal((await changeStatus(t.app, id, staff.idToken, step)).statusCode, 200, JSON.stringify(step));
};
/** An order paid online (the gateway's own flow is proven elsewhere): its method, money state and verified payment. */
async function paidOnline(id: string, paymentState: string, refundState: string | null) {
  await sqlRun(sql`update orders set payment_method = 'online', payment_state = ${paymentState} where public_id = ${id}`);
  await sqlRun(sql`insert into payments (order_id, session_id, amount_grosze, state, refund_request_id, refund_state)
    select id, public_id || '-1', total_grosze, 'verified', ${refundState ? sql`gen_random_uuid()` : null}, ${refundState} from orders where public_id = ${id}`);
}

before(async () => {
  idp = await startTestIdentity();
  t = await createTestApp({ idp });
  staff = await createStaffUser(idp, 'szefowa@sushikami.pl');
  customer = await createUser(idp, 'klient.raportu@example.pl');

  // A: cash, delivered, 12:10 on Saturday 24 October 2026 (CEST).
  ids.a = await placeOrder(t.app);
  await move(ids.a, { status: 'accepted', estimatedMinutes: 30 }, { status: 'in_delivery' }, { status: 'delivered' });
  await setCreated(ids.a, '2026-10-24T10:10:00Z');
  await sqlRun(sql`update order_items set name = ${TRICKY_NAME} where position = 0 and order_id = (select id from orders where public_id = ${ids.a})`);
  // B: pickup with 10 % off, card at the counter, picked up, 18:30.
  ids.b = await placeOrder(t.app, { fulfilment: 'pickup', address: undefined, paymentMethod: 'card' });
  await move(ids.b, { status: 'accepted', estimatedMinutes: 20 }, { status: 'ready_for_pickup' }, { status: 'picked_up' });
  await setCreated(ids.b, '2026-10-24T16:30:00Z');
  // C: by phone, cash, delivered; at the second 02:30 of the night (CET): still Saturday's (D103).
  const phone = await postPhoneOrder(t.app, staff.idToken, phoneOrderBody({ customer: { name: HYPERLINK, phoneNumber: '+48 601 200 300' } }));
  assert.equal(phone.statusCode, 201, phone.body);
  ids.c = phone.json().id;
  await move(ids.c, { status: 'in_delivery' }, { status: 'delivered' });
  await setCreated(ids.c, '2026-10-25T01:30:00Z');
  // D: paid online, rejected, refunded whole, 20:00.
  ids.d = await placeOrder(t.app);
  await move(ids.d, { status: 'rejected', reason: 'Brak ryżu' });
  await paidOnline(ids.d, 'refund_pending', 'pending');
  await setCreated(ids.d, '2026-10-24T18:00:00Z');
  // E: online, never paid: expired, 19:00.
  ids.e = await placeOrder(t.app);
  await sqlRun(sql`update orders set status = 'payment_expired', payment_method = 'online', payment_state = 'awaiting' where public_id = ${ids.e}`);
  await setCreated(ids.e, '2026-10-24T17:00:00Z');
  // F: paid online, delivered, 5 zł given back after a change by phone, 21:00.
  ids.f = await placeOrder(t.app);
  await move(ids.f, { status: 'accepted', estimatedMinutes: 30 }, { status: 'in_delivery' }, { status: 'delivered' });
  await paidOnline(ids.f, 'paid', null);
  await sqlRun(sql`insert into payment_refunds (payment_id, request_id, amount_grosze)
    select p.id, gen_random_uuid(), ${PARTIAL_REFUND} from payments p join orders o on o.id = p.order_id where o.public_id = ${ids.f}`);
  await setCreated(ids.f, '2026-10-24T19:00:00Z');
  // Outside the day: 03:59 CEST on the 24th (Friday's) and 04:00 CET on the 25th (Sunday's).
  for (const at of ['2026-10-24T01:59:00Z', '2026-10-25T03:00:00Z']) {
    const id = await placeOrder(t.app);
    await move(id, { status: 'accepted', estimatedMinutes: 30 }, { status: 'in_delivery' }, { status: 'delivered' });
    await setCreated(id, at);
  }
});
after(async () => {
  await t?.close();
  await idp?.stop();
});

const zl = (g: number) => g / 100;
const amount = (orders: number, g: number) => ({ orders, amount: zl(g) });

describe(`staff reports (${TEST_DB_KIND})`, () => {
  test('the Saturday the clocks go back: every figure, to the grosz', async () => {
    const res = await staffCall(t.app, staff.idToken, 'GET', '/shop/staff/reports/daily?from=2026-10-24');
    assert.equal(res.statusCode, 200, res.body);
    const gross = 2 * DELIVERED + PICKED_UP + DELIVERED;
    const perHour = new Map([[12, 1], [18, 1], [2, 1], [20, 1], [21, 1]]);
    const setFirst = aSet.priceGrosze >= 2 * aProduct.priceGrosze;
    const setRow = { id: aSet.id, name: aSet.name, quantity: 4, value: zl(4 * aSet.priceGrosze) };
    const productRow = { id: aProduct.id, name: aProduct.name, quantity: 8, value: zl(8 * aProduct.priceGrosze) };
    assert.deepEqual(res.json(), {
      from: '2026-10-24',
      to: '2026-10-24',
      startsAt: '2026-10-24T02:00:00.000Z',
      endsAt: '2026-10-25T03:00:00.000Z',
      orders: { placed: 5, accepted: 4, rejected: 1, expiredUnpaid: 1, completed: 4 },
      sales: {
        total: amount(4, gross),
        byPayment: { cash: amount(2, 2 * DELIVERED), card: amount(1, PICKED_UP), online: amount(1, DELIVERED) },
        byChannel: { 'new-online': amount(3, DELIVERED * 2 + PICKED_UP), phone: amount(1, DELIVERED) },
        byFulfilment: { delivery: amount(3, 3 * DELIVERED), pickup: amount(1, PICKED_UP) },
      },
      deliveryFees: amount(DELIVERY_A > 0 ? 3 : 0, 3 * DELIVERY_A),
      discounts: { total: amount(1, PICKUP_DISCOUNT), byKind: [{ kind: 'pickup', orders: 1, amount: zl(PICKUP_DISCOUNT) }] },
      refunds: amount(2, DELIVERED + PARTIAL_REFUND),
      averageBasket: zl(Math.round(gross / 4)),
      // The latest order's name of each dish (the first one's set line was renamed).
      topByQuantity: [productRow, setRow],
      topByValue: setFirst ? [setRow, productRow] : [productRow, setRow],
      ordersPerHour: Array.from({ length: 24 }, (_, i) => (i + 4) % 24).map((hour) => ({ hour, orders: perHour.get(hour) ?? 0 })),
      cashFromRiders: amount(2, 2 * DELIVERED),
    });
  });

  test('orders.csv read back as Excel would: the figures match, formulas are text, names survive', async () => {
    const [report, csv] = await Promise.all([
      staffCall(t.app, staff.idToken, 'GET', '/shop/staff/reports/daily?from=2026-10-24').then((r) => r.json()),
      staffCall(t.app, staff.idToken, 'GET', '/shop/staff/reports/orders.csv?from=2026-10-24'),
    ]);
    assert.equal(csv.statusCode, 200);
    assert.match(csv.headers['content-type'] as string, /^text\/csv; charset=utf-8/);
    assert.equal(csv.headers['content-disposition'], 'attachment; filename="zamowienia-2026-10-24_2026-10-24.csv"');
    assert.ok(csv.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])), 'UTF-8 byte order mark');
    assert.ok(csv.body.includes('\r\n') && !/[^\r]\n/.test(csv.body.replace(TRICKY_NAME, '')), 'CRLF rows');
    const rows: Record<string, string>[] = parse(csv.rawPayload, { delimiter: ';', bom: true, columns: true });
    assert.deepEqual(rows.map((r) => r.Numer).sort(), [ids.a, ids.b, ids.c, ids.d, ids.e, ids.f].sort());
    const num = (s: string) => grosze(Number(s.replace(',', '.')));
    const done = rows.filter((r) => r.Status === 'Dostarczone' || r.Status === 'Odebrane');
    assert.equal(zl(done.reduce((s, r) => s + num(r.Razem), 0)), report.sales.total.amount);
    assert.equal(zl(done.reduce((s, r) => s + num(r.Rabat), 0)), report.discounts.total.amount);
    assert.equal(zl(rows.reduce((s, r) => s + num(r['Zwrócono']), 0)), report.refunds.amount);
    const c = rows.find((r) => r.Numer === ids.c)!;
    assert.equal(c.Klient, `'${HYPERLINK}`);
    assert.equal(c['Data i godzina'], '2026-10-25 02:30');
    assert.equal(c['Kanał'], 'Telefon');
    assert.equal(rows.find((r) => r.Numer === ids.b)!['Sposób odbioru'], 'Odbiór osobisty');
    assert.equal(rows.find((r) => r.Numer === ids.e)!.Status, 'Płatność wygasła');
  });

  test('items.csv: one row per line, the name with ; " and a new line intact, values with a decimal comma', async () => {
    const csv = await staffCall(t.app, staff.idToken, 'GET', '/shop/staff/reports/items.csv?from=2026-10-24');
    assert.equal(csv.headers['content-disposition'], 'attachment; filename="pozycje-2026-10-24_2026-10-24.csv"');
    const rows: Record<string, string>[] = parse(csv.rawPayload, { delimiter: ';', bom: true, columns: true });
    assert.equal(rows.length, 6 * 2);
    const renamed = rows.find((r) => r['Numer zamówienia'] === ids.a && r.Pozycja === '1')!;
    assert.equal(renamed.Nazwa, TRICKY_NAME);
    const product = rows.find((r) => r['Numer zamówienia'] === ids.a && r.Pozycja === '2')!;
    assert.equal(product['Ilość'], '2');
    assert.equal(product['Wartość'], (2 * aProduct.priceGrosze / 100).toFixed(2).replace('.', ','));
  });

  test('a range with no orders gives zeros, and a range of days adds them up', async () => {
    const empty = (await staffCall(t.app, staff.idToken, 'GET', '/shop/staff/reports/daily?from=2026-11-02&to=2026-11-03')).json();
    assert.deepEqual(empty.orders, { placed: 0, accepted: 0, rejected: 0, expiredUnpaid: 0, completed: 0 });
    assert.deepEqual(empty.sales.total, { orders: 0, amount: 0 });
    assert.deepEqual(empty.sales.byPayment, { cash: amount(0, 0), card: amount(0, 0), online: amount(0, 0) });
    assert.equal(empty.averageBasket, 0);
    assert.deepEqual([empty.topByQuantity, empty.discounts.byKind], [[], []]);
    assert.ok(empty.ordersPerHour.every((h: { orders: number }) => h.orders === 0));
    const csv = await staffCall(t.app, staff.idToken, 'GET', '/shop/staff/reports/orders.csv?from=2026-11-02&to=2026-11-03');
    assert.equal(parse(csv.rawPayload, { delimiter: ';', bom: true }).length, 1, 'the header alone');
    const three = (await staffCall(t.app, staff.idToken, 'GET', '/shop/staff/reports/daily?from=2026-10-23&to=2026-10-25')).json();
    assert.equal(three.orders.placed, 7);
  });

  test('staff only; malformed, impossible, reversed and over-long ranges are refused naming the field', async () => {
    const url = '/shop/staff/reports/daily?from=2026-10-24';
    assert.equal((await staffCall(t.app, undefined, 'GET', url)).statusCode, 401);
    assert.equal((await staffCall(t.app, customer.idToken, 'GET', url)).statusCode, 403);
    assert.equal((await staffCall(t.app, customer.idToken, 'GET', '/shop/staff/reports/orders.csv?from=2026-10-24')).statusCode, 403);
    const cases: Array<[string, string]> = [
      ['', 'querystring'],
      ['?from=24.10.2026', 'querystring/from'],
      ['?from=2026-02-30', 'querystring/from'],
      ['?from=2026-02-01&to=2026-02-30', 'querystring/to'],
      ['?from=2026-10-24&to=2026-10-23', 'querystring/to'],
      ['?from=2026-10-01&to=2026-11-01', 'querystring/to'],
    ];
    for (const [query, field] of cases) {
      const res = await staffCall(t.app, staff.idToken, 'GET', `/shop/staff/reports/daily${query}`);
      assert.equal(res.statusCode, 400, query);
      assert.match(res.json().message, new RegExp(field), `${query}: ${res.body}`);
    }
    assert.equal((await staffCall(t.app, staff.idToken, 'GET', '/shop/staff/reports/daily?from=2026-10-01&to=2026-10-31')).statusCode, 200);
  });
});
