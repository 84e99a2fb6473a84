/**
 * The shape of the server's settings, as every consumer reads them (config.ts builds them from
 * the environment). Types only: the variables, defaults and meanings are environment-schema.ts.
 */
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
