/**
 * Order e-mails through a real SMTP server (docs/behaviour.md §4, D72): exactly one
 * confirmation per order, retries included; status mails follow staff's changes; the
 * confirmation names every item, the server's total and the restaurant; nothing is lost while
 * the mail server is down (and on PostgreSQL nothing is sent twice by two instances); a
 * permanently refused address is marked failed and the order stays; CR/LF in what a customer
 * types never reaches a header.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { ParsedMail } from 'mailparser';
import { formatGrosze } from '../../domain/rules/money';
import type { LocalCognito } from '../src/identity/local-cognito';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createTokenVerifier } from '../src/identity/token-verifier';
import { createTestApp, TEST_DB_KIND, type TestApp } from './helpers/app';
import { createStaffUser, startTestIdentity, type Tokens } from './helpers/identity';
import { aProduct, aSet, changeStatus, CUSTOMER, orderBody, postOrder } from './helpers/orders';
import { smtpEnv, startTestSmtp, type TestSmtp } from './helpers/smtp';
import { staffCall, VALID_BODIES } from './helpers/staff';

const RESTAURANT_COPY = 'kuchnia@sushikami.test';
const FACTS = VALID_BODIES.restaurant;

let idp: LocalCognito;
let smtp: TestSmtp;
let t: TestApp;
let staff: Tokens;

before(async () => {
  idp = await startTestIdentity();
  smtp = await startTestSmtp();
  t = await createTestApp({ idp, env: smtpEnv(smtp, { MAIL_RESTAURANT_COPY_TO: RESTAURANT_COPY }) });
  await t.app.ready();
  await t.app.repos.content.set('restaurant', { ...FACTS, email: 'kontakt@sushikami.pl', nip: '5260001246' });
  staff = await createStaffUser(idp, 'obsluga-mail@sushikami.test');
});
after(async () => {
  await t?.close();
  await smtp?.stop();
  await idp?.stop();
});
beforeEach(() => {
  smtp.received.length = 0;
  smtp.refuse.clear();
});

const aboutOrder = (id: string) => (mail: ParsedMail) => (mail.subject ?? '').includes(id);
const toAddress = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to : [mail.to]).flatMap((to) => to?.value.map((v) => v.address) ?? []);
/** Everything the dispatcher had due has been handed to the server or given up. */
const settled = async (app = t.app) => {
  await new Promise((resolve) => setTimeout(resolve, 100));
  await app.mailDispatcher?.idle();
};

describe(`order e-mails (${TEST_DB_KIND})`, () => {
  test('one confirmation per order, even when the order is retried with its Idempotency-Key, and one copy to the restaurant', async () => {
    const headers = { 'idempotency-key': 'mail-retry-0001' };
    const first = await postOrder(t.app, orderBody(), headers);
    const retry = await postOrder(t.app, orderBody(), headers);
    assert.equal(first.statusCode, 201);
    assert.equal(retry.json().id, first.json().id);
    const id = first.json().id as string;

    const [customerMail, copy] = await Promise.all([
      smtp.waitFor(1, (m) => aboutOrder(id)(m) && toAddress(m).includes(CUSTOMER.email)),
      smtp.waitFor(1, (m) => aboutOrder(id)(m) && toAddress(m).includes(RESTAURANT_COPY)),
    ]);
    await settled();
    assert.equal(smtp.received.filter(aboutOrder(id)).length, 2, 'one confirmation and one copy, nothing more');

    const order = (await t.app.repos.orders.findByPublicId(id))!;
    const text = customerMail[0].text ?? '';
    assert.match(text, new RegExp(id));
    for (const item of [aSet, aProduct]) assert.ok(text.includes(item.name), `the confirmation names ${item.name}`);
    assert.ok(text.includes(formatGrosze(order.totalGrosze)), `the total ${formatGrosze(order.totalGrosze)} as the server counted it`);
    assert.match(text, /5260001246/);
    assert.match(text, /ul\. Marszałkowska 10, 00-001 Warszawa/);
    assert.ok(text.includes(`https://sushikami.test/order/?id=${id}`), 'a link to the fixed order page');
    assert.ok(customerMail[0].attachments.some((a) => a.filename === 'regulamin.html' && a.content.toString('utf8').includes('Regulamin')));
    assert.match(customerMail[0].messageId ?? '', /^<[0-9a-f-]{36}@sushikami\.test>$/);
    assert.match(copy[0].text ?? '', new RegExp(CUSTOMER.phoneNumber.replace(/\+/g, '\\+')));

    const outbox = await t.app.repos.outbox.listForOrder(id);
    assert.deepEqual(
      outbox.map((m) => [m.kind, m.recipient, m.status, m.attempts]),
      [
        ['order-received', CUSTOMER.email, 'sent', 1],
        ['restaurant-copy', RESTAURANT_COPY, 'sent', 1],
      ],
    );
  });

  test('accepted, on the way and rejected each send one mail saying so; delivered sends none', async () => {
    const accepted = (await postOrder(t.app)).json().id as string;
    const rejected = (await postOrder(t.app)).json().id as string;
    assert.equal((await changeStatus(t.app, accepted, staff.idToken, { status: 'accepted', estimatedMinutes: 45 })).statusCode, 200);
    const [acceptMail] = await smtp.waitFor(1, (m) => aboutOrder(accepted)(m) && /45 min/.test(m.text ?? ''));
    assert.ok(toAddress(acceptMail).includes(CUSTOMER.email));

    await changeStatus(t.app, accepted, staff.idToken, { status: 'in_delivery' });
    await smtp.waitFor(1, (m) => aboutOrder(accepted)(m) && /w drodze/i.test(`${m.subject} ${m.text}`));
    await changeStatus(t.app, accepted, staff.idToken, { status: 'delivered' });

    await changeStatus(t.app, rejected, staff.idToken, { status: 'rejected', reason: 'Brak łososia do końca dnia' });
    await smtp.waitFor(1, (m) => aboutOrder(rejected)(m) && (m.text ?? '').includes('Brak łososia do końca dnia'));
    await settled();
    const kinds = async (id: string) => (await t.app.repos.outbox.listForOrder(id)).map((m) => `${m.kind}:${m.status}`);
    assert.deepEqual(await kinds(accepted), ['order-received:sent', 'restaurant-copy:sent', 'order-accepted:sent', 'order-in-delivery:sent']);
    assert.deepEqual(await kinds(rejected), ['order-received:sent', 'restaurant-copy:sent', 'order-rejected:sent']);
  });

  test('pickup: the confirmation gives the restaurant\'s address and the discount; ready sends \'Gotowe do odbioru\', picked up none (D95)', async () => {
    const placed = await postOrder(t.app, orderBody({ fulfilment: 'pickup', address: undefined }));
    assert.equal(placed.statusCode, 201, placed.body);
    const id = placed.json().id as string;
    const [confirmation] = await smtp.waitFor(1, (m) => aboutOrder(id)(m) && toAddress(m).includes(CUSTOMER.email));
    const text = (confirmation.text ?? '').replace(/\u00a0/g, ' ');
    const order = (await t.app.repos.orders.findByPublicId(id))!;
    assert.ok(text.includes('Odbiór osobisty') && text.includes('Adres restauracji: ul. Marszałkowska 10, 00-001 Warszawa'), text);
    const zl = (grosze: number) => formatGrosze(grosze).replace(/\u00a0/g, ' ');
    assert.ok(order.discountGrosze > 0 && text.includes(`Rabat za odbiór osobisty (−10%): −${zl(order.discountGrosze)}`), text);
    assert.ok(!text.includes('Dostawa (strefa'), text);

    assert.equal((await changeStatus(t.app, id, staff.idToken, { status: 'accepted', estimatedMinutes: 20 })).statusCode, 200);
    await smtp.waitFor(1, (m) => aboutOrder(id)(m) && /gotowe do odbioru: około 20 min/.test(m.text ?? ''));
    assert.equal((await changeStatus(t.app, id, staff.idToken, { status: 'ready_for_pickup' })).statusCode, 200);
    const [ready] = await smtp.waitFor(1, (m) => aboutOrder(id)(m) && /gotowe do odbioru$/.test(m.subject ?? ''));
    assert.equal(ready.subject, `Zamówienie ${id} gotowe do odbioru`);
    assert.deepEqual(toAddress(ready), [CUSTOMER.email]);
    assert.ok((ready.text ?? '').includes('ul. Marszałkowska 10, 00-001 Warszawa'));
    assert.ok((ready.text ?? '').includes(`https://sushikami.test/order/?id=${id}`));
    assert.equal((await changeStatus(t.app, id, staff.idToken, { status: 'picked_up' })).statusCode, 200);
    await settled();
    assert.deepEqual(
      (await t.app.repos.outbox.listForOrder(id)).map((m) => `${m.kind}:${m.status}`),
      ['order-received:sent', 'restaurant-copy:sent', 'order-accepted:sent', 'order-ready-for-pickup:sent'],
    );
  });

  test('a promo code: the confirmation names it with its discount on a line of its own (D105)', async () => {
    const created = await staffCall(t.app, staff.idToken, 'POST', '/shop/staff/promotions', { code: 'mail-10', percent: 10 });
    assert.equal(created.statusCode, 201, created.body);
    const placed = await postOrder(t.app, orderBody({ promoCode: 'Mail-10' }));
    assert.equal(placed.statusCode, 201, placed.body);
    const id = placed.json().id as string;
    const [confirmation] = await smtp.waitFor(1, (m) => aboutOrder(id)(m) && toAddress(m).includes(CUSTOMER.email));
    const order = (await t.app.repos.orders.findByPublicId(id))!;
    const text = (confirmation.text ?? '').replace(/\u00a0/g, ' ');
    const zl = (grosze: number) => formatGrosze(grosze).replace(/\u00a0/g, ' ');
    assert.ok(order.promoDiscountGrosze > 0 && text.includes(`Kod rabatowy MAIL-10 (−10%): −${zl(order.promoDiscountGrosze)}`), text);
    assert.ok(text.includes(zl(order.totalGrosze)) && !text.includes('Rabat za odbiór'), text);
  });

  test('the mail server down: 50 orders go through, and their 50 confirmations arrive once it is back, none twice', async () => {
    await smtp.stop();
    const ids: string[] = [];
    try {
      for (let i = 0; i < 50; i += 1) {
        const res = await postOrder(t.app);
        assert.equal(res.statusCode, 201, 'the order does not wait for mail');
        ids.push(res.json().id as string);
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      const waiting = await t.app.repos.outbox.listForOrder(ids[0]);
      assert.equal(waiting[0].status, 'pending');
      assert.match(waiting[0].lastError ?? '', /ECONNREFUSED|ESOCKET|ECONNECTION/);
    } finally {
      await smtp.start();
    }
    const confirmations = await smtp.waitFor(50, (m) => toAddress(m).includes(CUSTOMER.email) && ids.some((id) => aboutOrder(id)(m)), 60_000);
    await settled();
    const perOrder = ids.map((id) => smtp.received.filter((m) => aboutOrder(id)(m) && toAddress(m).includes(CUSTOMER.email)).length);
    assert.deepEqual(perOrder, ids.map(() => 1));
    assert.equal(confirmations.length, 50);
  });

  test('an address refused for good is marked failed, visible with its reason; the order stands', async () => {
    const refused = 'nie-ma-takiej@sushikami.test';
    smtp.refuse.add(refused);
    const res = await postOrder(t.app, orderBody({ customer: { ...CUSTOMER, email: refused } }));
    assert.equal(res.statusCode, 201);
    const id = res.json().id as string;
    await smtp.waitFor(1, (m) => aboutOrder(id)(m) && toAddress(m).includes(RESTAURANT_COPY));
    await settled();
    const [confirmation] = await t.app.repos.outbox.listForOrder(id);
    assert.equal(confirmation.status, 'failed');
    assert.equal(confirmation.attempts, 1, 'a permanent refusal is not retried');
    assert.match(confirmation.lastError ?? '', /^550 /);
    assert.equal((await t.app.inject(`/shop/order/${id}`)).json().status, 'new');
  });

  test('CR/LF in the name or the notes never becomes a header', async () => {
    const injected = 'x\r\nBcc: ofiara@example.com\r\nSubject: Wygrałeś';
    const viaName = await postOrder(t.app, orderBody({ customer: { ...CUSTOMER, name: `Ola${injected}` } }));
    const viaNotes = await postOrder(t.app, orderBody({ notes: `Domofon 15${injected}` }));
    const ids = [viaName, viaNotes].filter((res) => res.statusCode === 201).map((res) => res.json().id as string);
    assert.equal(viaNotes.statusCode, 201, 'notes may span lines');
    for (const id of ids) {
      const [mail] = await smtp.waitFor(1, (m) => aboutOrder(id)(m) && toAddress(m).includes(CUSTOMER.email));
      assert.equal(mail.headers.get('bcc'), undefined);
      assert.ok(!(mail.subject ?? '').includes('Wygrałeś'));
      assert.deepEqual(toAddress(mail), [CUSTOMER.email]);
    }
    await settled();
    assert.ok(!smtp.received.some((m) => toAddress(m).includes('ofiara@example.com')), 'no message went to the injected address');
  });
});

describe(`an instance that stops mid-send (${TEST_DB_KIND})`, () => {
  test('its message is sent again after the lease, once, with the same Message-ID', async () => {
    // Instance A writes the order and claims its confirmation, then is gone before sending.
    const a = await createTestApp({ idp });
    try {
      const id = (await postOrder(a.app)).json().id as string;
      const claimed = await a.app.repos.outbox.claimNext(300);
      assert.equal(claimed?.kind, 'order-received');
      // Instance B, on the same database, sends what A left: not before A's lease ends.
      const b = await buildApp({
        config: loadConfig({ SERVE_SITE: 'false', LOG_LEVEL: 'silent', ...smtpEnv(smtp) }),
        db: a.database.db,
        tokenVerifier: createTokenVerifier({ userPoolId: idp.userPoolId, clientId: idp.clientId, jwksUri: idp.jwksUri }),
        logger: false,
      });
      try {
        await b.ready();
        await new Promise((resolve) => setTimeout(resolve, 100));
        assert.equal(smtp.received.filter(aboutOrder(id)).length, 0, 'the lease still holds');
        const [mail] = await smtp.waitFor(1, aboutOrder(id));
        await settled(b);
        assert.equal(smtp.received.filter(aboutOrder(id)).length, 1);
        assert.equal(mail.messageId, `<${claimed!.messageKey}@sushikami.test>`);
        const [entry] = await a.app.repos.outbox.listForOrder(id);
        assert.deepEqual([entry.status, entry.attempts], ['sent', 2]);
      } finally {
        await b.close();
      }
    } finally {
      await a.close();
    }
  });
});

describe('two API instances on one PostgreSQL database (postgres)', () => {
  const skip = TEST_DB_KIND === 'postgres' ? false : 'needs PostgreSQL: run with TEST_DATABASE_URL (scripts/with-postgres.sh)';

  test('after an outage, 50 confirmations arrive once each while both instances send', { skip }, async () => {
    const b = await createTestApp({ idp, shareDatabaseOf: t, env: smtpEnv(smtp, { MAIL_RESTAURANT_COPY_TO: RESTAURANT_COPY }) });
    try {
      await b.app.ready();
      await smtp.stop();
      const ids: string[] = [];
      try {
        for (let i = 0; i < 50; i += 1) ids.push((await postOrder(i % 2 ? b.app : t.app)).json().id as string);
      } finally {
        await smtp.start();
      }
      await smtp.waitFor(100, (m) => ids.some((id) => aboutOrder(id)(m)), 60_000);
      await Promise.all([settled(t.app), settled(b.app)]);
      const perOrder = ids.map((id) => smtp.received.filter(aboutOrder(id)).length);
      assert.deepEqual(perOrder, ids.map(() => 2), 'a confirmation and a copy per order, none twice');
    } finally {
      await b.close();
    }
  });
});
