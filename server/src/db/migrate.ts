/**
 * Brings a database to the journal's last migration, deciding for each migration whether it was
 * applied by what it is, not by when it was written.
 *
 * Drizzle's own migrator applies only the migrations whose journal `when` is later than the newest
 * one a database recorded. 0005_delivery_terms was released with a hand-written `when` later than
 * 0006 and 0007, so every database that ran 0005 under it never got 0006/0007 (D80 in
 * docs/decisions.md). Here a recorded row stands for a journal entry when it has the entry's hash
 * (sha256 of the .sql file), its `when`, or a former hash or `when` of it (FORMER_VERSIONS); the
 * entries nothing stands for are applied in journal order. Files are still read and hashed by
 * drizzle (readMigrationFiles), and rows go to drizzle's table with drizzle's columns, so
 * `drizzle-kit migrate` and databases migrated before this runner existed keep agreeing.
 *
 * The caller makes sure one process at a time runs this on a database (database.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database } from './database-types';

/**
 * Versions of a migration that databases may have recorded under another hash or `when`.
 * - 0005_delivery_terms: same SQL, released with the `when` 1795700000000 (2026-11-26, a day in
 *   its future), the cause of the skipped migrations. The journal now says 1795606894000, the
 *   time of its commit (5745c2c), between 0004's and 0006's.
 * - 0003_releases: its first version (commit 80c0121) had no build_settings column and the `when`
 *   1795573108636; ten minutes later (d2b70af) the file gained the column and the journal a new
 *   `when`. A database created in between could not start since (drizzle ran 0003 again:
 *   "relation releases already exists"); here it gets the column and counts as at 0003.
 * A recognised row is rewritten to the current hash and `when`, so drizzle's "newer than the
 * newest" rule also holds on it afterwards.
 */
const FORMER_VERSIONS: Record<string, { hash?: string; when?: number; upgrade?: string }[]> = {
  '0003_releases': [
    {
      hash: '88b039a89efd154487c25c4a7c33c7dc047d7a0a424ce99fa6b23035ee854067',
      when: 1795573108636,
      upgrade: `ALTER TABLE "releases" ADD COLUMN IF NOT EXISTS "build_settings" text DEFAULT '{}' NOT NULL`,
    },
  ],
  '0005_delivery_terms': [{ when: 1795700000000 }],
};

interface Recorded {
  id: number;
  hash: string;
  createdAt: number | null;
}

export interface MigrationReport {
  /** Tags of the migrations applied now, in order. */
  applied: string[];
  /** Tags whose recorded row was rewritten to the journal's hash and `when` (FORMER_VERSIONS). */
  repaired: string[];
}

const TABLE = sql`"drizzle"."__drizzle_migrations"`;

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  // PGlite's and node-postgres's results both carry `rows`; drizzle's generic type does not say so.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function migrateDatabase(
  db: Database,
  opts: { migrationsFolder: string; log?: (line: string) => void },
): Promise<MigrationReport> {
  const log = opts.log ?? (() => undefined);
  const files = readMigrationFiles({ migrationsFolder: opts.migrationsFolder });
  // readMigrationFiles keeps the journal's order but not the tags: take them from the journal.
  const journal = JSON.parse(fs.readFileSync(path.join(opts.migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const entries = journal.entries.map((entry, i) => ({ tag: entry.tag, ...files[i] }));

  // The same statements as drizzle's migrator, so either can open a database the other created.
  await db.execute(sql`CREATE SCHEMA IF NOT EXISTS "drizzle"`);
  await db.execute(sql`CREATE TABLE IF NOT EXISTS ${TABLE} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`);
  const recorded = (await rows<{ id: number; hash: string; created_at: string | number | null }>(
    db,
    sql`select id, hash, created_at from ${TABLE} order by id`,
  )).map((r): Recorded => ({ id: Number(r.id), hash: r.hash, createdAt: r.created_at === null ? null : Number(r.created_at) }));

  const unused = new Set(recorded);
  const take = (found: Recorded | undefined) => {
    if (found) unused.delete(found);
    return found;
  };
  const report: MigrationReport = { applied: [], repaired: [] };
  const missing: typeof entries = [];
  for (const entry of entries) {
    const candidates = [...unused];
    const same = take(candidates.find((r) => r.hash === entry.hash));
    if (same) {
      if (same.createdAt !== entry.folderMillis) {
        await db.execute(sql`update ${TABLE} set created_at = ${entry.folderMillis} where id = ${same.id}`);
        report.repaired.push(entry.tag);
        log(`Recorded migration ${entry.tag} under the journal's timestamp (was ${same.createdAt}).`);
      }
      continue;
    }
    const former = (FORMER_VERSIONS[entry.tag] ?? [])
      .map((version) => ({ version, row: candidates.find((r) => r.hash === version.hash || r.createdAt === version.when) }))
      .find((match) => match.row);
    if (former?.row) {
      take(former.row);
      await db.transaction(async (tx) => {
        if (former.version.upgrade) await tx.execute(sql.raw(former.version.upgrade));
        await tx.execute(sql`update ${TABLE} set hash = ${entry.hash}, created_at = ${entry.folderMillis} where id = ${former.row!.id}`);
      });
      report.repaired.push(entry.tag);
      log(`Brought migration ${entry.tag} from an earlier version to the current one.`);
      continue;
    }
    const sameWhen = take(candidates.find((r) => r.createdAt === entry.folderMillis));
    if (sameWhen) {
      // Its file changed after this database ran it (the journal test forbids that): keep going, say so.
      log(`Warning: migration ${entry.tag} was applied from a different file (hash ${sameWhen.hash}).`);
      continue;
    }
    missing.push(entry);
  }
  if (unused.size > 0) {
    // A newer version of the API ran here (and this is a rollback): its tables stay, nothing to do.
    log(`Warning: ${unused.size} recorded migration(s) unknown to this version (a newer version ran on this database).`);
  }

  // One transaction per migration: a failure leaves the ones before it applied and recorded.
  for (const entry of missing) {
    await db.transaction(async (tx) => {
      for (const statement of entry.sql) await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into ${TABLE} ("hash", "created_at") values (${entry.hash}, ${entry.folderMillis})`);
    });
    report.applied.push(entry.tag);
    log(`Applied migration ${entry.tag}.`);
  }
  return report;
}
