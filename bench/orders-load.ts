/**
 * Orders under load with a crash: CLIENTS concurrent customers send ORDERS orders, each with
 * its own Idempotency-Key, retrying on network errors and 5xx. After ~40% are acknowledged the
 * API is killed with SIGKILL and restarted on the same data. Then the database itself is read
 * (not the API) and compared with what the customers were told: lost = acknowledged but not
 * stored, duplicated = one key stored twice. Figures are reported, never judged: the exit code
 * is non-zero only when the run broke (e.g. the API did not come back). Each customer's wait
 * (first attempt to acknowledgement) is reported as p50/p95/p99/max next to D76's targets,
 * without the orders caught by the crash; CRASH=0 runs without the kill.
 *
 *   npx tsx bench/orders-load.ts                  (DB=both: PGlite, then PostgreSQL)
 *   ORDERS=2000 CLIENTS=50 DB=pglite|postgres|both CRASH=1|0 npx tsx bench/orders-load.ts
 * PostgreSQL: TEST_DATABASE_URL's server (a fresh database is created in it), or without it a
 * throwaway server through scripts/with-postgres.sh (PG_TEST_PORT, default here 55480).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './lib/product';
import { apiProcess } from './orders-load/api-process';
import { runClients } from './orders-load/clients';
import { printLatency, printTable, readSummaries, summarize, writeSummary, type LatencySummary } from './orders-load/latency';

const ORDERS = Number(process.env.ORDERS ?? 2000);
const CLIENTS = Number(process.env.CLIENTS ?? 50);
const DB = process.env.DB ?? 'both';
const KILL_AT = process.env.CRASH === '0' ? Infinity : 0.4;
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

async function runOne(kind: 'pglite' | 'postgres', port: number): Promise<LatencySummary | undefined> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `orders-load-${kind}-`));
  const databaseUrl = kind === 'postgres' ? await createDatabase(process.env.TEST_DATABASE_URL!) : undefined;
  const api = apiProcess({ port, dataDir, databaseUrl });
  const title = kind === 'pglite' ? 'PGlite (embedded, DATA_DIR)' : 'PostgreSQL';
  const crashAt = Number.isFinite(KILL_AT) ? `SIGKILL at ${KILL_AT * 100}% acknowledged` : 'no crash';
  console.log(`\n== ${title}: ${ORDERS} orders, ${CLIENTS} clients, ${crashAt} ==`);
  await api.start();
  const products = (await (await fetch(`${api.base}/shop/product`)).json()) as { id: number; isVisible: boolean; price: number }[];
  // Any one of these reaches zone A's minimum order value (D70), so no order is refused for it.
  const { minimumOrderA } = (await (await fetch(`${api.base}/delivery/`)).json()) as { minimumOrderA: number };
  const itemIds = products.filter((p) => p.isVisible && p.price >= minimumOrderA).map((p) => p.id);

  const abort = new AbortController();
  let crash: Promise<void> | undefined;
  let crashNote = '';
  let outage: { from: number; to: number } | undefined;
  let broke: Error | undefined;
  const t0 = Date.now();
  const outcomes = await runClients({
    base: api.base, orders: ORDERS, clients: CLIENTS, itemIds, deadlineMs: DEADLINE_MS, signal: abort.signal,
    onAck: (acked) => {
      if (crash || acked < ORDERS * KILL_AT) return;
      crash = (async () => {
        const from = Date.now();
        const killedAt = from - t0;
        await api.kill();
        await new Promise((r) => setTimeout(r, 1000));
        const readyMs = await api.start();
        outage = { from, to: Date.now() };
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
  const row = (label: string, value: string | number) => console.log(`  ${label.padEnd(48)} ${value}`);
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
  row('crash', crashNote || (broke ? 'the API did not come back' : Number.isFinite(KILL_AT) ? 'no kill (too few orders)' : 'none (CRASH=0)'));
  const summary = summarize({
    kind, orders: ORDERS, clients: CLIENTS, outcomes, seconds, t0, outage,
    lost: stored ? acked.filter((o) => !stored!.has(o.key)).length : null,
    duplicated: stored ? ours.filter(([, e]) => e.count > 1).length : null,
  });
  printLatency(summary, row);
  for (const [why, n] of failures) row(`  failure x${n}`, why);
  if (broke) console.log(`  RUN BROKE: ${broke.message}`);
  console.log(`  data: ${databaseUrl ?? dataDir}`);
  return broke ? undefined : summary;
}

async function main() {
  let ok = true;
  const summaries: LatencySummary[] = [];
  const record = (s: LatencySummary | undefined) => {
    if (!s) return (ok = false);
    summaries.push(s);
    writeSummary(process.env.ORDERS_LOAD_SUMMARY, s);
  };
  // The API restarts on the same port after the kill (the customers keep its address): a free one, or BENCH_PORT.
  const apiPort = async () => Number(process.env.BENCH_PORT ?? 0) || (await freePort());
  if (DB === 'pglite' || DB === 'both') record(await runOne('pglite', await apiPort()));
  if (DB === 'postgres' || DB === 'both') {
    if (process.env.TEST_DATABASE_URL) record(await runOne('postgres', await apiPort()));
    else {
      // No server given: run this script again inside a throwaway PostgreSQL; it hands its figures back in a file.
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'orders-load-')), 'summary.jsonl');
      const r = spawnSync('bash', ['scripts/with-postgres.sh', process.execPath, '--import', 'tsx', __filename], {
        cwd: ROOT, stdio: 'inherit',
        env: { ...process.env, DB: 'postgres', PG_TEST_PORT: process.env.PG_TEST_PORT ?? '55480', ORDERS_LOAD_SUMMARY: file, ORDERS_LOAD_TABLE: '0' },
      });
      summaries.push(...readSummaries(file));
      ok = r.status === 0 && ok;
    }
  }
  if (process.env.ORDERS_LOAD_TABLE !== '0') printTable(summaries);
  process.exit(ok ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
