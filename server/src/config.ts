/**
 * The server's settings, from its environment, checked once at start. Each variable is one
 * property of config/environment-schema.ts (type, default, accepted values, meaning), from which
 * docs/configuration.md is generated; every wrong value is named in the one error that stops
 * the start. This file and config/ import nothing else of ours: everyone reads them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCAL_GRAPHQL_API_KEY, P24_VARIABLES, p24Problems, refusals } from './config/cross-checks';
import { ConfigurationError, readEnvironment, type Env, type Environment } from './config/read-environment';
import type { Config, LocalPort, PaymentsConfig, PublishTargetSetting } from './config/settings';

export type * from './config/settings';
export { LOCAL_GRAPHQL_API_KEY } from './config/cross-checks';
export { ConfigurationError } from './config/read-environment';

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

/** The settings from the environment: the schema's values in the shape consumers read, then the rules between them. */
export function loadConfig(env: Env = process.env, rootDir = projectRoot()): Config {
  const { values: v, given } = readEnvironment(env);
  const production = v.NODE_ENV === 'production';
  const localPort = (variable: LocalPortVariable): LocalPort => ({ port: v[variable], variable, given: given.has(variable) });
  const config: Config = {
    production,
    host: v.HOST,
    port: v.PORT,
    logLevel: v.LOG_LEVEL,
    rootDir,
    dataDir: path.resolve(rootDir, v.DATA_DIR),
    databaseUrl: v.DATABASE_URL,
    shopBase: v.SHOP_BASE,
    identity: {
      mode: v.IDENTITY ?? (production ? 'cognito' : 'local'),
      region: v.COGNITO_REGION,
      userPoolId: v.COGNITO_USER_POOL_ID,
      clientId: v.COGNITO_CLIENT_ID,
      localPort: localPort('LOCAL_COGNITO_PORT'),
      localFixedCode: v.LOCAL_COGNITO_CODE,
      localIdentityUrl: v.LOCAL_IDENTITY_URL?.replace(/\/+$/, ''),
    },
    site: {
      // In production the site is on a CDN (PUBLISH_TARGET=s3://...): the API serves none of it.
      serve: (v.SERVE_SITE ?? (production ? 'false' : 'true')) === 'true',
      fixedDir: v.SITE_DIR ? path.resolve(rootDir, v.SITE_DIR) : undefined,
      build: v.SITE_BUILD,
    },
    publish: {
      target: publishTarget(v.PUBLISH_TARGET),
      s3Endpoint: v.S3_ENDPOINT,
      awsRegion: v.AWS_REGION,
      cloudfrontDistributionId: v.CLOUDFRONT_DISTRIBUTION_ID,
      buildTimeoutMs: v.PUBLISH_BUILD_TIMEOUT_SECONDS * 1000,
      keepReleases: 5,
      autoAfterMinutes: v.PUBLISH_AUTO_MINUTES,
      requireRestaurantFacts: (v.PUBLISH_REQUIRE_RESTAURANT_FACTS ?? (production ? 'true' : 'false')) === 'true',
    },
    mail: {
      smtpUrl: v.SMTP_URL,
      from: v.MAIL_FROM.trim(),
      restaurantCopyTo: v.MAIL_RESTAURANT_COPY_TO?.trim(),
      localSmtpPort: localPort('LOCAL_SMTP_PORT'),
      retryBaseMs: v.MAIL_RETRY_SECONDS * 1000,
      maxAttempts: v.MAIL_MAX_ATTEMPTS,
    },
    payments: {
      p24: p24Settings(v),
      localPort: localPort('LOCAL_P24_PORT'),
      checkIntervalMs: v.PAYMENT_CHECK_SECONDS * 1000,
    },
    // Without SITE_URL the links lead to this very server (`npm start`, the e2e server).
    siteUrl: (v.SITE_URL ?? `http://localhost:${v.PORT || 8000}`).replace(/\/+$/, ''),
    postRateLimitPerMinute: v.RATE_LIMIT_POST_PER_MINUTE,
    dbQueueLimit: v.DB_QUEUE_LIMIT,
    corsOrigins: (v.CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    graphqlApiKey: v.GRAPHQL_API_KEY ?? (production ? '' : LOCAL_GRAPHQL_API_KEY),
    graphqlApiKeyFile: v.GRAPHQL_API_KEY_FILE ? path.resolve(rootDir, v.GRAPHQL_API_KEY_FILE) : undefined,
    liveCheckMs: v.LIVE_CHECK_SECONDS * 1000,
    clockStart: v.SHOP_CLOCK_START ? new Date(v.SHOP_CLOCK_START) : undefined,
  };
  const problems = [...p24Problems(v), ...refusals(config)];
  if (problems.length > 0) throw new ConfigurationError(problems);
  return config;
}

type LocalPortVariable = 'LOCAL_COGNITO_PORT' | 'LOCAL_SMTP_PORT' | 'LOCAL_P24_PORT';

function publishTarget(raw: string | undefined): PublishTargetSetting {
  if (!raw || raw === 'local') return { kind: 'local' };
  // The schema's pattern has checked the bucket's name.
  const [, bucket, prefix = ''] = /^s3:\/\/([^/]+)(?:\/(.*))?$/.exec(raw)!;
  return { kind: 's3', bucket, prefix: prefix.replace(/^\/+|\/+$/g, '') };
}

function p24Settings(v: Environment): PaymentsConfig['p24'] {
  if (P24_VARIABLES.some((name) => v[name] === undefined)) return undefined;
  return { baseUrl: v.P24_BASE_URL!.replace(/\/+$/, ''), merchantId: v.P24_MERCHANT_ID!, posId: v.P24_POS_ID!, crc: v.P24_CRC!, apiKey: v.P24_API_KEY! };
}
