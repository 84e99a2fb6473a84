/**
 * A rush of orders on the embedded database (D76): past DB_QUEUE_LIMIT waiting customers the
 * API answers 503 SERVER_BUSY with Retry-After and a Polish message at once; the site sends the
 * same order again with its Idempotency-Key, and no order is lost or stored twice.
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
const skip = TEST_DB_KIND === 'postgres' ? 'the embedded database\'s queue: runs in the PGlite pass' : false;

let idp: LocalCognito;
let t: TestApp;

before(async () => {
  if (skip) return;
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

describe('a rush of orders past the embedded database\'s queue', { skip }, () => {
  test('503 SERVER_BUSY with Retry-After and a Polish message; the accepted and the retried are each stored once', async () => {
    const keys = Array.from({ length: RUSH }, () => randomUUID());
    const send = (key: string, n: number) => postOrder(t.app, orderBody({ notes: `rush ${n}` }), { 'idempotency-key': key });
    // The database busy with something long (a staff transaction, a backup) as the rush arrives.
    let release!: () => void;
    const held = t.database.gate!.run(() => new Promise<void>((r) => (release = r)));
    let answered = 0;
    const pending = keys.map((key, n) => send(key, n).finally(() => answered++));
    // Everyone has arrived once LIMIT wait and the rest were answered (refused) at once.
    for (let ms = 0; !(t.database.gate!.waiting === LIMIT && answered === RUSH - LIMIT); ms += 10) {
      assert.ok(ms < 10_000, `stuck: ${t.database.gate!.waiting} waiting, ${answered} answered`);
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

  test('the queue empties after the rush: the next customer is served', async () => {
    assert.equal(t.database.gate?.waiting, 0);
    assert.equal((await postOrder(t.app, orderBody(), { 'idempotency-key': randomUUID() })).statusCode, 201);
  });
});
