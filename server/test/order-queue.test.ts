/**
 * A rush of orders (D76): they wait in arrival order and are placed in batches; past
 * DB_QUEUE_LIMIT waiting the API answers 503 SERVER_BUSY with Retry-After and a Polish message
 * at once; the site sends the same order again with its Idempotency-Key, and no order is lost or
 * stored twice. The orders' gate is held busy while they arrive.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { LocalCognito } from '../src/identity/local-cognito';
import { createTestApp, TEST_DB_KIND, type TestApp } from './helpers/app';
import { startTestIdentity } from './helpers/identity';
import { orderBody, postOrder } from './helpers/orders';

const LIMIT = 3;
const RUSH = 40;

let idp: LocalCognito;
let t: TestApp;

before(async () => {
  idp = await startTestIdentity();
  t = await createTestApp({ idp, env: { DB_QUEUE_LIMIT: String(LIMIT) } });
});
after(async () => {
  await t?.close();
  await idp?.stop();
});

/** Rows per idempotency key, read from the database itself. */
async function storedByKey(keys: string[]): Promise<Map<string, string[]>> {
  const rows = (await t.database.db.execute(sql`select idempotency_key as key, public_id as id from orders where idempotency_key is not null`)) as unknown as
    | { rows: { key: string; id: string }[] }
    | { key: string; id: string }[];
  const list = Array.isArray(rows) ? rows : rows.rows;
  const wanted = new Set(keys);
  const byKey = new Map<string, string[]>();
  for (const { key, id } of list) if (wanted.has(key)) byKey.set(key, [...(byKey.get(key) ?? []), id]);
  return byKey;
}

describe(`a rush of orders past the queue (${TEST_DB_KIND})`, () => {
  test('503 SERVER_BUSY with Retry-After and a Polish message; the accepted and the retried are each stored once', async () => {
    const keys = Array.from({ length: RUSH }, () => randomUUID());
    const send = (key: string, n: number) => postOrder(t.app, orderBody({ notes: `rush ${n}` }), { 'idempotency-key': key });
    // The orders' turn taken by something long (on PGlite: a staff transaction, a backup) as the rush arrives.
    let release!: () => void;
    const held = t.app.orderGate.run(() => new Promise<void>((r) => (release = r)));
    let answered = 0;
    const pending = keys.map((key, n) => send(key, n).finally(() => answered++));
    // Everyone has arrived once the rest were answered (refused) at once while LIMIT wait.
    for (let ms = 0; answered < RUSH - LIMIT; ms += 10) {
      assert.ok(ms < 10_000, `stuck: ${answered} answered`);
      await new Promise((r) => setTimeout(r, 10));
    }
    release();
    await held;
    const first = await Promise.all(pending);

    const accepted = keys.filter((_, i) => first[i].statusCode === 201);
    const refused = keys.filter((_, i) => first[i].statusCode === 503);
    assert.equal(accepted.length + refused.length, RUSH, `other answers: ${first.map((r) => r.statusCode).join(',')}`);
    // LIMIT waited and were served; the rest were refused at once rather than queued.
    assert.equal(accepted.length, LIMIT);
    const busy = first.find((r) => r.statusCode === 503)!;
    assert.equal(busy.headers['retry-after'], '1');
    assert.deepEqual(busy.json(), {
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Serwer jest teraz bardzo obciążony. Spróbuj ponownie za chwilę.',
      code: 'SERVER_BUSY',
    });

    let stored = await storedByKey(keys);
    assert.deepEqual(refused.filter((k) => stored.has(k)), [], 'a refused order was stored');
    for (const [i, key] of keys.entries()) {
      if (first[i].statusCode === 201) assert.deepEqual(stored.get(key), [first[i].json().id], `key ${i}`);
    }

    // The site's retry after Retry-After: the same keys, one by one as a quieter moment allows.
    for (const key of refused) assert.equal((await send(key, -1)).statusCode, 201);
    // A retry of an accepted order (its answer lost on the way) gets that order back, not a second one.
    const again = await send(accepted[0], -1);
    assert.equal(again.statusCode, 200);
    assert.equal(again.json().id, first[keys.indexOf(accepted[0])].json().id);

    stored = await storedByKey(keys);
    assert.equal(stored.size, RUSH, 'lost orders');
    assert.deepEqual([...stored.values()].filter((ids) => ids.length !== 1), [], 'doubled orders');
  });

  /** Requests that wait for the database together (at most LIMIT), so one batch takes them all. */
  async function inOneBatch(requests: (() => ReturnType<typeof postOrder>)[]) {
    assert.ok(requests.length <= LIMIT);
    let release!: () => void;
    const held = t.app.orderGate.run(() => new Promise<void>((r) => (release = r)));
    const answers = Promise.all(requests.map((send) => send()));
    await new Promise((r) => setTimeout(r, 50));
    release();
    await held;
    return answers;
  }

  test('in one batch: one key sent twice is stored once, a refused order and a retry get their own answers', async () => {
    const earlier = await postOrder(t.app, orderBody(), { 'idempotency-key': 'batch-earlier' });
    assert.equal(earlier.statusCode, 201);
    const [twice1, far, twice2] = await inOneBatch([
      () => postOrder(t.app, orderBody(), { 'idempotency-key': 'batch-twice' }),
      () => postOrder(t.app, orderBody({ address: { street: 'ul. Długa 1', postalCode: '05-500', city: 'Piaseczno' } }), { 'idempotency-key': 'batch-far' }),
      () => postOrder(t.app, orderBody(), { 'idempotency-key': 'batch-twice' }),
    ]);
    assert.deepEqual([twice1.statusCode, twice2.statusCode], [201, 200]);
    assert.equal(twice2.json().id, twice1.json().id);
    assert.equal(far.statusCode, 422);
    assert.equal(far.json().code, 'OUT_OF_ZONE');

    const [again, plain] = await inOneBatch([
      () => postOrder(t.app, orderBody(), { 'idempotency-key': 'batch-earlier' }),
      () => postOrder(t.app, orderBody({ notes: 'zwykłe' }), { 'idempotency-key': 'batch-plain' }),
    ]);
    assert.equal(again.statusCode, 200);
    assert.equal(again.json().id, earlier.json().id);
    assert.equal(plain.statusCode, 201);
    assert.equal(plain.json().notes, 'zwykłe');

    const rows = await storedByKey(['batch-earlier', 'batch-far', 'batch-twice', 'batch-plain']);
    assert.deepEqual(
      [...rows.entries()].map(([k, ids]) => `${k} ${ids.length}`).sort(),
      ['batch-earlier 1', 'batch-plain 1', 'batch-twice 1'],
    );
  });

  test('the queue empties after the rush: the next customer is served', async () => {
    assert.equal(t.app.orderGate.waiting, 0);
    assert.equal((await postOrder(t.app, orderBody(), { 'idempotency-key': randomUUID() })).statusCode, 201);
  });
});
