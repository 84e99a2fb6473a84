// cognito-local's on-disk state for the fixed pool and app client.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
// The same attribute schema and pool defaults cognito-local's own CreateUserPool stores; without
// SchemaAttributes some attribute updates (e.g. after AddCustomAttributes) misbehave.
import { USER_POOL_AWS_DEFAULTS } from 'cognito-local/lib/services/cognitoService.js';
import { LOCAL_CLIENT_ID, LOCAL_ISSUER_DOMAIN, LOCAL_REGION, LOCAL_USER_POOL_ID } from '../../../domain/rules/local-identity';

/**
 * Writes the pool, the app client and the config in cognito-local's own on-disk formats
 * (stormdb JSON files read at its start-up). Existing state is kept: users survive restarts.
 */
export async function writeStateIfMissing(dataDir: string): Promise<void> {
  const configDir = path.join(dataDir, '.cognito');
  const dbDir = path.join(configDir, 'db');
  await mkdir(dbDir, { recursive: true });
  const now = new Date().toISOString();

  // Config is rewritten every start (keeping other keys a developer may have added) so the
  // issuer always matches what aws-jwt-verify expects; the port comes from PORT, not from here.
  const configFile = path.join(configDir, 'config.json');
  const config = (await readJson(configFile)) ?? {};
  delete config.ServerConfig;
  config.TokenConfig = { ...(config.TokenConfig as object | undefined), IssuerDomain: LOCAL_ISSUER_DOMAIN };
  await writeFile(configFile, JSON.stringify(config, null, 2));

  const poolFile = path.join(dbDir, `${LOCAL_USER_POOL_ID}.json`);
  if (!existsSync(poolFile)) {
    const options = {
      ...USER_POOL_AWS_DEFAULTS,
      Id: LOCAL_USER_POOL_ID,
      Name: 'sushi-local',
      Arn: `arn:aws:cognito-idp:${LOCAL_REGION}:000000000000:userpool/${LOCAL_USER_POOL_ID}`,
      CreationDate: now,
      LastModifiedDate: now,
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Policies: {
        PasswordPolicy: {
          MinimumLength: 8,
          RequireUppercase: true,
          RequireLowercase: false,
          RequireNumbers: true,
          RequireSymbols: false,
          TemporaryPasswordValidityDays: 7,
        },
      },
    };
    await writeFile(poolFile, JSON.stringify({ Users: {}, Options: options }, null, 2));
  }
  await ensureGroups(poolFile, now);

  const clientsFile = path.join(dbDir, 'clients.json');
  const clients = ((await readJson(clientsFile)) ?? {}) as { Clients?: Record<string, unknown> };
  if (!clients.Clients?.[LOCAL_CLIENT_ID]) {
    clients.Clients = {
      ...clients.Clients,
      [LOCAL_CLIENT_ID]: {
        ClientId: LOCAL_CLIENT_ID,
        ClientName: 'sushi-site',
        UserPoolId: LOCAL_USER_POOL_ID,
        CreationDate: now,
        LastModifiedDate: now,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        // Real Cognito's defaults (1 h ID/access, 30 d refresh), so the site's refresh path runs locally too.
        IdTokenValidity: 1,
        AccessTokenValidity: 1,
        RefreshTokenValidity: 30,
        TokenValidityUnits: { IdToken: 'hours', AccessToken: 'hours', RefreshToken: 'days' },
      },
    };
    await writeFile(clientsFile, JSON.stringify(clients, null, 2));
  }
}

/**
 * The pool's groups, in cognito-local's format (what its CreateGroup stores: `Groups` keyed by
 * name, members as usernames). Added to pools created before the group existed, too, so a
 * developer's existing data dir gets them without losing its users.
 */
const GROUPS = [{ GroupName: 'staff', Description: 'Restaurant staff: order panel and status changes', Precedence: 1 }];

async function ensureGroups(poolFile: string, now: string): Promise<void> {
  const pool = (await readJson(poolFile)) as { Groups?: Record<string, unknown> } | null;
  if (!pool) return;
  const missing = GROUPS.filter((g) => !pool.Groups?.[g.GroupName]);
  if (missing.length === 0) return;
  pool.Groups = { ...pool.Groups };
  for (const group of missing) {
    pool.Groups[group.GroupName] = { ...group, CreationDate: now, LastModifiedDate: now, members: [] };
  }
  await writeFile(poolFile, JSON.stringify(pool, null, 2));
}

async function readJson(file: string): Promise<Record<string, unknown> | null> {
  if (!existsSync(file)) return null;
  const text = await readFile(file, 'utf8');
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    // Seen after interrupted writes; cognito-local would not start either.
    throw new Error(`cognito-local state file ${file} is corrupt; delete ${path.dirname(file)} to start over`);
  }
}
