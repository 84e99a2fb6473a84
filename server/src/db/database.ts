/**
 * Opens the shop database: embedded PGlite in a data directory by default, PostgreSQL when
 * a connection string is given. Both get the same generated migrations, so a developer's
 * laptop and production run one schema.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGlite as PGliteClient } from '@electric-sql/pglite';
import * as schema from './schema';
import { createFairGate, gatedPglite, registerGate, type FairGate } from './fair-access';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface OpenDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded database's own client: `npm run backup` snapshots it (server/src/backup). */
  pglite?: PGliteClient;
  /** Turns on the embedded database in arrival order (D76); none on PostgreSQL. */
  gate?: FairGate;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<OpenDatabase> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}

async function openPglite(dataDir: string): Promise<OpenDatabase> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // PGlite creates the data directory itself but not its parents ('memory://' has none).
  if (!dataDir.startsWith('memory://')) await fs.mkdir(path.dirname(dataDir), { recursive: true });
  const client = new PGlite(dataDir);
  // One connection: callers take turns in arrival order, each in a round of the event loop (fair-access.ts).
  const gate = createFairGate();
  const db = drizzle({ client: gatedPglite(client, gate), schema });
  registerGate(db, gate);
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return { db: db as unknown as Database, kind: 'pglite', pglite: client, gate, close: () => client.close() };
}

async function openPostgres(databaseUrl: string): Promise<OpenDatabase> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  let closing = false;
  // PostgreSQL may close an idle connection (restart, failover, an administrator; also a test
  // dropping its database while pool.end() is still ending sockets). The pool drops it and
  // opens another on next use; without this handler its 'error' event would crash the process.
  pool.on('error', (err) => {
    if (!closing) console.warn(`[database] lost an idle connection: ${err.message}`);
  });
  const db = drizzle({ client: pool, schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}
