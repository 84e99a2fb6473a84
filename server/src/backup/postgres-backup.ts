/**
 * Backup and restore with DATABASE_URL (D75): PostgreSQL's own tools. `pg_dump -Fc` takes a
 * consistent snapshot of a live database by itself, so the shop keeps running and no server of
 * ours is involved; the file (`sushi-<time>.dump`) is a standard custom-format archive that
 * pg_restore reads by hand too. Restore goes only into an empty database, after pg_restore has
 * read the whole file and its table of contents shows this shop's tables, in one transaction.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { BackupRefused, writeBackupFile } from './backup-file';
import { countRows, FORMER_TABLE_NAMES, lastBackupOf, missingShopTables, recordLastBackup, SHOP_TABLES, type SqlQuery } from './last-backup';
import { knownMigrations, type BackupResult } from './pglite-backup';

const run = promisify(execFile);
const PG_DUMP_MAGIC = 'PGDMP';

/**
 * pg_dump / pg_restore: from PG_BIN_DIR, else the newest of Debian's /usr/lib/postgresql/N/bin
 * (pg_dump must be at least the server's version), else the PATH.
 */
export function pgTool(name: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv = process.env): string {
  if (env.PG_BIN_DIR) return path.join(env.PG_BIN_DIR, name);
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions.length > 0 ? path.join(root, versions[0], 'bin', name) : name;
}

/** The URL without its password (which would show in `ps`), and the password for PGPASSWORD. */
function connection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

async function tool(name: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  try {
    const { stdout } = await run(pgTool(name), args, { env, maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const e = error as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT') throw new Error(`${name} not found: install PostgreSQL's client tools or set PG_BIN_DIR`);
    throw new Error(`${name} failed: ${(e.stderr ?? e.message).trim()}`);
  }
}

async function withClient<T>(databaseUrl: string, use: (query: SqlQuery) => Promise<T>): Promise<T> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await use((text, params) => client.query(text, params));
  } finally {
    await client.end();
  }
}

/** pg_dump of DATABASE_URL's database into `dir`; records it as the database's last backup. */
export async function backupPostgres(databaseUrl: string, dir: string, at = new Date()): Promise<BackupResult> {
  const missing = await withClient(databaseUrl, missingShopTables);
  if (missing.length > 0) throw new BackupRefused(`the database of DATABASE_URL is not this shop's: it has no ${missing.join(', ')} (start the shop on it once, or check the URL)`);
  const { dbname, env } = connection(databaseUrl);
  const written = await writeBackupFile(dir, at, 'dump', async (partial) => {
    await tool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${dbname}`], env);
  });
  return withClient(databaseUrl, async (query) => {
    await recordLastBackup(query, lastBackupOf(written.file, written.bytes, at, 'postgres'));
    return {
      ...written,
      createdAt: at.toISOString(),
      // Counted after the dump: orders placed meanwhile are counted too (an estimate for the log line).
      orders: await countRows(query, 'orders'),
      migrations: await countRows(query, 'drizzle.__drizzle_migrations'),
    };
  });
}

/** The rows pg_restore would COPY into one table (the archive's data, read without a database). */
async function copiedRows(file: string, schema: string, table: string): Promise<number> {
  const sql = await tool('pg_restore', ['--data-only', `--schema=${schema}`, `--table=${table}`, '--file=-', file], process.env);
  const lines = sql.split('\n');
  const start = lines.findIndex((line) => line.startsWith('COPY '));
  if (start < 0) return 0;
  const end = lines.indexOf('\\.', start);
  return end < 0 ? 0 : end - start - 1;
}

/** Checks the file is a whole pg_dump archive of this shop's database; changes nothing. */
async function checkDump(file: string): Promise<{ migrations: number }> {
  const shown = path.basename(file);
  const head = Buffer.alloc(5);
  let read = 0;
  try {
    const fd = fs.openSync(file, 'r');
    read = fs.readSync(fd, head, 0, 5, 0);
    fs.closeSync(fd);
  } catch (error) {
    throw new BackupRefused(`cannot read ${file}: ${(error as Error).message}`);
  }
  if (read === 0) throw new BackupRefused(`${shown} is empty`);
  if (head[0] === 0x1f && head[1] === 0x8b) {
    throw new BackupRefused(`${shown} is a backup of the embedded database (tar.gz), not a PostgreSQL dump: restore it without DATABASE_URL`);
  }
  if (head.toString('latin1') !== PG_DUMP_MAGIC) {
    throw new BackupRefused(`${shown} is not a backup of this shop: it is not a pg_dump custom-format archive (sushi-….dump)`);
  }
  let list: string;
  try {
    list = await tool('pg_restore', ['--list', file], process.env);
    // Reads every data block as a restore would: a cut or damaged file fails here, not half-way in.
    await tool('pg_restore', [`--file=${os.devNull}`, file], process.env);
  } catch (error) {
    throw new BackupRefused(`${shown} is damaged: ${(error as Error).message}`);
  }
  const has = (schema: string, table: string | undefined) => table !== undefined && list.includes(`TABLE ${schema} ${table} `);
  const missing = [
    ...SHOP_TABLES.filter((t) => !has('public', t) && !has('public', FORMER_TABLE_NAMES[t])).map((t) => `public ${t}`),
    ...(has('drizzle', '__drizzle_migrations') ? [] : ['drizzle __drizzle_migrations']),
  ];
  if (missing.length > 0) throw new BackupRefused(`${shown} is not a backup of this shop: the dump has no ${missing.join(', ')}`);
  const migrations = await copiedRows(file, 'drizzle', '__drizzle_migrations');
  const known = await knownMigrations();
  if (migrations > known) {
    throw new BackupRefused(`${shown} comes from a newer version of the shop (${migrations} database migrations, this code has ${known}): update the code first`);
  }
  return { migrations };
}

/**
 * Restores a `.dump` into DATABASE_URL's database, which must hold no tables. pg_restore runs
 * in one transaction and stops at the first error: a failure leaves the database empty.
 */
export async function restorePostgres(file: string, databaseUrl: string): Promise<{ orders: number; migrations: number }> {
  await checkDump(file);
  const tables = await withClient(databaseUrl, async (query) => {
    const { rows } = await query(
      `select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return (rows[0] as { n: number }).n;
  });
  if (tables > 0) {
    throw new BackupRefused(`the database of DATABASE_URL is not empty (${tables} tables): restore only into a new, empty database (createdb, then point DATABASE_URL at it)`);
  }
  const { dbname, env } = connection(databaseUrl);
  await tool('pg_restore', ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', `--dbname=${dbname}`, file], env);
  const at = fs.statSync(file);
  return withClient(databaseUrl, async (query) => {
    const missing = await missingShopTables(query);
    if (missing.length > 0) throw new Error(`the restored database lacks ${missing.join(', ')}`);
    // The restored database's newest backup is the file it came from (its time is in the name).
    await recordLastBackup(query, lastBackupOf(file, at.size, timeOfName(file) ?? at.mtime, 'postgres'));
    return { orders: await countRows(query, 'orders'), migrations: await countRows(query, 'drizzle.__drizzle_migrations') };
  });
}

/** The instant in 'sushi-2026-11-25-130500Z.dump', or null for a renamed file. */
export function timeOfName(file: string): Date | null {
  const m = /sushi-(\d{4}-\d{2}-\d{2})-(\d{2})(\d{2})(\d{2})Z/.exec(path.basename(file));
  return m ? new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}Z`) : null;
}
