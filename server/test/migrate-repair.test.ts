/**
 * Databases migrated by drizzle's own migrator under the journal as it was released reach the
 * latest schema when the current code opens them (migrate.ts), on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL. Before the repair, 0005_delivery_terms carried the `when`
 * 1795700000000, later than 0006 and 0007, and drizzle never applied those two to a database
 * that had run 0005.
 */
import assert from 'node:assert/strict';
import { after as afterAll, describe, it } from 'node:test';
import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR, openDatabase } from '../src/db/database';
import { pgliteScratch, postgresScratch, type BuildConnection, type Scratch } from './helpers/released-database';
import { releasedMigrations } from './helpers/released-migrations';

const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[];
};
const tags = journal.entries.map((e) => e.tag);
/** The migrations after `tag`: the released ones it lacks and every one written since (0008_customer_names, ...). */
const after = (tag: string) => tags.slice(tags.indexOf(tag) + 1);
const scratchKind = kind === 'postgres' ? postgresScratch(process.env.TEST_DATABASE_URL!) : pgliteScratch();
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

interface Target {
  open: Scratch['where'];
  /** Runs drizzle's own migrator with a folder, as the released versions did at start. */
  drizzleMigrate(folder: string): Promise<void>;
  query<T>(text: string): Promise<T[]>;
}

async function newTarget(): Promise<Target> {
  const scratch = await scratchKind.empty();
  cleanups.push(scratch.drop);
  // One connection per step: a PGlite data directory belongs to one process, openDatabase included.
  const withConnection = async <T>(fn: (conn: BuildConnection) => Promise<T>) => {
    const conn = await scratch.connect();
    try {
      return await fn(conn);
    } finally {
      await conn.close();
    }
  };
  return {
    open: scratch.where,
    drizzleMigrate: (folder) => withConnection((conn) => conn.migrate(folder)),
    query: (text) => withConnection(async (conn) => (await conn.query(text)) as never),
  };
}

async function tables(target: Target): Promise<string[]> {
  const rows = await target.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return rows.map((r) => r.table_name);
}

/** Every column of the shop's tables, with its type, nullability and default, in one order. */
async function columns(target: Target): Promise<string[]> {
  const rows = await target.query<Record<string, string>>(
    `select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
     where table_schema = 'public' order by table_name, column_name`,
  );
  return rows.map((r) => [r.table_name, r.column_name, r.data_type, r.is_nullable, r.column_default].join(' '));
}

async function recorded(target: Target): Promise<{ hash: string; when: number }[]> {
  const rows = await target.query<{ hash: string; created_at: string }>(`select hash, created_at from drizzle.__drizzle_migrations order by id`);
  return rows.map((r) => ({ hash: r.hash, when: Number(r.created_at) }));
}

async function openAndClose(target: Target) {
  const database = await openDatabase(target.open);
  await database.close();
  return database.migrations;
}

describe(`databases migrated by released versions reach the latest schema (${kind})`, () => {
  let fresh: { columns: string[]; recorded: { hash: string; when: number }[] };

  it('a new database gets every migration, recorded under the journal', async () => {
    const target = await newTarget();
    const report = await openAndClose(target);
    assert.deepEqual(report, { applied: tags, repaired: [] });
    fresh = { columns: await columns(target), recorded: await recorded(target) };
    assert.deepEqual(fresh.recorded.map((r) => r.when), journal.entries.map((e) => e.when));
    assert.deepEqual(await openAndClose(target), { applied: [], repaired: [] }, 'a second start has nothing to do');
  });

  it('at 0005 (drizzle then skipped 0006 and 0007): gets them and the later ones on the next start', async () => {
    const target = await newTarget();
    await target.drizzleMigrate(releasedMigrations(4));
    await target.drizzleMigrate(releasedMigrations(5));
    // What every released version did since: drizzle finds nothing newer than 0005's `when`.
    await target.drizzleMigrate(releasedMigrations(7));
    assert.ok(!(await tables(target)).includes('mail_outbox'), 'drizzle skipped 0006 (the bug this repairs)');

    const report = await openAndClose(target);
    assert.deepEqual(report, { applied: after('0005_delivery_terms'), repaired: ['0005_delivery_terms'] });
    assert.deepEqual(await columns(target), fresh.columns);
    assert.deepEqual(await recorded(target), fresh.recorded);
    assert.deepEqual(await openAndClose(target), { applied: [], repaired: [] });
  });

  it('at 0006 (created by the version that added it): gets 0007 and the later ones', async () => {
    const target = await newTarget();
    await target.drizzleMigrate(releasedMigrations(6));
    await target.drizzleMigrate(releasedMigrations(7));
    assert.ok(!(await tables(target)).includes('payments'), 'drizzle skipped 0007 (the bug this repairs)');

    assert.deepEqual(await openAndClose(target), { applied: after('0006_mail_outbox'), repaired: ['0005_delivery_terms'] });
    assert.deepEqual(await columns(target), fresh.columns);
    assert.deepEqual(await recorded(target), fresh.recorded);
  });

  it('at 0007 (the last release, under the old journal): only the later migrations applied, 0005 recorded anew', async () => {
    const target = await newTarget();
    await target.drizzleMigrate(releasedMigrations(7));
    assert.deepEqual(await openAndClose(target), { applied: after('0007_online_payments'), repaired: ['0005_delivery_terms'] });
    assert.deepEqual(await columns(target), fresh.columns);
    assert.deepEqual(await recorded(target), fresh.recorded);
    // Drizzle's own rule holds again on it: the newest recorded `when` is the journal's last.
    await target.drizzleMigrate(MIGRATIONS_DIR);
    assert.deepEqual(await recorded(target), fresh.recorded);
  });

  it("with 0003_releases's first version: gets build_settings and the rest", async () => {
    const target = await newTarget();
    await target.drizzleMigrate(releasedMigrations(3, { firstReleases: true }));
    assert.deepEqual(await openAndClose(target), { applied: tags.slice(4), repaired: ['0003_releases'] });
    assert.deepEqual(await columns(target), fresh.columns);
    assert.deepEqual(await recorded(target), fresh.recorded);
  });
});
