/**
 * Promo codes (D105) on PGlite and PostgreSQL: staff create, change, switch off and delete codes
 * (audited, each refusal naming its field); POST /promo/check answers the discount or each
 * refusal; an order with a code stores and shows it to the grosz, and meets the same refusals;
 * 50 orders at once for a code of 10 uses place exactly 10; a rejected, expired or refunded
 * order gives its use back; the per-customer limit by e-mail and by phone; first order only.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import type { LocalCognito } from '../src/identity/local-cognito';
import { PROMO_REFUSAL_MESSAGES } from '../../domain/rules/promotions';
import { createTestApp, TEST_DB_KIND, type TestApp } from './helpers/app';
import { testClock } from './helpers/clock';
import { createStaffUser, startTestIdentity, type Tokens } from './helpers/identity';
import { aProduct, anAlcohol, aSet, changeOrder, changeStatus, orderBody, phoneOrderBody, postOrder, postPhoneOrder } from './helpers/orders';
import { staffCall } from './helpers/staff';

/** The shop's clock: codes are made valid from or until an hour around it. */
const clock = testClock();
let idp: LocalCognito;
let t: TestApp;
let staff: Tokens;

before(async () => {
  idp = await startTestIdentity();
  t = await createTestApp({ idp, now: clock.now });
  staff = await createStaffUser(idp, 'promocje@sushikami.pl');
});
// The app first: it still talks to the identity provider while closing.
after(async () => void (await t?.close(), await idp?.stop()));

/** The helpers' basket: a set (69,00 zł) and two of a product (21,90 zł): 112,80 zł, zone A's delivery 10 zł. */
const BASKET = aSet.priceGrosze + 2 * aProduct.priceGrosze;
const zl = (grosze: number) => grosze / 100;
const hoursFromNow = (hours: number) => new Date(clock.now().getTime() + hours * 3_600_000).toISOString();

let codes = 0;
/** A fresh code with these terms (10 % unless said otherwise); its name. */
async function createCode(terms: Record<string, unknown> = {}): Promise<string> {
  const code = `TEST-${++codes}`;
  const res = await staffCall(t.app, staff.idToken, 'POST', '/shop/staff/promotions', { code, ...(terms.amount === undefined ? { percent: 10 } : {}), ...terms });
  assert.equal(res.statusCode, 201, res.body);
  return code;
}
const checkCode = (code: string, body: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: '/shop/promo/check', payload: { code, items: orderBody().items, fulfilment: 'delivery', ...body } });
const orderWith = (promoCode: string, overrides: Record<string, unknown> = {}) => postOrder(t.app, orderBody({ promoCode, ...overrides }));
const countRows = async (query: ReturnType<typeof sql>) => Number(((await t.database.db.execute(query)) as unknown as { rows: { n: number | string }[] }).rows[0].n);
const ordersHolding = (code: string) => countRows(sql`select count(*) as n from orders where promo_code = ${code}`);
const allOrders = () => countRows(sql`select count(*) as n from orders`);
/** A customer of their own: a distinct e-mail and phone, so one test's orders do not count in another's. */
let customers = 0;
const aCustomer = () => {
  customers += 1;
  return { name: 'Klient Testowy', email: `klient.${customers}@example.pl`, phoneNumber: `+48 700 ${String(100000 + customers).slice(0, 3)} ${String(100000 + customers).slice(3)}` };
};

function assertRefused(res: { statusCode: number; json(): { code: string; message: string; field: string } }, code: keyof typeof PROMO_REFUSAL_MESSAGES, field: string) {
  assert.equal(res.statusCode, 422, JSON.stringify(res.json()));
  assert.deepEqual({ code: res.json().code, message: res.json().message, field: res.json().field }, { code, message: PROMO_REFUSAL_MESSAGES[code], field });
}

describe(`promo codes for staff (${TEST_DB_KIND})`, () => {
  test('create, list, change, switch off: normalised, in zł, audited before and after', async () => {
    const created = await staffCall(t.app, staff.idToken, 'POST', '/shop/staff/promotions', {
      code: 'wiosna-15',
      amount: 19.99,
      minimumOrder: 60,
      validFrom: '2026-03-01T00:00:00+01:00',
      validTo: '2026-04-01T00:00:00+02:00',
      maxUses: 100,
      maxUsesPerCustomer: 1,
      fulfilment: 'pickup',
      excludedCategories: ['desery'],
    });
    assert.equal(created.statusCode, 201, created.body);
    const code = created.json();
    assert.deepEqual(
      { ...code, id: undefined, createdAt: undefined },
      {
        id: undefined,
        code: 'WIOSNA-15',
        percent: null,
        amount: 19.99,
        minimumOrder: 60,
        validFrom: '2026-02-28T23:00:00.000Z',
        validTo: '2026-03-31T22:00:00.000Z',
        maxUses: 100,
        maxUsesPerCustomer: 1,
        fulfilment: 'pickup',
        firstOrderOnly: false,
        excludedCategories: ['desery'],
        active: true,
        uses: 0,
        createdAt: undefined,
      },
    );
    let audit = (await staffCall(t.app, staff.idToken, 'GET', '/shop/staff/audit?limit=1')).json().data[0];
    assert.deepEqual([audit.action, audit.target, audit.by, audit.before, audit.after.amountGrosze], ['promotion', 'WIOSNA-15', 'promocje@sushikami.pl', null, 1999]);

    const list = (await staffCall(t.app, staff.idToken, 'GET', '/shop/staff/promotions')).json().data;
    assert.deepEqual(list.find((p: { id: number }) => p.id === code.id), code);

    // From an amount to a percent: the amount goes with it.
    const changed = await staffCall(t.app, staff.idToken, 'PATCH', `/shop/staff/promotions/${code.id}`, { percent: 15, amount: null });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.deepEqual([changed.json().percent, changed.json().amount], [15, null]);
    const off = await staffCall(t.app, staff.idToken, 'PATCH', `/shop/staff/promotions/${code.id}`, { active: false });
    assert.equal(off.json().active, false);
    audit = (await staffCall(t.app, staff.idToken, 'GET', '/shop/staff/audit?limit=1')).json().data[0];
    assert.deepEqual([audit.action, audit.before.active, audit.after.active, audit.after.percent], ['promotion', true, false, 15]);
  });

  test('refusals name their field; nothing is stored', async () => {
    const post = (body: Record<string, unknown>) => staffCall(t.app, staff.idToken, 'POST', '/shop/staff/promotions', body);
    const before = (await staffCall(t.app, staff.idToken, 'GET', '/shop/staff/promotions')).json().data.length;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ code: 'OBA-1', percent: 10, amount: 5 }, 400, 'body/amount'],
      [{ code: 'ZADEN-1' }, 400, 'body/percent'],
      [{ code: 'ZA-DUZO', percent: 51 }, 400, 'body/percent'],
      [{ code: 'GROSZ', amount: 1.005 }, 400, 'body/amount'],
      [{ code: 'MIN-1', percent: 10, minimumOrder: 20.001 }, 400, 'body/minimumOrder'],
      [{ code: 'DATY-1', percent: 10, validFrom: '2026-05-01T12:00:00Z', validTo: '2026-05-01T12:00:00Z' }, 400, 'body/validTo'],
      [{ code: 'KAT-1', percent: 10, excludedCategories: ['pizza'] }, 400, 'body/excludedCategories'],
      [{ code: 'ZŁY KOD', percent: 10 }, 400, 'body/code'],
    ];
    for (const [body, status, field] of cases) {
      const res = await post(body);
      assert.equal(res.statusCode, status, `${JSON.stringify(body)}: ${res.body}`);
      assert.equal(res.json().field, field, JSON.stringify(body));
    }
    assert.equal((await post({ code: 'JEDEN-RAZ', percent: 5 })).statusCode, 201);
    const twice = await post({ code: 'jeden-raz', amount: 5 });
    assert.deepEqual([twice.statusCode, twice.json().code, twice.json().field], [409, 'PROMO_CODE_TAKEN', 'body/code']);
    assert.equal((await staffCall(t.app, staff.idToken, 'GET', '/shop/staff/promotions')).json().data.length, before + 1);

    const id = (await staffCall(t.app, staff.idToken, 'GET', '/shop/staff/promotions')).json().data.find((p: { code: string }) => p.code === 'JEDEN-RAZ').id;
    const both = await staffCall(t.app, staff.idToken, 'PATCH', `/shop/staff/promotions/${id}`, { amount: 5 });
    assert.deepEqual([both.statusCode, both.json().field], [400, 'body/amount']);
    const dates = await staffCall(t.app, staff.idToken, 'PATCH', `/shop/staff/promotions/${id}`, { validFrom: '2026-06-01T00:00:00Z', validTo: '2026-05-01T00:00:00Z' });
    assert.deepEqual([dates.statusCode, dates.json().field], [400, 'body/validTo']);
    const stored = (await staffCall(t.app, staff.idToken, 'GET', '/shop/staff/promotions')).json().data.find((p: { id: number }) => p.id === id);
    assert.deepEqual([stored.percent, stored.amount, stored.validTo], [5, null, null]);
  });

  test('a code no order held can be deleted; a used one only switched off', async () => {
    const unused = await staffCall(t.app, staff.idToken, 'POST', '/shop/staff/promotions', { code: 'POMYLKA', percent: 5 });
    const removed = await staffCall(t.app, staff.idToken, 'DELETE', `/shop/staff/promotions/${unused.json().id}`);
    assert.equal(removed.statusCode, 204);
    const audit = (await staffCall(t.app, staff.idToken, 'GET', '/shop/staff/audit?limit=1')).json().data[0];
    assert.deepEqual([audit.action, audit.target, audit.after], ['promotion', 'POMYLKA', null]);

    const code = await createCode();
    assert.equal((await orderWith(code, { customer: aCustomer() })).statusCode, 201);
    const id = (await staffCall(t.app, staff.idToken, 'GET', '/shop/staff/promotions')).json().data.find((p: { code: string }) => p.code === code).id;
    const held = await staffCall(t.app, staff.idToken, 'DELETE', `/shop/staff/promotions/${id}`);
    assert.deepEqual([held.statusCode, held.json().code], [409, 'PROMO_IN_USE']);
    assert.equal((await staffCall(t.app, staff.idToken, 'DELETE', '/shop/staff/promotions/987654')).statusCode, 404);
  });
});

describe(`POST /promo/check (${TEST_DB_KIND})`, () => {
  test("the demo restaurant's codes: WITAJ-10 for a first order, ODBIOR-5 for a pickup from 40 zł", async () => {
    assert.deepEqual((await checkCode('witaj-10', { email: 'pierwszy.raz@example.pl' })).json(), { code: 'WITAJ-10', discount: zl(Math.round(BASKET / 10)), percent: 10, amount: null });
    assert.deepEqual((await checkCode('odbior-5', { fulfilment: 'pickup' })).json(), { code: 'ODBIOR-5', discount: 5, percent: null, amount: 5 });
    assertRefused(await checkCode('ODBIOR-5'), 'PROMO_WRONG_FULFILMENT', 'body/code');
    assertRefused(await checkCode('ODBIOR-5', { fulfilment: 'pickup', items: [{ id: aProduct.id, quantity: 1 }] }), 'PROMO_BELOW_MINIMUM', 'body/code');
  });

  test('the discount on the basket: alcohol and the delivery fee never, after the pickup discount', async () => {
    const code = await createCode({ percent: 10 });
    const withSake = [...orderBody().items, { id: anAlcohol.id, quantity: 1 }];
    const res = await checkCode(code.toLowerCase(), { items: withSake });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { code, discount: zl(Math.round(BASKET / 10)), percent: 10, amount: null });
    // Pickup: 10 % off first (11,28 zł), then 10 % of the 101,52 zł left.
    const pickup = await checkCode(code, { fulfilment: 'pickup' });
    assert.equal(pickup.json().discount, zl(Math.round((BASKET - Math.round(BASKET / 10)) / 10)));
    const amount = await createCode({ amount: 500 });
    assert.deepEqual((await checkCode(amount)).json(), { code: amount, discount: zl(BASKET), percent: null, amount: 500 });
  });

  test('each refusal, as the order would meet it', async () => {
    assertRefused(await checkCode('NIE-MA-TAKIEGO'), 'PROMO_UNKNOWN', 'body/code');
    assertRefused(await checkCode('?'), 'PROMO_UNKNOWN', 'body/code');
    assertRefused(await checkCode(await createCode({ validFrom: hoursFromNow(2) })), 'PROMO_NOT_YET', 'body/code');
    assertRefused(await checkCode(await createCode({ validTo: hoursFromNow(-1) })), 'PROMO_EXPIRED', 'body/code');
    assertRefused(await checkCode(await createCode({ fulfilment: 'pickup' })), 'PROMO_WRONG_FULFILMENT', 'body/code');
    assertRefused(await checkCode(await createCode({ minimumOrder: 200 })), 'PROMO_BELOW_MINIMUM', 'body/code');
    assertRefused(await checkCode(await createCode(), { items: [{ id: anAlcohol.id, quantity: 3 }] }), 'PROMO_NOTHING_TO_DISCOUNT', 'body/code');
    assertRefused(await checkCode(await createCode({ excludedCategories: ['zestaw', 'maki'] })), 'PROMO_NOTHING_TO_DISCOUNT', 'body/code');

    const regular = aCustomer();
    assert.equal((await postOrder(t.app, orderBody({ customer: regular }))).statusCode, 201);
    const first = await createCode({ firstOrderOnly: true });
    assertRefused(await checkCode(first, { email: regular.email.toUpperCase() }), 'PROMO_FIRST_ORDER_ONLY', 'body/code');
    assert.equal((await checkCode(first, { email: 'nowy.klient@example.pl' })).statusCode, 200);

    const once = await createCode({ maxUses: 1 });
    assert.equal((await orderWith(once, { customer: aCustomer() })).statusCode, 201);
    assertRefused(await checkCode(once), 'PROMO_USED_UP', 'body/code');

    const off = await createCode();
    const id = (await staffCall(t.app, staff.idToken, 'GET', '/shop/staff/promotions')).json().data.find((p: { code: string }) => p.code === off).id;
    await staffCall(t.app, staff.idToken, 'PATCH', `/shop/staff/promotions/${id}`, { active: false });
    assertRefused(await checkCode(off), 'PROMO_EXPIRED', 'body/code');

    const unknownItem = await checkCode(await createCode(), { items: [{ id: 2999999, quantity: 1 }] });
    assert.deepEqual([unknownItem.statusCode, unknownItem.json().code, unknownItem.json().field], [422, 'ITEM_UNAVAILABLE', 'body/items/0/id']);
  });
});

describe(`an order with a code (${TEST_DB_KIND})`, () => {
  test('stores and shows the code, its discount and the total to the grosz', async () => {
    const code = await createCode({ percent: 10 });
    const res = await orderWith(code.toLowerCase(), { customer: aCustomer(), items: [...orderBody().items, { id: anAlcohol.id, quantity: 1 }], adultConfirmed: true });
    assert.equal(res.statusCode, 201, res.body);
    const promoDiscount = Math.round(BASKET / 10);
    const expected = {
      itemsTotal: zl(BASKET + anAlcohol.priceGrosze),
      deliveryPrice: 10,
      discount: zl(promoDiscount),
      promoCode: code,
      promoDiscount: zl(promoDiscount),
      total: zl(BASKET + anAlcohol.priceGrosze + 1000 - promoDiscount),
    };
    const pick = (o: Record<string, unknown>) => Object.fromEntries(Object.keys(expected).map((k) => [k, o[k]]));
    assert.deepEqual(pick(res.json()), expected);
    assert.deepEqual(pick((await t.app.inject(`/shop/order/${res.json().id}`)).json()), expected);
  });

  test('pickup: its discount first, then the code; both in `discount`', async () => {
    const code = await createCode({ percent: 10, fulfilment: 'pickup' });
    const res = await orderWith(code, { customer: aCustomer(), fulfilment: 'pickup', address: undefined });
    assert.equal(res.statusCode, 201, res.body);
    const pickup = Math.round(BASKET / 10);
    const promo = Math.round((BASKET - pickup) / 10);
    assert.deepEqual([res.json().discount, res.json().promoDiscount, res.json().total], [zl(pickup + promo), zl(promo), zl(BASKET - pickup - promo)]);
  });

  test('the free-delivery threshold counts the items before the discount', async () => {
    const code = await createCode({ percent: 10 });
    const items = [{ id: aSet.id, quantity: 2 }, { id: aProduct.id, quantity: 1 }];
    const total = 2 * aSet.priceGrosze + aProduct.priceGrosze;
    assert.ok(total >= 15000 && total - Math.round(total / 10) < 15000, 'the basket crosses the threshold only before the discount');
    const res = await orderWith(code, { customer: aCustomer(), items });
    assert.deepEqual([res.json().deliveryPrice, res.json().total], [0, zl(total - Math.round(total / 10))]);
  });

  test('the same refusals as the check, on body/promoCode; nothing stored', async () => {
    const before = await allOrders();
    assertRefused(await orderWith('NIE-MA-TAKIEGO'), 'PROMO_UNKNOWN', 'body/promoCode');
    assertRefused(await orderWith(await createCode({ validFrom: hoursFromNow(2) })), 'PROMO_NOT_YET', 'body/promoCode');
    assertRefused(await orderWith(await createCode({ validTo: hoursFromNow(-1) })), 'PROMO_EXPIRED', 'body/promoCode');
    assertRefused(await orderWith(await createCode({ fulfilment: 'pickup' })), 'PROMO_WRONG_FULFILMENT', 'body/promoCode');
    assertRefused(await orderWith(await createCode({ minimumOrder: 200 })), 'PROMO_BELOW_MINIMUM', 'body/promoCode');
    assertRefused(await orderWith(await createCode({ excludedCategories: ['zestaw', 'maki'] })), 'PROMO_NOTHING_TO_DISCOUNT', 'body/promoCode');
    const regular = aCustomer();
    assert.equal((await postOrder(t.app, orderBody({ customer: regular }))).statusCode, 201);
    const once = await createCode({ maxUses: 1, firstOrderOnly: true });
    assertRefused(await orderWith(once, { customer: regular }), 'PROMO_FIRST_ORDER_ONLY', 'body/promoCode');
    assert.equal((await orderWith(once, { customer: aCustomer() })).statusCode, 201);
    assertRefused(await orderWith(once, { customer: aCustomer() }), 'PROMO_USED_UP', 'body/promoCode');
    // The refused ones stored nothing: two orders placed above, with and without a code.
    assert.equal(await allOrders(), before + 2);
  });
});

const publicStatus = async (id: string) => (await t.app.inject(`/shop/order/${id}`)).json().status as string;

describe(`a code's uses (${TEST_DB_KIND})`, () => {
  test('50 orders at once for a code of 10 uses: exactly 10 placed with the discount, 40 refused, nothing stored for them', async () => {
    const code = await createCode({ maxUses: 10 });
    const before = await allOrders();
    const answers = await Promise.all(Array.from({ length: 50 }, () => orderWith(code, { customer: aCustomer() })));
    const placed = answers.filter((r) => r.statusCode === 201);
    const refused = answers.filter((r) => r.statusCode !== 201);
    assert.equal(placed.length, 10, answers.map((r) => r.statusCode).join(' '));
    assert.ok(placed.every((r) => r.json().promoCode === code && r.json().promoDiscount === zl(Math.round(BASKET / 10))));
    for (const res of refused) assertRefused(res, 'PROMO_USED_UP', 'body/promoCode');
    assert.equal(await ordersHolding(code), 10);
    assert.equal(await allOrders(), before + 10);
    const mails = await countRows(sql`select count(*) as n from mail_outbox m join orders o on o.id = m.order_id where o.promo_code = ${code}`);
    assert.equal(mails, 10, 'the refused orders sent no e-mail');
  });

  test('a rejected, an expired unpaid and a refunded order give their use back', async () => {
    const code = await createCode({ maxUses: 1 });
    const use = async () => {
      const res = await orderWith(code, { customer: aCustomer() });
      assert.equal(res.statusCode, 201, res.body);
      assertRefused(await orderWith(code, { customer: aCustomer() }), 'PROMO_USED_UP', 'body/promoCode');
      return res.json().id as string;
    };
    const rejected = await use();
    assert.equal((await changeStatus(t.app, rejected, staff.idToken, { status: 'rejected', reason: 'Brak ryżu' })).statusCode, 200);
    const expired = await use();
    await t.database.db.execute(sql`update orders set status = 'payment_expired', payment_method = 'online', payment_state = 'awaiting' where public_id = ${expired}`);
    const refunded = await use();
    await t.database.db.execute(sql`update orders set payment_method = 'online', payment_state = 'refunded' where public_id = ${refunded}`);
    assert.equal((await checkCode(code)).statusCode, 200);
    const uses = (await staffCall(t.app, staff.idToken, 'GET', '/shop/staff/promotions')).json().data.find((p: { code: string }) => p.code === code).uses;
    assert.equal(uses, 0);

    // Paid again, the expired order takes its use back only while the code has one to give.
    const taker = await orderWith(code, { customer: aCustomer() });
    assert.equal(taker.statusCode, 201, taker.body);
    assert.equal(await t.app.repos.payments.newAttempt(expired, new Date()), 'promo_used_up');
    assert.equal((await publicStatus(expired)), 'payment_expired', 'nothing changed');
    assert.equal((await changeStatus(t.app, taker.json().id, staff.idToken, { status: 'rejected', reason: 'Pomyłka' })).statusCode, 200);
    const attempt = await t.app.repos.payments.newAttempt(expired, new Date());
    assert.equal(typeof attempt === 'object' && attempt.sessionId, `${expired}-1`);
    assert.equal(await publicStatus(expired), 'awaiting_payment');
  });

  test('once per customer: the same e-mail in another case, or the same phone written otherwise, is the same customer', async () => {
    const code = await createCode({ maxUsesPerCustomer: 1 });
    const customer = aCustomer();
    assert.equal((await orderWith(code, { customer })).statusCode, 201);
    const sameEmail = { ...aCustomer(), email: ` ${customer.email.toUpperCase()} `.trim() };
    assertRefused(await orderWith(code, { customer: sameEmail }), 'PROMO_USED_UP', 'body/promoCode');
    const samePhone = { ...aCustomer(), phoneNumber: customer.phoneNumber.replace('+48 ', '').replaceAll(' ', '-') };
    assertRefused(await orderWith(code, { customer: samePhone }), 'PROMO_USED_UP', 'body/promoCode');
    assertRefused(await checkCode(code, { phoneNumber: `0048${customer.phoneNumber.slice(3)}` }), 'PROMO_USED_UP', 'body/code');
    assert.equal((await orderWith(code, { customer: aCustomer() })).statusCode, 201);
  });

  test('first order only: an earlier order from the e-mail or the phone refuses it, a rejected one does not count', async () => {
    const code = await createCode({ firstOrderOnly: true });
    const customer = aCustomer();
    const earlier = await postOrder(t.app, orderBody({ customer }));
    assertRefused(await orderWith(code, { customer: { ...aCustomer(), phoneNumber: customer.phoneNumber } }), 'PROMO_FIRST_ORDER_ONLY', 'body/promoCode');
    assertRefused(await orderWith(code, { customer: { ...aCustomer(), email: customer.email } }), 'PROMO_FIRST_ORDER_ONLY', 'body/promoCode');
    await changeStatus(t.app, earlier.json().id, staff.idToken, { status: 'rejected', reason: 'Poza strefą' });
    assert.equal((await orderWith(code, { customer })).statusCode, 201);
  });
});

describe(`codes by phone (${TEST_DB_KIND})`, () => {
  test('staff key in an order with a code, priced and refused as online', async () => {
    const code = await createCode({ percent: 10, maxUses: 1 });
    const res = await postPhoneOrder(t.app, staff.idToken, phoneOrderBody({ customer: { name: 'Jan Telefon', phoneNumber: '+48 511 000 001' }, promoCode: code }));
    assert.equal(res.statusCode, 201, res.body);
    assert.deepEqual([res.json().promoCode, res.json().promoDiscount, res.json().total], [code, zl(Math.round(BASKET / 10)), zl(BASKET + 1000 - Math.round(BASKET / 10))]);
    const again = await postPhoneOrder(t.app, staff.idToken, phoneOrderBody({ customer: { name: 'Ala Telefon', phoneNumber: '+48 511 000 002' }, promoCode: code }));
    assertRefused(again, 'PROMO_USED_UP', 'body/promoCode');
  });

  test('a change by phone keeps the code and its terms as placed, repriced on the new lines; below its minimum, nothing', async () => {
    const code = await createCode({ percent: 10, minimumOrder: 100 });
    const placed = await orderWith(code, { customer: aCustomer() });
    assert.equal(placed.statusCode, 201, placed.body);
    const id = placed.json().id as string;
    // The code changes afterwards: the order keeps the 10 % it was placed with.
    const promoId = (await staffCall(t.app, staff.idToken, 'GET', '/shop/staff/promotions')).json().data.find((p: { code: string }) => p.code === code).id;
    await staffCall(t.app, staff.idToken, 'PATCH', `/shop/staff/promotions/${promoId}`, { percent: 50 });

    const more = [{ id: aSet.id, quantity: 2 }, { id: aProduct.id, quantity: 2 }];
    const bigger = await changeOrder(t.app, id, staff.idToken, { items: more, reason: 'Klient dobrał zestaw' });
    assert.equal(bigger.statusCode, 200, bigger.body);
    const items = 2 * aSet.priceGrosze + 2 * aProduct.priceGrosze;
    assert.deepEqual([bigger.json().promoCode, bigger.json().promoDiscount, bigger.json().discount, bigger.json().total], [code, zl(Math.round(items / 10)), zl(Math.round(items / 10)), zl(items - Math.round(items / 10))]);

    const smaller = await changeOrder(t.app, id, staff.idToken, { items: [{ id: aSet.id, quantity: 1 }], reason: 'Klient zrezygnował z maki' });
    assert.equal(smaller.statusCode, 200, smaller.body);
    assert.deepEqual([smaller.json().promoCode, smaller.json().promoDiscount, smaller.json().discount, smaller.json().total], [code, 0, 0, zl(aSet.priceGrosze + 1000)]);
    const audit = (await staffCall(t.app, staff.idToken, 'GET', '/shop/staff/audit?limit=1')).json().data[0];
    assert.deepEqual([audit.action, audit.before.promoDiscount, audit.after.promoDiscount], ['order-change', zl(Math.round(items / 10)), 0]);

    const notes = await changeOrder(t.app, id, staff.idToken, { notes: 'Bez wasabi', reason: 'Klient zadzwonił' });
    assert.deepEqual([notes.json().promoDiscount, notes.json().total], [0, zl(aSet.priceGrosze + 1000)]);
  });
});

describe(`the day's report (${TEST_DB_KIND})`, () => {
  test('discounts by kind: pickup apart from each code; the CSV names the code and its part', async () => {
    const code = await createCode({ percent: 10 });
    const delivered = (await orderWith(code, { customer: aCustomer() })).json().id as string;
    const pickedUp = (await orderWith(code, { customer: aCustomer(), fulfilment: 'pickup', address: undefined })).json().id as string;
    const plainPickup = (await postOrder(t.app, orderBody({ customer: aCustomer(), fulfilment: 'pickup', address: undefined }))).json().id as string;
    const move = async (id: string, ...steps: Record<string, unknown>[]) => {
      for (const step of steps) assert.equal((await changeStatus(t.app, id, staff.idToken, step)).statusCode, 200, JSON.stringify(step));
    };
    await move(delivered, { status: 'accepted', estimatedMinutes: 30 }, { status: 'in_delivery' }, { status: 'delivered' });
    for (const id of [pickedUp, plainPickup]) await move(id, { status: 'accepted', estimatedMinutes: 20 }, { status: 'ready_for_pickup' }, { status: 'picked_up' });
    // A day of their own: Tuesday 5 May 2026, noon in Warsaw.
    await t.database.db.execute(sql`update orders set created_at = '2026-05-05T10:00:00Z' where public_id in (${delivered}, ${pickedUp}, ${plainPickup})`);

    const pickup = Math.round(BASKET / 10);
    const promoOnDelivery = Math.round(BASKET / 10);
    const promoOnPickup = Math.round((BASKET - pickup) / 10);
    const report = (await staffCall(t.app, staff.idToken, 'GET', '/shop/staff/reports/daily?from=2026-05-05')).json();
    assert.deepEqual(report.discounts, {
      total: { orders: 3, amount: zl(2 * pickup + promoOnDelivery + promoOnPickup) },
      byKind: [
        { kind: 'pickup', orders: 2, amount: zl(2 * pickup) },
        { kind: 'promo', code, orders: 2, amount: zl(promoOnDelivery + promoOnPickup) },
      ],
    });

    const csv = await staffCall(t.app, staff.idToken, 'GET', '/shop/staff/reports/orders.csv?from=2026-05-05');
    const rows: Record<string, string>[] = parse(csv.rawPayload, { delimiter: ';', bom: true, columns: true });
    const cells = (id: string) => {
      const row = rows.find((r) => r.Numer === id)!;
      return [row.Rabat, row['Kod rabatowy'], row['Rabat z kodu']];
    };
    const csvZl = (grosze: number) => (grosze / 100).toFixed(2).replace('.', ',');
    assert.deepEqual(cells(pickedUp), [csvZl(pickup + promoOnPickup), code, csvZl(promoOnPickup)]);
    assert.deepEqual(cells(plainPickup), [csvZl(pickup), '', '0,00']);
  });
});
