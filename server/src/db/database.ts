/**
 * Opens the shop database: embedded PGlite in a data directory by default, PostgreSQL when
 * a connection string is given. Both get the same generated migrations (migrate.ts), so a
 * developer's laptop and production run one schema, and then the demo seed if asked.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PGlite as PGliteClient } from '@electric-sql/pglite';
import * as schema from './schema';
import type { Database } from './database-types';
import { createFairGate, gatedPglite, registerGate, type FairGate } from './fair-access';
import { migrateDatabase, type MigrationReport } from './migrate';
import { seedIfEmpty } from './seed/seed';

export type { Database, Schema } from './database-types';

export interface OpenDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded database's own client: `npm run backup` snapshots it (server/src/backup). */
  pglite?: PGliteClient;
  /** Turns on the embedded database in arrival order (D76); none on PostgreSQL. */
  gate?: FairGate;
  /** What opening did to the schema: migrations applied now, records repaired. */
  migrations: MigrationReport;
  /** True when this open loaded the demo restaurant (asked with `seed`, database never seeded). */
  seeded: boolean;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Load the demo restaurant into a database that was never seeded (seed/seed.ts). */
  seed?: boolean;
  /** Where to say which migrations were applied or repaired (the server's log). */
  log?: (line: string) => void;
}

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/**
 * Any constant will do, as long as nothing else on the database takes the same advisory lock:
 * it names "migrating and seeding this database" for every instance of the API.
 */
export const MIGRATION_LOCK_KEY = 31_0531_2026;

export async function openDatabase(opts: OpenDatabaseOptions): Promise<OpenDatabase> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts) : openPglite(opts.dataDir, opts);
}

async function migrateAndSeed(db: Database, opts: OpenDatabaseOptions): Promise<{ migrations: MigrationReport; seeded: boolean }> {
  const migrations = await migrateDatabase(db, { migrationsFolder: MIGRATIONS_DIR, log: opts.log });
  const seeded = opts.seed ? await seedIfEmpty(db) : false;
  return { migrations, seeded };
}

async function openPglite(dataDir: string, opts: OpenDatabaseOptions): Promise<OpenDatabase> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  // PGlite creates the data directory itself but not its parents ('memory://' has none).
  if (!dataDir.startsWith('memory://')) await fs.mkdir(path.dirname(dataDir), { recursive: true });
  const client = new PGlite(dataDir);
  // One connection: callers take turns in arrival order, each in a round of the event loop (fair-access.ts).
  const gate = createFairGate();
  const db = drizzle({ client: gatedPglite(client, gate), schema }) as unknown as Database;
  registerGate(db, gate);
  // No lock: an embedded database is one process's alone (two PGlite on one directory would corrupt
  // it whatever we did; `npm run publish` refuses while the server's pid file says it runs), so
  // nobody migrates beside us.
  try {
    const { migrations, seeded } = await migrateAndSeed(db, opts);
    return { db, kind: 'pglite', pglite: client, gate, migrations, seeded, close: () => client.close() };
  } catch (err) {
    await client.close().catch(() => undefined);
    throw err;
  }
}

async function openPostgres(databaseUrl: string, opts: OpenDatabaseOptions): Promise<OpenDatabase> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  let closing = false;
  // PostgreSQL may close an idle connection (restart, failover, an administrator; also a test
  // dropping its database while pool.end() is still ending sockets). The pool drops it and
  // opens another on next use; without this handler its 'error' event would crash the process.
  pool.on('error', (err) => {
    if (!closing) console.warn(`[database] lost an idle connection: ${err.message}`);
  });
  const close = () => {
    closing = true;
    return pool.end();
  };
  try {
    // Instances starting together (every orchestrator starts replicas so) would otherwise create
    // the same tables at once and one of them crash. A session advisory lock belongs to a
    // connection, so the whole step runs on one client of the pool, from before drizzle's schema
    // is created to after the seed; the others wait on pg_advisory_lock, then find nothing to do.
    const client = await pool.connect();
    let result: Awaited<ReturnType<typeof migrateAndSeed>>;
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      result = await migrateAndSeed(drizzle({ client, schema }) as unknown as Database, opts);
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    } catch (err) {
      // Destroyed, not returned to the pool: ending the session releases the lock whatever state it is in.
      client.release(err instanceof Error ? err : true);
      throw err;
    }
    client.release();
    const db = drizzle({ client: pool, schema }) as unknown as Database;
    return { db, kind: 'postgres', ...result, close };
  } catch (err) {
    await close().catch(() => undefined);
    throw err;
  }
}
