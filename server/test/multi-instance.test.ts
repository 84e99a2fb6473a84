/**
 * Two real instances on one PostgreSQL database (TEST_DATABASE_URL) and one identity, as
 * docs/production.md runs them, on one machine: the second uses the first's cognito-local
 * (LOCAL_IDENTITY_URL). A staff token from either works on both (HTTP and live board), an
 * order placed on one is a live event on the other, and a SIGKILL of one while orders go to
 * both (each failed one retried on the other with the same Idempotency-Key) loses and doubles
 * none. PGlite is one process's own database, so there it is skipped.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import http from 'node:http';
import pg from 'pg';
import { loadConfig } from '../src/config';
import { connectToLocalCognito } from '../src/identity/local-cognito-shared';
import { callCognito, DEMO_STAFF, LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID } from '../src/identity/local-cognito';
import { subscribe, type Subscription } from './helpers/graphql-ws';
import { freePort, TEST_CODE } from './helpers/identity';
import { orderBody } from './helpers/orders';
import { startServerProcess, type ServerProcess } from './helpers/server-process';

const serverUrl = process.env.TEST_DATABASE_URL;
const KEY = 'local-public-key';
const STAFF_EVENTS = 'subscription { staffOrderEvents { id status at } }';
const ORDERS = 60;
const CLIENTS = 6;

let databaseUrl = '';
let databaseName = '';
let first: ServerProcess;
let second: ServerProcess;
/** The first instance's cognito-local, which the second uses (LOCAL_IDENTITY_URL). */
let identity = '';

async function admin<T>(run: (client: pg.Client) => Promise<T>, url = serverUrl!): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A call of the public Cognito API through an instance's /identity/, as the site makes it. */
async function throughIdentity(server: ServerProcess, action: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${server.base}/identity/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${action}` },
    body: JSON.stringify(body),
  });
  assert.equal(res.status, 200, `${action} through ${server.base}: ${await res.clone().text()}`);
  return (await res.json()) as Record<string, unknown>;
}

async function signInThrough(server: ServerProcess, email: string, password: string): Promise<string> {
  const answer = await throughIdentity(server, 'InitiateAuth', { ClientId: LOCAL_CLIENT_ID, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } });
  return (answer.AuthenticationResult as { IdToken: string }).IdToken;
}

function postOrder(server: ServerProcess, key: string): Promise<Response> {
  return fetch(`${server.base}/shop/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(orderBody()),
    signal: AbortSignal.timeout(10_000),
  });
}

async function placeOrder(server: ServerProcess): Promise<string> {
  const res = await postOrder(server, randomUUID());
  assert.equal(res.status, 201, await res.clone().text());
  return ((await res.json()) as { id: string }).id;
}

const staffBoard = (server: ServerProcess, token: string) =>
  subscribe(`${server.base.replace('http', 'ws')}/graphql`, { query: STAFF_EVENTS, connectionPayload: { 'x-api-key': KEY, authorization: `Bearer ${token}` } });

/**
 * Places orders on `on` until `board` (subscribed on the other instance) announces one: the feed
 * sends nothing on subscribing, so this is how the test knows it is live and crossing over.
 * Events of orders placed before (on the board's own instance) are passed over.
 */
async function crossesOver(board: Subscription, on: ServerProcess): Promise<void> {
  const placed = new Set<string>();
  for (let attempt = 0; attempt < 20; attempt++) {
    placed.add(await placeOrder(on));
    for (let message = await board.next(500).catch(() => undefined); message; message = await board.next(200).catch(() => undefined)) {
      assert.equal(message.type, 'next', JSON.stringify(message));
      const event = (message.payload as { data: { staffOrderEvents: { id: string; status: string } } }).data.staffOrderEvents;
      if (placed.has(event.id)) {
        assert.equal(event.status, 'new');
        return;
      }
    }
  }
  throw new Error('no order placed on one instance reached the staff board on the other');
}

test('LOCAL_IDENTITY_URL: an address of a host and port; refused in production, with Cognito and with LOCAL_COGNITO_CODE', () => {
  assert.equal(loadConfig({ LOCAL_IDENTITY_URL: 'http://127.0.0.1:9229/' }).identity.localIdentityUrl, 'http://127.0.0.1:9229');
  assert.equal(loadConfig({}).identity.localIdentityUrl, undefined);
  assert.throws(() => loadConfig({ LOCAL_IDENTITY_URL: '127.0.0.1:9229' }), /LOCAL_IDENTITY_URL must be another instance's cognito-local/);
  assert.throws(() => loadConfig({ LOCAL_IDENTITY_URL: 'http://127.0.0.1:9229/identity' }), /LOCAL_IDENTITY_URL must be/);
  const production = { NODE_ENV: 'production', COGNITO_USER_POOL_ID: 'eu-central-1_abc', COGNITO_CLIENT_ID: 'x', GRAPHQL_API_KEY: 'k', PUBLISH_TARGET: 's3://sushi-site/www', SMTP_URL: 'smtp://mail.example.pl:587', P24_MERCHANT_ID: '1', P24_POS_ID: '1', P24_CRC: 'c', P24_API_KEY: 'k', P24_BASE_URL: 'https://secure.przelewy24.pl' };
  assert.doesNotThrow(() => loadConfig(production));
  assert.throws(() => loadConfig({ ...production, LOCAL_IDENTITY_URL: 'http://127.0.0.1:9229' }), /Refusing to start: LOCAL_IDENTITY_URL/);
  assert.throws(() => loadConfig({ IDENTITY: 'cognito', COGNITO_USER_POOL_ID: 'eu-central-1_abc', COGNITO_CLIENT_ID: 'x', LOCAL_IDENTITY_URL: 'http://127.0.0.1:9229' }), /LOCAL_IDENTITY_URL needs IDENTITY=local/);
  assert.throws(() => loadConfig({ LOCAL_IDENTITY_URL: 'http://127.0.0.1:9229', LOCAL_COGNITO_CODE: '123456' }), /LOCAL_COGNITO_CODE has no effect with LOCAL_IDENTITY_URL/);
});

test('a LOCAL_IDENTITY_URL where no local identity of the shop answers stops the start, naming it', async () => {
  const nothing = `http://127.0.0.1:${await freePort()}`;
  await assert.rejects(connectToLocalCognito(nothing), new RegExp(`LOCAL_IDENTITY_URL=${nothing}: no local identity of this shop answers there`));
  // Something answers, but it is not cognito-local with the shop's pool.
  const other = http.createServer((_req, res) => res.writeHead(404, { 'content-type': 'application/json' }).end('{}'));
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${(other.address() as { port: number }).port}`;
    await assert.rejects(connectToLocalCognito(url), new RegExp(`LOCAL_IDENTITY_URL=${url}: no local identity of this shop answers there \\(404`));
  } finally {
    other.close();
  }
});

describe('two instances on one PostgreSQL, one local identity', { skip: serverUrl ? false : 'needs PostgreSQL (TEST_DATABASE_URL): PGlite is one process\'s own database' }, () => {
  before(async () => {
    databaseName = `multi_instance_${Date.now()}`;
    await admin((c) => c.query(`create database ${databaseName}`));
    const url = new URL(serverUrl!);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    const freeStandIns = { DATABASE_URL: databaseUrl, LOCAL_SMTP_PORT: '0', LOCAL_P24_PORT: '0' };
    first = await startServerProcess(await freePort(), { ...freeStandIns, LOCAL_COGNITO_PORT: '0', LOCAL_COGNITO_CODE: TEST_CODE });
    identity = /Identity: cognito-local (http:\/\/127\.0\.0\.1:\d+)/.exec(first.output())?.[1] ?? '';
    assert.ok(identity, first.output());
    second = await startServerProcess(await freePort(), { ...freeStandIns, LOCAL_IDENTITY_URL: identity });
    assert.match(second.output(), new RegExp(`Using the local identity of another instance: ${identity}`));
    assert.doesNotMatch(second.output(), /Cognito Local running/, 'the second runs no cognito-local of its own');
  });
  after(async () => {
    await second?.kill();
    await first?.kill();
    if (databaseName) await admin((c) => c.query(`drop database if exists ${databaseName} with (force)`));
  });

  test('a staff token from either instance works on both, for staff routes and the live board; events cross over', async () => {
    // A new member of staff: signed up through the second, confirmed through the first, added to
    // the group in the first's cognito-local. Only one shared pool makes this one account.
    const cook = { email: `kucharz-${randomUUID().slice(0, 8)}@sushikami.pl`, password: 'Haslo1234' };
    await throughIdentity(second, 'SignUp', { ClientId: LOCAL_CLIENT_ID, Username: cook.email, Password: cook.password, UserAttributes: [{ Name: 'email', Value: cook.email }] });
    await throughIdentity(first, 'ConfirmSignUp', { ClientId: LOCAL_CLIENT_ID, Username: cook.email, ConfirmationCode: TEST_CODE });
    await callCognito(identity, 'AdminAddUserToGroup', { UserPoolId: LOCAL_USER_POOL_ID, Username: cook.email, GroupName: 'staff' });

    const tokens = {
      'the demo staff through the first': await signInThrough(first, DEMO_STAFF.email, DEMO_STAFF.password),
      'the demo staff through the second': await signInThrough(second, DEMO_STAFF.email, DEMO_STAFF.password),
      'the new cook through the second': await signInThrough(second, cook.email, cook.password),
      'the new cook through the first': await signInThrough(first, cook.email, cook.password),
    };
    for (const server of [first, second]) {
      for (const [who, token] of Object.entries(tokens)) {
        const res = await fetch(`${server.base}/shop/staff/settings`, { headers: { authorization: `Bearer ${token}` } });
        assert.equal(res.status, 200, `${server.base} with ${who}`);
      }
      const notSignedIn = await fetch(`${server.base}/shop/staff/settings`, { headers: { authorization: 'Bearer not-a-token' } });
      assert.equal(notSignedIn.status, 401);
    }
    // Tokens signed in through one instance on the other's board: each hears the other's orders.
    const onFirst = await staffBoard(first, tokens['the new cook through the second']);
    const onSecond = await staffBoard(second, tokens['the demo staff through the first']);
    try {
      await crossesOver(onSecond, first);
      await crossesOver(onFirst, second);
    } finally {
      await onFirst.close();
      await onSecond.close();
    }
  });

  test('SIGKILL of one instance while orders go to both, retried on the other with the same key: none lost, none doubled', async () => {
    const run = randomUUID().slice(0, 8);
    const keys = Array.from({ length: ORDERS }, (_, i) => `multi-${run}-${i}`);
    const acknowledged = new Map<string, string>();
    let killed: Promise<void> | undefined;
    let retriedOnTheOther = 0;
    let next = 0;
    const client = async () => {
      while (next < keys.length) {
        const i = next++;
        // Half to each; a failure (refused connection, a reset by the kill, a 5xx) goes to the other.
        let target = i % 2 === 0 ? first : second;
        for (let attempt = 0; !acknowledged.has(keys[i]); attempt++) {
          assert.ok(attempt < 10, `order ${keys[i]} was never acknowledged`);
          try {
            const res = await postOrder(target, keys[i]);
            if (res.status === 200 || res.status === 201) {
              acknowledged.set(keys[i], ((await res.json()) as { id: string }).id);
              break;
            }
            assert.ok(res.status >= 500, `order ${keys[i]}: ${res.status} ${await res.text()}`);
          } catch (err) {
            if (err instanceof assert.AssertionError) throw err;
          }
          target = target === first ? second : first;
          retriedOnTheOther++;
          await new Promise((r) => setTimeout(r, 50));
        }
        if (acknowledged.size >= ORDERS / 3) killed ??= second.kill('SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, client));
    await killed;
    assert.equal(second.child.signalCode, 'SIGKILL', 'the second was killed in the middle');
    assert.ok(retriedOnTheOther > 0, 'some orders failed on the killed one and went to the other');

    const stored = await admin(
      (c) => c.query<{ key: string; ids: string[] }>(
        "select idempotency_key as key, array_agg(public_id) as ids from orders where idempotency_key like $1 group by idempotency_key",
        [`multi-${run}-%`],
      ),
      databaseUrl,
    );
    const byKey = new Map(stored.rows.map((row) => [row.key, row.ids]));
    assert.equal(acknowledged.size, ORDERS, 'every order was acknowledged');
    assert.deepEqual(keys.filter((key) => !byKey.has(key)), [], 'lost');
    assert.deepEqual(stored.rows.filter((row) => row.ids.length !== 1).map((row) => row.key), [], 'doubled');
    assert.deepEqual(keys.filter((key) => byKey.get(key)?.[0] !== acknowledged.get(key)), [], 'acknowledged as another order than the one stored');
  });
});
