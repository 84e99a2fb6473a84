/**
 * The customers' waits, next to D76's targets: from the first attempt of an order to its
 * acknowledgement (retries after a full queue included). Orders whose wait spans the kill and
 * restart are counted apart: their wait is the outage's, not the database's.
 */
import fs from 'node:fs';
import type { OrderOutcome } from './clients';

export type DbKind = 'pglite' | 'postgres';

export interface LatencySummary {
  kind: DbKind;
  orders: number;
  clients: number;
  /** Acknowledged orders whose wait did not span the outage. */
  measured: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** The same without the first second after each start of the API (a cold process). */
  warm: { measured: number; p50: number; p95: number; p99: number; max: number };
  /** Acknowledged orders per second outside the outage. */
  ordersPerSecond: number;
  /** Orders caught by the crash, and the longest of their waits. */
  spanningOutage: number;
  spanningMax: number;
  /** 503 + Retry-After answers (queue full), each followed by a retry. */
  busy: number;
  lost: number | null;
  duplicated: number | null;
}

/** D76: PGlite p99 ≤ 3 × p50 and under 500 ms; PostgreSQL p99 under 250 ms. */
export function targetOf(kind: DbKind): string {
  return kind === 'pglite' ? 'p99 ≤ 3 × p50 and < 500 ms' : 'p99 < 250 ms';
}

export function meetsTarget(s: LatencySummary): boolean {
  const fast = s.kind === 'pglite' ? s.p99 <= 3 * s.p50 && s.p99 < 500 : s.p99 < 250;
  return fast && s.lost === 0 && s.duplicated === 0;
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function summarize(opts: {
  kind: DbKind;
  orders: number;
  clients: number;
  outcomes: OrderOutcome[];
  seconds: number;
  /** Epoch ms when the clients started. */
  t0: number;
  /** Epoch ms from the kill until the restarted API answered; none without a crash. */
  outage?: { from: number; to: number };
  lost: number | null;
  duplicated: number | null;
}): LatencySummary {
  const { outage } = opts;
  const acked = opts.outcomes.filter((o) => o.ackedAt !== undefined);
  const spans = (o: OrderOutcome) => outage !== undefined && o.startedAt < outage.to && o.ackedAt! > outage.from;
  const waits = acked.filter((o) => !spans(o)).map((o) => o.ackedAt! - o.startedAt).sort((a, b) => a - b);
  const cold = (o: OrderOutcome) => o.startedAt < opts.t0 + 1000 || (outage !== undefined && o.startedAt < outage.to + 1000);
  const warm = acked.filter((o) => !spans(o) && !cold(o)).map((o) => o.ackedAt! - o.startedAt).sort((a, b) => a - b);
  const spanning = acked.filter(spans).map((o) => o.ackedAt! - o.startedAt);
  const outageSeconds = outage ? (outage.to - outage.from) / 1000 : 0;
  return {
    kind: opts.kind,
    orders: opts.orders,
    clients: opts.clients,
    measured: waits.length,
    p50: percentile(waits, 50),
    p95: percentile(waits, 95),
    p99: percentile(waits, 99),
    max: waits[waits.length - 1] ?? NaN,
    warm: { measured: warm.length, p50: percentile(warm, 50), p95: percentile(warm, 95), p99: percentile(warm, 99), max: warm[warm.length - 1] ?? NaN },
    ordersPerSecond: acked.length / Math.max(0.001, opts.seconds - outageSeconds),
    spanningOutage: spanning.length,
    spanningMax: spanning.length ? Math.max(...spanning) : 0,
    busy: opts.outcomes.reduce((s, o) => s + o.busy, 0),
    lost: opts.lost,
    duplicated: opts.duplicated,
  };
}

const ms = (v: number) => (Number.isNaN(v) ? '-' : `${Math.round(v)} ms`);

/** The rows of one run, under its other figures. */
export function printLatency(s: LatencySummary, row: (label: string, value: string | number) => void): void {
  row('wait p50 / p95 / p99 / max (outside the outage)', `${ms(s.p50)} / ${ms(s.p95)} / ${ms(s.p99)} / ${ms(s.max)} (${s.measured} orders)`);
  const w = s.warm;
  row('  the same, warm (not in a second after a start)', `${ms(w.p50)} / ${ms(w.p95)} / ${ms(w.p99)} / ${ms(w.max)} (${w.measured} orders)`);
  row('acknowledged orders/s outside the outage', s.ordersPerSecond.toFixed(1));
  row('waits spanning the outage', s.spanningOutage ? `${s.spanningOutage}, longest ${ms(s.spanningMax)}` : 'none');
  row('503 + Retry-After (queue full), retried', s.busy);
  row('target', `${targetOf(s.kind)}, 0 lost, 0 duplicated: ${meetsTarget(s) ? 'met' : 'MISSED'}`);
}

/** One line per database, the targets beside them: the end of a DB=both run. */
export function printTable(summaries: LatencySummary[]): void {
  if (summaries.length === 0) return;
  console.log('\n== Orders: the customers\' waits, next to the targets (D76) ==');
  const head = ['database', 'p50', 'p95', 'p99', 'max', 'warm p99', 'orders/s', 'lost', 'dup', '503', 'target', ''];
  const lines = summaries.map((s) => [
    s.kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
    ms(s.p50), ms(s.p95), ms(s.p99), ms(s.max), ms(s.warm.p99),
    s.ordersPerSecond.toFixed(1), String(s.lost ?? '?'), String(s.duplicated ?? '?'), String(s.busy),
    targetOf(s.kind), meetsTarget(s) ? 'met' : 'MISSED',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  for (const l of [head, ...lines]) console.log('  ' + l.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd());
}

/** The PostgreSQL run happens in a child process (inside a throwaway server): it hands its figures back in a file. */
export function writeSummary(file: string | undefined, s: LatencySummary): void {
  if (file) fs.appendFileSync(file, JSON.stringify(s) + '\n');
}

export function readSummaries(file: string): LatencySummary[] {
  if (!fs.existsSync(file)) return [];
  return fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as LatencySummary);
}
