/**
 * The migrations folder as released versions of the code had it, for tests that build databases
 * the way real ones were built (drizzle's own migrator at each start). The journal is the one
 * released last (fixtures/upgrade/released-journal.json, as at 47ee810): its `when` values are
 * what databases recorded, 0005_delivery_terms's 1795700000000 later than 0006's and 0007's. The
 * SQL is today's files: a released migration never changes, and RELEASED_SHA256 holds each to it.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../../src/db/database';

/**
 * sha256 of every released migration file, as databases recorded them. A database that ran a
 * migration never runs it again, so an edit to its file reaches only new databases and the two
 * silently differ (0003_releases was edited once, and migrate.ts must remember its first version).
 * A schema change is a new migration (`npm run db:generate`); add its hash here once it is released.
 */
export const RELEASED_SHA256: Record<string, string> = {
  '0000_init': 'ce592dda8a8770a79a4b65baaad3397961b970a3ab1634c13f1b2630281b27df',
  '0001_order_tracking': '6fba0475024bc3d69d621e9675d9ea00ee51bc18d7cb799c247b4b0558a2cdd0',
  '0002_staff_panel': '96dbf07dc53d7687a9c4aa616b17d383f4f5538898df859d09aaeeb4b731fade',
  '0003_releases': '507c9e5855585cdc8c70be7b7d5bd952863d311a8ba0a3b69b666015ae6f13a4',
  '0004_drop_instagram': 'd1ba02d9403ecdc95e99dda064e4ba7d0500acec17661591085f79d4fe6794c3',
  '0005_delivery_terms': '958654c6d1b7b60e637958b71172a99eb7b7b4ca07e37aec73a240ed4bd9db09',
  '0006_mail_outbox': 'e5f092cbb97f6e193a6e345f0072680a383dd3af1a4ac89098d94b106898d63b',
  '0007_online_payments': '0d038a1ef601496b925eb118cdfe7fa1ecadc1ff1a82c9f1f2e664cf79ecadec',
};

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/** A migration's SQL as released: today's file, refused if it changed since. */
export function releasedSql(tag: string): string {
  const text = fs.readFileSync(path.join(MIGRATIONS_DIR, `${tag}.sql`), 'utf8');
  assert.equal(sha256(text), RELEASED_SHA256[tag], `${tag}.sql changed after its release: write a new migration instead`);
  return text;
}

/** 0003_releases as first released (80c0121): without build_settings. */
function firstReleasesSql(): string {
  const first = releasedSql('0003_releases').replace(`\t"build_settings" text DEFAULT '{}' NOT NULL,\n`, '');
  // The reconstruction is the file databases ran then, byte for byte (migrate.ts knows this hash).
  assert.equal(sha256(first), '88b039a89efd154487c25c4a7c33c7dc047d7a0a424ce99fa6b23035ee854067');
  return first;
}
/** The `when` 0003_releases had in the journal of its first release. */
const FIRST_RELEASES_WHEN = 1795573108636;

export interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
  version: string;
  breakpoints: boolean;
}
interface Journal {
  entries: JournalEntry[];
  [other: string]: unknown;
}

const RELEASED_JOURNAL = path.join(__dirname, '..', 'fixtures', 'upgrade', 'released-journal.json');
const readReleasedJournal = (): Journal => JSON.parse(fs.readFileSync(RELEASED_JOURNAL, 'utf8')) as Journal;
export const releasedJournal = (): JournalEntry[] => readReleasedJournal().entries;

// Folders are written once per shape and only read afterwards; the process removes them on exit.
let root: string | undefined;
const folders = new Map<string, string>();

/**
 * A migrations folder with migrations 0..last as a released version had it, for drizzle's
 * migrator. firstReleases: with 0003_releases as first released (SQL and `when`), as a database
 * created before build_settings was added ran it.
 */
export function releasedMigrations(last: number, opts: { firstReleases?: boolean } = {}): string {
  const key = `${last}${opts.firstReleases ? '-first-releases' : ''}`;
  const known = folders.get(key);
  if (known) return known;
  if (!root) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sushi-released-migrations-'));
    process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    root = dir;
  }
  const journal = readReleasedJournal();
  assert.ok(last < journal.entries.length, `the released journal ends at ${journal.entries.length - 1}, not ${last}`);
  const folder = path.join(root, `upto-${key}`);
  fs.mkdirSync(path.join(folder, 'meta'), { recursive: true });
  const entries = journal.entries.slice(0, last + 1).map((entry) => {
    const first = opts.firstReleases && entry.tag === '0003_releases';
    fs.writeFileSync(path.join(folder, `${entry.tag}.sql`), first ? firstReleasesSql() : releasedSql(entry.tag));
    return first ? { ...entry, when: FIRST_RELEASES_WHEN } : entry;
  });
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }, null, 2));
  folders.set(key, folder);
  return folder;
}
