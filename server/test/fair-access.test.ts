/**
 * Fair access to the embedded database (D76): the gate's turns in arrival order under
 * contention, each in a round of the event loop of its own; queries inside a turn or a
 * transaction passing. On a real in-memory PGlite where it matters. (The batch queue the orders
 * wait in before their turns: batch-queue.test.ts.)
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { openDatabase, type OpenDatabase } from '../src/db/database';
import { createFairGate } from '../src/db/fair-access';
import { latch } from './helpers/latch';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('fair gate', () => {
  test('turns are served one at a time in arrival order, whatever each takes', async () => {
    const gate = createFairGate();
    const served: number[] = [];
    let inside = 0;
    const turns = Array.from({ length: 30 }, (_, i) =>
      gate.run(async () => {
        inside++;
        assert.equal(inside, 1, 'two turns at once');
        // Later turns are quicker: without the gate they would finish first.
        await sleep(i % 3 === 0 ? 6 : 0);
        served.push(i);
        inside--;
      }),
    );
    await Promise.all(turns);
    assert.deepEqual(served, Array.from({ length: 30 }, (_, i) => i));
    assert.equal(gate.waiting, 0);
  });

  test('each turn starts in a round of the event loop of its own: I/O callbacks run between turns', async () => {
    const gate = createFairGate();
    const log: string[] = [];
    // Turns whose work never waits for I/O, as PGlite's does not.
    const turns = [1, 2, 3].map((i) => gate.run(async () => void log.push(`turn ${i}`)));
    for (let i = 0; i < 10; i++) await Promise.resolve();
    assert.equal(log.length, 0, 'a turn ran in the round that asked for it');
    setImmediate(() => log.push('loop'));
    await Promise.all(turns);
    assert.deepEqual(log, ['turn 1', 'loop', 'turn 2', 'turn 3']);
  });

  test('work inside a turn passes without waiting again (no self-deadlock)', async () => {
    const gate = createFairGate();
    const result = await gate.run(async () => `${await gate.run(async () => gate.run(async () => 'nested'))} ok`);
    assert.equal(result, 'nested ok');
  });

  test('a task a turn started queues like any other once the turn is over', async () => {
    const gate = createFairGate();
    const hold = latch();
    let late: Promise<string> | undefined;
    await gate.run(async () => {
      late = (async () => {
        await sleep(5); // still running after its turn ended
        return gate.run(async () => 'late');
      })();
    });
    const blocker = gate.run(() => hold.opened);
    await sleep(20);
    let done = false;
    void late!.then(() => (done = true));
    await sleep(5);
    assert.equal(done, false, 'the late task overtook the turn being served');
    hold.open();
    await blocker;
    assert.equal(await late!, 'late');
  });
});

describe('fair gate in front of PGlite', () => {
  let database: OpenDatabase;
  before(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  after(async () => {
    await database?.close();
  });

  test('a transaction\'s own queries pass; top-level queries wait their turn behind it, in arrival order', async () => {
    const { db } = database;
    const order: string[] = [];
    const hold = latch();
    const tx = db.transaction(async (t) => {
      await t.execute(sql`select 1`);
      await hold.opened;
      await t.execute(sql`select 2`);
      order.push('tx');
    });
    await sleep(5);
    const queries = Array.from({ length: 8 }, (_, i) => db.execute(sql`select ${i}::int as n`).then(() => order.push(`q${i}`)));
    await sleep(5);
    assert.deepEqual(order, []);
    hold.open();
    await Promise.all([tx, ...queries]);
    assert.deepEqual(order, ['tx', 'q0', 'q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7']);
  });

  test('work a notification starts during a turn waits for its own turn', async () => {
    const { db, gate } = database;
    const client = (db as unknown as { $client: { listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>> } }).$client;
    const order: string[] = [];
    let heard!: Promise<unknown>;
    const stop = await client.listen('fair_test', () => {
      heard = db.execute(sql`select 'listener'`).then(() => order.push('listener query'));
    });
    await gate!.run(async () => {
      await db.transaction(async (t) => void (await t.execute(sql`select pg_notify('fair_test', 'x')`)));
      await db.execute(sql`select 1`);
      await sleep(5);
      await db.execute(sql`select 2`);
      order.push('turn done');
    });
    await heard;
    await stop();
    assert.deepEqual(order, ['turn done', 'listener query']);
  });

  test('a turn is one unit of work: its queries and transaction run back to back, later callers after it', async () => {
    const { db, gate } = database;
    const order: string[] = [];
    const unit = gate!.run(async () => {
      await db.execute(sql`select 1`);
      await sleep(5); // others arrive now
      await db.transaction(async (t) => void (await t.execute(sql`select 2`)));
      await db.execute(sql`select 3`);
      order.push('unit');
    });
    await sleep(1);
    const other = db.execute(sql`select 4`).then(() => order.push('other'));
    await Promise.all([unit, other]);
    assert.deepEqual(order, ['unit', 'other']);
  });
});
