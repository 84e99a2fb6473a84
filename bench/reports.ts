/**
 * The day's numbers on a real year (D104): 100,000 orders with two lines each, spread over 2026,
 * inserted in one generate_series statement; then the median time of the daily report's queries
 * for one business day and the time to stream a month's orders.csv and items.csv to the end
 * (the route's own CSV writer over the repository's keyset pages). Targets: report < 300 ms,
 * a month's CSV < 3 s. Runs on in-memory PGlite, and on PostgreSQL too when TEST_DATABASE_URL
 * names one (scripts/with-postgres.sh gives a throwaway one). Printed, never judged.
 *
 *   bash scripts/with-postgres.sh npx tsx bench/reports.ts     ORDERS=100000 RUNS=15
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { businessRange } from '../domain/rules/business-day';
import { openDatabase, type OpenDatabase } from '../server/src/db/database';
import { csvStream } from '../server/src/lib/csv';
import { createReportRepository } from '../server/src/repositories/report-repository';
import { itemCells, ITEMS_HEADER, orderCells, ORDERS_HEADER } from '../server/src/routes/staff/report-csv';
import { freshPostgresDatabase } from '../server/test/helpers/app';

const ORDERS = Number(process.env.ORDERS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 15);
const DAY = '2026-06-15';
const MONTH = businessRange('2026-06-01', '2026-06-30');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A year of orders: a quarter picked up with a discount, one in twenty rejected, a seventh by phone, every method. */
async function fillYear(database: OpenDatabase): Promise<number> {
  const started = performance.now();
  const spacing = (365 * 86_400) / ORDERS;
  await database.db.execute(sql`
    insert into orders (public_id, customer, fulfilment, delivery_zone, delivery_price_grosze, discount_grosze,
      items_total_grosze, total_grosze, payment_method, status, source, created_at)
    select 'BENCH' || lpad(g::text, 9, '0'),
      jsonb_build_object('name', 'Klient ' || g, 'phoneNumber', '+48 600 100 200', 'email', '', 'address', ''),
      case when g % 4 = 0 then 'pickup' else 'delivery' end,
      case when g % 4 = 0 then '' else 'A' end,
      case when g % 4 = 0 then 0 else 1000 end,
      case when g % 4 = 0 then 500 else 0 end,
      5000,
      case when g % 4 = 0 then 4500 else 6000 end,
      (array['cash', 'card', 'online'])[1 + g % 3],
      case when g % 20 = 0 then 'rejected' when g % 4 = 0 then 'picked_up' else 'delivered' end,
      case when g % 7 = 0 then 'phone' else 'new-online' end,
      timestamptz '2026-01-01 04:00+01' + g * ${spacing}::float8 * interval '1 second'
    from generate_series(1, ${ORDERS}::int) g`);
  await database.db.execute(sql`
    insert into order_items (order_id, position, item_id, name, unit_price_grosze, quantity)
    select o.id, p, 2001 + (abs(hashtext(o.public_id)) + p) % 40, 'Danie ' || (2001 + (abs(hashtext(o.public_id)) + p) % 40), 2500, 1
    from orders o cross join generate_series(0, 1) p where o.public_id like 'BENCH%'`);
  await database.db.execute(sql`analyze`);
  return performance.now() - started;
}

/** Reads a stream to its end, returning how many bytes it gave. */
async function drain(stream: NodeJS.ReadableStream): Promise<{ bytes: number; rows: number }> {
  let bytes = 0;
  let rows = -1; // the header
  for await (const chunk of stream) {
    bytes += Buffer.byteLength(chunk as string);
    rows += (chunk as string).split('\r\n').length - 1;
  }
  return { bytes, rows };
}

async function measure(kind: string, database: OpenDatabase): Promise<void> {
  const fillMs = await fillYear(database);
  const reports = createReportRepository(database.db);
  const day = businessRange(DAY);
  await reports.figures(day); // the first run plans the queries
  const times: number[] = [];
  let placed = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    placed = (await reports.figures(day)).placed;
    times.push(performance.now() - started);
  }
  const [month] = await database.db
    .select({ orders: sql<number>`count(*)`.mapWith(Number) })
    .from(sql`orders`)
    .where(sql`created_at >= ${MONTH.startsAt.toISOString()}::timestamptz and created_at < ${MONTH.endsAt.toISOString()}::timestamptz`);
  let started = performance.now();
  const ordersCsv = await drain(csvStream(ORDERS_HEADER, reports.orderRows(MONTH), orderCells));
  const ordersMs = performance.now() - started;
  started = performance.now();
  const itemsCsv = await drain(csvStream(ITEMS_HEADER, reports.itemRows(MONTH), itemCells));
  const itemsMs = performance.now() - started;
  console.log(`${kind}: ${ORDERS} orders inserted in ${(fillMs / 1000).toFixed(1)} s`);
  console.log(`  daily report (${DAY}, ${placed} orders): median ${median(times).toFixed(1)} ms of ${RUNS}, max ${Math.max(...times).toFixed(1)} ms (target < 300 ms)`);
  console.log(`  June's orders.csv: ${(ordersMs / 1000).toFixed(2)} s, ${ordersCsv.rows} rows of ${month.orders} orders, ${(ordersCsv.bytes / 1e6).toFixed(1)} MB (target < 3 s)`);
  console.log(`  June's items.csv: ${(itemsMs / 1000).toFixed(2)} s, ${itemsCsv.rows} rows, ${(itemsCsv.bytes / 1e6).toFixed(1)} MB (target < 3 s)`);
  if (ordersCsv.rows !== month.orders || itemsCsv.rows !== 2 * month.orders) throw new Error('a CSV lost or repeated rows between its pages');
}

async function main(): Promise<void> {
  const pglite = await openDatabase({ dataDir: 'memory://', seed: true });
  try {
    await measure('PGlite', pglite);
  } finally {
    await pglite.close();
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log('PostgreSQL: skipped (no TEST_DATABASE_URL; run under scripts/with-postgres.sh)');
    return;
  }
  const pg = await freshPostgresDatabase(adminUrl);
  const postgres = await openDatabase({ databaseUrl: pg.url, dataDir: 'memory://', seed: true });
  try {
    await measure('PostgreSQL', postgres);
  } finally {
    await postgres.close();
    await pg.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
