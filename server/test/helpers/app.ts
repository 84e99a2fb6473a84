/**
 * A real app for API tests: fresh database (in-memory PGlite, or a new database on the
 * PostgreSQL named by TEST_DATABASE_URL), migrated and seeded, with the verifier pointed at a
 * throwaway cognito-local. Requests go through app.inject.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type OpenDatabase } from '../../src/db/database';
import type { LocalCognito } from '../../src/identity/local-cognito';
import { createTokenVerifier } from '../../src/identity/token-verifier';
import { testClock } from './clock';

export interface TestApp {
  app: FastifyInstance;
  database: OpenDatabase;
  /** PostgreSQL only: where this app's database is, for a second instance on it. */
  databaseUrl?: string;
  close(): Promise<void>;
}

/** Which database the API tests run on: the same suite runs once per kind. */
export const TEST_DB_KIND = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** A new database on the PostgreSQL server of `adminUrl` (a copy of `template` when given), and how to drop it. */
export async function freshPostgresDatabase(adminUrl: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `sushi_test_${randomBytes(6).toString('hex')}`;
  await onAdmin(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onAdmin(adminUrl, `drop database if exists ${name} with (force)`) };
}

async function onAdmin(adminUrl: string, sql: string): Promise<void> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createTestApp(opts: {
  idp: LocalCognito;
  env?: Record<string, string>;
  seed?: boolean;
  /** The shop's clock; by default one that starts while the demo restaurant is open. */
  now?: () => Date;
  /**
   * PostgreSQL only: a second API instance on the first one's database (its own pool and
   * LISTEN connection, as another process would have). The first one owns and drops it.
   */
  shareDatabaseOf?: TestApp;
  /** Publishing tests: a fake build command, where it writes, or another target. */
  publish?: AppDeps['publish'];
}): Promise<TestApp> {
  const shared = opts.shareDatabaseOf?.databaseUrl;
  if (opts.shareDatabaseOf && !shared) throw new Error('shareDatabaseOf needs PostgreSQL (TEST_DATABASE_URL)');
  const pg = shared || !process.env.TEST_DATABASE_URL ? undefined : await freshPostgresDatabase(process.env.TEST_DATABASE_URL);
  const databaseUrl = shared ?? pg?.url;
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://', seed: !shared && (opts.seed ?? true) });
  const config = loadConfig({
    SERVE_SITE: 'false',
    RATE_LIMIT_POST_PER_MINUTE: '1000',
    LOG_LEVEL: 'silent',
    ...opts.env,
  });
  const app = await buildApp({
    config,
    db: database.db,
    tokenVerifier: createTokenVerifier({ userPoolId: opts.idp.userPoolId, clientId: opts.idp.clientId, jwksUri: opts.idp.jwksUri }),
    // Live staff connections check the group on cognito-local, as `npm start` does.
    identityAdmin: { endpoint: opts.idp.endpoint, userPoolId: opts.idp.userPoolId },
    logger: false,
    now: opts.now ?? testClock().now,
    publish: opts.publish,
  });
  return {
    app,
    database,
    databaseUrl,
    async close() {
      await app.close();
      await database.close();
      await pg?.drop();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
