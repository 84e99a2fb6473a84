/**
 * When the last backup was made, kept in the shop's own settings table (key 'lastBackup') so
 * the staff panel shows it whichever way the backup ran: through the running server, by the
 * CLI on a stopped shop, or by pg_dump. Written with plain SQL: the CLI holds a bare PGlite or
 * pg client, not the app's repositories.
 */
import path from 'node:path';
import type { LastBackup } from '../../../domain/contract/settings';

/** A client's query method (PGlite and pg's Client both have this shape). */
export type SqlQuery = (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;

export const LAST_BACKUP_KEY = 'lastBackup';

export function lastBackupOf(file: string, bytes: number, at: Date, database: LastBackup['database']): LastBackup {
  return { at: at.toISOString(), file: path.basename(file), bytes, database };
}

export async function recordLastBackup(query: SqlQuery, value: LastBackup): Promise<void> {
  await query(
    `insert into settings (key, value) values ($1, $2::jsonb)
     on conflict (key) do update set value = excluded.value, updated_at = now()`,
    [LAST_BACKUP_KEY, JSON.stringify(value)],
  );
}

/** The shop's tables a restored database must have (and a foreign one lacks). */
export const SHOP_TABLES = ['orders', 'menu_items', 'settings', 'customers'] as const;

/**
 * The name a table had in a backup taken by an earlier version: migration 0008 renamed clients
 * to customers (D90), and such a backup still restores (the next start migrates it).
 */
export const FORMER_TABLE_NAMES: Partial<Record<(typeof SHOP_TABLES)[number], string>> = { customers: 'clients' };

/** Our tables missing from the database `query` reaches ('' when all are there), under today's or a former name. */
export async function missingShopTables(query: SqlQuery): Promise<string[]> {
  const { rows } = await query(
    `select name from unnest($1::text[], $2::text[]) as t(name, former)
      where to_regclass('public.' || name) is null and (former is null or to_regclass('public.' || former) is null)
     union all select 'drizzle.__drizzle_migrations' where to_regclass('drizzle.__drizzle_migrations') is null`,
    [[...SHOP_TABLES], SHOP_TABLES.map((t) => FORMER_TABLE_NAMES[t] ?? null)],
  );
  return (rows as { name: string }[]).map((r) => r.name);
}

export async function countRows(query: SqlQuery, table: 'orders' | 'drizzle.__drizzle_migrations'): Promise<number> {
  const { rows } = await query(`select count(*)::int as n from ${table}`);
  return (rows[0] as { n: number }).n;
}
