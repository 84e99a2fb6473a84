/**
 * Instances starting together on one PostgreSQL (an orchestrator starts replicas so) wait for one
 * another's migrate-and-seed step: all start, each migration is applied once, the demo restaurant
 * is loaded once. Without the lock one of them crashed on a table another was creating
 * (`duplicate key value violates unique constraint "pg_type_typname_nsp_index"`).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { MIGRATIONS_DIR, openDatabase, type OpenDatabase } from '../src/db/database';
import { seedMenu } from '../src/db/seed/menu-data';
import { freshPostgresDatabase } from './helpers/app';
import { connectPostgres } from './helpers/released-database';
import { releasedMigrations } from './helpers/released-migrations';

const adminUrl = process.env.TEST_DATABASE_URL;
const INSTANCES = 4;
const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};
const tags = journal.entries.map((e) => e.tag);
const cleanups: (() => Promise<void>)[] = [];
after(async () => {
  for (const cleanup of cleanups) await cleanup();
});

async function newDatabase(): Promise<string> {
  const pg = await freshPostgresDatabase(adminUrl!);
  cleanups.push(pg.drop);
  return pg.url;
}

/** Brings a database to migration `last` with drizzle's own migrator, as a released version did. */
async function migrateTo(url: string, last: number): Promise<void> {
  const conn = await connectPostgres(url);
  try {
    await conn.migrate(releasedMigrations(last));
  } finally {
    await conn.close();
  }
}

/** Starts INSTANCES openDatabase at once; fails with every instance's error if any failed. */
async function startTogether(url: string): Promise<OpenDatabase[]> {
  const results = await Promise.allSettled(
    Array.from({ length: INSTANCES }, () => openDatabase({ databaseUrl: url, dataDir: 'memory://', seed: true })),
  );
  const opened = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  cleanups.push(async () => {
    for (const database of opened) await database.close();
  });
  // Drizzle's error names the statement; PostgreSQL's reason is its cause.
  const reason = (err: Error) => `${err.message.split('\n')[0]}: ${err.cause instanceof Error ? err.cause.message : ''}`;
  const failures = results.flatMap((r, i) => (r.status === 'rejected' ? [`instance ${i + 1}: ${reason(r.reason as Error)}`] : []));
  assert.deepEqual(failures, [], 'every instance starts');
  return opened;
}

async function count(database: OpenDatabase, query: string): Promise<number> {
  const { rows } = (await database.db.execute(query as never)) as unknown as { rows: { n: string }[] };
  return Number(rows[0].n);
}

async function assertOnce(opened: OpenDatabase[], expectApplied: string[]): Promise<void> {
  const applied = opened.flatMap((d) => d.migrations.applied).sort();
  assert.deepEqual(applied, [...expectApplied].sort(), 'each missing migration applied by exactly one instance');
  const db = opened[0];
  assert.equal(await count(db, 'select count(*) as n from drizzle.__drizzle_migrations'), tags.length);
  assert.equal(await count(db, 'select count(distinct hash) as n from drizzle.__drizzle_migrations'), tags.length);
  assert.equal(opened.filter((d) => d.seeded).length, 1, 'one instance seeded');
  assert.equal(await count(db, `select count(*) as n from settings where key = 'seededAt'`), 1);
  assert.equal(await count(db, 'select count(*) as n from menu_items'), seedMenu.length, 'the demo menu once');
}

describe(`${INSTANCES} instances starting together on one PostgreSQL`, {
  skip: adminUrl ? false : 'PostgreSQL only (TEST_DATABASE_URL): a PGlite data directory belongs to one process, so nothing starts beside it',
}, () => {
  it('on an empty database: all start, migrations and seed once', async () => {
    const url = await newDatabase();
    await assertOnce(await startTogether(url), tags);
  });

  it('on a database at 0004: all start, 0005-0007 once, seed once', async () => {
    const url = await newDatabase();
    await migrateTo(url, 4);
    await assertOnce(await startTogether(url), tags.slice(5));
  });
});
