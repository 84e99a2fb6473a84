/**
 * Paying online (docs/behaviour.md §4, D73), through the API and the real database: against
 * the local stand-in of Przelewy24 (the notifications really arrive, twice) and against an
 * independent fake written from the contract (helpers/p24-fake.ts). Paid, cancelled and paid
 * in cash, expired and paid again, refunds on rejection and after expiry, repeated, forged and
 * mismatched notifications, and a restart between notification and verify: no order lost or
 * paid twice, exactly one confirmation e-mail per order. A change by phone that lowers a paid
 * order gives the difference back as a partial refund with its own request id (D97).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { paymentRefunds, payments } from '../src/db/schema';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { LocalCognito } from '../src/identity/local-cognito';
import { createTokenVerifier } from '../src/identity/token-verifier';
import { startLocalP24, type LocalP24 } from '../src/payments/local-p24';
import { createTestApp, TEST_DB_KIND, type TestApp } from './helpers/app';
import { OPEN_WEDNESDAY, testClock } from './helpers/clock';
import { createStaffUser, freePort, startTestIdentity, type Tokens } from './helpers/identity';
import { aProduct, aSet, changeOrder, changeStatus, CUSTOMER, orderBody, postOrder } from './helpers/orders';
import { startFakeP24, type FakeP24 } from './helpers/p24-fake';
import { smtpEnv, startTestSmtp, type TestSmtp } from './helpers/smtp';

const STAND_IN = { merchantId: 123456, posId: 123456, crc: 'test-crc-9876543210', apiKey: 'test-api-key-0001' };

let idp: LocalCognito;
let smtp: TestSmtp;
let staff: Tokens;

before(async () => {
  idp = await startTestIdentity();
  smtp = await startTestSmtp();
  staff = await createStaffUser(idp, 'obsluga-platnosci@sushikami.test');
});
after(async () => {
  await smtp?.stop();
  await idp?.stop();
});

/** An app listening on a port of its own (P24 notifies it there), payments checked only when a test says so. */
async function payingApp(p24Env: Record<string, string>, clock = testClock()): Promise<{ t: TestApp; port: number }> {
  const port = await freePort();
  const t = await createTestApp({
    idp,
    now: clock.now,
    env: { ...smtpEnv(smtp), ...p24Env, PORT: String(port), SITE_URL: `http://127.0.0.1:${port}`, PAYMENT_CHECK_SECONDS: '3600' },
  });
  await t.app.listen({ host: '127.0.0.1', port });
  return { t, port };
}

const onlineOrder = async (t: TestApp) => {
  const res = await postOrder(t.app, orderBody({ paymentMethod: 'online' }));
  assert.equal(res.statusCode, 201, res.body);
  return res.json() as { id: string; status: string; paymentState: string; total: number; payment: { redirectUrl: string } | null };
};
const publicView = async (t: TestApp, id: string) => (await t.app.inject(`/shop/order/${id}`)).json();
const onBoard = async (t: TestApp, id: string) =>
  (await t.app.inject({ url: '/shop/staff/orders', headers: { authorization: `Bearer ${staff.idToken}` } })).json().data.some((o: { id: string }) => o.id === id);
const confirmations = (id: string) => smtp.received.filter((m) => (m.subject ?? '').includes(`Otrzymaliśmy zamówienie ${id}`));
const until = async (check: () => Promise<boolean> | boolean, what: string) => {
  for (const deadline = Date.now() + 10_000; !(await check()); ) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

describe(`online payment through the Przelewy24 stand-in (${TEST_DB_KIND})`, () => {
  let standIn: LocalP24;
  let t: TestApp;

  before(async () => {
    standIn = await startLocalP24({ ...STAND_IN, port: 0, repeatNotificationAfterMs: 150 });
    ({ t } = await payingApp({
      P24_MERCHANT_ID: String(STAND_IN.merchantId),
      P24_POS_ID: String(STAND_IN.posId),
      P24_CRC: STAND_IN.crc,
      P24_API_KEY: STAND_IN.apiKey,
      P24_BASE_URL: standIn.baseUrl,
    }));
  });
  after(async () => {
    await t?.close();
    await standIn?.stop();
  });

  test('paid with BLIK: hidden from the board until P24 notifies (twice) and the verify passes; then new, paid, one confirmation', async () => {
    const order = await onlineOrder(t);
    assert.deepEqual([order.status, order.paymentState], ['awaiting_payment', 'awaiting']);
    assert.match(order.payment!.redirectUrl, new RegExp(`^${standIn.baseUrl}/trnRequest/[\\w-]+$`));
    assert.equal(await onBoard(t, order.id), false, 'the kitchen does not see an unpaid order');
    const transaction = standIn.transaction(`${order.id}-1`)!;
    assert.equal(transaction.amount, Math.round(order.total * 100), 'registered for exactly the server total in grosze');

    await standIn.payDirectly(transaction.token);
    await standIn.idle(); // both notifications delivered
    const paid = await publicView(t, order.id);
    assert.deepEqual([paid.status, paid.paymentState], ['new', 'paid']);
    assert.equal(await onBoard(t, order.id), true);
    assert.equal(standIn.transaction(`${order.id}-1`)!.state, 'paid', 'verified at P24');
    await smtp.waitFor(1, (m) => (m.subject ?? '').includes(`Otrzymaliśmy zamówienie ${order.id}`));
    await t.app.mailDispatcher?.idle();
    assert.equal(confirmations(order.id).length, 1, 'the repeated notification changed nothing');
    assert.deepEqual(paid.statusHistory.map((h: { status: string }) => h.status), ['awaiting_payment', 'new']);
  });

  test('cancelled at the gateway: pay again gives a new attempt; paying the rider instead sends it to the kitchen', async () => {
    const order = await onlineOrder(t);
    const again = await t.app.inject({ method: 'POST', url: `/shop/order/${order.id}/payment` });
    assert.equal(again.statusCode, 200);
    assert.match(again.json().redirectUrl, /\/trnRequest\//);
    assert.ok(standIn.transaction(`${order.id}-2`), 'a fresh session for the second attempt');

    const cash = await t.app.inject({ method: 'POST', url: `/shop/order/${order.id}/cash` });
    assert.equal(cash.statusCode, 200);
    assert.deepEqual([cash.json().status, cash.json().paymentMethod, cash.json().paymentState], ['new', 'cash', 'none']);
    assert.equal(await onBoard(t, order.id), true);
    const late = await t.app.inject({ method: 'POST', url: `/shop/order/${order.id}/payment` });
    assert.deepEqual([late.statusCode, late.json().code], [409, 'ORDER_NOT_PAYABLE']);
    await smtp.waitFor(1, (m) => (m.subject ?? '').includes(`Otrzymaliśmy zamówienie ${order.id}`));
  });

  test('rejected at the gateway: back on the order page the API says not completed, the order still waits; paying again then says paid', async () => {
    const order = await onlineOrder(t);
    const first = standIn.transaction(`${order.id}-1`)!;
    assert.equal(first.urlReturn, `${t.app.config.siteUrl}/order/?id=${order.id}&powrot=p24`, 'P24 sends the customer back with the mark');
    const rejected = await fetch(`${standIn.baseUrl}/trnRequest/${first.token}`, { method: 'POST', body: new URLSearchParams({ action: 'reject' }), redirect: 'manual' });
    assert.deepEqual([rejected.status, rejected.headers.get('location')], [303, first.urlReturn]);
    const back = async () => t.app.inject({ method: 'POST', url: `/shop/order/${order.id.toLowerCase()}/payment/return` });

    const outcome = await back();
    assert.deepEqual([outcome.statusCode, outcome.json()], [200, { outcome: 'not_completed' }]);
    assert.deepEqual([(await publicView(t, order.id)).status, (await publicView(t, order.id)).paymentState], ['awaiting_payment', 'awaiting']);

    const again = await t.app.inject({ method: 'POST', url: `/shop/order/${order.id}/payment` });
    assert.equal(again.statusCode, 200);
    await standIn.payDirectly(standIn.transaction(`${order.id}-2`)!.token);
    await standIn.idle();
    assert.deepEqual((await back()).json(), { outcome: 'paid' }, 'the newest attempt counts, not the rejected one');
    assert.equal((await publicView(t, order.id)).status, 'new');

    const unknown = await t.app.inject({ method: 'POST', url: '/shop/order/ZZZZZZZZZZ/payment/return' });
    assert.deepEqual([unknown.statusCode, unknown.json().code], [404, 'ORDER_NOT_FOUND']);
    const cash = await postOrder(t.app, orderBody({ paymentMethod: 'cash' }));
    assert.deepEqual((await t.app.inject({ method: 'POST', url: `/shop/order/${cash.json().id}/payment/return` })).json(), { outcome: 'unknown' }, 'nothing to say of an order never paid online');
  });

  test('a paid order rejected by staff is refunded through P24: refund_pending, then refunded on its notification', async () => {
    const order = await onlineOrder(t);
    await standIn.payDirectly(standIn.transaction(`${order.id}-1`)!.token);
    await until(async () => (await publicView(t, order.id)).paymentState === 'paid', 'the payment');
    const rejected = await changeStatus(t.app, order.id, staff.idToken, { status: 'rejected', reason: 'Brak łososia' });
    assert.equal(rejected.statusCode, 200);
    assert.equal(rejected.json().paymentState, 'refund_pending');
    await until(async () => (await publicView(t, order.id)).paymentState === 'refunded', 'the refund notification');
    assert.equal(standIn.transaction(`${order.id}-1`)!.refunded, Math.round(order.total * 100));
  });

  test('a change by phone lowering a paid order gives the difference back through P24; a rise is refused; a rejection then returns the rest', async () => {
    const order = await onlineOrder(t);
    await standIn.payDirectly(standIn.transaction(`${order.id}-1`)!.token);
    await until(async () => (await publicView(t, order.id)).paymentState === 'paid', 'the payment');
    const lower = await changeOrder(t.app, order.id, staff.idToken, { items: [{ id: aSet.id, quantity: 1 }, { id: aProduct.id, quantity: 1 }], reason: 'Jedna rolka mniej' });
    assert.equal(lower.statusCode, 200, lower.body);
    assert.deepEqual([lower.json().total, lower.json().paymentState, lower.json().partialRefunds], [100.9, 'paid', [{ amount: 21.9, state: 'pending' }]]);
    await until(async () => (await publicView(t, order.id)).partialRefunds[0]?.state === 'done', 'the partial refund notification');
    assert.equal(standIn.transaction(`${order.id}-1`)!.refunded, 2190);
    assert.equal((await publicView(t, order.id)).paymentState, 'paid');
    const [mail] = await smtp.waitFor(1, (m) => m.subject === `Zmiana zamówienia ${order.id}`);
    assert.match((mail.text ?? '').replace(/\u00a0/g, ' '), /różnica \(21,90 zł\) wróci przez Przelewy24/);

    const rise = await changeOrder(t.app, order.id, staff.idToken, { items: [{ id: aSet.id, quantity: 2 }], reason: 'Jeszcze jeden zestaw' });
    assert.deepEqual([rise.statusCode, rise.json().code], [409, 'PAID_TOTAL_WOULD_RISE']);
    assert.match(rise.json().message.replace(/\u00a0/g, ' '), /opłacone online, a zmiana podniosłaby kwotę z 100,90 zł do 148,00 zł\. Dodatkowe pozycje przyjmij jako osobne zamówienie\./);
    assert.deepEqual([(await publicView(t, order.id)).total, (await publicView(t, order.id)).changes.length], [100.9, 1], 'nothing stored');

    // Rejected after all: the stand-in takes no more than is left of the payment, and the rest is that.
    const rejected = await changeStatus(t.app, order.id, staff.idToken, { status: 'rejected', reason: 'Brak łososia' });
    assert.equal(rejected.json().paymentState, 'refund_pending');
    await until(async () => (await publicView(t, order.id)).paymentState === 'refunded', 'the whole refund');
    assert.equal(standIn.transaction(`${order.id}-1`)!.refunded, Math.round(order.total * 100));
  });

  test('unknown, forged and mismatched notifications are refused with 4xx and change nothing', async () => {
    const order = await onlineOrder(t);
    const post = (body: object) => t.app.inject({ method: 'POST', url: '/shop/payments/p24/status', payload: body });
    const base = { merchantId: STAND_IN.merchantId, posId: STAND_IN.posId, sessionId: `${order.id}-1`, amount: 1, originAmount: 1, currency: 'PLN', orderId: 1, methodId: 154, statement: 'x' };
    const forged = await post({ ...base, sign: 'f'.repeat(96) });
    assert.deepEqual([forged.statusCode, forged.json().code], [400, 'NOTIFICATION_REFUSED']);
    assert.equal((await post({ nonsense: true })).statusCode, 400, 'malformed');
    assert.equal((await publicView(t, order.id)).status, 'awaiting_payment');
  });
});

describe(`online payment against an independent fake of Przelewy24 (${TEST_DB_KIND})`, () => {
  let fake: FakeP24;
  let t: TestApp;
  const clock = testClock();

  before(async () => {
    fake = await startFakeP24();
    ({ t } = await payingApp(fake.env, clock));
  });
  after(async () => {
    await t?.close();
    await fake?.stop();
  });
  const notify = (body: object) => t.app.inject({ method: 'POST', url: '/shop/payments/p24/status', payload: body });

  test('a notification signed by P24 for the right amount pays the order once; a repeat changes nothing', async () => {
    const order = await onlineOrder(t);
    const notification = fake.pay(`${order.id}-1`);
    assert.equal((await notify(notification)).statusCode, 200);
    assert.equal((await notify(notification)).statusCode, 200);
    assert.deepEqual([(await publicView(t, order.id)).status, fake.transactions.get(`${order.id}-1`)!.verified], ['new', true]);
    await t.app.mailDispatcher?.idle();
    await smtp.waitFor(1, (m) => (m.subject ?? '').includes(`Otrzymaliśmy zamówienie ${order.id}`));
    assert.equal(confirmations(order.id).length, 1);
  });

  test('wrong amount, wrong sign, unknown session: 4xx, logged, the order still waits', async () => {
    const order = await onlineOrder(t);
    const session = `${order.id}-1`;
    const tooLittle = await notify(fake.pay(session, { amount: 100 }));
    assert.deepEqual([tooLittle.statusCode, tooLittle.json().code, tooLittle.json().field], [400, 'AMOUNT_MISMATCH', 'body/amount']);
    const badSign = await notify(fake.pay(session, { sign: '0'.repeat(96) }));
    assert.deepEqual([badSign.statusCode, badSign.json().code], [400, 'NOTIFICATION_REFUSED']);
    fake.transactions.set('ZZZZZZZZZZ-1', { ...fake.transactions.get(session)!, sessionId: 'ZZZZZZZZZZ-1' });
    const unknown = await notify(fake.pay('ZZZZZZZZZZ-1'));
    assert.deepEqual([unknown.statusCode, unknown.json().code], [404, 'UNKNOWN_SESSION']);
    assert.deepEqual([(await publicView(t, order.id)).status, (await publicView(t, order.id)).paymentState], ['awaiting_payment', 'awaiting']);
  });

  test('the verify fails and the process stops: after a restart the job verifies it, the order is paid once', async () => {
    const order = await onlineOrder(t);
    fake.failVerifies(1);
    const failed = await notify(fake.pay(`${order.id}-1`));
    assert.deepEqual([failed.statusCode, failed.json().code], [502, 'VERIFY_FAILED'], 'P24 will repeat it');
    assert.equal((await publicView(t, order.id)).status, 'awaiting_payment');

    // Another process on the same database (the first one stopped between notification and verify).
    const restarted = await buildApp({
      config: loadConfig({ SERVE_SITE: 'false', LOG_LEVEL: 'silent', ...smtpEnv(smtp), ...fake.env, PAYMENT_CHECK_SECONDS: '3600' }),
      db: t.database.db,
      tokenVerifier: createTokenVerifier({ userPoolId: idp.userPoolId, clientId: idp.clientId, jwksUri: idp.jwksUri }),
      logger: false,
      now: () => new Date(clock.now().getTime() + 60_000),
    });
    try {
      await restarted.ready();
      await restarted.payments!.runChecks();
      assert.deepEqual([(await publicView(t, order.id)).status, (await publicView(t, order.id)).paymentState], ['new', 'paid']);
      await restarted.payments!.runChecks();
      await restarted.mailDispatcher?.idle();
      await smtp.waitFor(1, (m) => (m.subject ?? '').includes(`Otrzymaliśmy zamówienie ${order.id}`));
      assert.equal(confirmations(order.id).length, 1);
    } finally {
      await restarted.close();
    }
  });

  test('a partial refund has its own request id: pending until P24 takes it, requested, done by its notification; the order stays paid', async () => {
    const order = await onlineOrder(t);
    const unpaid = await changeOrder(t.app, order.id, staff.idToken, { notes: 'Bez sosu', reason: 'Klient dzwonił' });
    assert.deepEqual([unpaid.statusCode, unpaid.json().code], [409, 'ORDER_LOCKED']);
    assert.match(unpaid.json().message, /czeka jeszcze na płatność online/);
    assert.equal((await notify(fake.pay(`${order.id}-1`))).statusCode, 200);

    fake.failRefunds(1);
    const lowered = await changeOrder(t.app, order.id, staff.idToken, { items: [{ id: aSet.id, quantity: 1 }], reason: 'Bez rolek' });
    assert.equal(lowered.statusCode, 200, lowered.body);
    await t.app.payments!.runChecks(); // the round the change started, whose request P24 failed
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.sessionId, `${order.id}-1`));
    const refundRow = async () => (await t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id)))[0];
    assert.deepEqual([(await refundRow()).state, (await refundRow()).amountGrosze], ['pending', 4380]);
    assert.match((await refundRow()).lastError ?? '', /^refund: P24 refund: 500/);

    await t.app.payments!.runChecks();
    const { requestId } = await refundRow();
    assert.equal((await refundRow()).state, 'requested');
    assert.deepEqual(fake.refunds.filter((r) => r.sessionId === `${order.id}-1`), [{ requestId, refundsUuid: requestId.replace(/-/g, ''), sessionId: `${order.id}-1`, amount: 4380 }]);
    assert.equal(payment.refundRequestId, null, 'the payment itself is not refunded');

    const refundStatus = (body: object) => t.app.inject({ method: 'POST', url: '/shop/payments/p24/refund-status', payload: body });
    const notice = fake.refundNotification(requestId);
    assert.equal((await refundStatus({ ...notice, requestId: '6f1c0a52-1111-4c3b-9d59-1a2b3c4d5e6f' })).statusCode, 404, 'another request id is no refund of ours');
    assert.equal((await refundStatus(notice)).statusCode, 200);
    assert.equal((await refundStatus(notice)).statusCode, 200, 'a repeat changes nothing');
    assert.equal((await refundRow()).state, 'done');
    const view = await publicView(t, order.id);
    assert.deepEqual([view.paymentState, view.total, view.partialRefunds], ['paid', 79, [{ amount: 43.8, state: 'done' }]]);
  });

  test('15 minutes unpaid: looked up at P24, expired; paying again reopens it; money after expiry goes back', async () => {
    const order = await onlineOrder(t);
    clock.set(new Date(clock.now().getTime() + 16 * 60_000));
    await t.app.payments!.runChecks();
    assert.equal((await publicView(t, order.id)).status, 'payment_expired');

    // The first attempt's money arrives late: verified (it is ours) and refunded at once.
    assert.equal((await notify(fake.pay(`${order.id}-1`))).statusCode, 200);
    assert.deepEqual(fake.refunds.filter((r) => r.sessionId === `${order.id}-1`).map((r) => r.amount), [Math.round(order.total * 100)]);
    assert.equal((await publicView(t, order.id)).status, 'payment_expired');

    // The customer pays again: a new attempt, paid, the order goes to the kitchen.
    const again = await t.app.inject({ method: 'POST', url: `/shop/order/${order.id}/payment` });
    assert.equal(again.statusCode, 200);
    assert.equal((await publicView(t, order.id)).status, 'awaiting_payment');
    assert.equal((await notify(fake.pay(`${order.id}-2`))).statusCode, 200);
    assert.deepEqual([(await publicView(t, order.id)).status, (await publicView(t, order.id)).paymentState], ['new', 'paid']);
    clock.set(OPEN_WEDNESDAY);
  });

  test('paid at P24 but its notification is late: the customer coming back gets it confirmed at once', async () => {
    const order = await onlineOrder(t);
    fake.pay(`${order.id}-1`); // paid; the notification has not come
    const back = await t.app.inject({ method: 'POST', url: `/shop/order/${order.id}/payment/return` });
    assert.deepEqual(back.json(), { outcome: 'paid' });
    assert.deepEqual([(await publicView(t, order.id)).status, (await publicView(t, order.id)).paymentState], ['new', 'paid']);
  });

  test('a payment found at P24 after its notification was lost is verified by the job instead of expiring', async () => {
    const order = await onlineOrder(t);
    fake.pay(`${order.id}-1`); // paid at P24; the notification never reaches us
    clock.set(new Date(clock.now().getTime() + 16 * 60_000));
    await t.app.payments!.runChecks();
    assert.deepEqual([(await publicView(t, order.id)).status, (await publicView(t, order.id)).paymentState], ['new', 'paid']);
    clock.set(OPEN_WEDNESDAY);
  });
});

describe('online payment without a gateway', () => {
  test('is refused before anything is stored, in Polish, naming the field', async () => {
    const t = await createTestApp({ idp });
    try {
      const res = await postOrder(t.app, orderBody({ paymentMethod: 'online', customer: CUSTOMER }));
      assert.equal(res.statusCode, 503);
      assert.deepEqual([res.json().code, res.json().field], ['PAYMENT_UNAVAILABLE', 'body/paymentMethod']);
      assert.match(res.json().message, /Płatności online są chwilowo niedostępne/);
      assert.equal((await t.app.repos.orders.listRecent(undefined, 10)).length, 0);
    } finally {
      await t.close();
    }
  });
});
