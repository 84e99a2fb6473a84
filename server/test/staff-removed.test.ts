/**
 * Someone removed from the 'staff' group loses the staff HTTP routes within LIVE_CHECK_SECONDS,
 * with the very token that still names the group (D79), as they already lose
 * the live board (D77). Real cognito-local behind a counting, cuttable hop (provider-path.ts):
 * the calls are counted where the provider receives them, and outages are real refused or
 * unanswered connections.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { callCognito, type LocalCognito } from '../src/identity/local-cognito';
import { LOCAL_GRAPHQL_API_KEY } from '../src/config';
import { createStaffMembership, STAFF_GROUP } from '../src/identity/staff-membership';
import { createTestApp, TEST_DB_KIND, type TestApp } from './helpers/app';
import { subscribe } from './helpers/graphql-ws';
import { claimsOf, createStaffUser, createUser, signIn, startTestIdentity, type Tokens } from './helpers/identity';
import { startProviderPath, type ProviderPath } from './helpers/provider-path';
import { staffCall, STAFF_ROUTES } from './helpers/staff';

const LIST = 'ListUsersInGroup';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const until = (epochMs: number) => sleep(epochMs - Date.now());
const issuedMs = (tokens: Tokens) => Number(claimsOf(tokens.idToken).iat) * 1000;

let idp: LocalCognito;
let path: ProviderPath;
/** cognito-local as the apps see it: its admin calls go through the counting hop. */
let viaPath: LocalCognito;
let t: TestApp;
let stays: Tokens;
let leaves: Tokens;
let customer: Tokens;

const orders = (app: TestApp, tokens: Tokens) => staffCall(app.app, tokens.idToken, 'GET', '/shop/staff/orders');
const group = (action: 'AdminAddUserToGroup' | 'AdminRemoveUserFromGroup', username: string) =>
  callCognito(idp.endpoint, action, { UserPoolId: idp.userPoolId, Username: username, GroupName: STAFF_GROUP });

before(async () => {
  idp = await startTestIdentity();
  path = await startProviderPath(idp.endpoint);
  viaPath = { ...idp, endpoint: path.endpoint };
  t = await createTestApp({ idp: viaPath, env: { LIVE_CHECK_SECONDS: '1' } });
  // One after the other: cognito-local's store does not survive parallel writes.
  stays = await createStaffUser(idp, 'zostaje@sushikami.pl');
  leaves = await createStaffUser(idp, 'odchodzi@sushikami.pl');
  customer = await createUser(idp, 'klient@example.pl');
});
after(async () => {
  await t?.close();
  await path?.stop();
  await idp?.stop();
});

describe(`staff removed from the group (${TEST_DB_KIND})`, () => {
  test('the same token gets 403 on every staff route within LIVE_CHECK_SECONDS, with the body a customer gets', async () => {
    assert.equal((await orders(t, leaves)).statusCode, 200);
    const auditBefore = (await staffCall(t.app, stays.idToken, 'GET', '/shop/staff/audit')).json().data.length;
    await group('AdminRemoveUserFromGroup', 'odchodzi@sushikami.pl');
    const removedAt = Date.now();
    let res = await orders(t, leaves);
    while (res.statusCode === 200 && Date.now() - removedAt < 5000) {
      await sleep(100);
      res = await orders(t, leaves);
    }
    const took = Date.now() - removedAt;
    assert.equal(res.statusCode, 403, res.body);
    assert.ok(took <= 1000 + 1000, `refused ${took} ms after the removal (LIVE_CHECK_SECONDS is 1)`);
    // The token still names the group for its hour: the provider's list is what refused it.
    assert.ok((claimsOf(leaves.idToken)['cognito:groups'] as string[]).includes(STAFF_GROUP));
    assert.deepEqual(res.json(), (await orders(t, customer)).json());
    assert.deepEqual(res.json(), { statusCode: 403, error: 'Forbidden', message: 'Only members of the staff group may do this', code: 'FORBIDDEN' });

    for (const { method, url, body } of STAFF_ROUTES) {
      const refused = await staffCall(t.app, leaves.idToken, method, url, body);
      assert.equal(refused.statusCode, 403, `${method} ${url}`);
      assert.equal(refused.json().code, 'FORBIDDEN', `${method} ${url}`);
    }
    // Whoever stays keeps working; nothing the removed person sent was written.
    const audit = await staffCall(t.app, stays.idToken, 'GET', '/shop/staff/audit');
    assert.equal(audit.statusCode, 200);
    assert.equal(audit.json().data.length, auditBefore);
  });

  test('the provider is asked once per LIVE_CHECK_SECONDS, however many requests; an old token of a removed person costs no call', async () => {
    const c = await createTestApp({ idp: viaPath, env: { LIVE_CHECK_SECONDS: '4' } });
    try {
      // Lists read from now on are well after the removed person's token was issued (clock slack: 5 s).
      await until(issuedMs(leaves) + 6000);
      path.reset();
      const started = Date.now();
      const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => orders(c, i % 2 ? stays : leaves)));
      assert.deepEqual(new Set(burst.map((r, i) => `${i % 2 ? 'stays' : 'leaves'} ${r.statusCode}`)), new Set(['stays 200', 'leaves 403']));
      for (let i = 0; i < 20; i++) {
        assert.equal((await orders(c, stays)).statusCode, 200);
        assert.equal((await orders(c, leaves)).statusCode, 403);
      }
      assert.ok(Date.now() - started < 4000, 'the requests must fit in one LIVE_CHECK_SECONDS for the count to mean anything');
      assert.equal(path.calls(LIST), 1, '80 staff requests, concurrent and one after another, one read of the group');

      // Someone added to the group: the token they had says nothing of it (a new one is needed,
      // and costs no call); the new token is let in at once, the cached list being older than it.
      const { idToken: before } = await createUser(idp, 'nowy@sushikami.pl');
      await group('AdminAddUserToGroup', 'nowy@sushikami.pl');
      assert.equal((await staffCall(c.app, before, 'GET', '/shop/staff/orders')).statusCode, 403);
      assert.equal(path.calls(LIST), 1);
      const fresh = await signIn(idp, 'nowy@sushikami.pl');
      const reread = Date.now();
      assert.equal((await orders(c, fresh)).statusCode, 200);
      assert.equal((await orders(c, fresh)).statusCode, 200);
      assert.equal(path.calls(LIST), 2, 'the "no" of a list older than the token was asked again, once');

      // LIVE_CHECK_SECONDS after the last read, the next request reads the group again.
      await until(reread + 4200);
      assert.equal((await orders(c, stays)).statusCode, 200);
      assert.equal(path.calls(LIST), 3);
    } finally {
      await c.close();
    }
  });

  test('provider unreachable: a "yes" holds one more LIVE_CHECK_SECONDS, then 503; a "no" holds; a hanging provider costs a request 2 s', async () => {
    const o = await createTestApp({ idp: viaPath, env: { LIVE_CHECK_SECONDS: '2' } });
    await o.app.listen({ host: '127.0.0.1', port: 0 });
    const board = (tokens: Tokens) =>
      subscribe(`ws://127.0.0.1:${(o.app.server.address() as { port: number }).port}/graphql`, {
        query: 'subscription { staffOrderEvents { id } }',
        connectionPayload: { 'x-api-key': LOCAL_GRAPHQL_API_KEY, authorization: `Bearer ${tokens.idToken}` },
      });
    try {
      const t0 = Date.now();
      assert.equal((await orders(o, stays)).statusCode, 200);
      const t1 = Date.now(); // the list was read between t0 and t1
      assert.equal((await orders(o, leaves)).statusCode, 403);
      path.cut('refuse');
      path.reset();

      await until(t1 + 2100); // the list is stale, within its grace
      assert.ok(Date.now() < t0 + 3800, 'the machine was too slow for this step');
      assert.equal((await orders(o, stays)).statusCode, 200, 'a short outage does not stop the kitchen');
      assert.equal(path.calls(LIST), 1, 'the provider was asked (and did not answer)');
      assert.equal((await orders(o, leaves)).statusCode, 403, 'a removed person stays out');

      await until(t1 + 4100); // past the grace
      const refused = await orders(o, stays);
      assert.equal(refused.statusCode, 503, refused.body);
      assert.equal(refused.json().code, 'STAFF_CHECK_UNAVAILABLE');
      assert.equal((await orders(o, leaves)).statusCode, 403, 'a removed person stays out, however long the outage');
      assert.equal((await orders(o, customer)).statusCode, 403);
      // The live board answers alike; not FORBIDDEN, so the site's feed tries again instead of 'Brak dostępu'.
      const feed = await board(stays);
      try {
        assert.match(JSON.stringify(await feed.next()), /STAFF_CHECK_UNAVAILABLE/);
      } finally {
        await feed.close();
      }

      path.restore();
      await sleep(1100); // failures are retried after a second
      const t2 = Date.now();
      assert.equal((await orders(o, stays)).statusCode, 200, 'back as soon as the provider answers');
      path.cut('hang');
      await until(t2 + 2100);
      const askedAt = Date.now();
      assert.equal((await orders(o, stays)).statusCode, 200);
      const waited = Date.now() - askedAt;
      assert.ok(waited >= 1900 && waited < 3500, `waited ${waited} ms for a provider that does not answer`);
    } finally {
      path.restore();
      await o.close();
    }
  });
});

describe('staff membership, on a clock of its own', () => {
  test('concurrent checks share one call; the outage rules hold to the millisecond; failures warn', async () => {
    let clock = 1_000_000_000_000;
    const warnings: string[] = [];
    const membership = createStaffMembership({
      admin: { endpoint: path.endpoint, userPoolId: idp.userPoolId },
      maxAgeMs: 10_000,
      warn: (message) => warnings.push(message),
      nowMs: () => clock,
    });
    const issuedAt = clock / 1000 - 3600; // an hour-old token
    const stay = { username: String(claimsOf(stays.idToken)['cognito:username']), issuedAt };
    const left = { username: String(claimsOf(leaves.idToken)['cognito:username']), issuedAt };

    path.cut('refuse');
    assert.equal(await membership.check(stay), 'unknown', 'no list yet, no answer');
    assert.match(warnings.join('\n'), /could not read the staff group/);
    path.restore();
    path.reset();
    clock += 1000;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => membership.check(i % 2 ? stay : left)));
    assert.deepEqual(new Set(answers.map((a, i) => `${i % 2} ${a}`)), new Set(['1 member', '0 removed']));
    assert.equal(path.calls(LIST), 1);
    clock += 9_999;
    assert.equal(await membership.check(stay), 'member');
    assert.equal(path.calls(LIST), 1, 'younger than LIVE_CHECK_SECONDS: no call');

    path.cut('refuse');
    clock += 1; // 10 s: stale
    assert.equal(await membership.check(stay), 'member', 'the grace');
    assert.equal(await membership.check(left), 'removed');
    clock += 9_999; // 19.999 s
    assert.equal(await membership.check(stay), 'member', 'the last millisecond of the grace');
    clock += 1; // 20 s
    assert.equal(await membership.check(stay), 'unknown');
    assert.equal(await membership.check(left), 'removed');
    path.restore();
  });
});
