/**
 * What a database holds, as plain data two databases can be compared by: its schema (tables,
 * columns, indexes, constraints of `public`, each one line) and every table's rows in primary-key
 * order. The same catalog queries run on PGlite and on PostgreSQL.
 */

/** Runs one SQL text and returns its rows: a PGlite client's or a pg client's `query`. */
export type Query = (sql: string) => Promise<Record<string, unknown>[]>;

export interface SchemaShape {
  tables: string[];
  columns: string[];
  indexes: string[];
  constraints: string[];
}

/** NOT NULL constraints (pg_constraint has them from PostgreSQL 18 on) are left to the column lines. */
export async function describeSchema(query: Query): Promise<SchemaShape> {
  const lines = async (sql: string) => (await query(sql)).map((r) => String(r.line)).sort();
  return {
    tables: await lines(`select table_name as line from information_schema.tables where table_schema = 'public'`),
    columns: await lines(
      `select table_name || '.' || column_name || ' ' || data_type || ' (' || udt_name || ')'
              || case when is_nullable = 'NO' then ' not null' else ' null' end
              || coalesce(' default ' || column_default, '') as line
         from information_schema.columns where table_schema = 'public'`,
    ),
    indexes: await lines(`select tablename || '.' || indexname || ': ' || indexdef as line from pg_indexes where schemaname = 'public'`),
    constraints: await lines(
      `select cl.relname || '.' || co.conname || ': ' || pg_get_constraintdef(co.oid) as line
         from pg_constraint co join pg_class cl on cl.oid = co.conrelid join pg_namespace ns on ns.oid = cl.relnamespace
        where ns.nspname = 'public' and co.contype <> 'n'`,
    ),
  };
}

/**
 * Lines only in `expected` (-) and only in `actual` (+), under a heading per part; '' when equal.
 * A table missing or unexpected as a whole is one line: its columns, indexes and constraints go with it.
 */
export function schemaDiff(expected: SchemaShape, actual: SchemaShape): string {
  const onlyIn = (a: string[], b: string[]) => {
    const other = new Set(b);
    return a.filter((l) => !other.has(l));
  };
  const wholeTables = [...onlyIn(expected.tables, actual.tables), ...onlyIn(actual.tables, expected.tables)];
  const ofWholeTable = (line: string) => wholeTables.some((t) => line.startsWith(`${t}.`));
  const parts: string[] = [];
  for (const part of Object.keys(expected) as (keyof SchemaShape)[]) {
    const whole = part === 'tables' ? ' (with its columns, indexes and constraints)' : '';
    const missing = onlyIn(expected[part], actual[part]).filter((l) => whole || !ofWholeTable(l)).map((l) => `  - ${l}${whole}`);
    const extra = onlyIn(actual[part], expected[part]).filter((l) => whole || !ofWholeTable(l)).map((l) => `  + ${l}${whole}`);
    if (missing.length + extra.length > 0) parts.push(`${part}:`, ...missing, ...extra);
  }
  return parts.join('\n');
}

export interface TableRows {
  /** The primary key's columns, in key order. */
  key: string[];
  /** Each row as to_jsonb gives it (timestamps in UTC text), ordered by the key. */
  rows: Record<string, unknown>[];
}

/** Every table of `public` with its rows. Sets the session's time zone to UTC for stable text. */
export async function snapshotRows(query: Query): Promise<Map<string, TableRows>> {
  await query(`set time zone 'UTC'`);
  const keys = await query(
    `select cl.relname as table_name, a.attname as column_name, k.ord
       from pg_constraint co
       join pg_class cl on cl.oid = co.conrelid
       join pg_namespace ns on ns.oid = cl.relnamespace
       cross join lateral unnest(co.conkey) with ordinality as k(attnum, ord)
       join pg_attribute a on a.attrelid = cl.oid and a.attnum = k.attnum
      where ns.nspname = 'public' and co.contype = 'p'
      order by cl.relname, k.ord`,
  );
  const tables = await query(`select table_name from information_schema.tables where table_schema = 'public' order by table_name`);
  const snapshot = new Map<string, TableRows>();
  for (const { table_name } of tables) {
    const table = String(table_name);
    const key = keys.filter((k) => k.table_name === table).map((k) => String(k.column_name));
    const orderBy = key.length > 0 ? `order by ${key.map((c) => `t."${c}"`).join(', ')}` : '';
    const rows = await query(`select to_jsonb(t) as row from "${table}" t ${orderBy}`);
    snapshot.set(table, { key, rows: rows.map((r) => r.row as Record<string, unknown>) });
  }
  return snapshot;
}

/**
 * The value each column's default gives a row that existed before the column was added, as
 * to_jsonb would show it: null without a default, undefined when the default is volatile
 * (now(), a sequence, a random uuid), i.e. not known in advance.
 */
export async function columnDefaults(query: Query): Promise<Map<string, unknown>> {
  const columns = await query(`select table_name, column_name, column_default from information_schema.columns where table_schema = 'public'`);
  const defaults = new Map<string, unknown>();
  for (const c of columns) {
    const name = `${String(c.table_name)}.${String(c.column_name)}`;
    const expr = c.column_default as string | null;
    if (expr === null) defaults.set(name, null);
    else if (/nextval\(|now\(\)|random/i.test(expr)) defaults.set(name, undefined);
    else defaults.set(name, (await query(`select to_jsonb(${expr}) as v`))[0].v);
  }
  return defaults;
}
