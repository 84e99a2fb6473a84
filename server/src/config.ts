/**
 * Everything the server reads from its environment, checked once at start. Each variable
 * is documented in the README; a wrong value stops the server with a message naming it.
 */
import path from 'node:path';

export type IdentityMode = 'local' | 'cognito';

export interface Config {
  production: boolean;
  host: string;
  port: number;
  logLevel: string;
  /** Root of the project; data, the built site and the identity state live under it. */
  rootDir: string;
  dataDir: string;
  databaseUrl?: string;
  /** '/shop' in production, '/dev-shop' (without the close path) for development. */
  shopBase: '/shop' | '/dev-shop';
  identity: {
    mode: IdentityMode;
    region: string;
    userPoolId?: string;
    clientId?: string;
    localPort: number;
    /** Fixes every confirmation code of the local provider: tests only. */
    localFixedCode?: string;
  };
  site: { serve: boolean; dir: string; build: 'auto' | 'always' | 'never' };
  postRateLimitPerMinute: number;
  corsOrigins: string[];
  /** The public key GraphQL clients send in 'x-api-key' (it ships in the site's JavaScript). */
  graphqlApiKey: string;
  /** Tests only: the shop's clock starts at this instant and runs on from there. */
  clockStart?: Date;
}

type Env = Record<string, string | undefined>;

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const value = env[name] ?? fallback;
  if (!allowed.includes(value as T)) {
    throw new Error(`${name} must be one of ${allowed.join(', ')} (got '${value}')`);
  }
  return value as T;
}

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer (got '${raw}')`);
  return value;
}

/** The key every instance outside production accepts, so a fresh clone works without setup. */
export const LOCAL_GRAPHQL_API_KEY = 'local-public-key';

function instant(env: Env, name: string): Date | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  const date = new Date(raw);
  if (Number.isNaN(date.getTime())) throw new Error(`${name} must be an ISO date-time (got '${raw}')`);
  return date;
}

export function loadConfig(env: Env = process.env, rootDir = path.resolve(__dirname, '../..')): Config {
  const production = env.NODE_ENV === 'production';
  const mode = oneOf<IdentityMode>(env, 'IDENTITY', ['local', 'cognito'], production ? 'cognito' : 'local');
  const config: Config = {
    production,
    host: env.HOST ?? '127.0.0.1',
    port: env.PORT === '0' ? 0 : positiveInt(env, 'PORT', 8000),
    logLevel: env.LOG_LEVEL ?? 'info',
    rootDir,
    dataDir: path.resolve(rootDir, env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    shopBase: oneOf(env, 'SHOP_BASE', ['/shop', '/dev-shop'] as const, '/shop'),
    identity: {
      mode,
      region: env.COGNITO_REGION ?? 'eu-central-1',
      userPoolId: env.COGNITO_USER_POOL_ID || undefined,
      clientId: env.COGNITO_CLIENT_ID || undefined,
      // 0: any free port (tests run several at once).
      localPort: env.LOCAL_COGNITO_PORT === '0' ? 0 : positiveInt(env, 'LOCAL_COGNITO_PORT', 9229),
      localFixedCode: env.LOCAL_COGNITO_CODE || undefined,
    },
    site: {
      serve: (env.SERVE_SITE ?? 'true') !== 'false',
      dir: path.resolve(rootDir, env.SITE_DIR ?? 'public'),
      build: oneOf(env, 'SITE_BUILD', ['auto', 'always', 'never'] as const, 'auto'),
    },
    postRateLimitPerMinute: positiveInt(env, 'RATE_LIMIT_POST_PER_MINUTE', 30),
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    graphqlApiKey: env.GRAPHQL_API_KEY || (production ? '' : LOCAL_GRAPHQL_API_KEY),
    clockStart: instant(env, 'SHOP_CLOCK_START'),
  };
  assertSafe(config);
  return config;
}

function assertSafe(config: Config): void {
  if (config.identity.mode === 'cognito' && (!config.identity.userPoolId || !config.identity.clientId)) {
    throw new Error('IDENTITY=cognito needs COGNITO_USER_POOL_ID and COGNITO_CLIENT_ID');
  }
  // The local provider's signing key ships inside its npm package: anyone can mint tokens it
  // would accept. A production server must never trust it.
  if (config.production && config.identity.mode === 'local') {
    throw new Error('Refusing to start: NODE_ENV=production with IDENTITY=local would trust tokens anyone can sign');
  }
  if (config.production && config.identity.localFixedCode) {
    throw new Error('Refusing to start: LOCAL_COGNITO_CODE is for tests only');
  }
  // The local default is in this public repository: production must choose its own key.
  if (config.production && (!config.graphqlApiKey || config.graphqlApiKey === LOCAL_GRAPHQL_API_KEY)) {
    throw new Error('Refusing to start: NODE_ENV=production needs GRAPHQL_API_KEY (the public key of the GraphQL API)');
  }
  if (config.production && config.clockStart) {
    throw new Error('Refusing to start: SHOP_CLOCK_START is for tests only');
  }
}
