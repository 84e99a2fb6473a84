/**
 * The Przelewy24 contract (D73): the signs against published vectors, our
 * client against the local stand-in over real HTTP (payment page, two notifications, verify,
 * refund, lookup, errors), and the client against an independent fake P24 written below from
 * the documentation alone (its own hashing, no import of p24-contract.ts), so the stand-in and
 * the client cannot agree on a mistake.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { formatGrosze } from '../../domain/rules/money';
import { createP24Client, P24Error, P24NotificationRejected, type P24Client } from '../src/payments/p24-client';
import { notificationSign, p24Json, refundNotificationSign, registerSign, verifySign } from '../src/payments/p24-contract';
import { startLocalP24, type LocalP24 } from '../src/payments/local-p24';

const sha384 = (text: string) => createHash('sha384').update(text, 'utf8').digest('hex');

describe('sign vectors', () => {
  test('JSON as PHP json_encode(JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES) (mnastalski/przelewy24-php tests/Przelewy24Test.php)', () => {
    const json = p24Json({ slash: 'foo/bar', unicode: 'ąźćż' });
    assert.equal(json, '{"slash":"foo/bar","unicode":"ąźćż"}');
    assert.equal(sha384(json), '4e9e3bc8c346c7487dbd4a4b4c6b5ec4561685d9018b775980e362159e3d4436e971036c3b278a07d9dd233298f0e45d');
  });

  test('U+2028 and U+2029 are escaped, as PHP >= 7.1 does without JSON_UNESCAPED_LINE_TERMINATORS', () => {
    assert.equal(p24Json({ s: 'a\u2028b\u2029c' }), '{"s":"a\\u2028b\\u2029c"}');
  });

  test('register (zagi/przelewy24-ts-sdk tests/crypto.test.ts)', () => {
    const sign = registerSign({ sessionId: 'order-001', merchantId: 12345, amount: 1000, currency: 'PLN', crc: 'a1b2c3d4e5f60718' });
    assert.equal(sign, '025246ab13151058f5dc6d887924062de27598af3169f8d75f944029d52790c59b24e50646c1ec6375f3e33fea19e71b');
  });

  test('notification (mnastalski/przelewy24-php tests/TransactionStatusNotificationTest.php)', () => {
    const sign = notificationSign({
      merchantId: 12345, posId: 123, sessionId: '0beec7', amount: 1500, originAmount: 1500, currency: 'PLN',
      orderId: 123456789, methodId: 32, statement: 'p24-XXX-YYY-ZZZ', crc: 'bar',
    });
    assert.equal(sign, '703e946290d92230297c35d3bc8f554d4a458a4c97c9917665929c5ef5e682f7a868ac36e5dff20184c6a5302ef66c77');
  });

  test('refund notification (mnastalski/przelewy24-php tests/RefundNotificationTest.php)', () => {
    const sign = refundNotificationSign({
      orderId: 123456789, sessionId: '0beec7', refundsUuid: 'dda251', merchantId: 12345, amount: 1500, currency: 'PLN', status: 0, crc: 'bar',
    });
    assert.equal(sign, '689010bfd5819bcf683ee0556c0412808b760063a6a66ed4d305d9d85b0bb16ab38bc8fcd0808c85f977f5a041344688');
  });

  test('verify: no published vector found, so hashed here by hand from the docs\' example values', () => {
    const json = '{"sessionId":"unique-session-id","orderId":999999,"amount":1234,"currency":"PLN","crc":"crc-z-panelu-p24"}';
    const byHand = sha384(json);
    // The same value, computed once with node's crypto when this vector was pinned.
    assert.equal(byHand, 'f2fb32b982d0a503d6a007ad2429c8e881cb562d787f9d7f3a42e161be4036936045f9aee21c52407db838e578cb2100');
    assert.equal(verifySign({ sessionId: 'unique-session-id', orderId: 999999, amount: 1234, currency: 'PLN', crc: 'crc-z-panelu-p24' }), byHand);
  });

  test("the contract's field order counts, not the order of the caller's keys", () => {
    const inOrder = registerSign({ sessionId: 's-1', merchantId: 1, amount: 100, currency: 'PLN', crc: 'k' });
    const shuffled = registerSign({ crc: 'k', currency: 'PLN', amount: 100, merchantId: 1, sessionId: 's-1' });
    assert.equal(shuffled, inOrder);
    assert.equal(inOrder, sha384('{"sessionId":"s-1","merchantId":1,"amount":100,"currency":"PLN","crc":"k"}'));
  });
});

// ---- a place for P24 to POST notifications to ----

interface Receiver {
  url: string;
  received: { path: string; body: Record<string, unknown> }[];
  waitFor(count: number, match: (body: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>[]>;
  stop(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const received: Receiver['received'] = [];
  const server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', body: JSON.parse(data) });
      res.writeHead(200).end('OK');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    async waitFor(count, match, timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.filter((r) => match(r.body)).map((r) => r.body);
        if (found.length >= count) return found;
        if (Date.now() > deadline) throw new Error(`waited for ${count} notifications, got ${found.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const ACCOUNT = { merchantId: 123456, posId: 654321, crc: 'crc-0123456789abcdef', apiKey: 'api-key-fedcba9876543210' };
const RETURN_URL = 'https://sushikami.test/order/?id=AB12CD';

describe('client against the stand-in', () => {
  let receiver: Receiver;
  let standIn: LocalP24;
  let client: P24Client;
  let n = 0;
  const register = (amountGrosze = 5900, timeLimitMinutes = 15) => {
    const sessionId = `order-AB12CD-${++n}`;
    return client
      .registerTransaction({ sessionId, amountGrosze, description: 'Zamówienie AB12CD', email: 'jan@example.pl', urlReturn: RETURN_URL, urlStatus: `${receiver.url}/p24/status`, timeLimitMinutes })
      .then((registered) => ({ ...registered, sessionId }));
  };

  before(async () => {
    receiver = await startReceiver();
    standIn = await startLocalP24({ port: 0, host: '127.0.0.1', ...ACCOUNT, repeatNotificationAfterMs: 50 });
    client = createP24Client({ baseUrl: standIn.baseUrl, ...ACCOUNT, timeoutMs: 2000 });
  });
  after(async () => {
    await standIn?.stop();
    await receiver?.stop();
  });

  test('register, the payment page, pay by its form: two signed notifications arrive, verify succeeds, lookup follows', async () => {
    const { token, redirectUrl, sessionId } = await register(5900);
    assert.equal(redirectUrl, `${standIn.baseUrl}/trnRequest/${token}`);
    assert.deepEqual(await client.transactionBySession(sessionId), { status: 'no-payment', statusCode: 0, orderId: standIn.transaction(sessionId)!.orderId, amount: 5900, currency: 'PLN' });

    const page = await fetch(redirectUrl);
    const html = await page.text();
    assert.equal(page.status, 200);
    for (const text of ['Zapłać BLIKiem', 'Anuluj', 'Odrzuć płatność', 'Zamówienie AB12CD', formatGrosze(5900)]) assert.ok(html.includes(text), text);

    const paid = await fetch(redirectUrl, { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' });
    assert.equal(paid.status, 303);
    assert.equal(paid.headers.get('location'), RETURN_URL);

    const [first, second] = await receiver.waitFor(2, (b) => b.sessionId === sessionId);
    assert.deepEqual(second, first, 'the repeat is the same notification');
    const notification = client.verifyNotification(first);
    assert.equal(client.verifyNotification(second).orderId, notification.orderId);
    assert.equal(notification.amount, 5900);
    assert.equal(notification.currency, 'PLN');
    assert.equal(notification.merchantId, ACCOUNT.merchantId);
    assert.equal(notification.posId, ACCOUNT.posId);
    assert.equal((await client.transactionBySession(sessionId))?.status, 'advance');

    assert.equal(await client.verifyTransaction({ sessionId, orderId: notification.orderId, amountGrosze: 5900 }), true);
    assert.equal((await client.transactionBySession(sessionId))?.status, 'paid');
    assert.equal(await client.verifyTransaction({ sessionId, orderId: notification.orderId, amountGrosze: 5900 }), true, 'a repeated verify succeeds');
  });

  test('verify with another amount, another orderId, or before payment is refused (400)', async () => {
    const { token, sessionId } = await register(4200);
    const unpaid = await client.verifyTransaction({ sessionId, orderId: standIn.transaction(sessionId)!.orderId, amountGrosze: 4200 }).catch((e) => e);
    assert.ok(unpaid instanceof P24Error && unpaid.kind === 'refused' && unpaid.httpStatus === 400, String(unpaid));

    await standIn.payDirectly(token);
    const { orderId } = standIn.transaction(sessionId)!;
    for (const wrong of [{ orderId, amountGrosze: 4199 }, { orderId: orderId + 1, amountGrosze: 4200 }]) {
      const err = await client.verifyTransaction({ sessionId, ...wrong }).catch((e) => e);
      assert.ok(err instanceof P24Error, String(err));
      assert.equal(err.kind, 'refused');
      assert.equal(err.retryLater, false);
      assert.equal(err.httpStatus, 400);
      assert.equal(err.p24Code, 400);
      assert.equal(err.p24Message, 'Invalid input data');
    }
    assert.equal((await client.transactionBySession(sessionId))?.status, 'advance', 'still unverified');
  });

  test('forged, foreign or malformed notifications are rejected with the reason', async () => {
    const { token, sessionId } = await register(3100);
    await standIn.payDirectly(token);
    const [genuine] = await receiver.waitFor(1, (b) => b.sessionId === sessionId);
    const rejected = (body: unknown) => {
      try {
        client.verifyNotification(body);
      } catch (err) {
        assert.ok(err instanceof P24NotificationRejected);
        return err.reason;
      }
      return 'accepted';
    };
    assert.equal(rejected({ ...genuine, amount: 1 }), 'wrong-sign', 'an amount changed under the original sign');
    assert.equal(rejected({ ...genuine, sign: 'a'.repeat(96) }), 'wrong-sign');
    assert.equal(rejected({ ...genuine, sign: `ą${String(genuine.sign).slice(1)}` }), 'wrong-sign', 'same length in characters, not in bytes');
    const foreign = { ...genuine, sign: notificationSign({ ...(genuine as Parameters<typeof notificationSign>[0]), crc: 'someone-elses-crc' }) };
    assert.equal(rejected(foreign), 'wrong-sign', 'signed with another CRC key');
    assert.equal(rejected({ ...genuine, merchantId: 999 }), 'wrong-merchant');
    assert.equal(rejected({ ...genuine, posId: 999 }), 'wrong-pos');
    assert.equal(rejected({ ...genuine, amount: '3100' }), 'malformed');
    assert.equal(rejected(undefined), 'malformed');
    assert.equal(rejected(genuine), 'accepted');
  });

  test('wrong Basic auth is a 401 refused; a register signed with another CRC key a 400 refused', async () => {
    assert.equal(await client.testAccess(), true);
    const wrongKey = createP24Client({ baseUrl: standIn.baseUrl, ...ACCOUNT, apiKey: 'not-the-key' });
    await assert.rejects(wrongKey.testAccess(), (e) => e instanceof P24Error && e.httpStatus === 401);
    const err = await wrongKey.transactionBySession('x').catch((e) => e);
    assert.ok(err instanceof P24Error, String(err));
    assert.deepEqual([err.kind, err.httpStatus, err.p24Code, err.p24Message], ['refused', 401, 401, 'Incorrect authentication']);

    const wrongCrc = createP24Client({ baseUrl: standIn.baseUrl, ...ACCOUNT, crc: 'not-the-crc' });
    const input = { sessionId: 'crc-check', amountGrosze: 100, description: 'x', email: 'a@b.pl', urlReturn: RETURN_URL, urlStatus: receiver.url, timeLimitMinutes: 15 };
    const refused = await wrongCrc.registerTransaction(input).catch((e) => e);
    assert.deepEqual([refused.kind, refused.httpStatus], ['refused', 400]);
    assert.equal(standIn.transaction('crc-check'), undefined, 'nothing was registered');
  });

  test('cancel returns without paying; reject marks the transaction failed; neither notifies', async () => {
    for (const action of ['cancel', 'reject']) {
      const { redirectUrl, sessionId } = await register(2500);
      const answer = await fetch(redirectUrl, { method: 'POST', body: new URLSearchParams({ action }), redirect: 'manual' });
      assert.equal(answer.status, 303);
      assert.equal(answer.headers.get('location'), RETURN_URL);
      assert.equal(standIn.transaction(sessionId)!.state, action === 'cancel' ? 'registered' : 'failed');
      assert.equal((await client.transactionBySession(sessionId))?.status, 'no-payment');
    }
    await standIn.idle();
    const sessions = new Set(receiver.received.map((r) => r.body.sessionId));
    assert.ok(![`order-AB12CD-${n}`, `order-AB12CD-${n - 1}`].some((s) => sessions.has(s)), 'no notification for unpaid transactions');
  });

  test('refund: a signed refund notification, a retried requestId is already requested, too much is a 409', async () => {
    const { token, sessionId } = await register(8000);
    await standIn.payDirectly(token);
    const { orderId } = standIn.transaction(sessionId)!;
    const early = await client.refund({ requestId: `early-${sessionId}`, orderId, sessionId, amountGrosze: 8000, description: 'Zwrot', urlStatus: `${receiver.url}/p24/refund` }).catch((e) => e);
    assert.deepEqual([early.kind, early.httpStatus], ['refused', 409], 'an unverified payment cannot be refunded');
    await client.verifyTransaction({ sessionId, orderId, amountGrosze: 8000 });

    const refund = { requestId: `refund-${sessionId}`, orderId, sessionId, amountGrosze: 8000, description: 'Zwrot za zamówienie AB12CD odrzucone', urlStatus: `${receiver.url}/p24/refund` };
    const done = await client.refund(refund);
    assert.equal(done.alreadyRequested, false);
    assert.equal(done.alreadyRequested === false && done.item.description?.length, 35, 'the description cut to P24\'s 35 characters');
    const [body] = await receiver.waitFor(1, (b) => b.requestId === refund.requestId);
    assert.deepEqual(client.verifyRefundNotification(body), {
      orderId, sessionId, merchantId: ACCOUNT.merchantId, requestId: refund.requestId, refundsUuid: refund.requestId,
      amount: 8000, currency: 'PLN', timestamp: body.timestamp, status: 0,
    });
    assert.throws(() => client.verifyRefundNotification({ ...body, amount: 1 }), (e) => e instanceof P24NotificationRejected && e.reason === 'wrong-sign');
    assert.deepEqual(await client.refund(refund), { alreadyRequested: true });
    assert.equal((await client.transactionBySession(sessionId))?.status, 'returned');

    const more = await client.refund({ ...refund, requestId: `more-${sessionId}`, amountGrosze: 1 }).catch((e) => e);
    assert.deepEqual([more.kind, more.httpStatus, more.p24Code], ['refused', 409, 409]);
    assert.match(more.p24Message, /Transaction in wrong status/);
  });

  test('an unknown session is undefined; an expired time limit cannot be paid', async () => {
    assert.equal(await client.transactionBySession('never-registered'), undefined);
    let clock = Date.now();
    const timed = await startLocalP24({ port: 0, ...ACCOUNT, now: () => clock });
    try {
      const c = createP24Client({ baseUrl: timed.baseUrl, ...ACCOUNT });
      const { token } = await c.registerTransaction({ sessionId: 'late', amountGrosze: 100, description: 'x', email: 'a@b.pl', urlReturn: RETURN_URL, urlStatus: receiver.url, timeLimitMinutes: 15 });
      clock += 15 * 60_000 + 1;
      await assert.rejects(timed.payDirectly(token), /cannot be paid/);
      const page = await (await fetch(`${timed.baseUrl}/trnRequest/${token}`)).text();
      assert.match(page, /Czas na płatność minął/);
      assert.doesNotMatch(page, /Zapłać BLIKiem/);
    } finally {
      await timed.stop();
    }
  });

  test('no answer at all is retry-later; arguments P24 would refuse are refused before sending', async () => {
    const closed = await startReceiver();
    await closed.stop();
    const down = createP24Client({ baseUrl: closed.url, ...ACCOUNT });
    const err = await down.transactionBySession('x').catch((e) => e);
    assert.ok(err instanceof P24Error, String(err));
    assert.deepEqual([err.kind, err.httpStatus, err.retryLater], ['retry-later', undefined, true]);

    const local = await client.registerTransaction({ sessionId: 's', amountGrosze: 10.5, description: 'x', email: 'a@b.pl', urlReturn: RETURN_URL, urlStatus: receiver.url, timeLimitMinutes: 15 }).catch((e) => e);
    assert.deepEqual([local.kind, local.httpStatus], ['refused', undefined]);
  });
});

// ---- an independent fake, from the documentation only: own hashing, own field lists ----

interface FakeP24 {
  url: string;
  mode: 'normal' | 'fail500' | 'hang';
  requests: { method: string; path: string; auth: string; body: Record<string, any> }[];
  stop(): Promise<void>;
}

const FAKE = { merchantId: 777001, posId: 777002, crc: 'fake-crc-key', apiKey: 'fake-api-key' };
const q = (s: unknown) => JSON.stringify(String(s));
const handHash = (json: string) => createHash('sha384').update(Buffer.from(json, 'utf8')).digest('hex');

async function startFakeP24(): Promise<FakeP24> {
  const requests: FakeP24['requests'] = [];
  const sessions = new Map<string, { amount: number; orderId: number }>();
  const fake = { url: '', mode: 'normal' as FakeP24['mode'], requests, stop: async () => {} };
  const server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (fake.mode === 'hang') return;
      if (fake.mode === 'fail500') return send(500, { error: 'Unknown error', code: 500 });
      const auth = req.headers.authorization ?? '';
      const b = data ? JSON.parse(data) : {};
      requests.push({ method: req.method!, path: req.url!, auth, body: b });
      if (auth !== `Basic ${Buffer.from(`${FAKE.posId}:${FAKE.apiKey}`).toString('base64')}`) return send(401, { error: 'Incorrect authentication', code: 401 });
      if (req.method === 'POST' && req.url === '/api/v1/transaction/register') {
        const sign = handHash(`{"sessionId":${q(b.sessionId)},"merchantId":${b.merchantId},"amount":${b.amount},"currency":${q(b.currency)},"crc":${q(FAKE.crc)}}`);
        if (b.sign !== sign || b.merchantId !== FAKE.merchantId || b.posId !== FAKE.posId) return send(400, { error: 'Invalid input data', code: 400 });
        sessions.set(b.sessionId, { amount: b.amount, orderId: 4_000_000 + sessions.size });
        return send(200, { data: { token: `FAKE-TOKEN-${sessions.size}` }, responseCode: 0 });
      }
      if (req.method === 'PUT' && req.url === '/api/v1/transaction/verify') {
        const sign = handHash(`{"sessionId":${q(b.sessionId)},"orderId":${b.orderId},"amount":${b.amount},"currency":${q(b.currency)},"crc":${q(FAKE.crc)}}`);
        const known = sessions.get(b.sessionId);
        if (b.sign !== sign || !known || known.amount !== b.amount || known.orderId !== b.orderId) return send(400, { error: 'Invalid input data', code: 400 });
        return send(200, { data: { status: 'success' }, responseCode: 0 });
      }
      if (req.method === 'POST' && req.url === '/api/v1/transaction/refund') {
        return send(201, { data: b.refunds.map((r: object) => ({ ...r, status: true, message: 'success' })), responseCode: 0 });
      }
      const lookup = /^\/api\/v1\/transaction\/by\/sessionId\/(.+)$/.exec(req.url!);
      if (req.method === 'GET' && lookup) {
        const known = sessions.get(decodeURIComponent(lookup[1]));
        if (!known) return send(404, { error: 'Transaction not found', responseCode: 0 });
        return send(200, { data: { orderId: known.orderId, sessionId: lookup[1], status: 2, amount: known.amount, currency: 'PLN', statement: 'p24-ABC-DEF-GHI' }, responseCode: 0 });
      }
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.stop = () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}

describe('client against an independent fake P24', () => {
  let fake: FakeP24;
  let client: P24Client;
  before(async () => {
    fake = await startFakeP24();
    client = createP24Client({ baseUrl: `${fake.url}/`, ...FAKE, timeoutMs: 300 });
  });
  after(() => fake?.stop());

  test('register sends the documented body with Basic posId:apiKey and a sign the fake recomputes', async () => {
    const registered = await client.registerTransaction({
      sessionId: 'fake/sesja-ąę-1', amountGrosze: 12345, description: 'Zamówienie ŻÓŁĆ', email: 'ola@example.pl',
      urlReturn: 'https://sushikami.test/order/?id=ZZ', urlStatus: 'https://sushikami.test/shop/payments/p24/status', timeLimitMinutes: 15,
    });
    assert.equal(registered.token, 'FAKE-TOKEN-1');
    assert.equal(registered.redirectUrl, `${fake.url}/trnRequest/FAKE-TOKEN-1`);
    const { body, auth } = fake.requests.at(-1)!;
    assert.equal(auth, `Basic ${Buffer.from('777002:fake-api-key').toString('base64')}`);
    assert.deepEqual(Object.keys(body).sort(), ['amount', 'country', 'currency', 'description', 'email', 'encoding', 'language', 'merchantId', 'posId', 'sessionId', 'sign', 'timeLimit', 'urlReturn', 'urlStatus']);
    assert.deepEqual([body.currency, body.country, body.language, body.timeLimit, body.amount], ['PLN', 'PL', 'pl', 15, 12345]);
  });

  test("a notification signed by the fake's own code is accepted, whatever the order of its keys", () => {
    const n = { merchantId: FAKE.merchantId, posId: FAKE.posId, sessionId: 'fake/sesja-ąę-1', amount: 12345, originAmount: 12345, currency: 'PLN', orderId: 4000000, methodId: 154, statement: 'p24-ABC-DEF-GHI' };
    const sign = handHash(`{"merchantId":${n.merchantId},"posId":${n.posId},"sessionId":${q(n.sessionId)},"amount":${n.amount},"originAmount":${n.originAmount},"currency":"PLN","orderId":${n.orderId},"methodId":${n.methodId},"statement":${q(n.statement)},"crc":${q(FAKE.crc)}}`);
    const reversed = Object.fromEntries(Object.entries({ ...n, sign }).reverse());
    assert.deepEqual(client.verifyNotification(reversed), n);
  });

  test('a refund notification signed by the fake is accepted', () => {
    const r = { orderId: 4000000, sessionId: 'fake/sesja-ąę-1', merchantId: FAKE.merchantId, requestId: 'req-1', refundsUuid: 'uuid-1', amount: 500, currency: 'PLN', timestamp: 1706389444, status: 0 };
    const sign = handHash(`{"orderId":${r.orderId},"sessionId":${q(r.sessionId)},"refundsUuid":"uuid-1","merchantId":${r.merchantId},"amount":500,"currency":"PLN","status":0,"crc":${q(FAKE.crc)}}`);
    assert.deepEqual(client.verifyRefundNotification({ ...r, sign }), r);
  });

  test('verify, lookup and refund as the fake expects them', async () => {
    assert.equal(await client.verifyTransaction({ sessionId: 'fake/sesja-ąę-1', orderId: 4000000, amountGrosze: 12345 }), true);
    assert.equal(fake.requests.at(-1)!.method, 'PUT');
    const wrong = await client.verifyTransaction({ sessionId: 'fake/sesja-ąę-1', orderId: 4000000, amountGrosze: 12344 }).catch((e) => e);
    assert.deepEqual([wrong.kind, wrong.httpStatus], ['refused', 400]);

    assert.deepEqual(await client.transactionBySession('fake/sesja-ąę-1'), { status: 'paid', statusCode: 2, orderId: 4000000, amount: 12345, currency: 'PLN' });
    assert.equal(fake.requests.at(-1)!.path, '/api/v1/transaction/by/sessionId/fake%2Fsesja-%C4%85%C4%99-1');
    assert.equal(await client.transactionBySession('unknown'), undefined);
    const wrongBase = createP24Client({ baseUrl: `${fake.url}/not-p24`, ...FAKE });
    const html404 = await wrongBase.transactionBySession('unknown').catch((e) => e);
    assert.deepEqual([html404.kind, html404.httpStatus], ['refused', 404], 'a 404 that is not P24\'s answer is an error, not "unknown"');

    const refund = await client.refund({ requestId: 'req-1', refundsUuid: 'uuid-1', orderId: 4000000, sessionId: 'fake/sesja-ąę-1', amountGrosze: 500, description: 'Zwrot', urlStatus: 'https://sushikami.test/shop/payments/p24/refund' });
    assert.equal(refund.alreadyRequested, false);
    assert.deepEqual(fake.requests.at(-1)!.body, {
      requestId: 'req-1', refunds: [{ orderId: 4000000, sessionId: 'fake/sesja-ąę-1', amount: 500, description: 'Zwrot' }],
      refundsUuid: 'uuid-1', urlStatus: 'https://sushikami.test/shop/payments/p24/refund',
    });
  });

  test('a 5xx and a timeout are retry-later', async () => {
    for (const mode of ['fail500', 'hang'] as const) {
      fake.mode = mode;
      const err = await client.transactionBySession('fake/sesja-ąę-1').catch((e) => e);
      assert.ok(err instanceof P24Error, String(err));
      assert.equal(err.kind, 'retry-later', mode);
      assert.equal(err.httpStatus, mode === 'fail500' ? 500 : undefined);
      if (mode === 'hang') assert.match(err.p24Message, /timed out/);
    }
    fake.mode = 'normal';
  });
});
