/**
 * The database's type, apart from database.ts: the migration runner and the seed use it, and
 * database.ts uses them, so they cannot import it from there (no import cycles).
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
