/**
 * Live connections end with their credentials (D77), through a real websocket
 * with real cognito-local tokens: a staff board's connection is closed when its ID token
 * expires (4401) and soon after its person leaves the 'staff' group (4403); a board that moves
 * to a fresh token misses nothing; an order page's connection on a retired API key is closed.
 */
import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { loadConfig } from '../src/config';
import { createLiveConnections } from '../src/graphql/live-connections';
import { sigV4Signer, usernamesInGroup } from '../src/identity/cognito-api';
import { callCognito, type LocalCognito } from '../src/identity/local-cognito';
import { createTestApp, type TestApp } from './helpers/app';
import { subscribe, type Subscription } from './helpers/graphql-ws';
import { claimsOf, createStaffUser, setIdTokenLifetime, signIn, startTestIdentity } from './helpers/identity';
import { placeOrder } from './helpers/orders';
import { staffCall } from './helpers/staff';

const STAFF_EVENTS = 'subscription { staffOrderEvents { id status at } }';
const ORDER_STATUS = 'subscription ($id: ID!) { orderStatusChanged(id: $id) { id status } }';
const OLD_KEY = 'local-public-key';
const NEW_KEY = 'rotated-public-key';
/** The check interval here; production's default is 30 s. */
const CHECK_SECONDS = 0.5;

let idp: LocalCognito;
let t: TestApp;
let wsUrl: string;
let keyFile: string;

before(async () => {
  idp = await startTestIdentity();
  keyFile = path.join(await mkdtemp(path.join(os.tmpdir(), 'sushi-keys-')), 'graphql-keys');
  await writeFile(keyFile, `# the site's key and the next one\n${OLD_KEY}\n${NEW_KEY}\n`);
  t = await createTestApp({ idp, env: { LIVE_CHECK_SECONDS: String(CHECK_SECONDS), GRAPHQL_API_KEY_FILE: keyFile } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  wsUrl = `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}/graphql`;
});
after(async () => {
  await t?.close();
  await idp?.stop();
});

const board = (token: string) =>
  subscribe(wsUrl, { query: STAFF_EVENTS, connectionPayload: { 'x-api-key': OLD_KEY, authorization: `Bearer ${token}` } });

const idOf = (message: { type: string; payload?: unknown }): string => {
  assert.equal(message.type, 'next', JSON.stringify(message));
  return (message.payload as { data: { staffOrderEvents: { id: string } } }).data.staffOrderEvents.id;
};

/** Staff feeds send nothing on subscribing: orders are placed until one is announced. */
async function untilLive(feed: Subscription): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const id = await placeOrder(t.app);
    const message = await feed.next(500).catch(() => undefined);
    if (message) {
      // Orders placed by earlier attempts may still arrive: read until this one.
      for (let seen = idOf(message); seen !== id; seen = idOf(await feed.next())) {
        /* an earlier attempt's order */
      }
      return;
    }
  }
  throw new Error('the staff feed never went live');
}

/** Every order id the feed has announced until it closed (or `ms` passed with nothing). */
async function drain(feed: Subscription, ms = 1000): Promise<string[]> {
  const ids: string[] = [];
  for (;;) {
    const message = await feed.next(ms).catch(() => undefined);
    if (!message) return ids;
    ids.push(idOf(message));
  }
}

const staffList = async (token: string): Promise<string[]> =>
  ((await staffCall(t.app, token, 'GET', '/shop/staff/orders?limit=100')).json().data as { id: string }[]).map((o) => o.id);

describe('staff live connections', () => {
  test('a connection is closed (4401) when its ID token expires; one with an expired token is refused', async () => {
    await createStaffUser(idp, 'krotki.token@sushikami.pl');
    await setIdTokenLifetime(idp, 4, 'seconds');
    const { idToken } = await signIn(idp, 'krotki.token@sushikami.pl');
    await setIdTokenLifetime(idp, 1, 'hours');
    const expiresAtMs = Number(claimsOf(idToken).exp) * 1000;

    const feed = await board(idToken);
    try {
      await untilLive(feed);
      const closed = await Promise.race([feed.closed, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('still open')), 8000))]);
      assert.deepEqual(closed, { code: 4401, reason: 'ID token expired' });
      // At the expiry, not before it (a second of slack for the timers of a busy machine).
      assert.ok(Date.now() >= expiresAtMs - 50, `closed ${expiresAtMs - Date.now()} ms early`);
      assert.ok(Date.now() <= expiresAtMs + 1500, `closed ${Date.now() - expiresAtMs} ms late`);
    } finally {
      await feed.close();
    }

    const again = await board(idToken);
    try {
      const refused = await again.next();
      assert.equal(refused.type, 'error');
      assert.match(JSON.stringify(refused.payload), /UNAUTHENTICATED/);
    } finally {
      await again.close();
    }
  });

  test('a board moving to a fresh token before expiry misses no event; one that reconnects after a gap catches up by re-reading', async () => {
    await createStaffUser(idp, 'zmiana@sushikami.pl');
    await setIdTokenLifetime(idp, 6, 'seconds');
    const first = await signIn(idp, 'zmiana@sushikami.pl');
    await setIdTokenLifetime(idp, 1, 'hours');

    // Make before break, as the site does: the renewed connection is live before the old one ends.
    const old = await board(first.idToken);
    await untilLive(old);
    const renewed = await board((await signIn(idp, 'zmiana@sushikami.pl')).idToken);
    await untilLive(renewed);
    const placed: string[] = [];
    let placing = true;
    const orders = (async () => {
      while (placing) {
        placed.push(await placeOrder(t.app));
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    })();
    assert.equal((await old.closed).code, 4401);
    await new Promise((resolve) => setTimeout(resolve, 600)); // a few orders after the old one ended
    placing = false;
    await orders;
    const onRenewed = await drain(renewed);
    assert.ok(placed.length >= 5, `only ${placed.length} orders placed`);
    assert.deepEqual(onRenewed, placed, 'every order, in order, on the renewed connection');
    await renewed.close();

    // Break, then make: an order placed while no connection is open reaches no feed, and the
    // board's re-read after reconnecting (what the site does on every 'connected') has it.
    const gap = await placeOrder(t.app);
    const back = await board((await signIn(idp, 'zmiana@sushikami.pl')).idToken);
    try {
      await untilLive(back);
      const fresh = (await signIn(idp, 'zmiana@sushikami.pl')).idToken;
      assert.ok((await staffList(fresh)).includes(gap), 'the order placed in the gap is in the re-read list');
      const after = await placeOrder(t.app);
      assert.equal(idOf(await back.next()), after);
    } finally {
      await back.close();
    }
  });

  test('a connection is closed (4403) within the check interval after its person leaves the staff group', async () => {
    await setIdTokenLifetime(idp, 1, 'hours');
    const { idToken } = await createStaffUser(idp, 'odchodzi@sushikami.pl');
    const username = String(claimsOf(idToken)['cognito:username']);
    const feed = await board(idToken);
    try {
      await untilLive(feed);
      await callCognito(idp.endpoint, 'AdminRemoveUserFromGroup', { UserPoolId: idp.userPoolId, Username: username, GroupName: 'staff' });
      const removedAt = Date.now();
      const closed = await Promise.race([feed.closed, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('still open')), 10_000))]);
      assert.deepEqual(closed, { code: 4403, reason: 'No longer in the staff group' });
      assert.ok(Date.now() - removedAt <= CHECK_SECONDS * 1000 + 2000, `closed after ${Date.now() - removedAt} ms`);
    } finally {
      await feed.close();
    }

    // The token still says 'staff' for an hour; the group list decides a new subscription.
    assert.ok((claimsOf(idToken)['cognito:groups'] as string[]).includes('staff'));
    const again = await board(idToken);
    try {
      const refused = await again.next();
      assert.equal(refused.type, 'error');
      assert.match(JSON.stringify(refused.payload), /FORBIDDEN/);
    } finally {
      await again.close();
    }
  });
});

describe('order-tracking connections and API key rotation', () => {
  test('a connection on a key no longer listed is closed at the next check; the listed key keeps working', async () => {
    const id = await placeOrder(t.app);
    const follow = (key: string) => subscribe(wsUrl, { query: ORDER_STATUS, variables: { id }, connectionPayload: { 'x-api-key': key } });
    const onOld = await follow(OLD_KEY);
    const onNew = await follow(NEW_KEY);
    try {
      assert.equal((await onOld.next()).type, 'next');
      assert.equal((await onNew.next()).type, 'next');
      await writeFile(keyFile, `${NEW_KEY}\n`); // the old key retired
      const retiredAt = Date.now();
      assert.deepEqual(await onOld.closed, { code: 4403, reason: 'API key no longer accepted' });
      assert.ok(Date.now() - retiredAt <= CHECK_SECONDS * 1000 + 2000);
      // HTTP agrees at once with the file as last read; the new key's connection stays.
      const post = (key: string) =>
        t.app.inject({ method: 'POST', url: '/graphql', headers: { 'x-api-key': key }, payload: { query: `{ order(id: "${id}") { id } }` } });
      assert.equal((await post(OLD_KEY)).statusCode, 401);
      assert.equal((await post(NEW_KEY)).statusCode, 200);
      await assert.rejects(onNew.next(CHECK_SECONDS * 3000), /no websocket message/);

      // The page reconnects with the key of its build: refused until it loads the new build.
      const retry = await follow(OLD_KEY);
      try {
        assert.match(JSON.stringify(await retry.next()), /INVALID_API_KEY/);
      } finally {
        await retry.close();
      }
    } finally {
      await onOld.close();
      await onNew.close();
      await writeFile(keyFile, `${OLD_KEY}\n${NEW_KEY}\n`);
      await new Promise((resolve) => setTimeout(resolve, CHECK_SECONDS * 3000)); // read again
    }
  });

  test('an empty key file keeps the last keys', async () => {
    await writeFile(keyFile, '# nothing\n');
    try {
      await new Promise((resolve) => setTimeout(resolve, CHECK_SECONDS * 3000));
      const res = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'x-api-key': OLD_KEY }, payload: { query: '{ order(id: "ZZZZZZZZZZ") { id } }' } });
      assert.equal(res.statusCode, 200);
    } finally {
      await writeFile(keyFile, `${OLD_KEY}\n${NEW_KEY}\n`);
    }
  });
});

describe('settings and the admin call to real Cognito', () => {
  test('LIVE_CHECK_SECONDS and GRAPHQL_API_KEY_FILE are checked at start', async () => {
    assert.equal(loadConfig({}).liveCheckMs, 30_000);
    assert.throws(() => loadConfig({ LIVE_CHECK_SECONDS: '60' }), /at most 45/);
    assert.throws(() => loadConfig({ GRAPHQL_API_KEY_FILE: path.join(os.tmpdir(), 'no-such-key-file') }), /cannot be read/);
    const empty = path.join(path.dirname(keyFile), 'empty');
    await writeFile(empty, '\n');
    assert.throws(() => loadConfig({ GRAPHQL_API_KEY_FILE: empty }), /lists no key/);
  });

  test('while the provider cannot be asked, staff connections stay (their tokens still end them)', async () => {
    // staff-membership.ts reads the list and warns; undefined is its "cannot be had" (staff-removed.test.ts).
    let down = true;
    const live = createLiveConnections({
      acceptsKey: () => true,
      staffMembers: async () => (down ? undefined : new Set(['ada'])),
      intervalMs: 60_000,
      warn: () => undefined,
    });
    const closes: number[] = [];
    const socket = { readyState: 1, close: (code: number) => void closes.push(code), once: () => socket };
    try {
      live.track(socket, { apiKey: 'k', staff: { username: 'bob', expiresAt: Date.now() / 1000 + 3600 } });
      await live.check();
      assert.deepEqual(closes, []);
      down = false;
      await live.check();
      assert.deepEqual(closes, [4403]);
      assert.equal(live.size(), 0);
    } finally {
      live.stop();
    }
  });

  test('ListUsersInGroup is SigV4-signed for cognito-idp with the standard credential chain', async () => {
    const seen: http.IncomingHttpHeaders[] = [];
    const server = http.createServer((req, res) => {
      seen.push(req.headers);
      req.resume().on('end', () => res.end(JSON.stringify({ Users: [{ Username: 'ada' }] })));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
    process.env.AWS_ACCESS_KEY_ID = 'AKIDEXAMPLE';
    process.env.AWS_SECRET_ACCESS_KEY = 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY';
    try {
      const { port } = server.address() as { port: number };
      const names = await usernamesInGroup({ endpoint: `http://127.0.0.1:${port}`, userPoolId: 'eu-central-1_X', sign: sigV4Signer('eu-central-1') }, 'staff');
      assert.deepEqual([...names], ['ada']);
      assert.match(String(seen[0]?.authorization), /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-central-1\/cognito-idp\/aws4_request, SignedHeaders=[^,]*x-amz-target/);
      assert.equal(seen[0]?.['x-amz-target'], 'AWSCognitoIdentityProviderService.ListUsersInGroup');
      // And the same signed call is what cognito-local answers (it ignores the signature).
      const local = await usernamesInGroup({ endpoint: idp.endpoint, userPoolId: idp.userPoolId, sign: sigV4Signer('eu-central-1') }, 'staff');
      assert.ok(local.size >= 2);
    } finally {
      if (saved.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
      else process.env.AWS_ACCESS_KEY_ID = saved.id;
      if (saved.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
      else process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
