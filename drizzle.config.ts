import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations offline; the same files run on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/src/db/migrations',
});
