/**
 * Every environment variable the server reads, as one TypeBox schema: type, default, accepted
 * values (`mustBe`, also the wording of the start error) and meaning (`description`, Markdown).
 * read-environment.ts validates the environment against it at start; docs/configuration.md's
 * server table is generated from it (`npx tsx scripts/configuration-doc.ts`). Defaults that
 * depend on another variable (production, PORT) are applied by config.ts and shown by `shown`.
 * A few variables are read by other code than config.ts (the backup CLI, the AWS SDK, the
 * release history); they are here so that the reference is whole and their values are checked.
 */
import { Type, type TSchema } from 'typebox';

/** Extra keys of a variable's schema: what the table and the start error show. */
export type VariableNotes = {
  description: string;
  /** The accepted values in words: "PORT must be <mustBe> (got '...')". */
  mustBe?: string;
  /** The default as the table shows it, when it is not the schema's own `default`. */
  shown?: string;
  /** Holds a password or key: an error names the variable without echoing its value. */
  secret?: boolean;
};

type Notes = VariableNotes & { default?: unknown };

const text = (notes: Notes) => Type.Optional(Type.String(notes));

const matching = (pattern: RegExp, notes: Notes & { mustBe: string }) =>
  Type.Optional(Type.String({ pattern: pattern.source, ...notes }));

const positiveInteger = (fallback: number, notes: Notes) =>
  Type.Integer({ minimum: 1, default: fallback, mustBe: 'a positive integer', ...notes });

/** 0 means something of its own: any free port, or "off". */
const integerOrZero = (fallback: number, zero: string, notes: Notes) =>
  Type.Integer({ minimum: 0, default: fallback, mustBe: `a positive integer, or 0 (${zero})`, ...notes });

const seconds = (fallback: number, notes: Notes & { maximum?: number }) =>
  Type.Number({ exclusiveMinimum: 0, default: fallback, mustBe: 'a positive number of seconds', ...notes });

const oneOf = <const T extends string[]>(values: readonly [...T], notes: Notes) =>
  Type.Enum<T>(values, { mustBe: `one of ${values.join(', ')}`, ...notes });

const onOff = (notes: Notes) => Type.Optional(oneOf(['true', 'false'], notes));

/** 'Name <address>' or a bare address, never a line break (it becomes a mail header). */
const MAILBOX = /^\s*([^<>\r\n]*<)?[^\s@<>]+@[^\s@<>]+>?\s*$/;
const MAILBOX_WORDS = "an e-mail address or 'Name <address>'";

const localPort = (port: number, notes: Notes) => integerOrZero(port, 'any free port', notes);
const LOCAL_PORT_RULE = 'the same rule as `LOCAL_COGNITO_PORT` (busy default: a free port; busy given port: the start stops; `0`: any free port)';

const PINO_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const EnvironmentSchema = Type.Object({
  PORT: integerOrZero(8000, 'any free port', {
    description: 'port of the whole product; never moved: a busy `PORT` stops the start, so a second instance needs its own',
  }),
  HOST: Type.String({ default: '127.0.0.1', description: 'listen address (`0.0.0.0` behind a load balancer)' }),
  NODE_ENV: text({
    description: '`production`: HSTS, https upgrades, trusted proxy headers, and the refusals of [D22](decisions.md#d22-what-production-refuses)',
  }),
  DATABASE_URL: text({ secret: true, description: 'PostgreSQL connection string; unset = PGlite in `DATA_DIR/pglite`' }),
  DATA_DIR: Type.String({ default: '.data', description: 'PGlite, cognito-local state, local releases (relative to the project folder)' }),
  DB_QUEUE_LIMIT: positiveInteger(200, {
    description: "orders waiting for the database (they are placed in arrival order, in batches); past this many, an order is answered at once with 503 and `Retry-After: 1` ('Serwer jest teraz bardzo obciążony…'), which the site sends again with the same key ([D76](decisions.md#d76-fair-access-to-the-embedded-database))",
  }),
  BACKUP_DIR: text({
    shown: '`DATA_DIR/backups`',
    description: 'where `npm run backup` writes (also `-- --dir DIR`); put it on another disk, or copy the files off the machine',
  }),
  PG_BIN_DIR: text({
    shown: 'newest `/usr/lib/postgresql/*/bin`, else `PATH`',
    description: "where `pg_dump` and `pg_restore` are (backups with `DATABASE_URL`; pg_dump must be at least the server's version)",
  }),
  SHOP_BASE: oneOf(['/shop', '/dev-shop'], { default: '/shop', description: '`/dev-shop` selects the development base (no `close` path)' }),
  IDENTITY: Type.Optional(
    oneOf(['local', 'cognito'], {
      shown: '`local` (`cognito` in production)',
      description: '`local` = cognito-local under `/identity/` (refused in production); `cognito` = the real pool',
    }),
  ),
  COGNITO_REGION: Type.String({ default: 'eu-central-1', description: 'region of the pool' }),
  COGNITO_USER_POOL_ID: text({ description: 'the pool and app client (required with `IDENTITY=cognito`)' }),
  COGNITO_CLIENT_ID: text({ description: 'the pool and app client (required with `IDENTITY=cognito`)' }),
  LOCAL_COGNITO_PORT: localPort(9229, {
    description: "cognito-local's own port (loopback only). Not set: 9229, or any free port when 9229 is busy (a second instance; the log says so). Set: exactly this port, or the start stops naming the variable. `0` = any free port ([D83](decisions.md#d83-local-ports-documented-for-npm-start-free-for-everything-else-one-local-identity-for-several-instances))",
  }),
  LOCAL_COGNITO_CODE: text({ description: 'fixes every confirmation code; tests only' }),
  LOCAL_IDENTITY_URL: matching(/^http:\/\/[^/\s]+\/*$/, {
    mustBe: "another instance's cognito-local, like http://127.0.0.1:9229",
    description: "another instance's cognito-local, e.g. `http://127.0.0.1:9229` (its log prints `Identity: cognito-local …`): this instance starts none and signs in, verifies tokens and checks the `staff` group there, so several instances share one local identity. Refused in production, with `IDENTITY=cognito` and with `LOCAL_COGNITO_CODE` (set that on the instance that runs cognito-local)",
  }),
  SERVE_SITE: onOff({ shown: '`true` (`false` in production)', description: '`false`: an API-only instance (site on a CDN)' }),
  SITE_DIR: text({ description: 'serve this folder as it is instead of the live release (A/B comparisons)' }),
  SITE_BUILD: oneOf(['auto', 'always', 'never'], {
    default: 'auto',
    description: "at start: `auto` publishes when nothing is live or the site's sources or build settings changed; `always`; `never`",
  }),
  PUBLISH_TARGET: matching(/^(local|s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?)$/, {
    mustBe: "'local' or s3://bucket/prefix",
    shown: '`local`',
    description: '`local` = `DATA_DIR/site`, served by this server (refused in production); `s3://bucket/prefix` = an S3-compatible bucket, which also keeps the kept releases under `<prefix>/_releases/` so any instance can roll back ([D82](decisions.md#d82-the-bucket-keeps-the-kept-releases-a-rollback-holds-the-publish-lock))',
  }),
  S3_ENDPOINT: text({ description: 'an S3-compatible store (MinIO, R2, ...); unset = AWS S3' }),
  AWS_REGION: Type.String({ default: 'eu-central-1', description: "the bucket's region" }),
  AWS_ACCESS_KEY_ID: text({ description: "the bucket's credentials, or any other source of the AWS SDK's usual chain (`AWS_PROFILE`, an instance role, ...)" }),
  AWS_SECRET_ACCESS_KEY: text({ secret: true, description: "the bucket's credentials, or any other source of the AWS SDK's usual chain (`AWS_PROFILE`, an instance role, ...)" }),
  CLOUDFRONT_DISTRIBUTION_ID: text({ description: 'one invalidation of the changed HTML and page-data after each S3 publish' }),
  PUBLISH_BUILD_TIMEOUT_SECONDS: positiveInteger(600, { description: 'a longer build is stopped and its release failed' }),
  PUBLISH_AUTO_MINUTES: integerOrZero(0, 'off', {
    shown: '`0` (off)',
    description: 'publish by itself this many minutes after the last change of menu, texts, prices or hours',
  }),
  PUBLISH_REQUIRE_RESTAURANT_FACTS: onOff({
    shown: '`true` in production, else `false`',
    description: "refuse to publish while a restaurant fact (company, address, phone, e-mail, NIP) is still the seed's placeholder (D68)",
  }),
  SMTP_URL: matching(/^smtps?:\/\/[^/\s]+/, {
    mustBe: 'smtp://[user:password@]host[:port] or smtps://...',
    secret: true,
    shown: 'local catcher (required in production)',
    description: 'the mail server order e-mails go through: `smtp://user:password@host:587` or `smtps://…:465`',
  }),
  MAIL_FROM: Type.String({
    pattern: MAILBOX.source,
    mustBe: MAILBOX_WORDS,
    default: 'Sushi Kami <zamowienia@sushikami.localhost>',
    description: 'sender of the order e-mails; its domain is also the right half of their Message-IDs',
  }),
  MAIL_RESTAURANT_COPY_TO: matching(MAILBOX, {
    mustBe: MAILBOX_WORDS,
    description: 'a copy of each new order goes here (for when nobody watches the board); unset: no copy',
  }),
  SITE_URL: text({
    shown: '`http://localhost:PORT`',
    description: "the site's address: the order-page link in the e-mails, where Przelewy24 returns the customer and sends its notifications (`/shop/payments/p24/…`); the site's own build reads it too, below",
  }),
  LOCAL_SMTP_PORT: localPort(1025, { description: `the local catcher's SMTP port on loopback; ${LOCAL_PORT_RULE}` }),
  MAIL_RETRY_SECONDS: seconds(30, {
    description: 'wait before the first retry of an e-mail the server could not take; each next wait doubles, up to an hour',
  }),
  MAIL_MAX_ATTEMPTS: positiveInteger(10, { description: 'attempts before an e-mail is marked failed (staff see it on the order and may resend it)' }),
  P24_MERCHANT_ID: Type.Optional(
    Type.Integer({ minimum: 1, mustBe: 'a positive integer', shown: 'local stand-in (required in production)', description: 'the merchant id at Przelewy24. The five `P24_*` are all set or none; none: the local stand-in (refused in production)' }),
  ),
  P24_POS_ID: Type.Optional(Type.Integer({ minimum: 1, mustBe: 'a positive integer', description: 'the shop (POS) id at Przelewy24, usually the merchant id' })),
  P24_CRC: text({ secret: true, description: 'the CRC key from the Przelewy24 panel (signs transactions and notifications)' }),
  P24_API_KEY: text({ secret: true, description: "the REST API key from the Przelewy24 panel" }),
  P24_BASE_URL: matching(/^https?:\/\/[^/\s]+\/*$/, {
    mustBe: 'an address like https://secure.przelewy24.pl',
    description: '`https://sandbox.przelewy24.pl` or `https://secure.przelewy24.pl`',
  }),
  LOCAL_P24_PORT: localPort(9424, { description: "the Przelewy24 stand-in's port on loopback; the same rule as `LOCAL_COGNITO_PORT`" }),
  PAYMENT_CHECK_SECONDS: seconds(30, {
    description: 'how often unpaid orders are looked up at Przelewy24 and expired after 15 minutes, and stuck verifies and refunds retried',
  }),
  RELEASE_VERSION: text({ shown: 'git commit', description: 'the code version recorded with each release (installations without `.git`)' }),
  RATE_LIMIT_POST_PER_MINUTE: positiveInteger(30, { description: 'POST requests per client address and minute' }),
  CORS_ORIGINS: text({ description: 'comma-separated origins allowed to call the API from another host' }),
  LOG_LEVEL: oneOf(PINO_LEVELS, { default: 'info', description: 'pino level' }),
  GRAPHQL_API_KEY: text({
    secret: true,
    shown: '`local-public-key` (none in production)',
    description: 'public key GraphQL clients send in `x-api-key`; production needs its own',
  }),
  GRAPHQL_API_KEY_FILE: text({
    description: 'instead of `GRAPHQL_API_KEY`: a file of the accepted keys, one a line (`#` comments), read again every `LIVE_CHECK_SECONDS`, so a key is retired without a restart (rotation: [D77](decisions.md#d77-staff-live-connections-end-with-their-token)); unreadable or empty at start stops the server, later the last keys stay',
  }),
  // Within a minute of leaving the staff group (D77), whatever the call to the provider takes.
  LIVE_CHECK_SECONDS: seconds(30, {
    maximum: 45,
    mustBe: 'a positive number of seconds, at most 45',
    description: 'how long a reading of the `staff` group stays valid: a person removed from it loses the staff calls (403) and the live board (4403) within this time (D77, D79); also how often open subscriptions are checked (staff connections, keys no longer accepted); with `IDENTITY=cognito` the server\'s AWS credentials need `cognito-idp:ListUsersInGroup` on the pool (without it staff calls answer 503)',
  }),
  SHOP_CLOCK_START: Type.Optional(
    Type.String({
      format: 'date-time',
      mustBe: 'an ISO date-time',
      description: "tests only: the shop's clock (hours, delivery times, order times) starts at this ISO instant, e.g. `2026-11-25T13:00:00+01:00`",
    }),
  ),
  NODE_OPTIONS: text({ description: 'passed on to the build and cognito-local processes, plus the hook that ends them with the server' }),
});

export type VariableName = keyof typeof EnvironmentSchema.properties;

/** The schema of one variable with its notes, for the table and the error messages. */
export const variableSchema = (name: string) =>
  (EnvironmentSchema.properties as unknown as Record<string, TSchema & VariableNotes & { default?: unknown }>)[name];
