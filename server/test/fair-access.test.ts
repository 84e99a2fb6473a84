/**
 * Fair access to the embedded database (D76): the gate's turns in arrival order under
 * contention, each in a round of the event loop of its own; queries inside a turn or a
 * transaction passing; the batch queue keeping arrival order, answering each item on its own
 * and refusing past its limit. On a real in-memory PGlite where it matters.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { openDatabase, type OpenDatabase } from '../src/db/database';
import { createBatchQueue, createFairGate, DatabaseBusyError, type FairGate } from '../src/db/fair-access';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A turn held open until the test lets it go. */
function latch() {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { open, opened };
}

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

describe('batch queue', () => {
  const queueOf = (gate: FairGate, limit: number, batches: number[][], fail?: (items: number[]) => boolean) =>
    createBatchQueue<number, string>({
      gate,
      limit,
      maxBatch: 3,
      runBatch: async (items) => {
        batches.push(items);
        if (fail?.(items)) throw new Error('the transaction failed');
        return items.map((i) => (i === 13 ? new Error('refused: 13') : `placed ${i}`));
      },
      runOne: async (i) => (i === 6 ? Promise.reject(new Error('6 alone')) : `alone ${i}`),
      onBatchFailed: () => undefined,
    });

  test('items run in arrival order, in batches of what waits when the turn comes; each gets its own answer', async () => {
    const gate = createFairGate();
    const batches: number[][] = [];
    const queue = queueOf(gate, 100, batches);
    const hold = latch();
    const held = gate.run(() => hold.opened);
    const answers = [10, 11, 12, 13, 14].map((i) => queue.submit(i).catch((e: Error) => e.message));
    assert.equal(queue.waiting, 5);
    hold.open();
    await held;
    assert.deepEqual(await Promise.all(answers), ['placed 10', 'placed 11', 'placed 12', 'refused: 13', 'placed 14']);
    assert.deepEqual(batches, [[10, 11, 12], [13, 14]]);
  });

  test('a batch failing as a whole is run item by item', async () => {
    const gate = createFairGate();
    const batches: number[][] = [];
    const queue = queueOf(gate, 100, batches, (items) => items.includes(5));
    const answers = [4, 5, 6].map((i) => queue.submit(i).catch((e: Error) => e.message));
    assert.deepEqual(await Promise.all(answers), ['alone 4', 'alone 5', '6 alone']);
  });

  test('past the limit an item is refused at once with DatabaseBusyError; once drained, served again', async () => {
    const gate = createFairGate();
    const queue = queueOf(gate, 2, []);
    const hold = latch();
    const held = gate.run(() => hold.opened);
    const accepted = [queue.submit(1), queue.submit(2)];
    await assert.rejects(queue.submit(3), (err: unknown) => {
      assert.ok(err instanceof DatabaseBusyError);
      assert.equal(err.retryAfterSeconds, 1);
      assert.equal(err.waiting, 2);
      return true;
    });
    // Other work on the database is never refused: it waits its turn.
    const background = gate.run(async () => 'mail');
    hold.open();
    await held;
    assert.deepEqual(await Promise.all([...accepted, background]), ['placed 1', 'placed 2', 'mail']);
    assert.equal(await queue.submit(4), 'placed 4');
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
