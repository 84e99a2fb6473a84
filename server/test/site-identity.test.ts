// The site's identity module (src/services/identity.ts, amazon-cognito-identity-js) against a
// real cognito-local: the whole account life cycle, the early token refresh and the sign-out
// fallback. Lives with the server tests because it needs the server's cognito-local runner.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import Fastify, { type FastifyInstance } from 'fastify';
import { identityProxy } from '../src/identity/identity-proxy.js';
import { callCognito, LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID, type LocalCognito } from '../src/identity/local-cognito.js';
import { createTokenVerifier } from '../src/identity/token-verifier.js';
import { startTestIdentity, TEST_CODE } from './helpers/identity.js';
import { createIdentity } from '../../src/services/identity.js';
import * as client from '../../src/services/identity-client.js';
import type { IdentityConfig, IdentityStorage } from '../../src/services/identity-client.js';

/** What localStorage is to the library in a browser; Node has none. */
function memoryStorage(): IdentityStorage & { keys(): string[] } {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
    keys: () => [...data.keys()],
  };
}

let idp: LocalCognito;

before(async () => {
  idp = await startTestIdentity();
});

after(async () => {
  await idp?.stop();
});

function setup() {
  const storage = memoryStorage();
  let clock = Date.now();
  const config: Partial<IdentityConfig> = {
    userPoolId: idp.userPoolId,
    clientId: idp.clientId,
    endpoint: idp.endpoint,
    authFlow: 'USER_PASSWORD_AUTH',
    storage,
    now: () => clock,
  };
  return {
    identity: createIdentity(config),
    storage,
    stored: () => client.hasStoredSession(config),
    advanceClock: (ms: number) => (clock += ms),
  };
}

const rejectsWith = (promise: Promise<unknown>, expected: Partial<{ message: string; code: string }>) =>
  assert.rejects(promise, (err: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(expected)) assert.equal(err[key], value, `${key} of ${String(err.message)}`);
    return true;
  });

test('sign-up, confirm, sign-in, tokens, password reset and sign-out against cognito-local', async () => {
  const { identity, storage, stored, advanceClock } = setup();
  const email = 'jan.kowalski@example.pl';
  const password = 'Haslo1234';

  // Empty values are refused with the spec's wording before anything is sent.
  await rejectsWith(identity.signIn('  ', password), { message: 'Username cannot be empty' });
  await rejectsWith(identity.signIn(email, ''), { message: 'Password cannot be empty' });
  await rejectsWith(identity.confirmSignUp(email, ' '), { message: 'Confirmation code cannot be empty' });

  const signedUp = await identity.signUp({ email: ' Jan.Kowalski@Example.PL ', password, name: 'Jan', phoneNumber: '600 100 200' });
  assert.deepEqual(signedUp, { email, userConfirmed: false });
  const user = (await callCognito(idp.endpoint, 'AdminGetUser', { UserPoolId: idp.userPoolId, Username: email })) as {
    UserAttributes: { Name: string; Value: string }[];
  };
  const attrs = Object.fromEntries(user.UserAttributes.map((a) => [a.Name, a.Value]));
  assert.equal(attrs.email, email);
  assert.equal(attrs.name, 'Jan');
  assert.equal(attrs.phone_number, '+48600100200');
  await rejectsWith(identity.signUp({ email, password }), { code: 'UsernameExistsException' });

  await rejectsWith(identity.confirmSignUp(email, '000000'), { code: 'CodeMismatchException' });
  await identity.confirmSignUp(email.toUpperCase(), TEST_CODE);

  await assert.rejects(identity.signIn(email, 'Zle-haslo1'), (err: Error & { code: string }) => err.code !== '' && err.message !== '');
  assert.equal(stored(), false);
  const session = await identity.signIn(email, password);
  assert.equal(session.email, email);
  // Straight to cognito-local, nothing marks the e-mail verified (the /identity/ proxy does).
  assert.equal(session.emailVerified, false);
  assert.ok(session.expiresAt > Date.now() / 1000 + 50 * 60);
  assert.equal(stored(), true);
  assert.ok(storage.keys().some((k) => k.endsWith('.idToken')));

  // Fresh tokens are reused; with under 10 minutes left (docs/behaviour.md §9) they are refreshed.
  assert.equal(await identity.getIdToken(), session.idToken);
  advanceClock(51 * 60 * 1000);
  const refreshed = await identity.getIdToken();
  assert.notEqual(refreshed, session.idToken);
  const verifier = createTokenVerifier({ userPoolId: idp.userPoolId, clientId: idp.clientId, jwksUri: idp.jwksUri });
  assert.equal((await verifier.verifyIdToken(refreshed)).email, email);
  advanceClock(-51 * 60 * 1000); // back to the real time: the new token is fresh again
  assert.equal((await identity.getSession())?.idToken, refreshed);
  const forced = await identity.refreshSession();
  assert.ok(forced && forced.idToken !== refreshed);

  await identity.forgotPassword(email);
  await rejectsWith(identity.confirmNewPassword(email, '000000', 'NoweHaslo5'), { code: 'CodeMismatchException' });
  await rejectsWith(identity.confirmNewPassword(email, TEST_CODE, ''), { message: 'Password cannot be empty' });
  await identity.confirmNewPassword(email, TEST_CODE, 'NoweHaslo5');
  await assert.rejects(identity.signIn(email, password));
  const again = await identity.signIn(email, 'NoweHaslo5');
  assert.equal(again.email, email);

  // cognito-local has no GlobalSignOut: the module falls back to a local sign-out.
  await identity.signOut();
  assert.equal(stored(), false);
  assert.deepEqual(storage.keys().filter((k) => k.includes('Token')), []);
  assert.equal(await identity.getSession(), null);
  await rejectsWith(identity.getIdToken(), { message: 'User is not authenticated' });
  await identity.signOut(); // nobody signed in: nothing to do, no error
});

test('through the /identity/ proxy a confirmed sign-up signs in verified', async () => {
  const app: FastifyInstance = Fastify();
  await app.register(identityProxy, { prefix: '/identity', upstream: idp.endpoint, userPoolId: idp.userPoolId });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    // No storage given: with no localStorage the library keeps tokens in its memory store.
    const endpoint = `${address}/identity/`;
    const identity = createIdentity({ userPoolId: idp.userPoolId, clientId: idp.clientId, endpoint, authFlow: 'USER_PASSWORD_AUTH' });
    const email = 'anna.proxy@example.pl';
    await identity.signUp({ email, password: 'Haslo1234' });
    await identity.confirmSignUp(email, TEST_CODE);
    const session = await identity.signIn(email, 'Haslo1234');
    assert.equal(session.emailVerified, true);
    assert.equal((await identity.getSession())?.idToken, session.idToken);
    await identity.signOut();
    assert.equal(await identity.getSession(), null);
  } finally {
    await app.close();
  }
});
