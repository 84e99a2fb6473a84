// Test helpers for anything that needs real Cognito ID tokens: a throwaway cognito-local,
// users created through the same Cognito JSON API the site uses, and forged tokens.
import { generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  callCognito,
  LOCAL_CLIENT_ID,
  LOCAL_ISSUER,
  startLocalCognito,
  type LocalCognito,
} from '../../src/identity/local-cognito.js';

export const TEST_CODE = '123456';

/**
 * One retry when the connection broke before any answer ('fetch failed'). Under load, PGlite's
 * start-up blocks the event loop for seconds, so fetch may reuse a keep-alive socket that
 * cognito-local has already closed; the request never reached it, so sending it again is safe.
 */
async function call(endpoint: string, target: string, body: unknown): Promise<unknown> {
  try {
    return await callCognito(endpoint, target, body);
  } catch (err) {
    if (!(err instanceof TypeError) || err.message !== 'fetch failed') throw err;
    return callCognito(endpoint, target, body);
  }
}
export const TEST_PASSWORD = 'Haslo1234';

export interface Tokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

/**
 * A fresh cognito-local on a port it picks itself (no race with parallel test files), with
 * its state in a new temp dir. Call stop() in after().
 * The dir outlives stop() (a test may restart on it) and is removed when the process exits.
 */
export async function startTestIdentity(log?: (line: string) => void): Promise<LocalCognito> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sushi-identity-'));
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  return startLocalCognito({ dataDir, port: 0, fixedCode: TEST_CODE, log });
}

/**
 * Signs up, confirms and signs in a user. The e-mail is used as given: the product lower-cases
 * e-mails before they reach Cognito, and cognito-local treats other spellings as other users.
 */
export async function createUser(
  idp: LocalCognito,
  email: string,
  password = TEST_PASSWORD,
  attrs: Record<string, string> = {},
): Promise<Tokens> {
  const UserAttributes = Object.entries({ email, ...attrs }).map(([Name, Value]) => ({ Name, Value }));
  await call(idp.endpoint, 'SignUp', { ClientId: idp.clientId, Username: email, Password: password, UserAttributes });
  await call(idp.endpoint, 'ConfirmSignUp', { ClientId: idp.clientId, Username: email, ConfirmationCode: TEST_CODE });
  return signIn(idp, email, password);
}

/** USER_PASSWORD_AUTH sign-in (cognito-local has no SRP). */
export async function signIn(idp: LocalCognito, email: string, password = TEST_PASSWORD): Promise<Tokens> {
  const res = (await call(idp.endpoint, 'InitiateAuth', {
    ClientId: idp.clientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  })) as { AuthenticationResult?: { IdToken: string; AccessToken: string; RefreshToken: string } };
  const r = res.AuthenticationResult;
  if (!r) throw new Error(`InitiateAuth for ${email} returned no tokens: ${JSON.stringify(res)}`);
  return { idToken: r.IdToken, accessToken: r.AccessToken, refreshToken: r.RefreshToken };
}

let forgingKey: KeyObject | undefined;

/**
 * An ID token that looks right (local pool's issuer, client, kid, token_use, not expired) but is
 * signed with a key of our own, so only the signature check can reject it. Pass `key` (e.g.
 * cognito-local's own, which is public) to test the other checks with a valid signature.
 */
export function forgeToken(claims: Record<string, unknown> = {}, key?: KeyObject): string {
  const signingKey = key ?? (forgingKey ??= generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey);
  const now = Math.floor(Date.now() / 1000);
  const header = { alg: 'RS256', typ: 'JWT', kid: 'CognitoLocal' };
  const payload = {
    sub: randomUUID(),
    email: 'intruz@example.com',
    email_verified: true,
    token_use: 'id',
    auth_time: now,
    iat: now,
    exp: now + 3600,
    iss: LOCAL_ISSUER,
    aud: LOCAL_CLIENT_ID,
    ...claims,
  };
  const signingInput = `${base64url(header)}.${base64url(payload)}`;
  const signature = sign('sha256', Buffer.from(signingInput), signingKey).toString('base64url');
  return `${signingInput}.${signature}`;
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A signed-in member of the 'staff' group: signed up, added to the group through
 * cognito-local's admin API (as an administrator would in the AWS console), then signed in
 * again, because a token carries the groups its user had when it was issued.
 */
export async function createStaffUser(idp: LocalCognito, email: string, password = TEST_PASSWORD): Promise<Tokens> {
  await createUser(idp, email, password);
  await call(idp.endpoint, 'AdminAddUserToGroup', { UserPoolId: idp.userPoolId, Username: email, GroupName: 'staff' });
  return signIn(idp, email, password);
}

/**
 * How long the ID tokens signed in from now on live (cognito-local's app client setting, as
 * IdTokenValidity is set on a real pool's app client; real Cognito's minimum is 5 minutes).
 */
export async function setIdTokenLifetime(idp: LocalCognito, value: number, unit: 'seconds' | 'minutes' | 'hours'): Promise<void> {
  await call(idp.endpoint, 'UpdateUserPoolClient', {
    UserPoolId: idp.userPoolId,
    ClientId: idp.clientId,
    IdTokenValidity: value,
    TokenValidityUnits: { IdToken: unit },
  });
}

/** The claims of a token, unverified (tests read `exp` and `cognito:username`). */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}
