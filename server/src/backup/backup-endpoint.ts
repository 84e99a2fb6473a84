/**
 * How `npm run backup` reaches a running shop on the embedded database (D75): PGlite is this
 * process's alone, so the snapshot is taken here. The server answers POST /internal/backup
 * only with the key it wrote at start into DATA_DIR/backup-endpoint.json (mode 0600: whoever
 * may read it may read the database files anyway), only from this machine and never through a
 * proxy. No staff token: a nightly cron job has none, and staff never need the route.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ErrorResponse } from '../../../domain/contract/common';
import { HttpError } from '../plugins/app/errors';
import { BackupRefused } from './backup-file';
import { backupPglite } from './pglite-backup';

export const BACKUP_ROUTE = '/internal/backup';
const endpointFile = (dataDir: string) => path.join(dataDir, 'backup-endpoint.json');

export interface BackupEndpoint {
  pid: number;
  url: string;
  key: string;
}

export interface BackupRouteOptions {
  pglite: PGlite;
  key: string;
}

export const createBackupKey = () => randomBytes(32).toString('hex');

const BackupBody = Type.Object({ dir: Type.String({ minLength: 1, maxLength: 4096 }) }, { additionalProperties: false });
const BackupAnswer = Type.Object({
  file: Type.String(),
  bytes: Type.Integer(),
  createdAt: Type.String(),
  orders: Type.Integer(),
  migrations: Type.Integer(),
});

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** From this machine (loopback, or our own address) and not relayed by a proxy on it. */
function fromThisMachine(request: FastifyRequest): boolean {
  const { remoteAddress, localAddress } = request.raw.socket;
  const direct = !request.headers['x-forwarded-for'] && !request.headers.forwarded;
  return direct && !!remoteAddress && (LOOPBACK.has(remoteAddress) || remoteAddress === localAddress);
}

function keyMatches(given: unknown, key: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function backupRoutes(fastify: FastifyInstance, opts: BackupRouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    BACKUP_ROUTE,
    { schema: { body: BackupBody, response: { 200: BackupAnswer, 400: ErrorResponse, 403: ErrorResponse, 500: ErrorResponse } } },
    async (request) => {
      if (!fromThisMachine(request) || !keyMatches(request.headers['x-backup-key'], opts.key)) {
        throw new HttpError(403, 'Backups are taken by `npm run backup` on the machine the shop runs on', 'FORBIDDEN');
      }
      if (!path.isAbsolute(request.body.dir)) throw new HttpError(400, 'body/dir must be an absolute path', undefined, 'body/dir');
      try {
        const result = await backupPglite(opts.pglite, request.body.dir);
        request.log.info({ file: result.file, bytes: result.bytes }, 'backup written');
        return result;
      } catch (error) {
        request.log.error({ err: error }, 'backup failed');
        // The caller is the operator's own command: the cause (a full disk, a folder it may not write) helps.
        throw new HttpError(500, `backup failed: ${(error as Error).message}`, error instanceof BackupRefused ? 'REFUSED' : undefined);
      }
    },
  );
}

/** Where this server takes backups, written once it listens; the returned function removes it. */
export function recordBackupEndpoint(dataDir: string, app: FastifyInstance, key: string): () => void {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the API is not listening: no backup endpoint to record');
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const endpoint: BackupEndpoint = { pid: process.pid, url: `http://${host}:${address.port}${BACKUP_ROUTE}`, key };
  fs.mkdirSync(dataDir, { recursive: true });
  const file = endpointFile(dataDir);
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, JSON.stringify(endpoint), { mode: 0o600 });
  return () => fs.rmSync(file, { force: true });
}

/** The running server's endpoint (null when none was recorded, or it is of another process). */
export function readBackupEndpoint(dataDir: string, pid: number): BackupEndpoint | null {
  try {
    const endpoint = JSON.parse(fs.readFileSync(endpointFile(dataDir), 'utf8')) as BackupEndpoint;
    return endpoint.pid === pid ? endpoint : null;
  } catch {
    return null;
  }
}

/** Asks the running server at `endpoint` to write a backup into `dir`. */
export async function requestBackup(endpoint: BackupEndpoint, dir: string): Promise<{ file: string; bytes: number; createdAt: string; orders: number }> {
  let response: Response;
  try {
    response = await fetch(endpoint.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-backup-key': endpoint.key },
      body: JSON.stringify({ dir }),
    });
  } catch (error) {
    throw new Error(`the running shop (pid ${endpoint.pid}) did not answer at ${endpoint.url}: ${(error as Error).cause ?? (error as Error).message}`);
  }
  const body = (await response.json().catch(() => ({}))) as { message?: string; file?: string; bytes?: number; createdAt?: string; orders?: number };
  if (!response.ok) throw new Error(body.message ?? `the running shop answered ${response.status}`);
  return body as { file: string; bytes: number; createdAt: string; orders: number };
}
