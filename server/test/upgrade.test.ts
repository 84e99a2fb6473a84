/**
 * Upgrades from every released schema (D81). For each migration N: a database built
 * as real ones were (drizzle's migrator over the migrations as released, with the `when` values
 * databases recorded, a restaurant's data added after each migration), then started the way
 * server.ts starts (migrations and the demo seed), must have the schema of a freshly migrated
 * database and every row it had, unchanged but for what a migration rewrites on purpose.
 * Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (a new database per case).
 *
 * A failure names the starting migration and prints lines: schema lines missing (-) or
 * unexpected (+) compared with a fresh database, rows lost / changed / added per table.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { after, before, describe, test } from 'node:test';
import { MIGRATIONS_DIR, openDatabase, type OpenDatabase } from '../src/db/database';
import { promoContactEmail, promoContactPhone } from '../../domain/rules/promotions';
import { TEST_DB_KIND } from './helpers/app';
import { columnDefaults, describeSchema, schemaDiff, snapshotRows, type SchemaShape, type TableRows } from './helpers/database-shape';
import { pgliteScratch, postgresScratch, releasedDatabases, type Scratch } from './helpers/released-database';
import { releasedJournal, releasedSql } from './helpers/released-migrations';

type Row = Record<string, unknown>;

/** What server.ts does with the database before serving: migrate, and seed one never seeded. */
async function startAsServer(where: Scratch['where']): Promise<Pick<OpenDatabase, 'seeded' | 'migrations'>> {
  const database = await openDatabase({ ...where, seed: true });
  await database.close();
  return { seeded: database.seeded, migrations: database.migrations };
}

async function inspect(scratch: Scratch) {
  const conn = await scratch.connect();
  try {
    return { schema: await describeSchema(conn.query), rows: await snapshotRows(conn.query), defaults: await columnDefaults(conn.query) };
  } finally {
    await conn.close();
  }
}

const released = releasedJournal();
const currentTags = (JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] }).entries.map((e) => e.tag);
const indexOf = (tag: string) => released.findIndex((e) => e.tag === tag);

/** Tables a migration removes with their rows, on purpose. */
const DROPPED_TABLES: Record<string, string> = { instagram_entries: '0004_drop_instagram' };

/** Tables and columns ('table.column') a migration renames, on purpose: their rows and values move to the new name. */
const RENAMED_TABLES: Record<string, { to: string; by: string }> = { clients: { to: 'customers', by: '0008_customer_names' } };
const RENAMED_COLUMNS: Record<string, { to: string; by: string }> = { 'orders.client_email': { to: 'customer_email', by: '0008_customer_names' } };
/** Renamed after `from`: by a migration the database at `from` has not run yet. */
const renamedAfter = (from: number) => (rename: { to: string; by: string } | undefined) =>
  rename !== undefined && currentTags.indexOf(rename.by) > from ? rename : undefined;
const tableAfter = (table: string, from: number) => renamedAfter(from)(RENAMED_TABLES[table])?.to ?? table;

/**
 * 0005_delivery_terms: the stored prices { zoneAGrosze, zoneBGrosze } become per-zone terms with
 * the same price, no minimum order and no free delivery (its SQL says so).
 */
function deliveryTermsOf(old: { zoneAGrosze: unknown; zoneBGrosze: unknown }) {
  return {
    A: { priceGrosze: old.zoneAGrosze, minimumOrderGrosze: 0, freeDeliveryFromGrosze: null },
    B: { priceGrosze: old.zoneBGrosze, minimumOrderGrosze: 0, freeDeliveryFromGrosze: null },
  };
}

/** A row as it must be after the migrations later than `from` rewrote it (`table`: its name at `from`). */
function expectedRow(table: string, row: Row, from: number): Row {
  const value = row.value as Record<string, unknown> | undefined;
  if (from < indexOf('0005_delivery_terms') && table === 'settings' && row.key === 'delivery' && value && 'zoneAGrosze' in value) {
    return { ...row, value: deliveryTermsOf(value as { zoneAGrosze: unknown; zoneBGrosze: unknown }) };
  }
  const renamed = Object.fromEntries(Object.entries(row).map(([column, v]) => [renamedAfter(from)(RENAMED_COLUMNS[`${table}.${column}`])?.to ?? column, v]));
  // 0011 empties a set's typed allergens: a set's are derived from its contents since (D99).
  if (from < currentTags.indexOf('0011_may_contain_and_diet') && table === 'menu_items' && String(row.id).startsWith('3')) return { ...renamed, allergens: [] };
  // 0013 gives every order its customer's e-mail and phone as promo limits compare them (D105).
  if (from < currentTags.indexOf('0013_promotions') && table === 'orders') {
    const customer = row.customer as { email?: string; phoneNumber?: string };
    return { ...renamed, contact_email: promoContactEmail(customer.email), contact_phone: promoContactPhone(customer.phoneNumber) };
  }
  return renamed;
}

/** Every row lost, changed or added, one line each ('' when none). */
function rowDiff(before: Map<string, TableRows>, after: Map<string, TableRows>, defaults: Map<string, unknown>, from: number): string {
  const problems: string[] = [];
  const keyOf = (t: TableRows, row: Row) => JSON.stringify(t.key.map((c) => row[c]));
  for (const [table, old] of before) {
    const now = after.get(tableAfter(table, from));
    if (!now) {
      const droppedBy = DROPPED_TABLES[table];
      if (!droppedBy || indexOf(droppedBy) <= from) problems.push(`${table}: table lost with its ${old.rows.length} rows`);
      continue;
    }
    const current = new Map(now.rows.map((r) => [keyOf(now, r), r]));
    for (const oldRow of old.rows) {
      const want = expectedRow(table, oldRow, from);
      const key = keyOf(now, want);
      const row = current.get(key);
      current.delete(key);
      if (!row) {
        problems.push(`${table} ${key}: row lost ${JSON.stringify(oldRow)}`);
        continue;
      }
      for (const column of new Set([...Object.keys(want), ...Object.keys(row)])) {
        const had = column in want;
        if (had && !(column in row)) problems.push(`${table} ${key}: column ${column} lost (was ${JSON.stringify(want[column])})`);
        else if (had && !isDeepStrictEqual(want[column], row[column])) {
          problems.push(`${table} ${key}: ${column} was ${JSON.stringify(want[column])}, is ${JSON.stringify(row[column])}`);
        } else if (!had) {
          // A column added by the upgrade: its default, or any value for a volatile default.
          const fallback = defaults.get(`${table}.${column}`);
          const ok = fallback === undefined ? row[column] !== null : isDeepStrictEqual(fallback, row[column]);
          if (!ok) problems.push(`${table} ${key}: new column ${column} is ${JSON.stringify(row[column])}, its default gives ${JSON.stringify(fallback ?? 'a value')}`);
        }
      }
    }
    for (const [key, row] of current) problems.push(`${table} ${key}: row added ${JSON.stringify(row)}`);
  }
  const shown = problems.slice(0, 40);
  if (problems.length > shown.length) shown.push(`... and ${problems.length - shown.length} more`);
  return shown.join('\n');
}

describe(`upgrade from every released schema (${TEST_DB_KIND})`, () => {
  const history = releasedDatabases(TEST_DB_KIND === 'postgres' ? postgresScratch(process.env.TEST_DATABASE_URL!) : pgliteScratch());
  after(() => history.dispose());

  let fresh: { schema: SchemaShape; defaults: Map<string, unknown> };
  before(async () => {
    const { scratch } = await history.at(-1);
    try {
      await startAsServer(scratch.where);
      fresh = await inspect(scratch);
    } finally {
      await scratch.drop();
    }
  });

  test('a released migration is never edited or removed: databases ran it as it was', () => {
    assert.deepEqual(
      currentTags.slice(0, released.length),
      released.map((e) => e.tag),
      'the migrations of server/test/fixtures/upgrade/released-journal.json must stay the first ones of the journal, in order',
    );
    // Each file as released, by its sha256: fails naming the first one edited.
    for (const { tag } of released) releasedSql(tag);
  });

  for (const { idx: from, tag } of released) {
    const latest = from === currentTags.length - 1;
    test(`a database at ${tag}${latest ? ' (the latest: nothing to do)' : ''} reaches the fresh schema and keeps every row`, async () => {
      const { scratch, rows: rowsBefore } = await history.at(from);
      try {
        // Started twice: a restart after the upgrade must find nothing left to do.
        const first = await startAsServer(scratch.where);
        const second = await startAsServer(scratch.where);
        const upgraded = await inspect(scratch);

        const schema = schemaDiff(fresh.schema, upgraded.schema);
        if (schema) assert.fail(`after upgrading from ${tag}, the schema differs from a fresh database's (- missing, + unexpected):\n${schema}`);
        const rows = rowDiff(rowsBefore, upgraded.rows, fresh.defaults, from);
        if (rows) assert.fail(`after upgrading from ${tag}, rows differ from before the upgrade:\n${rows}`);
        assert.deepEqual([first.seeded, second.seeded], [false, false], 'the demo seed ran on a database that had been seeded');
        assert.deepEqual(first.migrations.applied, currentTags.slice(from + 1), 'the first start applies exactly the migrations after the one the database is at');
        assert.deepEqual(second.migrations, { applied: [], repaired: [] }, 'a restart after the upgrade finds nothing to do');

        // The renames, stated outright: 0008 moved the rows of clients to customers and orders.client_email to customer_email.
        if (from < currentTags.indexOf('0008_customer_names')) {
          const emails = (rows: Map<string, TableRows>, table: string) => rows.get(table)!.rows.map((r) => r.email);
          assert.ok(emails(rowsBefore, 'clients').length > 0, 'the fixture has customers before 0008');
          assert.deepEqual(emails(upgraded.rows, 'customers'), emails(rowsBefore, 'clients'));
          const orderEmails = (rows: Map<string, TableRows>, column: string) => rows.get('orders')!.rows.map((r) => r[column]);
          assert.deepEqual(orderEmails(upgraded.rows, 'customer_email'), orderEmails(rowsBefore, 'client_email'));
        }
        // The one rewrite of values so far, stated outright: 0005 turned the old prices into terms.
        const delivery = (rows: Map<string, TableRows>) => rows.get('settings')!.rows.find((r) => r.key === 'delivery')!.value;
        if (from < indexOf('0005_delivery_terms')) {
          const old = delivery(rowsBefore) as { zoneAGrosze: number; zoneBGrosze: number };
          assert.equal(typeof old.zoneAGrosze, 'number', 'the fixture keeps the old delivery prices before 0005');
          assert.deepEqual(delivery(upgraded.rows), {
            A: { priceGrosze: old.zoneAGrosze, minimumOrderGrosze: 0, freeDeliveryFromGrosze: null },
            B: { priceGrosze: old.zoneBGrosze, minimumOrderGrosze: 0, freeDeliveryFromGrosze: null },
          });
        }
      } finally {
        await scratch.drop();
      }
    });
  }
});
