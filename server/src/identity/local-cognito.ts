// Runs cognito-local (a Cognito user pool emulator) as a child process for development and
// tests. The pool and app client get fixed ids so the site, the API and the tests can be
// configured once; the pool id is AWS-shaped and the issuer domain is Cognito's, so
// aws-jwt-verify checks local tokens exactly as it checks real ones (only the JWKS URL differs).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
// The same attribute schema and pool defaults cognito-local's own CreateUserPool stores; without
// SchemaAttributes some attribute updates (e.g. after AddCustomAttributes) misbehave.
import { USER_POOL_AWS_DEFAULTS } from 'cognito-local/lib/services/cognitoService.js';

export const LOCAL_REGION = 'eu-central-1';
export const LOCAL_USER_POOL_ID = `${LOCAL_REGION}_SushiLocal`;
export const LOCAL_CLIENT_ID = 'sushilocalclient0000000000';
export const LOCAL_ISSUER_DOMAIN = `https://cognito-idp.${LOCAL_REGION}.amazonaws.com`;
export const LOCAL_ISSUER = `${LOCAL_ISSUER_DOMAIN}/${LOCAL_USER_POOL_ID}`;

export interface LocalCognito {
  endpoint: string;
  /** Where its state lives (<dataDir>/.cognito); start again on it to keep the users. */
  dataDir: string;
  userPoolId: string;
  clientId: string;
  issuer: string;
  jwksUri: string;
  stop(): Promise<void>;
}

export interface LocalCognitoOptions {
  dataDir: string;
  port: number;
  /** Every confirmation code becomes this value (tests only). */
  fixedCode?: string;
  log?: (line: string) => void;
}

const START_TIMEOUT_MS = 20_000;
const STOP_TIMEOUT_MS = 5_000;
// cognito-local logs through pino-pretty with forced colours; strip them for plain logs.
const ANSI = /\u001b\[[0-9;]*m/g;

export async function startLocalCognito(opts: LocalCognitoOptions): Promise<LocalCognito> {
  const log = opts.log ?? (() => {});
  await writeStateIfMissing(opts.dataDir);
  await assertPortFree(opts.port);

  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(opts.port), HOST: '127.0.0.1' };
  delete env.CODE; // an inherited CODE would fix codes outside tests
  delete env.COGNITO_LOCAL_DEVMODE;
  env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1'; // its aws-sdk v2 notice is noise here
  if (opts.fixedCode) env.CODE = opts.fixedCode;

  const entry = createRequire(import.meta.url).resolve('cognito-local/lib/bin/start.js');
  const child = spawn(process.execPath, [entry], {
    cwd: opts.dataDir, // cognito-local keeps its state in ./.cognito
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const recent: string[] = [];
  forwardLines(child, (line) => {
    recent.push(line);
    if (recent.length > 20) recent.shift();
    log(line);
  });

  let stopping = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', (code, signal) => {
    // SIGINT: Ctrl-C in the terminal reaches the whole process group, the parent stops too.
    if (!stopping && signal !== 'SIGINT') log(`cognito-local exited unexpectedly (code ${code}, signal ${signal})`);
  });
  // A crashed or interrupted parent must not leave an orphan holding the port.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const endpoint = `http://127.0.0.1:${opts.port}`;
  try {
    await waitUntilHealthy(endpoint, child, recent);
  } catch (err) {
    stopping = true;
    child.kill('SIGKILL');
    process.off('exit', killOnExit);
    throw err;
  }

  return {
    endpoint,
    dataDir: opts.dataDir,
    userPoolId: LOCAL_USER_POOL_ID,
    clientId: LOCAL_CLIENT_ID,
    issuer: LOCAL_ISSUER,
    jwksUri: `${endpoint}/${LOCAL_USER_POOL_ID}/.well-known/jwks.json`,
    async stop() {
      stopping = true;
      process.off('exit', killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Real Cognito sets email_verified when a sign-up is confirmed with the e-mailed code;
 * cognito-local leaves it unset, so the proxy calls this after ConfirmSignUp.
 */
export async function markEmailVerified(endpoint: string, userPoolId: string, username: string): Promise<void> {
  // cognito-local refuses email_verified without email in the same call, so send the current one.
  const user = (await callCognito(endpoint, 'AdminGetUser', { UserPoolId: userPoolId, Username: username })) as {
    UserAttributes?: { Name: string; Value: string }[];
  };
  const email = user.UserAttributes?.find((a) => a.Name === 'email')?.Value ?? username;
  await callCognito(endpoint, 'AdminUpdateUserAttributes', {
    UserPoolId: userPoolId,
    Username: username,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'email_verified', Value: 'true' },
    ],
  });
}

/** One call of the Cognito JSON API; throws with Cognito's error type and message. */
export async function callCognito(endpoint: string, target: string, body: unknown): Promise<unknown> {
  const res = await fetch(endpoint.replace(/\/?$/, '/'), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  if (!res.ok) {
    throw new Error(`${target} failed (${res.status}): ${String(json.__type ?? '')} ${String(json.message ?? text)}`);
  }
  return json;
}

/**
 * Writes the pool, the app client and the config in cognito-local's own on-disk formats
 * (stormdb JSON files read at its start-up). Existing state is kept: users survive restarts.
 */
async function writeStateIfMissing(dataDir: string): Promise<void> {
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

function assertPortFree(port: number): Promise<void> {
  // Without this, the health check below could be answered by some other server on the port.
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () => reject(new Error(`cognito-local: port ${port} on 127.0.0.1 is already in use`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

async function waitUntilHealthy(endpoint: string, child: ChildProcess, recent: string[]): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`cognito-local exited during start-up:\n${recent.join('\n')}`);
    }
    try {
      const res = await fetch(`${endpoint}/health`, { signal: AbortSignal.timeout(1_000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`cognito-local did not answer on ${endpoint} within ${START_TIMEOUT_MS / 1000} s:\n${recent.join('\n')}`);
}

function forwardLines(child: ChildProcess, onLine: (line: string) => void): void {
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    let buffered = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) onLine(line.replace(ANSI, '').trimEnd());
    });
    stream.on('end', () => {
      if (buffered) onLine(buffered.replace(ANSI, ''));
    });
  }
}
