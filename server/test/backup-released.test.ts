/**
 * A backup taken by a released version restores with today's code (D75, D90): the database in
 * it has that version's schema (clients, orders.client_email before 0008 renamed them), restore
 * takes it as this shop's, and the next start migrates it with every row. The PGlite pass
 * restores a tar.gz; with TEST_DATABASE_URL the same runs through pg_dump and pg_restore.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { backupPgliteDataDir, restorePglite } from '../src/backup/pglite-backup';
import { backupPostgres, restorePostgres } from '../src/backup/postgres-backup';
import { openDatabase, type OpenDatabaseOptions } from '../src/db/database';
import { freshPostgresDatabase, TEST_DB_KIND } from './helpers/app';
import { connectPglite, connectPostgres, pgliteScratch, postgresScratch, releasedDatabases, type BuildConnection } from './helpers/released-database';
import { releasedJournal } from './helpers/released-migrations';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sushi-backup-released-'));
const lastRelease = releasedJournal().length - 1;
const history = releasedDatabases(TEST_DB_KIND === 'postgres' ? postgresScratch(process.env.TEST_DATABASE_URL!) : pgliteScratch());
const drops: (() => Promise<void>)[] = [];
after(async () => {
  for (const drop of drops) await drop();
  await history.dispose();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const emails = async (conn: BuildConnection, table: string, column = 'email') =>
  (await conn.query(`select ${column} as email from ${table} order by 1`)).map((r) => r.email);

/** Restores nothing itself: starts the shop on the restored database and checks the customers came along. */
async function startsWithTheCustomers(where: OpenDatabaseOptions, connect: () => Promise<BuildConnection>, before: { customers: unknown[]; orderEmails: unknown[] }) {
  const database = await openDatabase(where);
  await database.close();
  assert.ok(database.migrations.applied.includes('0008_customer_names'), 'the start migrated the restored database');
  const conn = await connect();
  try {
    assert.deepEqual(await emails(conn, 'customers'), before.customers);
    assert.deepEqual(await emails(conn, 'orders', 'customer_email'), before.orderEmails);
  } finally {
    await conn.close();
  }
}

async function customersOf(conn: BuildConnection) {
  try {
    const customers = await emails(conn, 'clients');
    assert.ok(customers.length > 0, 'the released database has customers (fixtures/upgrade/data)');
    return { customers, orderEmails: await emails(conn, 'orders', 'client_email') };
  } finally {
    await conn.close();
  }
}

describe(`a backup of the last released schema restores and upgrades (${TEST_DB_KIND})`, () => {
  test('embedded database: tar.gz of a data directory with clients, restored, started', { skip: TEST_DB_KIND === 'postgres' && 'runs in the PGlite pass', timeout: 240_000 }, async () => {
    const { scratch } = await history.at(lastRelease);
    drops.push(scratch.drop);
    const before = await customersOf(await scratch.connect());
    const backup = await backupPgliteDataDir(scratch.where.dataDir, path.join(tmp, 'backups'));

    const dataDir = path.join(tmp, 'restored');
    await restorePglite(backup.file, dataDir);
    const pgliteDir = path.join(dataDir, 'pglite');
    await startsWithTheCustomers({ dataDir: pgliteDir }, () => connectPglite(pgliteDir), before);
  });

  test('PostgreSQL: pg_dump of a database with clients, pg_restore, started', { skip: TEST_DB_KIND !== 'postgres' && 'needs PostgreSQL: run with TEST_DATABASE_URL (scripts/with-postgres.sh)', timeout: 240_000 }, async () => {
    const { scratch } = await history.at(lastRelease);
    drops.push(scratch.drop);
    const before = await customersOf(await scratch.connect());
    const backup = await backupPostgres(scratch.where.databaseUrl!, path.join(tmp, 'pg-backups'));

    const target = await freshPostgresDatabase(process.env.TEST_DATABASE_URL!);
    drops.push(target.drop);
    await restorePostgres(backup.file, target.url);
    await startsWithTheCustomers({ databaseUrl: target.url, dataDir: 'memory://' }, () => connectPostgres(target.url), before);
  });
});
