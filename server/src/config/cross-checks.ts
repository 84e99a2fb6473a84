/**
 * The rules between variables, checked after the schema has checked each one: what production
 * refuses (D22), Przelewy24's all-or-none, the ids Cognito needs, LOCAL_IDENTITY_URL's limits,
 * and the key file. Each broken rule is one problem; the start names them all.
 */
import fs from 'node:fs';
import { parseKeyFile } from './key-file';
import type { Environment } from './read-environment';
import type { Config } from './settings';

/** The key every instance outside production accepts, so a fresh clone works without setup. */
export const LOCAL_GRAPHQL_API_KEY = 'local-public-key';

export const P24_VARIABLES = ['P24_MERCHANT_ID', 'P24_POS_ID', 'P24_CRC', 'P24_API_KEY', 'P24_BASE_URL'] as const;

export function p24Problems(v: Environment): string[] {
  const missing = P24_VARIABLES.filter((name) => v[name] === undefined);
  if (missing.length === 0 || missing.length === P24_VARIABLES.length) return [];
  return [`Przelewy24 needs all of ${P24_VARIABLES.join(', ')} (missing: ${missing.join(', ')})`];
}

export function refusals(config: Config): string[] {
  const problems: string[] = [];
  const refuse = (when: unknown, problem: string) => when && problems.push(problem);
  const { identity, production } = config;
  refuse(identity.mode === 'cognito' && (!identity.userPoolId || !identity.clientId), 'IDENTITY=cognito needs COGNITO_USER_POOL_ID and COGNITO_CLIENT_ID');
  // The local provider's signing key ships inside its npm package: anyone can mint tokens it
  // would accept. A production server must never trust it.
  refuse(production && identity.mode === 'local', 'Refusing to start: NODE_ENV=production with IDENTITY=local would trust tokens anyone can sign');
  const shared = identity.localIdentityUrl;
  refuse(shared && production, 'Refusing to start: LOCAL_IDENTITY_URL is a local identity provider, whose tokens anyone can sign');
  refuse(shared && identity.mode !== 'local', 'LOCAL_IDENTITY_URL needs IDENTITY=local (it is the local provider of another instance)');
  // The code is fixed by the cognito-local that sends it: the instance that runs it.
  refuse(shared && identity.localFixedCode, 'LOCAL_COGNITO_CODE has no effect with LOCAL_IDENTITY_URL: set it on the instance whose cognito-local this is');
  refuse(production && identity.localFixedCode, 'Refusing to start: LOCAL_COGNITO_CODE is for tests only');
  if (config.graphqlApiKeyFile) problems.push(...keyFileProblems(config.graphqlApiKeyFile, production));
  // The local default is in this public repository: production must choose its own key.
  refuse(
    production && !config.graphqlApiKeyFile && (!config.graphqlApiKey || config.graphqlApiKey === LOCAL_GRAPHQL_API_KEY),
    'Refusing to start: NODE_ENV=production needs GRAPHQL_API_KEY (the public key of the GraphQL API)',
  );
  // The local folder target is the CDN's stand-in on a laptop: production publishes to a bucket.
  refuse(production && config.publish.target.kind === 'local', 'Refusing to start: NODE_ENV=production needs PUBLISH_TARGET=s3://bucket/prefix (the local folder target is for development)');
  // The local catcher keeps customers' mail in memory on this machine: production sends for real.
  refuse(production && !config.mail.smtpUrl, 'Refusing to start: NODE_ENV=production needs SMTP_URL (smtp://user:password@host:587), the server the order e-mails go through');
  // The stand-in takes any 'payment': production takes real money or none.
  refuse(production && !config.payments.p24, `Refusing to start: NODE_ENV=production needs Przelewy24's ${P24_VARIABLES.join(', ')} (the local stand-in is for development)`);
  refuse(production && config.clockStart, 'Refusing to start: SHOP_CLOCK_START is for tests only');
  return problems;
}

/** The key file exists and lists keys; in production none of them is the public local default. */
function keyFileProblems(file: string, production: boolean): string[] {
  let keys: string[];
  try {
    keys = parseKeyFile(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    return [`GRAPHQL_API_KEY_FILE ${file} cannot be read: ${(err as Error).message}`];
  }
  if (keys.length === 0) return [`GRAPHQL_API_KEY_FILE ${file} lists no key (one a line)`];
  if (production && keys.includes(LOCAL_GRAPHQL_API_KEY)) return ['Refusing to start: GRAPHQL_API_KEY_FILE lists the public local key in production'];
  return [];
}
