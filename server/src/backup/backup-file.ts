/**
 * The backup file of the embedded database (D75): `sushi-2026-11-25-130500Z.tar.gz`, a plain
 * tar.gz whose first entry is `sushi-backup.json` (the manifest: what made it, of which
 * database, how many migrations and orders) and whose other entries are PGlite's own
 * dumpDataDir() tarball of the data directory. `tar tzf` lists it; restore reads the manifest
 * first and refuses anything else before touching a data directory.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);

export const MANIFEST_NAME = 'sushi-backup.json';
export const BACKUP_FORMAT = 'sushi-kami-backup';
export const BACKUP_FORMAT_VERSION = 1;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_FORMAT_VERSION;
  database: 'pglite';
  /** ISO instant the snapshot was taken. */
  createdAt: string;
  /** Rows of drizzle.__drizzle_migrations: a file from newer code is refused by older code. */
  migrations: number;
  /** Restore checks the database it opens has exactly this many orders. */
  orders: number;
  /** `show server_version` of the embedded PostgreSQL, for people reading the manifest. */
  postgres: string;
}

/** A file restore will not use, with the reason in words an operator can act on. */
export class BackupRefused extends Error {}

const BLOCK = 512;
const padded = (size: number) => Math.ceil(size / BLOCK) * BLOCK;

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

/** One ustar header (regular file, mode 0644, owned by root) for `name` of `size` bytes. */
function tarHeader(name: string, size: number, mtime: Date): Buffer {
  const header = Buffer.alloc(BLOCK, 0);
  header.write(name, 0, 100, 'utf8');
  header.write(octal(0o644, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  header.write(octal(size, 12), 124, 'ascii');
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  header.write(' '.repeat(8), 148, 'ascii');
  header.write('0', 156, 'ascii');
  header.write('ustar\u000000', 257, 'ascii');
  const sum = header.reduce((total, byte) => total + byte, 0);
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return header;
}

interface TarEntryHead {
  name: string;
  size: number;
}

/** The tar header at `offset`, or null when the bytes there are not one (bad magic or checksum). */
function readTarHeader(tar: Buffer, offset: number): TarEntryHead | null {
  if (tar.length < offset + BLOCK) return null;
  const header = tar.subarray(offset, offset + BLOCK);
  if (header.toString('ascii', 257, 262) !== 'ustar') return null;
  const stored = parseInt(header.toString('ascii', 148, 156).replace(/\0.*$/, '').trim(), 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : header[i];
  if (stored !== sum) return null;
  const name = header.toString('utf8', 0, 100).replace(/\0.*$/s, '');
  const size = parseInt(header.toString('ascii', 124, 136).replace(/\0.*$/, '').trim() || '0', 8);
  return Number.isFinite(size) ? { name, size } : null;
}

/** The backup's bytes: gzip of [manifest entry][PGlite's uncompressed data-directory tar]. */
export async function packBackup(manifest: BackupManifest, dataDirTar: Uint8Array): Promise<Buffer> {
  const json = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8');
  const entry = Buffer.alloc(BLOCK + padded(json.length), 0);
  tarHeader(MANIFEST_NAME, json.length, new Date(manifest.createdAt)).copy(entry, 0);
  json.copy(entry, BLOCK);
  // Async gzip runs on libuv's pool: the shop keeps answering while tens of MB compress.
  return gzip(Buffer.concat([entry, dataDirTar]));
}

function gzipProblem(error: NodeJS.ErrnoException, shown: string): BackupRefused {
  if (/incorrect header check/.test(error.message)) {
    return new BackupRefused(`${shown} is not a backup of this shop: it is not a .tar.gz file (backups are sushi-….tar.gz files written by npm run backup)`);
  }
  if (error.code === 'Z_BUF_ERROR' || /unexpected end of file/.test(error.message)) {
    return new BackupRefused(`${shown} is damaged: it ends too early (an interrupted copy or download?)`);
  }
  return new BackupRefused(`${shown} is damaged: its compressed data does not check out (${error.message})`);
}

/**
 * Reads and checks a backup file: gzip, the manifest first, a known format, then a tar of a
 * data directory after it. Throws BackupRefused with the reason; changes nothing.
 */
export async function readBackup(bytes: Buffer, shown: string): Promise<{ manifest: BackupManifest; dataDirTar: Buffer }> {
  if (bytes.length === 0) throw new BackupRefused(`${shown} is empty`);
  let tar: Buffer;
  try {
    tar = await gunzip(bytes);
  } catch (error) {
    throw gzipProblem(error as NodeJS.ErrnoException, shown);
  }
  const head = readTarHeader(tar, 0);
  if (!head) throw new BackupRefused(`${shown} is not a backup of this shop: it is compressed, but not a tar archive`);
  if (head.name !== MANIFEST_NAME) {
    throw new BackupRefused(`${shown} is not a backup of this shop: a tar.gz whose first file is '${head.name}', not ${MANIFEST_NAME}`);
  }
  const manifest = parseManifest(tar.subarray(BLOCK, BLOCK + head.size).toString('utf8'), shown);
  const dataDirTar = tar.subarray(BLOCK + padded(head.size));
  // PGlite would try to gunzip anything that is not a tar (and crash the process doing so).
  if (!readTarHeader(dataDirTar, 0)) throw new BackupRefused(`${shown} is damaged: the database archive after the manifest is missing or broken`);
  return { manifest, dataDirTar };
}

function parseManifest(text: string, shown: string): BackupManifest {
  let value: Partial<BackupManifest>;
  try {
    value = JSON.parse(text) as Partial<BackupManifest>;
  } catch {
    throw new BackupRefused(`${shown} is damaged: its ${MANIFEST_NAME} is not valid JSON`);
  }
  if (value?.format !== BACKUP_FORMAT) throw new BackupRefused(`${shown} is not a backup of this shop: its ${MANIFEST_NAME} is of format '${String(value?.format)}'`);
  if (value.version !== BACKUP_FORMAT_VERSION) {
    throw new BackupRefused(`${shown} is in backup format ${String(value.version)}; this version of the shop reads format ${BACKUP_FORMAT_VERSION}: restore it with the code that wrote it`);
  }
  if (value.database !== 'pglite' || !Number.isInteger(value.migrations) || !Number.isInteger(value.orders) || typeof value.createdAt !== 'string') {
    throw new BackupRefused(`${shown} is damaged: its ${MANIFEST_NAME} lacks the database kind, migration or order count, or time`);
  }
  return value as BackupManifest;
}

/** 'sushi-2026-11-25-130500Z': UTC, so names sort by time across the clock changes. */
export function backupStem(at: Date): string {
  const iso = at.toISOString(); // 2026-11-25T13:05:00.000Z
  return `sushi-${iso.slice(0, 10)}-${iso.slice(11, 19).replace(/:/g, '')}Z`;
}

/**
 * Writes a backup into `dir` under the time's name ('-2', '-3' ... when that name is taken):
 * first to a '.partial' file that `fill` writes, synced, then linked to its name, so a backup
 * file is never half written and never replaces another.
 */
export async function writeBackupFile(dir: string, at: Date, extension: string, fill: (partialPath: string) => Promise<void>): Promise<{ file: string; bytes: number }> {
  await fs.mkdir(dir, { recursive: true });
  const partial = path.join(dir, `.${backupStem(at)}-${randomBytes(4).toString('hex')}.partial`);
  try {
    await fill(partial);
    const handle = await fs.open(partial, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    for (let n = 1; ; n++) {
      const file = path.join(dir, `${backupStem(at)}${n === 1 ? '' : `-${n}`}.${extension}`);
      try {
        await fs.link(partial, file);
        return { file, bytes: (await fs.stat(file)).size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
  } finally {
    await fs.rm(partial, { force: true });
  }
}
