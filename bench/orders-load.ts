/**
 * Orders under load with a crash: CLIENTS concurrent customers send ORDERS orders, each with
 * its own Idempotency-Key, retrying on network errors and 5xx. After ~40% are acknowledged the
 * API is killed with SIGKILL and restarted on the same data. Then the database itself is read
 * (not the API) and compared with what the customers were told: lost = acknowledged but not
 * stored, duplicated = one key stored twice. Figures are reported, never judged: the exit code
 * is non-zero only when the run broke (e.g. the API did not come back).
 *
 *   npx tsx bench/orders-load.ts                  (DB=both: PGlite, then PostgreSQL)
 *   ORDERS=2000 CLIENTS=50 DB=pglite|postgres|both npx tsx bench/orders-load.ts
 * PostgreSQL: TEST_DATABASE_URL's server (a fresh database is created in it), or without it a
 * throwaway server through scripts/with-postgres.sh (PG_TEST_PORT, default here 55480).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiProcess } from './orders-load/api-process';
import { runClients } from './orders-load/clients';

const ORDERS = Number(process.env.ORDERS ?? 2000);
const CLIENTS = Number(process.env.CLIENTS ?? 50);
const DB = process.env.DB ?? 'both';
const KILL_AT = 0.4;
const DEADLINE_MS = 120_000;
const ROOT = path.resolve(__dirname, '..');

type Stored = Map<string, { count: number; publicIds: Set<string> }>;
const STORED_SQL = 'select idempotency_key as key, public_id as id from orders where idempotency_key is not null';

async function readPostgres(url: string): Promise<Stored> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return collect((await client.query(STORED_SQL)).rows);
  } finally {
    await client.end();
  }
}

/** Opened by the bench only after the API stopped: PGlite allows one process per directory. */
async function readPglite(dir: string): Promise<Stored> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(dir);
  try {
    return collect((await db.query<{ key: string; id: string }>(STORED_SQL)).rows);
  } finally {
    await db.close();
  }
}

function collect(rows: { key: string; id: string }[]): Stored {
  const stored: Stored = new Map();
  for (const { key, id } of rows) {
    const entry = stored.get(key) ?? { count: 0, publicIds: new Set<string>() };
    entry.count++;
    entry.publicIds.add(id);
    stored.set(key, entry);
  }
  return stored;
}

async function createDatabase(serverUrl: string): Promise<string> {
  const { Client } = await import('pg');
  const name = `orders_load_${Date.now()}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function runOne(kind: 'pglite' | 'postgres', port: number): Promise<boolean> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `orders-load-${kind}-`));
  const databaseUrl = kind === 'postgres' ? await createDatabase(process.env.TEST_DATABASE_URL!) : undefined;
  const api = apiProcess({ port, cognitoPort: port + 1200, dataDir, databaseUrl });
  const title = kind === 'pglite' ? 'PGlite (embedded, DATA_DIR)' : 'PostgreSQL';
  console.log(`\n== ${title}: ${ORDERS} orders, ${CLIENTS} clients, SIGKILL at ${KILL_AT * 100}% acknowledged ==`);
  await api.start();
  const products = (await (await fetch(`${api.base}/shop/product`)).json()) as { id: number; isVisible: boolean; price: number }[];
  // Any one of these reaches zone A's minimum order value (D70), so no order is refused for it.
  const { minimumOrderA } = (await (await fetch(`${api.base}/delivery/`)).json()) as { minimumOrderA: number };
  const itemIds = products.filter((p) => p.isVisible && p.price >= minimumOrderA).map((p) => p.id);

  const abort = new AbortController();
  let crash: Promise<void> | undefined;
  let crashNote = '';
  let broke: Error | undefined;
  const t0 = Date.now();
  const outcomes = await runClients({
    base: api.base, orders: ORDERS, clients: CLIENTS, itemIds, deadlineMs: DEADLINE_MS, signal: abort.signal,
    onAck: (acked) => {
      if (crash || acked < ORDERS * KILL_AT) return;
      crash = (async () => {
        const killedAt = Date.now() - t0;
        await api.kill();
        await new Promise((r) => setTimeout(r, 1000));
        const readyMs = await api.start();
        crashNote = `killed at ${acked} acknowledged (${(killedAt / 1000).toFixed(1)} s), back ${((readyMs + 1000) / 1000).toFixed(1)} s after the kill`;
      })().catch((err: Error) => {
        broke = err;
        abort.abort();
      });
    },
  });
  await crash;
  const seconds = (Date.now() - t0) / 1000;

  let stored: Stored | undefined;
  let readError = '';
  try {
    if (kind === 'postgres') stored = await readPostgres(databaseUrl!);
    await api.stop();
    if (kind === 'pglite') stored = await readPglite(path.join(dataDir, 'pglite'));
  } catch (err) {
    readError = `reading the database failed: ${(err as Error).message}`;
  }
  await api.stop();

  const acked = outcomes.filter((o) => o.ackedId);
  const ourKeys = new Set(outcomes.map((o) => o.key));
  const ours = [...(stored ?? new Map()).entries()].filter(([key]) => ourKeys.has(key));
  const failures = new Map<string, number>();
  for (const o of outcomes) if (o.failure) failures.set(o.failure, (failures.get(o.failure) ?? 0) + 1);
  const row = (label: string, value: string | number) => console.log(`  ${label.padEnd(44)} ${value}`);
  row('orders sent (keys)', outcomes.length);
  row('acknowledged (200/201)', acked.length);
  row('not acknowledged (refused or deadline)', outcomes.length - acked.length);
  row('requests incl. retries', outcomes.reduce((s, o) => s + o.attempts, 0));
  if (stored) {
    row('stored (distinct keys in the database)', ours.length);
    row('stored rows', ours.reduce((s, [, e]) => s + e.count, 0));
    row('duplicated (keys stored more than once)', ours.filter(([, e]) => e.count > 1).length);
    row('lost (acknowledged, not stored)', acked.filter((o) => !stored!.has(o.key)).length);
    row('stored but never acknowledged', ours.filter(([key]) => !acked.some((o) => o.key === key)).length);
    row('acknowledged id != stored id', acked.filter((o) => { const e = stored!.get(o.key); return e && !e.publicIds.has(o.ackedId!); }).length);
  } else row('stored / duplicated / lost', `unknown: ${readError}`);
  row('total time', `${seconds.toFixed(1)} s`);
  row('acknowledged orders/s (incl. the outage)', (acked.length / seconds).toFixed(1));
  row('crash', crashNote || (broke ? 'the API did not come back' : 'no kill (too few orders)'));
  for (const [why, n] of failures) row(`  failure x${n}`, why);
  if (broke) console.log(`  RUN BROKE: ${broke.message}`);
  console.log(`  data: ${databaseUrl ?? dataDir}`);
  return !broke;
}

async function main() {
  let ok = true;
  if (DB === 'pglite' || DB === 'both') ok = (await runOne('pglite', Number(process.env.BENCH_PORT ?? 8150))) && ok;
  if (DB === 'postgres' || DB === 'both') {
    if (process.env.TEST_DATABASE_URL) ok = (await runOne('postgres', Number(process.env.BENCH_PORT ?? 8150) + 1)) && ok;
    else {
      // No server given: run this script again inside a throwaway PostgreSQL.
      const r = spawnSync('bash', ['scripts/with-postgres.sh', process.execPath, '--import', 'tsx', __filename], {
        cwd: ROOT, stdio: 'inherit', env: { ...process.env, DB: 'postgres', PG_TEST_PORT: process.env.PG_TEST_PORT ?? '55480' },
      });
      ok = r.status === 0 && ok;
    }
  }
  process.exit(ok ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
