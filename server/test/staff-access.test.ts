import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { seedContent } from '../src/db/seed/content-data';
import type { LocalCognito } from '../src/identity/local-cognito';
import { createTestApp, TEST_DB_KIND, type TestApp } from './helpers/app';
import { createStaffUser, createUser, forgeToken, startTestIdentity, type Tokens } from './helpers/identity';
import { staffCall, STAFF_ROUTES, UNKNOWN_PROMOTION, UNKNOWN_RELEASE } from './helpers/staff';

let idp: LocalCognito;
let t: TestApp;
let staff: Tokens;
let customer: Tokens;

before(async () => {
  idp = await startTestIdentity();
  t = await createTestApp({ idp });
  // One after the other: cognito-local's store does not survive parallel writes.
  staff = await createStaffUser(idp, 'obsluga@sushikami.pl');
  customer = await createUser(idp, 'klient@example.pl');
});
after(async () => {
  await t?.close();
  await idp?.stop();
});

describe(`staff API access (${TEST_DB_KIND})`, () => {
  test('the table covers every staff route the app has', () => {
    // printRoutes draws a tree ('│   └── /:id/status (POST)'): rebuild each full path from it,
    // so a staff route added later without a row in the table fails this test.
    const stack: string[] = [];
    const registered = t.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .flatMap((line) => {
        const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
        if (!match) return [];
        const depth = match[1].length / 4;
        stack.length = depth;
        stack.push(match[2]);
        const path = stack.join('');
        if (!path.startsWith('/shop/staff') || !match[3]) return [];
        return match[3].split(', ').filter((m) => m !== 'HEAD').map((m) => `${m} ${path}`);
      });
    const table = STAFF_ROUTES.map((r) => `${r.method} ${r.url.replace(UNKNOWN_RELEASE, ':id').replace(UNKNOWN_PROMOTION, ':id').replace('ZZZZZZZZZZ', ':id').replace('2001', ':id').replace('/mails/7/', '/mails/:mailId/').replace(/\?.*$/, '')}`);
    assert.ok(registered.length >= 12, t.app.printRoutes({ commonPrefix: false }));
    assert.deepEqual(registered.sort(), table.sort());
  });

  test('no token or a forged one: 401; a customer: 403 FORBIDDEN; nothing changes', async () => {
    const forged = forgeToken({ email: 'obsluga@sushikami.pl', 'cognito:groups': ['staff'] });
    for (const { method, url, body } of STAFF_ROUTES) {
      for (const [token, status] of [[undefined, 401], [forged, 401], ['not-a-jwt', 401], [customer.idToken, 403]] as const) {
        const res = await staffCall(t.app, token, method, url, body);
        assert.equal(res.statusCode, status, `${method} ${url} with ${token === customer.idToken ? 'customer' : token ?? 'no'} token`);
        if (status === 403) assert.equal(res.json().code, 'FORBIDDEN', `${method} ${url}`);
        assert.equal(res.headers['cache-control'], 'private, no-store', `${method} ${url}`);
      }
      const badScheme = await t.app.inject({ method, url, headers: { authorization: `Basic ${customer.idToken}` }, payload: body as object });
      assert.equal(badScheme.statusCode, 401, `${method} ${url} with Basic`);
    }
    const audit = await staffCall(t.app, staff.idToken, 'GET', '/shop/staff/audit');
    assert.deepEqual(audit.json(), { data: [] }, 'refused calls must not have changed anything');
    assert.deepEqual((await t.app.inject('/shop/close')).json(), seedContent.notice);
  });

  test('staff get through every route, answers never cached', async () => {
    for (const { method, url, body } of STAFF_ROUTES) {
      const res = await staffCall(t.app, staff.idToken, method, url, body);
      // The status and release routes name what does not exist: 404 is their way of letting staff in.
      const created = method === 'POST' && (url.endsWith('/staff/orders') || url.endsWith('/staff/promotions')) ? 201 : 200;
      const expected = url.includes('ZZZZZZZZZZ') || url.includes(UNKNOWN_RELEASE) || url.includes(UNKNOWN_PROMOTION) ? 404 : method === 'POST' && url.endsWith('/releases') ? 202 : created;
      assert.equal(res.statusCode, expected, `${method} ${url}: ${res.body}`);
      assert.equal(res.headers['cache-control'], 'private, no-store', `${method} ${url}`);
    }
    // The publish it started (it fails at once: this app does not listen) ends before the app closes.
    await t.app.publisher.idle();
  });

  test('staff writes have their own, larger rate limit (four times a customer\'s POSTs)', async () => {
    const limited = await createTestApp({ idp, env: { RATE_LIMIT_POST_PER_MINUTE: '2' } });
    try {
      // A first read lets the new app fetch the token keys (GETs are not limited; its result does not matter here).
      await staffCall(limited.app, staff.idToken, 'GET', '/shop/staff/audit');
      const statuses = [];
      for (let i = 0; i < 9; i++) statuses.push((await staffCall(limited.app, staff.idToken, 'PATCH', '/shop/staff/menu/2001', { isVisible: true })).statusCode);
      assert.deepEqual(statuses, [200, 200, 200, 200, 200, 200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  test('the audit log lists each write newest first with the staff e-mail; limit is checked', async () => {
    const { data } = (await staffCall(t.app, staff.idToken, 'GET', '/shop/staff/audit')).json();
    assert.deepEqual(
      data.map((e: { action: string }) => e.action),
      ['promotion', 'menu-item', 'opening-hours', 'pickup', 'delivery-zones', 'delivery', 'carousel', 'welcome-text', 'restaurant', 'notice', 'order-phone'],
    );
    assert.ok(data.every((e: { by: string; at: string }) => e.by === 'obsluga@sushikami.pl' && !Number.isNaN(Date.parse(e.at))));
    assert.deepEqual([data[0].target, data[1].target], ['WIOSNA-15', '2001']);
    assert.match(data.at(-1).target, /^[2-9A-Z]{10}$/, 'a phone order names the order it keyed in');
    const two = (await staffCall(t.app, staff.idToken, 'GET', '/shop/staff/audit?limit=2')).json().data;
    assert.deepEqual(two.map((e: { id: number }) => e.id), data.slice(0, 2).map((e: { id: number }) => e.id));
    for (const query of ['?limit=0', '?limit=201', '?limit=x', '?since=1']) {
      const res = await staffCall(t.app, staff.idToken, 'GET', `/shop/staff/audit${query}`);
      assert.equal(res.statusCode, 400, query);
      assert.match(res.json().field, /^querystring/, query);
    }
  });
});
