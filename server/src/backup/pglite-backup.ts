/**
 * Backup and restore of the embedded database (D75). A snapshot is PGlite's dumpDataDir()
 * taken inside a read transaction: PGlite runs one transaction or statement at a time, so no
 * order commits between the manifest's counts and the copy of the files, and the copy is the
 * on-disk state between two statements (what PostgreSQL recovers from after a crash). Restore
 * unpacks into a temporary directory next to the target, opens it, checks it is this shop's
 * database with the manifest's counts, and only then moves it into place.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { LastBackup } from '../../../domain/contract/settings';
import { MIGRATIONS_DIR } from '../db/database';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, BackupRefused, packBackup, readBackup, writeBackupFile, type BackupManifest } from './backup-file';
import { countRows, lastBackupOf, missingShopTables, recordLastBackup, type SqlQuery } from './last-backup';

export interface BackupResult {
  file: string;
  bytes: number;
  createdAt: string;
  orders: number;
  migrations: number;
}

const queryOf = (client: Pick<PGlite, 'query'>): SqlQuery => (text, params) => client.query(text, params);

/** The migrations this code knows: a backup from newer code (more of them) is refused. */
export async function knownMigrations(): Promise<number> {
  const journal = JSON.parse(await fs.readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/** A consistent snapshot of an open PGlite: the manifest and the data directory's tar. */
async function snapshot(client: PGlite, at: Date): Promise<{ manifest: BackupManifest; tar: Uint8Array }> {
  // Flushes dirty pages: the copy then needs little WAL replay when it is opened.
  await client.exec('CHECKPOINT');
  return client.transaction(async (tx) => {
    const query: SqlQuery = (text, params) => tx.query(text, params);
    const { rows } = await tx.query<{ version: string }>(`select current_setting('server_version') as version`);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      database: 'pglite',
      createdAt: at.toISOString(),
      migrations: await countRows(query, 'drizzle.__drizzle_migrations'),
      orders: await countRows(query, 'orders'),
      postgres: rows[0].version,
    };
    // Inside this transaction's turn: every other statement waits until the copy is taken.
    const blob = await client.dumpDataDir('none');
    return { manifest, tar: new Uint8Array(await blob.arrayBuffer()) };
  });
}

/** Writes `sushi-<time>.tar.gz` of the open database into `dir` and records it as the last backup. */
export async function backupPglite(client: PGlite, dir: string, at = new Date()): Promise<BackupResult> {
  const { manifest, tar } = await snapshot(client, at);
  const bytes = await packBackup(manifest, tar);
  const written = await writeBackupFile(dir, at, 'tar.gz', (partial) => fs.writeFile(partial, bytes, { flag: 'wx' }));
  await recordLastBackup(queryOf(client), lastBackupOf(written.file, written.bytes, at, 'pglite'));
  return { ...written, createdAt: manifest.createdAt, orders: manifest.orders, migrations: manifest.migrations };
}

/** Backs up a stopped shop's data directory (no server holds it). Opens it without migrating. */
export async function backupPgliteDataDir(pgliteDir: string, dir: string, at = new Date()): Promise<BackupResult> {
  if (!(await exists(path.join(pgliteDir, 'PG_VERSION')))) {
    throw new BackupRefused(`there is no embedded database in ${pgliteDir}: nothing to back up (is DATA_DIR right?)`);
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite(pgliteDir);
  try {
    return await backupPglite(client, dir, at);
  } finally {
    await client.close();
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await fs.readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

export interface RestoreResult {
  target: string;
  manifest: BackupManifest;
}

/**
 * Restores `file` into `dataDir`/pglite, which must be missing or empty. Refuses (BackupRefused)
 * a foreign, damaged or too new file, or a database that does not open as this shop's, and
 * then leaves `dataDir` as it was.
 */
export async function restorePglite(file: string, dataDir: string): Promise<RestoreResult> {
  const target = path.join(dataDir, 'pglite');
  if (!(await isEmptyDir(target))) {
    throw new BackupRefused(`${target} already holds a database: restore only into an empty data directory (move the old pglite folder aside first)`);
  }
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(file);
  } catch (error) {
    throw new BackupRefused(`cannot read ${file}: ${(error as Error).message}`);
  }
  const shown = path.basename(file);
  const { manifest, dataDirTar } = await readBackup(bytes, shown);
  const known = await knownMigrations();
  if (manifest.migrations > known) {
    throw new BackupRefused(`${shown} comes from a newer version of the shop (${manifest.migrations} database migrations, this code has ${known}): update the code first`);
  }

  const createdDataDir = !(await exists(dataDir));
  await fs.mkdir(dataDir, { recursive: true });
  // A sibling of the target: the final rename stays on one file system.
  const scratch = path.join(dataDir, `.restore-${randomBytes(4).toString('hex')}`);
  try {
    await unpackAndCheck(scratch, dataDirTar, manifest, lastBackupOf(file, bytes.length, new Date(manifest.createdAt), 'pglite'));
    if (!(await isEmptyDir(target))) throw new BackupRefused(`${target} was filled while restoring: nothing was changed`);
    await fs.rm(target, { recursive: true, force: true });
    await fs.rename(scratch, target);
    return { target, manifest };
  } catch (error) {
    await fs.rm(scratch, { recursive: true, force: true });
    if (createdDataDir) await fs.rmdir(dataDir).catch(() => undefined);
    throw error;
  }
}

/** Opens the unpacked copy and checks it is this shop's database with the manifest's counts. */
async function unpackAndCheck(scratch: string, dataDirTar: Buffer, manifest: BackupManifest, source: LastBackup): Promise<void> {
  const shown = source.file;
  const { PGlite } = await import('@electric-sql/pglite');
  let client: PGlite | undefined;
  try {
    client = new PGlite(scratch, { loadDataDir: new Blob([new Uint8Array(dataDirTar)]) });
    await client.waitReady;
  } catch (error) {
    await client?.close().catch(() => undefined);
    throw new BackupRefused(`${shown} is damaged: the database in it does not open (${(error as Error).message}; it was written by PostgreSQL ${manifest.postgres})`);
  }
  try {
    const query = queryOf(client);
    const missing = await missingShopTables(query);
    if (missing.length > 0) throw new BackupRefused(`${shown} is not a backup of this shop: its database lacks ${missing.join(', ')}`);
    const migrations = await countRows(query, 'drizzle.__drizzle_migrations');
    const orders = await countRows(query, 'orders');
    if (migrations !== manifest.migrations || orders !== manifest.orders) {
      throw new BackupRefused(
        `${shown} is damaged: its manifest promises ${manifest.orders} orders and ${manifest.migrations} migrations, the database in it has ${orders} and ${migrations}`,
      );
    }
    // The restored database's newest backup is the one it came from (its own row names the one before).
    await recordLastBackup(query, source);
  } finally {
    await client.close();
  }
}
