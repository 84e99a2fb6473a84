/**
 * Staff and an order's e-mails through a real SMTP server (D72): the order detail lists each
 * message with its status, the 550 reason of one refused for good, and a failed one can be
 * resent (once, audited); what was sent is never sent again; ids are checked as on every
 * staff route.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { mailOutbox, orders } from '../src/db/schema';
import type { LocalCognito } from '../src/identity/local-cognito';
import { bearer, createTestApp, TEST_DB_KIND, type TestApp } from './helpers/app';
import { createStaffUser, createUser, startTestIdentity, type Tokens } from './helpers/identity';
import { changeStatus, CUSTOMER, placeOrder } from './helpers/orders';
import { smtpEnv, startTestSmtp, type TestSmtp } from './helpers/smtp';

const RESTAURANT_COPY = 'kuchnia@sushikami.test';
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

let idp: LocalCognito;
let smtp: TestSmtp;
let t: TestApp;
let staff: Tokens;
let customer: Tokens;

before(async () => {
  idp = await startTestIdentity();
  smtp = await startTestSmtp();
  t = await createTestApp({ idp, env: smtpEnv(smtp, { MAIL_RESTAURANT_COPY_TO: RESTAURANT_COPY }) });
  await t.app.ready();
  staff = await createStaffUser(idp, 'obsluga-maile@sushikami.test');
  customer = await createUser(idp, 'klient-maile@example.pl');
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
const settled = async () => {
  await new Promise((resolve) => setTimeout(resolve, 100));
  await t.app.mailDispatcher?.idle();
};

/** token null: no Authorization header at all. */
const listMails = (id: string, token: string | null = staff.idToken) =>
  t.app.inject({ url: `/shop/staff/orders/${id}/mails`, headers: token ? bearer(token) : {} });
const resend = (id: string, mailId: number | string, token: string | null = staff.idToken) =>
  t.app.inject({ method: 'POST', url: `/shop/staff/orders/${id}/mails/${mailId}/resend`, headers: token ? bearer(token) : {} });
const rows = async (id: string) => (await listMails(id)).json().data as { id: number; kind: string; status: string; attempts: number; lastError: string | null }[];

/** An order whose confirmation the server refused for good; returns its id and the confirmation's. */
async function orderWithRefusedConfirmation(email: string): Promise<{ id: string; mailId: number }> {
  smtp.refuse.add(email);
  const id = await placeOrder(t.app, { customer: { ...CUSTOMER, email } });
  await smtp.waitFor(1, (m) => aboutOrder(id)(m) && toAddress(m).includes(RESTAURANT_COPY));
  await settled();
  const [confirmation] = await rows(id);
  assert.equal(confirmation.status, 'failed');
  return { id, mailId: confirmation.id };
}

describe(`staff: an order's e-mails (${TEST_DB_KIND})`, () => {
  test('lists the confirmation and the copy once sent, then the acceptance; no-store like every staff answer', async () => {
    const id = await placeOrder(t.app);
    await smtp.waitFor(2, aboutOrder(id));
    await settled();

    const res = await listMails(id);
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'private, no-store');
    const data = res.json().data as Record<string, unknown>[];
    assert.deepEqual(
      data.map(({ kind, recipient, status, attempts, lastError }) => ({ kind, recipient, status, attempts, lastError })),
      [
        { kind: 'order-received', recipient: CUSTOMER.email, status: 'sent', attempts: 1, lastError: null },
        { kind: 'restaurant-copy', recipient: RESTAURANT_COPY, status: 'sent', attempts: 1, lastError: null },
      ],
    );
    for (const mail of data) {
      assert.ok(Number.isInteger(mail.id));
      assert.match(String(mail.createdAt), ISO);
      assert.match(String(mail.sentAt), ISO);
    }

    assert.equal((await changeStatus(t.app, id, staff.idToken, { status: 'accepted', estimatedMinutes: 45 })).statusCode, 200);
    await smtp.waitFor(1, (m) => aboutOrder(id)(m) && /45 min/.test(m.text ?? ''));
    await settled();
    assert.deepEqual(
      (await rows(id)).map((m) => `${m.kind}:${m.status}`),
      ['order-received:sent', 'restaurant-copy:sent', 'order-accepted:sent'],
    );
    // Order ids are typed in any case, as on the other order routes.
    assert.equal((await listMails(id.toLowerCase())).json().data.length, 3);
  });

  test('a refused address shows as failed with the 550 reason; resent once it is accepted, it arrives exactly once more', async () => {
    const email = 'literowka@example.pl';
    const { id, mailId } = await orderWithRefusedConfirmation(email);
    const [failed] = await rows(id);
    assert.equal(failed.attempts, 1);
    assert.match(failed.lastError ?? '', /^550 /);
    assert.equal(smtp.received.filter((m) => toAddress(m).includes(email)).length, 0);

    const copies = smtp.received.filter(aboutOrder(id)).length; // the restaurant's copy went out
    smtp.refuse.delete(email);
    const res = await resend(id, mailId);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().id, mailId);
    assert.equal(res.json().kind, 'order-received');
    assert.equal(res.json().status, 'pending');
    assert.equal(res.json().attempts, 0, 'attempts count anew');

    await smtp.waitFor(1, (m) => aboutOrder(id)(m) && toAddress(m).includes(email));
    await settled();
    const [sent] = await rows(id);
    assert.equal(sent.status, 'sent');
    assert.equal(sent.attempts, 1);
    assert.equal(sent.lastError, null);
    assert.equal(smtp.received.filter((m) => aboutOrder(id)(m) && toAddress(m).includes(email)).length, 1, 'exactly one confirmation');
    assert.equal(smtp.received.filter(aboutOrder(id)).length, copies + 1, 'the copy, already sent, is not sent again');

    // Recorded like every staff change: who, when, which message, and the refusal it answered.
    const audit = (await t.app.inject({ url: '/shop/staff/audit?limit=5', headers: bearer(staff.idToken) })).json().data;
    const entry = audit.find((e: { action: string; target: string }) => e.action === 'order-mail-resend' && e.target === id);
    assert.ok(entry, 'the resend is in the audit log');
    assert.equal(entry.by, 'obsluga-maile@sushikami.test');
    assert.deepEqual(entry.after, { mail: mailId, status: 'pending' });
    assert.equal(entry.before.status, 'failed');
    assert.match(entry.before.lastError, /^550 /);

    // Sent now: a second resend is refused and sends nothing.
    const again = await resend(id, mailId);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().code, 'MAIL_NOT_FAILED');
    assert.match(again.json().message, /^Only a failed e-mail can be sent again/);
    await settled();
    assert.equal(smtp.received.filter(aboutOrder(id)).length, copies + 1);
  });

  test('refused again after a resend: failed again, with its attempts counted anew', async () => {
    const { id, mailId } = await orderWithRefusedConfirmation('wciaz-nie-ma@example.pl');
    assert.equal((await resend(id, mailId)).statusCode, 200);
    await settled();
    const [again] = await rows(id);
    assert.equal(again.status, 'failed');
    assert.equal(again.attempts, 1);
    assert.match(again.lastError ?? '', /^550 /);
  });

  test('a pending e-mail is not resent (409); an unknown mail, another order\'s mail or an unknown order is 404', async () => {
    const id = await placeOrder(t.app);
    const other = await placeOrder(t.app);
    await settled();
    const [confirmation] = await rows(id);
    const [otherConfirmation] = await rows(other);

    // Made pending again behind the dispatcher's back (it waits for its next round).
    await t.database.db.update(mailOutbox).set({ status: 'pending', nextAttemptAt: new Date(Date.now() + 3_600_000) }).where(eq(mailOutbox.id, confirmation.id));
    const pending = await resend(id, confirmation.id);
    assert.equal(pending.statusCode, 409);
    assert.equal(pending.json().code, 'MAIL_NOT_FAILED');
    assert.match(pending.json().message, /is pending$/);
    await t.database.db.update(mailOutbox).set({ status: 'sent' }).where(eq(mailOutbox.id, confirmation.id));

    for (const mailId of [999999, otherConfirmation.id]) {
      const res = await resend(id, mailId);
      assert.equal(res.statusCode, 404, String(mailId));
      assert.equal(res.json().code, 'MAIL_NOT_FOUND');
      assert.equal(res.json().field, 'params/mailId');
    }
    assert.equal((await rows(other))[0].status, 'sent', "the other order's mail is untouched");

    for (const res of [await listMails('ZZZZZZZZZZ'), await resend('ZZZZZZZZZZ', otherConfirmation.id)]) {
      assert.equal(res.statusCode, 404);
      assert.equal(res.json().code, 'ORDER_NOT_FOUND');
    }
  });

  test('an order without e-mails (placed before they existed) lists none', async () => {
    const id = await placeOrder(t.app);
    await settled();
    const [order] = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.publicId, id));
    await t.database.db.delete(mailOutbox).where(inArray(mailOutbox.orderId, [order.id]));
    const res = await listMails(id);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { data: [] });
  });

  test('401 without a token, 403 for a customer; malformed ids are 400 naming the field', async () => {
    const { id, mailId } = await orderWithRefusedConfirmation('odmowa-dostepu@example.pl');
    assert.equal((await listMails(id, null)).statusCode, 401);
    assert.equal((await resend(id, mailId, null)).statusCode, 401);
    for (const res of [await listMails(id, customer.idToken), await resend(id, mailId, customer.idToken)]) {
      assert.equal(res.statusCode, 403);
      assert.equal(res.json().code, 'FORBIDDEN');
    }
    assert.equal((await rows(id))[0].status, 'failed', 'a refused resend changes nothing');

    const malformed: [Promise<{ statusCode: number; json(): { field?: string } }>, string][] = [
      [listMails('bad-id'), 'params/id'],
      [resend('bad-id', mailId), 'params/id'],
      [resend(id, 'abc'), 'params/mailId'],
      [resend(id, '-1'), 'params/mailId'],
      [resend(id, '1.5'), 'params/mailId'],
      [resend(id, '12345678901'), 'params/mailId'],
    ];
    for (const [call, field] of malformed) {
      const res = await call;
      assert.equal(res.statusCode, 400, field);
      assert.equal(res.json().field, field);
    }
  });
});
