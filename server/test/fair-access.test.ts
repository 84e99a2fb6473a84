/**
 * The embedded database's gate (D76): turns in arrival order under contention, queries inside a
 * turn or a transaction passing straight through, and the bound refusing a customer's request
 * while background work still queues. On a real in-memory PGlite where it matters.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { openDatabase, type OpenDatabase } from '../src/db/database';
import { createFairGate, DatabaseBusyError, inTurn } from '../src/db/fair-access';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A promise and the function that settles it: a turn held open until the test says so. */
function latch() {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { open, opened };
}

describe('fair gate', () => {
  test('turns are served one at a time in arrival order, whatever each takes', async () => {
    const gate = createFairGate(100);
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

  test('work inside a turn passes without waiting again (no self-deadlock)', async () => {
    const gate = createFairGate(1);
    const result = await gate.run(async () => {
      const inner = await gate.run(async () => gate.run(async () => 'nested'));
      return `${inner} ok`;
    });
    assert.equal(result, 'nested ok');
  });

  test('past the limit a bounded turn is refused at once; background turns still queue', async () => {
    const gate = createFairGate(2);
    const hold = latch();
    const first = gate.run(() => hold.opened);
    const waiting = [gate.run(async () => 'a', { bounded: true }), gate.run(async () => 'b', { bounded: true })];
    await assert.rejects(gate.run(async () => 'c', { bounded: true }), (err: unknown) => {
      assert.ok(err instanceof DatabaseBusyError);
      assert.equal(err.retryAfterSeconds, 1);
      assert.equal(err.waiting, 2);
      return true;
    });
    const background = gate.run(async () => 'mail');
    assert.equal(gate.waiting, 3);
    hold.open();
    await first;
    assert.deepEqual(await Promise.all([...waiting, background]), ['a', 'b', 'mail']);
    // The queue drained: a customer is served again.
    assert.equal(await gate.run(async () => 'd', { bounded: true }), 'd');
  });

  test('a task a turn started queues like any other once the turn is over', async () => {
    const gate = createFairGate(10);
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
    database = await openDatabase({ dataDir: 'memory://', queueLimit: 5 });
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

  test('a unit of work is one turn: its queries and transaction run back to back, later callers after it', async () => {
    const { db } = database;
    const order: string[] = [];
    const unit = inTurn(db, async () => {
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

  test('a full queue refuses a customer\'s unit of work with DatabaseBusyError', async () => {
    const { db } = database;
    const hold = latch();
    const holder = inTurn(db, () => hold.opened);
    const queued = Array.from({ length: 5 }, () => inTurn(db, async () => db.execute(sql`select 1`)));
    await assert.rejects(inTurn(db, async () => db.execute(sql`select 1`)), DatabaseBusyError);
    assert.equal(database.gate?.waiting, 5);
    hold.open();
    await Promise.all([holder, ...queued]);
    assert.equal(database.gate?.waiting, 0);
  });
});
