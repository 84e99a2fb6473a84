/**
 * Everything the server reads from its environment, checked once at start. Each variable
 * is documented in docs/configuration.md; a wrong value stops the server with a message naming it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseKeyFile } from './graphql/api-keys';
import { DEFAULT_QUEUE_LIMIT } from './db/fair-access';

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
    /** LOCAL_COGNITO_PORT: cognito-local's port when this instance starts its own. */
    localPort: LocalPort;
    /** Fixes every confirmation code of the local provider: tests only. */
    localFixedCode?: string;
    /**
     * LOCAL_IDENTITY_URL: another instance's cognito-local (e.g. http://127.0.0.1:9229): this
     * instance starts none and verifies tokens, proxies /identity/ and checks the staff group there.
     */
    localIdentityUrl?: string;
  };
  site: {
    serve: boolean;
    /** SITE_DIR: serve this folder as it is instead of the live release (tests, A/B comparisons). */
    fixedDir?: string;
    /** auto: publish at start when nothing is live or the live release is of other code or settings. */
    build: 'auto' | 'always' | 'never';
  };
  publish: PublishConfig;
  mail: MailConfig;
  payments: PaymentsConfig;
  /** SITE_URL: the site's address; e-mails link its order page, Przelewy24 returns customers to it and notifies /shop on it. */
  siteUrl: string;
  postRateLimitPerMinute: number;
  /** DB_QUEUE_LIMIT: orders waiting for the database; past this many the next is refused with 503 (D76). */
  dbQueueLimit: number;
  corsOrigins: string[];
  /** The public key GraphQL clients send in 'x-api-key' (it ships in the site's JavaScript). */
  graphqlApiKey: string;
  /** GRAPHQL_API_KEY_FILE: the accepted keys, one a line, read again at every live check (key rotation, D77). */
  graphqlApiKeyFile?: string;
  /** LIVE_CHECK_SECONDS: how often open subscriptions are checked (staff still in the group, API key still accepted). */
  liveCheckMs: number;
  /** Tests only: the shop's clock starts at this instant and runs on from there. */
  clockStart?: Date;
}

/**
 * The loopback port of a local stand-in (cognito-local, the SMTP catcher, the Przelewy24
 * stand-in). `given`: the variable was set, so exactly this port is taken or the start fails
 * naming it; not set, the documented port is taken when free and any free port otherwise
 * (a second instance on this machine: lib/local-port.ts). 0 is any free port.
 */
export interface LocalPort {
  port: number;
  variable: string;
  given: boolean;
}

/** Where releases go (PUBLISH_TARGET): our own server's folder, or an S3-compatible bucket. */
export type PublishTargetSetting = { kind: 'local' } | { kind: 's3'; bucket: string; prefix: string };

export interface PublishConfig {
  target: PublishTargetSetting;
  /** S3_ENDPOINT: an S3-compatible store; empty = AWS itself. */
  s3Endpoint?: string;
  awsRegion: string;
  cloudfrontDistributionId?: string;
  /** A build taking longer is killed and its release failed. */
  buildTimeoutMs: number;
  /** Releases whose files are kept for a rollback (the live one included). */
  keepReleases: number;
  /** PUBLISH_AUTO_MINUTES: publish this long after the last data change; 0 = only by hand. */
  autoAfterMinutes: number;
  /** Refuse to publish while a restaurant fact is still the seed's placeholder (D68); on in production. */
  requireRestaurantFacts: boolean;
}

/** Order e-mails (D72). */
export interface MailConfig {
  /** SMTP_URL; required in production. Without it, `npm start` starts the local catcher and sets this to it. */
  smtpUrl?: string;
  /** MAIL_FROM: the sender, 'Name <address>'. */
  from: string;
  /** MAIL_RESTAURANT_COPY_TO: a copy of each new order goes here; none without it. */
  restaurantCopyTo?: string;
  /** LOCAL_SMTP_PORT: the local catcher's port on loopback. */
  localSmtpPort: LocalPort;
  /** MAIL_RETRY_SECONDS: the first retry's wait; each next one doubles, up to an hour. */
  retryBaseMs: number;
  /** MAIL_MAX_ATTEMPTS: attempts before a message is marked failed for staff. */
  maxAttempts: number;
}

/** Online payments (D73): Przelewy24, or its local stand-in when none is set (refused in production). */
export interface PaymentsConfig {
  p24?: { baseUrl: string; merchantId: number; posId: number; crc: string; apiKey: string };
  /** LOCAL_P24_PORT: the stand-in's port on loopback. */
  localPort: LocalPort;
  /** PAYMENT_CHECK_SECONDS: how often unpaid orders are checked at P24 and expired, and stuck verifies and refunds retried. */
  checkIntervalMs: number;
}

const P24_VARIABLES = ['P24_MERCHANT_ID', 'P24_POS_ID', 'P24_CRC', 'P24_API_KEY', 'P24_BASE_URL'] as const;

function p24Settings(env: Env): PaymentsConfig['p24'] {
  const given = P24_VARIABLES.filter((name) => env[name]);
  if (given.length === 0) return undefined;
  if (given.length < P24_VARIABLES.length) {
    throw new Error(`Przelewy24 needs all of ${P24_VARIABLES.join(', ')} (missing: ${P24_VARIABLES.filter((n) => !env[n]).join(', ')})`);
  }
  const baseUrl = env.P24_BASE_URL!.replace(/\/+$/, '');
  if (!/^https?:\/\/[^/\s]+$/.test(baseUrl)) throw new Error(`P24_BASE_URL must be an address like https://secure.przelewy24.pl (got '${baseUrl}')`);
  return {
    baseUrl,
    merchantId: positiveInt(env, 'P24_MERCHANT_ID', 0),
    posId: positiveInt(env, 'P24_POS_ID', 0),
    crc: env.P24_CRC!,
    apiKey: env.P24_API_KEY!,
  };
}

type Env = Record<string, string | undefined>;

/** 'Name <address>' or a bare address; no line breaks (it becomes a header). */
function mailbox(env: Env, name: string, fallback: string): string {
  const value = (env[name] || fallback).trim();
  if (/[\r\n]/.test(value) || !/^([^<>]*<)?[^\s@<>]+@[^\s@<>]+>?$/.test(value)) {
    throw new Error(`${name} must be an e-mail address or 'Name <address>' (got '${value}')`);
  }
  return value;
}

function seconds(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback * 1000;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number of seconds (got '${raw}')`);
  return value * 1000;
}

export function parsePublishTarget(raw: string | undefined): PublishTargetSetting {
  if (!raw || raw === 'local') return { kind: 'local' };
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(raw);
  if (!match) throw new Error(`PUBLISH_TARGET must be 'local' or s3://bucket/prefix (got '${raw}')`);
  return { kind: 's3', bucket: match[1], prefix: (match[2] ?? '').replace(/^\/+|\/+$/g, '') };
}

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

function localPort(env: Env, name: string, documented: number): LocalPort {
  const raw = env[name];
  if (raw === undefined || raw === '') return { port: documented, variable: name, given: false };
  return { port: raw === '0' ? 0 : positiveInt(env, name, documented), variable: name, given: true };
}

/** LOCAL_IDENTITY_URL without a trailing slash: only an http address of a host and port. */
function localIdentityUrl(env: Env): string | undefined {
  const raw = env.LOCAL_IDENTITY_URL;
  if (!raw) return undefined;
  const url = raw.replace(/\/+$/, '');
  if (!/^http:\/\/[^/\s]+$/.test(url)) throw new Error(`LOCAL_IDENTITY_URL must be another instance's cognito-local, like http://127.0.0.1:9229 (got '${raw}')`);
  return url;
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

/**
 * The project folder (where package.json, the site's sources and node_modules are): two up
 * from server/src under tsx, three from dist/server/src when compiled.
 */
export function projectRoot(from = __dirname): string {
  let dir = from;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${from}`);
    dir = parent;
  }
  return dir;
}

export function loadConfig(env: Env = process.env, rootDir = projectRoot()): Config {
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
      localPort: localPort(env, 'LOCAL_COGNITO_PORT', 9229),
      localFixedCode: env.LOCAL_COGNITO_CODE || undefined,
      localIdentityUrl: localIdentityUrl(env),
    },
    site: {
      // In production the site is on a CDN (PUBLISH_TARGET=s3://...): the API serves none of it.
      serve: (env.SERVE_SITE ?? (production ? 'false' : 'true')) !== 'false',
      fixedDir: env.SITE_DIR ? path.resolve(rootDir, env.SITE_DIR) : undefined,
      build: oneOf(env, 'SITE_BUILD', ['auto', 'always', 'never'] as const, 'auto'),
    },
    publish: {
      target: parsePublishTarget(env.PUBLISH_TARGET),
      s3Endpoint: env.S3_ENDPOINT || undefined,
      awsRegion: env.AWS_REGION || 'eu-central-1',
      cloudfrontDistributionId: env.CLOUDFRONT_DISTRIBUTION_ID || undefined,
      buildTimeoutMs: positiveInt(env, 'PUBLISH_BUILD_TIMEOUT_SECONDS', 600) * 1000,
      keepReleases: 5,
      autoAfterMinutes: env.PUBLISH_AUTO_MINUTES === '0' ? 0 : positiveInt(env, 'PUBLISH_AUTO_MINUTES', 0),
      requireRestaurantFacts: (env.PUBLISH_REQUIRE_RESTAURANT_FACTS ?? (production ? 'true' : 'false')) === 'true',
    },
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: mailbox(env, 'MAIL_FROM', 'Sushi Kami <zamowienia@sushikami.localhost>'),
      restaurantCopyTo: env.MAIL_RESTAURANT_COPY_TO ? mailbox(env, 'MAIL_RESTAURANT_COPY_TO', '') : undefined,
      localSmtpPort: localPort(env, 'LOCAL_SMTP_PORT', 1025),
      retryBaseMs: seconds(env, 'MAIL_RETRY_SECONDS', 30),
      maxAttempts: positiveInt(env, 'MAIL_MAX_ATTEMPTS', 10),
    },
    payments: {
      p24: p24Settings(env),
      localPort: localPort(env, 'LOCAL_P24_PORT', 9424),
      checkIntervalMs: seconds(env, 'PAYMENT_CHECK_SECONDS', 30),
    },
    // Without SITE_URL the links lead to this very server (`npm start`, the e2e server).
    siteUrl: (env.SITE_URL || `http://localhost:${env.PORT && env.PORT !== '0' ? env.PORT : 8000}`).replace(/\/+$/, ''),
    postRateLimitPerMinute: positiveInt(env, 'RATE_LIMIT_POST_PER_MINUTE', 30),
    dbQueueLimit: positiveInt(env, 'DB_QUEUE_LIMIT', DEFAULT_QUEUE_LIMIT),
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    graphqlApiKey: env.GRAPHQL_API_KEY || (production ? '' : LOCAL_GRAPHQL_API_KEY),
    graphqlApiKeyFile: env.GRAPHQL_API_KEY_FILE ? path.resolve(rootDir, env.GRAPHQL_API_KEY_FILE) : undefined,
    liveCheckMs: seconds(env, 'LIVE_CHECK_SECONDS', 30),
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
  const { localIdentityUrl: shared } = config.identity;
  if (shared && config.production) {
    throw new Error('Refusing to start: LOCAL_IDENTITY_URL is a local identity provider, whose tokens anyone can sign');
  }
  if (shared && config.identity.mode !== 'local') throw new Error('LOCAL_IDENTITY_URL needs IDENTITY=local (it is the local provider of another instance)');
  // The code is fixed by the cognito-local that sends it: the instance that runs it.
  if (shared && config.identity.localFixedCode) throw new Error('LOCAL_COGNITO_CODE has no effect with LOCAL_IDENTITY_URL: set it on the instance whose cognito-local this is');
  if (config.production && config.identity.localFixedCode) {
    throw new Error('Refusing to start: LOCAL_COGNITO_CODE is for tests only');
  }
  // Within a minute of leaving the staff group (D77, D79), whatever the call to the provider takes.
  if (config.liveCheckMs > 45_000) throw new Error('LIVE_CHECK_SECONDS must be at most 45');
  if (config.graphqlApiKeyFile) assertKeyFile(config.graphqlApiKeyFile, config.production);
  // The local default is in this public repository: production must choose its own key.
  if (config.production && !config.graphqlApiKeyFile && (!config.graphqlApiKey || config.graphqlApiKey === LOCAL_GRAPHQL_API_KEY)) {
    throw new Error('Refusing to start: NODE_ENV=production needs GRAPHQL_API_KEY (the public key of the GraphQL API)');
  }
  // The local folder target is the CDN's stand-in on a laptop: production publishes to a bucket.
  if (config.production && config.publish.target.kind === 'local') {
    throw new Error('Refusing to start: NODE_ENV=production needs PUBLISH_TARGET=s3://bucket/prefix (the local folder target is for development)');
  }
  // The local catcher keeps customers' mail in memory on this machine: production sends for real.
  if (config.production && !config.mail.smtpUrl) {
    throw new Error('Refusing to start: NODE_ENV=production needs SMTP_URL (smtp://user:password@host:587), the server the order e-mails go through');
  }
  // The stand-in takes any 'payment': production takes real money or none.
  if (config.production && !config.payments.p24) {
    throw new Error(`Refusing to start: NODE_ENV=production needs Przelewy24's ${P24_VARIABLES.join(', ')} (the local stand-in is for development)`);
  }
  if (config.mail.smtpUrl && !/^smtps?:\/\/[^/\s]+/.test(config.mail.smtpUrl)) {
    throw new Error('SMTP_URL must be smtp://[user:password@]host[:port] or smtps://...');
  }
  if (config.production && config.clockStart) {
    throw new Error('Refusing to start: SHOP_CLOCK_START is for tests only');
  }
}

/** The key file exists and lists keys; in production none of them is the public local default. */
function assertKeyFile(file: string, production: boolean): void {
  let keys: string[];
  try {
    keys = parseKeyFile(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`GRAPHQL_API_KEY_FILE ${file} cannot be read: ${(err as Error).message}`);
  }
  if (keys.length === 0) throw new Error(`GRAPHQL_API_KEY_FILE ${file} lists no key (one a line)`);
  if (production && keys.includes(LOCAL_GRAPHQL_API_KEY)) {
    throw new Error('Refusing to start: GRAPHQL_API_KEY_FILE lists the public local key in production');
  }
}
