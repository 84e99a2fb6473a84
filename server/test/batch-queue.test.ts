/**
 * The queue orders wait in before the database (D76): arrival order kept, each item answered on
 * its own, a batch that fails as a whole run item by item, refusals past its limit, other work
 * on the database never refused. Behind a real fair gate.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createFairGate, type FairGate } from '../src/db/fair-access';
import { createBatchQueue, DatabaseBusyError } from '../src/lib/batch-queue';
import { latch } from './helpers/latch';

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
