/**
 * Databases as real restaurants have them: built by drizzle's own migrator from the migrations
 * as they were released (released-migrations.ts: today's SQL files under the journal of the last
 * release, whose `when` values are what databases recorded), with a restaurant's data added after
 * each migration (fixtures/upgrade/data/<tag>.sql), so rows accumulate as in life.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshPostgresDatabase } from './app';
import { snapshotRows, type Query, type TableRows } from './database-shape';
import { releasedJournal, releasedMigrations, type JournalEntry } from './released-migrations';

const DATA_DIR = path.join(__dirname, '..', 'fixtures', 'upgrade', 'data');

/** A database connection the builder drives: raw SQL, and drizzle's migrator over a folder. */
export interface BuildConnection {
  query: Query;
  /** Runs a file of several statements. */
  exec(sql: string): Promise<void>;
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

export async function connectPglite(dataDir: string): Promise<BuildConnection> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite(dataDir);
  return {
    query: async (sql) => (await client.query<Record<string, unknown>>(sql)).rows,
    exec: async (sql) => void (await client.exec(sql)),
    migrate: (migrationsFolder) => migrate(drizzle({ client }), { migrationsFolder }),
    close: () => client.close(),
  };
}

export async function connectPostgres(url: string): Promise<BuildConnection> {
  const { Client } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const client = new Client({ connectionString: url });
  await client.connect();
  return {
    query: async (sql) => (await client.query(sql)).rows as Record<string, unknown>[],
    exec: async (sql) => void (await client.query(sql)),
    migrate: (migrationsFolder) => migrate(drizzle({ client }), { migrationsFolder }),
    close: () => client.end(),
  };
}

/**
 * The releases a database at migration `upTo` went through, as lists of migrations one start
 * applied. Drizzle applies only entries newer than the newest it recorded, so a migration whose
 * `when` is not later than an earlier one's (0006, 0007 after 0005's 1795700000000) reached real
 * databases only together with that earlier one, in one start: it joins that start here too.
 */
export function releaseStarts(entries: JournalEntry[], upTo: number): number[][] {
  const starts: number[][] = [];
  let newest = -Infinity;
  for (const entry of entries.slice(0, upTo + 1)) {
    if (entry.when > newest) starts.push([entry.idx]);
    else starts[starts.length - 1].push(entry.idx);
    newest = Math.max(newest, entry.when);
  }
  return starts;
}

/** A database of the kind under test, and how openDatabase (server.ts) is told where it is. */
export interface Scratch {
  connect(): Promise<BuildConnection>;
  where: { databaseUrl?: string; dataDir: string };
  drop(): Promise<void>;
}

/** Where scratch databases come from: an empty one, or a copy of one nobody is connected to. */
export interface ScratchKind {
  empty(): Promise<Scratch>;
  copy(of: Scratch): Promise<Scratch>;
}

/** PGlite data directories on disk (they outlive each connection), copied as files. */
export function pgliteScratch(): ScratchKind {
  const inDir = (dir: string): Scratch => {
    const dataDir = path.join(dir, 'pglite');
    return { connect: () => connectPglite(dataDir), where: { dataDir }, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  };
  const newDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'sushi-upgrade-'));
  return {
    async empty() {
      const scratch = inDir(newDir());
      // Runs initdb (seconds): copies of this directory skip it.
      await (await scratch.connect()).close();
      return scratch;
    },
    async copy(of) {
      const scratch = inDir(newDir());
      fs.cpSync(of.where.dataDir, scratch.where.dataDir, { recursive: true });
      return scratch;
    },
  };
}

/** New databases on the PostgreSQL server of `adminUrl`; a copy is CREATE DATABASE ... TEMPLATE. */
export function postgresScratch(adminUrl: string): ScratchKind {
  const create = async (template?: string): Promise<Scratch> => {
    const { url, drop } = await freshPostgresDatabase(adminUrl, template);
    return { connect: () => connectPostgres(url), where: { databaseUrl: url, dataDir: 'memory://' }, drop };
  };
  return {
    empty: () => create(),
    copy: (of) => create(new URL(of.where.databaseUrl!).pathname.slice(1)),
  };
}

interface Built {
  scratch: Scratch;
  /** Its rows (snapshotRows) when it was built. */
  rows: Map<string, TableRows>;
}

/**
 * Databases at each released migration, each a copy the caller owns (and drops). The states on
 * the way are built once and kept until dispose(): a database at 0004 is the one at 0003 plus
 * one start, so the file builds each release once (PGlite's initdb alone takes seconds).
 */
export function releasedDatabases(kind: ScratchKind) {
  const journal = releasedJournal();
  const built = new Map<string, Promise<Built>>();

  function after(starts: number[][]): Promise<Built> {
    const id = JSON.stringify(starts);
    let state = built.get(id);
    if (!state) {
      state =
        starts.length === 0
          ? kind.empty().then((scratch) => ({ scratch, rows: new Map() }))
          : after(starts.slice(0, -1)).then((prev) => advance(prev.scratch, starts[starts.length - 1]));
      built.set(id, state);
    }
    return state;
  }

  async function advance(prev: Scratch, start: number[]): Promise<Built> {
    const scratch = await kind.copy(prev);
    const conn = await scratch.connect();
    try {
      await applyStart(conn, start);
      return { scratch, rows: await snapshotRows(conn.query) };
    } finally {
      await conn.close();
    }
  }

  /** One start of a release: drizzle's migrator over the journal up to it, then the data of each migration it applied. */
  async function applyStart(conn: BuildConnection, start: number[]): Promise<void> {
    const last = start[start.length - 1];
    await conn.migrate(releasedMigrations(last));
    const [{ n }] = await conn.query(`select count(*)::int as n from drizzle.__drizzle_migrations`);
    if (n !== last + 1) throw new Error(`building the database at ${journal[last].tag}: drizzle recorded ${String(n)} migrations, not ${last + 1}`);
    for (const idx of start) await conn.exec(fs.readFileSync(path.join(DATA_DIR, `${journal[idx].tag}.sql`), 'utf8'));
  }

  return {
    /** A new database at migration `upTo` with every earlier migration's data (-1: an empty one), and its rows. */
    async at(upTo: number): Promise<Built> {
      const { scratch, rows } = await after(releaseStarts(journal, upTo));
      return { scratch: await kind.copy(scratch), rows };
    },
    async dispose(): Promise<void> {
      const states = await Promise.allSettled(built.values());
      for (const state of states) if (state.status === 'fulfilled') await state.value.scratch.drop();
    },
  };
}
