/**
 * The migrations folder stays one a database can be brought up to date from: the journal's order
 * is the order of its timestamps (drizzle-kit and drizzle's own migrator go by the timestamps; a
 * hand-edited `when` once made every database that ran 0005 skip 0006 and 0007), every entry has
 * its SQL file and snapshot, and a released migration's file never changes. No database needed.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { MIGRATIONS_DIR } from '../src/db/database';
import { RELEASED_SHA256 } from './helpers/released-migrations';

interface Entry {
  idx: number;
  when: number;
  tag: string;
}

/** Each way the journal can be wrong, one line each; empty when it is right. */
function journalProblems(folder: string): string[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: Entry[] };
  const problems: string[] = [];
  journal.entries.forEach((entry, position) => {
    if (entry.idx !== position) problems.push(`${entry.tag}: idx ${entry.idx} at position ${position}`);
    const before = journal.entries[position - 1];
    if (before && !(entry.when > before.when)) {
      problems.push(`${entry.tag}: when ${entry.when} is not later than ${before.tag}'s ${before.when}`);
    }
    if (!fs.existsSync(path.join(folder, `${entry.tag}.sql`))) problems.push(`${entry.tag}: no ${entry.tag}.sql`);
    const snapshot = `${entry.tag.split('_')[0]}_snapshot.json`;
    if (!fs.existsSync(path.join(folder, 'meta', snapshot))) problems.push(`${entry.tag}: no meta/${snapshot}`);
  });
  const tags = new Set(journal.entries.map((e) => e.tag));
  for (const file of fs.readdirSync(folder).filter((f) => f.endsWith('.sql'))) {
    if (!tags.has(file.replace(/\.sql$/, ''))) problems.push(`${file}: not in the journal`);
  }
  return problems;
}

describe('the migrations journal', () => {
  it('is in timestamp order and matches the SQL files and snapshots', () => {
    assert.deepEqual(journalProblems(MIGRATIONS_DIR), []);
  });

  it('would see each kind of mistake, the released one first', () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-'));
    try {
      fs.cpSync(MIGRATIONS_DIR, copy, { recursive: true });
      const journalFile = path.join(copy, 'meta', '_journal.json');
      const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: Entry[] };
      const edit = (change: (entries: Entry[]) => void) => {
        const entries = structuredClone(journal.entries);
        change(entries);
        fs.writeFileSync(journalFile, JSON.stringify({ ...journal, entries }));
        return journalProblems(copy);
      };
      // The journal as released up to this repair.
      assert.deepEqual(
        edit((e) => (e[5].when = 1795700000000)),
        ["0006_mail_outbox: when 1795610632482 is not later than 0005_delivery_terms's 1795700000000"],
      );
      assert.deepEqual(edit((e) => (e[7].when = e[6].when)), [
        `0007_online_payments: when ${journal.entries[6].when} is not later than 0006_mail_outbox's ${journal.entries[6].when}`,
      ]);
      assert.deepEqual(edit((e) => (e[2].idx = 3)), ['0002_staff_panel: idx 3 at position 2']);
      assert.deepEqual(edit((e) => (e[4].tag = '0004_drop_facebook')), [
        '0004_drop_facebook: no 0004_drop_facebook.sql',
        '0004_drop_instagram.sql: not in the journal',
      ]);
      edit(() => undefined);
      fs.rmSync(path.join(copy, 'meta', '0006_snapshot.json'));
      assert.deepEqual(journalProblems(copy), ['0006_mail_outbox: no meta/0006_snapshot.json']);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });

  it('leaves every released migration file as databases ran it', () => {
    for (const [tag, hash] of Object.entries(RELEASED_SHA256)) {
      const text = fs.readFileSync(path.join(MIGRATIONS_DIR, `${tag}.sql`));
      assert.equal(createHash('sha256').update(text).digest('hex'), hash, `${tag}.sql changed after its release: write a new migration instead`);
    }
  });
});
