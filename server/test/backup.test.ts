/**
 * Backups (D75): `npm run backup` while the shop runs, `npm run restore` into an
 * empty data directory, and refusals of damaged or foreign files that leave the target as it
 * was. The embedded database runs on a real data directory (PGlite in a temp folder, the API
 * listening on loopback as `npm start` would); with TEST_DATABASE_URL the same story runs on
 * PostgreSQL through pg_dump and pg_restore.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { BackupRefused, packBackup, readBackup } from '../src/backup/backup-file';
import { BACKUP_ROUTE, createBackupKey, recordBackupEndpoint } from '../src/backup/backup-endpoint';
import { backupPgliteDataDir, knownMigrations, restorePglite } from '../src/backup/pglite-backup';
import { backupPostgres, pgTool, restorePostgres } from '../src/backup/postgres-backup';
import { loadConfig } from '../src/config';
import { openDatabase, type OpenDatabase } from '../src/db/database';
import type { LocalCognito } from '../src/identity/local-cognito';
import { createTokenVerifier } from '../src/identity/token-verifier';
import { recordServerPid } from '../src/publish/server-pid';
import { createTestApp, TEST_DB_KIND, type TestApp } from './helpers/app';
import { testClock } from './helpers/clock';
import { createStaffUser, startTestIdentity, type Tokens } from './helpers/identity';
import { placeOrder } from './helpers/orders';
import { staffCall } from './helpers/staff';

const root = path.resolve(__dirname, '../..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sushi-backup-'));
const BACKUP_NAME = /^sushi-\d{4}-\d{2}-\d{2}-\d{6}Z\.(tar\.gz|dump)$/;

let idp: LocalCognito;
let staff: Tokens;
before(async () => {
  idp = await startTestIdentity();
  staff = await createStaffUser(idp, 'szef@sushikami.pl');
});
after(async () => {
  await idp?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** The CLI as `npm run backup` / `npm run restore` runs it, in its own process. */
function cli(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string; err: string }> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent', ...env };
  delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/backup/cli.ts', ...args], { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (err += d));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, out, err })));
}

/** Everything in a folder, recursively, with sizes: 'untouched' means this stays equal. */
function listing(dir: string): string[] {
  if (!fs.existsSync(dir)) return ['(missing)'];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((e) => `${path.relative(dir, path.join(e.parentPath, e.name))}${e.isFile() ? ` ${fs.statSync(path.join(e.parentPath, e.name)).size}` : '/'}`)
    .sort();
}

async function ordersIn(query: (sql: string) => Promise<{ rows: unknown[] }>): Promise<string[]> {
  const { rows } = await query('select public_id from orders order by public_id');
  return (rows as { public_id: string }[]).map((r) => r.public_id);
}

async function pgliteOrders(pgliteDir: string): Promise<string[]> {
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite(pgliteDir);
  try {
    return await ordersIn((sql) => client.query(sql));
  } finally {
    await client.close();
  }
}

/** `npm start` on a data directory: PGlite on disk, the API on loopback, pid and backup endpoint recorded. */
async function startShop(dataDir: string): Promise<{ app: FastifyInstance; database: OpenDatabase; close(): Promise<void> }> {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite'), seed: true });
  const config = loadConfig({ DATA_DIR: dataDir, SERVE_SITE: 'false', RATE_LIMIT_POST_PER_MINUTE: '1000', LOG_LEVEL: 'silent' });
  const key = createBackupKey();
  const app = await buildApp({
    config,
    db: database.db,
    tokenVerifier: createTokenVerifier({ userPoolId: idp.userPoolId, clientId: idp.clientId, jwksUri: idp.jwksUri }),
    logger: false,
    now: testClock().now,
    backup: { pglite: database.pglite!, key },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const forgetPid = recordServerPid(dataDir);
  const forgetEndpoint = recordBackupEndpoint(dataDir, app, key);
  return {
    app,
    database,
    async close() {
      forgetEndpoint();
      forgetPid();
      await app.close();
      await database.close();
    },
  };
}

const skipPglite = TEST_DB_KIND === 'postgres' ? 'the embedded database: runs in the PGlite pass' : false;

describe('backup and restore of the embedded database (PGlite)', { skip: skipPglite }, () => {
  const dataDir = path.join(tmp, 'shop');
  const backups = path.join(tmp, 'backups');
  let shop: Awaited<ReturnType<typeof startShop>>;
  let backupFile = '';
  let firstOrders: string[] = [];

  before(async () => {
    shop = await startShop(dataDir);
  });
  after(async () => {
    await shop?.close();
  });

  test('orders, backs up through the running shop, orders more, restores into an empty directory: exactly the first orders', { timeout: 240_000 }, async () => {
    firstOrders = [await placeOrder(shop.app), await placeOrder(shop.app)].sort();

    const backedUp = await cli(['backup'], { DATA_DIR: dataDir, BACKUP_DIR: backups });
    assert.equal(backedUp.code, 0, backedUp.err + backedUp.out);
    assert.match(backedUp.out, /Backup written by the running shop \(pid \d+\): .*sushi-.*\.tar\.gz \([\d.]+ MB, 2 orders\)/);
    const files = fs.readdirSync(backups);
    assert.equal(files.length, 1, 'one file, no .partial left');
    assert.match(files[0], BACKUP_NAME);
    backupFile = path.join(backups, files[0]);
    // A standard tar.gz: the manifest first, then the data directory.
    const entries = execFileSync('tar', ['tzf', backupFile], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).split('\n');
    assert.equal(entries[0], 'sushi-backup.json');
    assert.ok(entries.some((e) => e.endsWith('PG_VERSION')));

    const settings = (await staffCall(shop.app, staff.idToken, 'GET', '/shop/staff/settings')).json();
    assert.equal(settings.lastBackup.file, files[0]);
    assert.equal(settings.lastBackup.database, 'pglite');
    assert.equal(settings.lastBackup.bytes, fs.statSync(backupFile).size);
    assert.ok(Math.abs(Date.parse(settings.lastBackup.at) - Date.now()) < 120_000, 'the real time of the backup');

    const later = await placeOrder(shop.app);
    assert.ok(!firstOrders.includes(later));

    const restoredDir = path.join(tmp, 'restored');
    const restored = await cli(['restore', backupFile, '--data-dir', restoredDir], {});
    assert.equal(restored.code, 0, restored.err + restored.out);
    assert.match(restored.out, /Restored sushi-.*\.tar\.gz \(taken .*, 2 orders\) into .*restored\/pglite/);
    assert.deepEqual(await pgliteOrders(path.join(restoredDir, 'pglite')), firstOrders);
    assert.deepEqual(listing(restoredDir).filter((e) => e.startsWith('.restore-')), [], 'no scratch folder left');
  });

  test('the backup route answers only with the key, from this machine, not through a proxy', async () => {
    const key = JSON.parse(fs.readFileSync(path.join(dataDir, 'backup-endpoint.json'), 'utf8')).key as string;
    assert.equal(fs.statSync(path.join(dataDir, 'backup-endpoint.json')).mode & 0o777, 0o600);
    const post = (headers: Record<string, string>, dir = path.join(tmp, 'never')) =>
      shop.app.inject({ method: 'POST', url: BACKUP_ROUTE, headers, payload: { dir } });
    assert.equal((await post({})).statusCode, 403);
    assert.equal((await post({ 'x-backup-key': 'a'.repeat(key.length) })).statusCode, 403);
    assert.equal((await post({ 'x-backup-key': key, 'x-forwarded-for': '203.0.113.9' })).statusCode, 403);
    const relative = await post({ 'x-backup-key': key }, 'backups');
    assert.equal(relative.statusCode, 400);
    assert.equal(fs.existsSync(path.join(tmp, 'never')), false);
  });

  test('a backup taken while orders keep coming holds exactly the orders committed before it', { timeout: 120_000 }, async () => {
    const key = JSON.parse(fs.readFileSync(path.join(dataDir, 'backup-endpoint.json'), 'utf8')).key as string;
    const inFlight = Array.from({ length: 8 }, () => placeOrder(shop.app));
    const answer = await shop.app.inject({ method: 'POST', url: BACKUP_ROUTE, headers: { 'x-backup-key': key }, payload: { dir: path.join(tmp, 'busy') } });
    assert.equal(answer.statusCode, 200, answer.body);
    const all = await Promise.all(inFlight);
    const into = path.join(tmp, 'busy-restored');
    // Restore checks the database holds the manifest's order count: the snapshot and the count agree.
    const { manifest } = await restorePglite(answer.json().file, into);
    const restored = await pgliteOrders(path.join(into, 'pglite'));
    assert.equal(restored.length, manifest.orders);
    assert.ok(restored.length >= 3 && restored.length <= 3 + all.length, `${restored.length} orders`);
    const known = new Set([...firstOrders, ...(await ordersIn((sql) => shop.database.pglite!.query(sql)))]);
    assert.ok(restored.every((id) => known.has(id)));
  });

  test('restore refuses a running shop and a data directory that holds a database, changing nothing', async () => {
    const before = listing(dataDir);
    const running = await cli(['restore', backupFile, '--data-dir', dataDir], {});
    assert.equal(running.code, 2);
    assert.match(running.err, /restore: refused: the shop \(pid \d+\) is running on .*shop: stop it/);
    assert.match(running.err, /nothing was changed/);
    await assert.rejects(restorePglite(backupFile, path.join(tmp, 'restored')), (e: Error) => e instanceof BackupRefused && /already holds a database/.test(e.message));
    assert.deepEqual(listing(dataDir), before);
  });

  describe('damaged and foreign files are refused with the reason; the data directory stays as it was', () => {
    const target = path.join(tmp, 'target');
    let good: Buffer;
    before(() => {
      good = fs.readFileSync(backupFile);
      // A data directory with something else in it (local identity state), but no database yet.
      fs.mkdirSync(path.join(target, 'cognito'), { recursive: true });
      fs.writeFileSync(path.join(target, 'cognito', 'users.json'), '{}');
    });

    async function refused(name: string, bytes: Buffer | string, reason: RegExp, into = target) {
      const file = path.join(tmp, name);
      fs.writeFileSync(file, bytes);
      const before = listing(into);
      await assert.rejects(restorePglite(file, into), (e: Error) => {
        assert.ok(e instanceof BackupRefused, `${name}: ${e.stack}`);
        assert.match(e.message, reason);
        return true;
      });
      assert.deepEqual(listing(into), before, `${name} left ${into} as it was`);
    }

    test('a text file, an empty file, and a stranger tar.gz', async () => {
      await refused('notes.txt', 'zamówienia z piątku\n', /notes\.txt is not a backup of this shop: it is not a \.tar\.gz file/);
      await refused('empty.tar.gz', '', /empty\.tar\.gz is empty/);
      fs.writeFileSync(path.join(tmp, 'menu.csv'), 'id;name\n');
      execFileSync('tar', ['czf', path.join(tmp, 'photos.tar.gz'), '-C', tmp, 'menu.csv']);
      await refused('photos.tar.gz', fs.readFileSync(path.join(tmp, 'photos.tar.gz')), /not a backup of this shop: a tar\.gz whose first file is 'menu\.csv'/);
    });

    test('a cut copy and flipped bytes', async () => {
      await refused('cut.tar.gz', good.subarray(0, Math.floor(good.length / 2)), /cut\.tar\.gz is damaged: it ends too early/);
      const flipped = Buffer.from(good);
      for (let i = 0; i < 64; i++) flipped[Math.floor(flipped.length / 3) + i] ^= 0xff;
      await refused('flipped.tar.gz', flipped, /flipped\.tar\.gz is damaged/);
    });

    test('a whole file whose database does not match its manifest, or comes from newer code', { timeout: 120_000 }, async () => {
      const { manifest, dataDirTar } = await readBackup(good, 'good');
      await refused('more-orders.tar.gz', await packBackup({ ...manifest, orders: manifest.orders + 1 }, dataDirTar), /damaged: its manifest promises 3 orders .* has 2/);
      await refused('newer.tar.gz', await packBackup({ ...manifest, migrations: (await knownMigrations()) + 1 }, dataDirTar), /comes from a newer version of the shop/);
      // The right manifest around a tar of something else: PGlite cannot start on it.
      const stranger = execFileSync('tar', ['cf', '-', '-C', tmp, 'menu.csv']);
      await refused('not-a-database.tar.gz', await packBackup(manifest, stranger), /not-a-database\.tar\.gz is damaged: the database in it does not open/);
      // A target that does not exist yet is not created by a refusal.
      await refused('cut-again.tar.gz', good.subarray(0, 1000), /damaged/, path.join(tmp, 'no-such-dir'));
    });
  });

  test('a stopped shop is backed up from its data directory (no server)', { timeout: 120_000 }, async () => {
    const result = await backupPgliteDataDir(path.join(tmp, 'restored', 'pglite'), path.join(tmp, 'offline-backups'));
    assert.match(path.basename(result.file), BACKUP_NAME);
    assert.equal(result.orders, 2);
    await assert.rejects(backupPgliteDataDir(path.join(tmp, 'nothing', 'pglite'), backups), /there is no embedded database in .*nothing/);
    assert.equal(fs.existsSync(path.join(tmp, 'nothing')), false, 'no empty database was created');
  });
});

const skipPostgres = TEST_DB_KIND === 'postgres' ? false : 'needs PostgreSQL: run with TEST_DATABASE_URL (scripts/with-postgres.sh)';

describe('backup and restore with DATABASE_URL (pg_dump, pg_restore)', { skip: skipPostgres }, () => {
  let t: TestApp;
  const made: string[] = [];
  /** A new empty database on the test server, dropped at the end. */
  async function emptyDatabase(): Promise<string> {
    const { Client } = await import('pg');
    const name = `sushi_restore_${made.length}_${process.pid}`;
    const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    await admin.end();
    made.push(name);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    return url.toString();
  }
  async function inDatabase<T>(url: string, use: (query: (sql: string) => Promise<{ rows: unknown[] }>) => Promise<T>): Promise<T> {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return await use((sql) => client.query(sql));
    } finally {
      await client.end();
    }
  }
  const tableCount = (url: string) =>
    inDatabase(url, async (q) => ((await q(`select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`)).rows[0] as { n: number }).n);

  before(async () => {
    t = await createTestApp({ idp });
  });
  after(async () => {
    await t?.close();
    const { Client } = await import('pg');
    const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    for (const name of made) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  test('orders, pg_dump while the shop runs, orders more, pg_restore into an empty database: exactly the first orders; refusals', { timeout: 240_000 }, async () => {
    const first = [await placeOrder(t.app), await placeOrder(t.app)].sort();
    const dir = path.join(tmp, 'pg-backups');
    const result = await backupPostgres(t.databaseUrl!, dir);
    assert.match(path.basename(result.file), BACKUP_NAME);
    assert.ok(result.file.endsWith('.dump'));
    assert.equal(fs.readFileSync(result.file).subarray(0, 5).toString(), 'PGDMP');
    const settings = (await staffCall(t.app, staff.idToken, 'GET', '/shop/staff/settings')).json();
    assert.deepEqual({ file: settings.lastBackup.file, database: settings.lastBackup.database }, { file: path.basename(result.file), database: 'postgres' });
    await placeOrder(t.app);

    const target = await emptyDatabase();
    const restored = await restorePostgres(result.file, target);
    assert.equal(restored.orders, 2);
    assert.deepEqual(await inDatabase(target, ordersIn), first);
    const last = await inDatabase(target, async (q) => (await q(`select value from settings where key = 'lastBackup'`)).rows[0] as { value: { file: string } });
    assert.equal(last.value.file, path.basename(result.file));

    // Not into a database that holds tables: the shop's own, or the one just restored.
    await assert.rejects(restorePostgres(result.file, t.databaseUrl!), (e: Error) => e instanceof BackupRefused && /not empty \(\d+ tables\)/.test(e.message));

    const empty = await emptyDatabase();
    const write = (name: string, bytes: Buffer | string) => {
      const file = path.join(tmp, name);
      fs.writeFileSync(file, bytes);
      return file;
    };
    const good = fs.readFileSync(result.file);
    const refusals: [string, RegExp][] = [
      [write('cut.dump', good.subarray(0, Math.floor(good.length * 0.6))), /cut\.dump is damaged: pg_restore failed/],
      [write('notes.dump', 'nie kopia\n'), /notes\.dump is not a backup of this shop: it is not a pg_dump custom-format archive/],
      [write('embedded.tar.gz', await packBackup({ format: 'sushi-kami-backup', version: 1, database: 'pglite', createdAt: new Date().toISOString(), migrations: 1, orders: 0, postgres: '18' }, Buffer.alloc(1024))), /a backup of the embedded database .* restore it without DATABASE_URL/],
    ];
    // A real pg_dump, of some other database.
    const stranger = await emptyDatabase();
    await inDatabase(stranger, (q) => q('create table photos (id int)'));
    const strangerDump = path.join(tmp, 'stranger.dump');
    execFileSync(pgTool('pg_dump'), ['--format=custom', `--file=${strangerDump}`, `--dbname=${stranger}`]);
    refusals.push([strangerDump, /stranger\.dump is not a backup of this shop: the dump has no public orders/]);
    for (const [file, reason] of refusals) {
      await assert.rejects(restorePostgres(file, empty), (e: Error) => {
        assert.ok(e instanceof BackupRefused, `${file}: ${e.stack}`);
        assert.match(e.message, reason);
        return true;
      });
      assert.equal(await tableCount(empty), 0, `${path.basename(file)} left the database empty`);
    }
  });
});
