// Local identity: cognito-local with fixed ids, the ID-token verifier, markEmailVerified, the
// /identity/ proxy, and state surviving a restart. One cognito-local for the whole file.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createPrivateKey } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { identityProxy } from '../src/identity/identity-proxy.js';
import {
  callCognito,
  LOCAL_CLIENT_ID,
  LOCAL_ISSUER,
  LOCAL_USER_POOL_ID,
  markEmailVerified,
  startLocalCognito,
  type LocalCognito,
} from '../src/identity/local-cognito.js';
import { writeStateIfMissing } from '../src/identity/local-cognito-state.js';
import { createTokenVerifier, type TokenVerifier } from '../src/identity/token-verifier.js';
import {
  createStaffUser,
  createUser,
  forgeToken,
  signIn,
  startTestIdentity,
  TEST_CODE,
  TEST_PASSWORD,
} from './helpers/identity.js';

let idp: LocalCognito;
let verifier: TokenVerifier;
const logLines: string[] = [];

before(async () => {
  idp = await startTestIdentity((line) => logLines.push(line));
  verifier = createTokenVerifier({ userPoolId: idp.userPoolId, clientId: idp.clientId, jwksUri: idp.jwksUri });
});

after(async () => {
  await idp?.stop();
});

async function getUserAttributes(username: string): Promise<Record<string, string>> {
  const user = (await callCognito(idp.endpoint, 'AdminGetUser', { UserPoolId: idp.userPoolId, Username: username })) as {
    UserAttributes: { Name: string; Value: string }[];
  };
  return Object.fromEntries(user.UserAttributes.map((a) => [a.Name, a.Value]));
}

function amzJson(target: string, body: unknown) {
  return {
    method: 'POST' as const,
    url: '/identity/',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    payload: JSON.stringify(body),
  };
}

test('the pool and app client have the fixed ids and the configured policy', async () => {
  assert.equal(idp.userPoolId, 'eu-central-1_SushiLocal');
  assert.equal(idp.clientId, LOCAL_CLIENT_ID);
  assert.equal(idp.issuer, 'https://cognito-idp.eu-central-1.amazonaws.com/eu-central-1_SushiLocal');
  assert.equal(idp.jwksUri, `${idp.endpoint}/eu-central-1_SushiLocal/.well-known/jwks.json`);

  const { UserPool } = (await callCognito(idp.endpoint, 'DescribeUserPool', { UserPoolId: LOCAL_USER_POOL_ID })) as {
    UserPool: { Id: string; UsernameAttributes: string[]; AutoVerifiedAttributes: string[]; Policies: unknown };
  };
  assert.equal(UserPool.Id, LOCAL_USER_POOL_ID);
  assert.deepEqual(UserPool.UsernameAttributes, ['email']);
  assert.deepEqual(UserPool.AutoVerifiedAttributes, ['email']);
  assert.deepEqual((UserPool.Policies as { PasswordPolicy: Record<string, unknown> }).PasswordPolicy, {
    MinimumLength: 8,
    RequireUppercase: true,
    RequireLowercase: false,
    RequireNumbers: true,
    RequireSymbols: false,
    TemporaryPasswordValidityDays: 7,
  });

  const { UserPoolClient } = (await callCognito(idp.endpoint, 'DescribeUserPoolClient', {
    UserPoolId: LOCAL_USER_POOL_ID,
    ClientId: LOCAL_CLIENT_ID,
  })) as { UserPoolClient: { ExplicitAuthFlows: string[]; ClientSecret?: string } };
  assert.ok(UserPoolClient.ExplicitAuthFlows.includes('ALLOW_USER_PASSWORD_AUTH'));
  assert.equal(UserPoolClient.ClientSecret, undefined);
});

test('sign-up, confirm and sign-in give an ID token the verifier accepts', async () => {
  const { idToken, accessToken, refreshToken } = await createUser(idp, 'jan.kowalski@example.com');
  assert.ok(accessToken && refreshToken);
  const claims = await verifier.verifyIdToken(idToken);
  assert.equal(claims.email, 'jan.kowalski@example.com');
  assert.match(claims.sub, /^[0-9a-f-]{36}$/);
  assert.deepEqual(claims.groups, []);
  // A developer running the product reads the confirmation code from cognito-local's output.
  assert.ok(logLines.some((l) => l.includes(`Code:`) && l.includes(TEST_CODE)), 'confirmation code is logged');
});

test('the verifier lower-cases the e-mail; cognito-local treats other spellings as other users', async () => {
  const mixed = await verifier.verifyIdToken((await createUser(idp, 'Ola.Nowak@Example.com')).idToken);
  assert.equal(mixed.email, 'ola.nowak@example.com');
  // Real Cognito would say UsernameExists here; cognito-local makes a second account. That is
  // why the site and createUser callers lower-case e-mails before they reach Cognito.
  const lower = await verifier.verifyIdToken((await createUser(idp, 'ola.nowak@example.com')).idToken);
  assert.equal(lower.email, 'ola.nowak@example.com');
  assert.notEqual(lower.sub, mixed.sub);
});

test('groups come from cognito:groups', async () => {
  await createUser(idp, 'szef@example.com');
  await callCognito(idp.endpoint, 'CreateGroup', { UserPoolId: LOCAL_USER_POOL_ID, GroupName: 'admin' });
  await callCognito(idp.endpoint, 'AdminAddUserToGroup', {
    UserPoolId: LOCAL_USER_POOL_ID,
    Username: 'szef@example.com',
    GroupName: 'admin',
  });
  const claims = await verifier.verifyIdToken((await signIn(idp, 'szef@example.com')).idToken);
  assert.deepEqual(claims.groups, ['admin']);
});

test('forged, tampered, expired, foreign and garbage tokens are rejected', async () => {
  await assert.rejects(verifier.verifyIdToken(forgeToken({ email: 'jan.kowalski@example.com' })));
  await assert.rejects(verifier.verifyIdToken('not.a.jwt'));
  await assert.rejects(verifier.verifyIdToken(''));

  const { idToken, accessToken } = await signIn(idp, 'jan.kowalski@example.com');
  const [h, , s] = idToken.split('.');
  const otherPayload = Buffer.from(JSON.stringify({ email: 'ola.nowak@example.com' })).toString('base64url');
  await assert.rejects(verifier.verifyIdToken(`${h}.${otherPayload}.${s}`), 'tampered payload');
  await assert.rejects(verifier.verifyIdToken(accessToken), 'access token is not an ID token');

  // cognito-local's signing key ships in its package: sign with it to reach the claim checks.
  const poolKeyFile = createRequire(import.meta.url).resolve('cognito-local/lib/keys/cognitoLocal.private.json');
  const poolKey = createPrivateKey((createRequire(import.meta.url)(poolKeyFile) as { pem: string }).pem);
  const now = Math.floor(Date.now() / 1000);
  await verifier.verifyIdToken(forgeToken({}, poolKey)); // control: everything right passes
  await assert.rejects(verifier.verifyIdToken(forgeToken({ exp: now - 10 }, poolKey)), 'expired');
  await assert.rejects(verifier.verifyIdToken(forgeToken({ aud: 'someotherclient' }, poolKey)), 'other client');
  await assert.rejects(verifier.verifyIdToken(forgeToken({ iss: `${LOCAL_ISSUER}x` }, poolKey)), 'other issuer');
});

test('markEmailVerified sets email_verified, which cognito-local leaves unset on confirm', async () => {
  await createUser(idp, 'weryfikacja@example.com');
  assert.equal((await getUserAttributes('weryfikacja@example.com')).email_verified, undefined);
  await markEmailVerified(idp.endpoint, idp.userPoolId, 'weryfikacja@example.com');
  const attrs = await getUserAttributes('weryfikacja@example.com');
  assert.equal(attrs.email_verified, 'true');
  assert.equal(attrs.email, 'weryfikacja@example.com');
});

test('the /identity/ proxy forwards the Cognito API and marks e-mails verified on ConfirmSignUp', async () => {
  const app = Fastify();
  await app.register(identityProxy, { prefix: '/identity', upstream: idp.endpoint, userPoolId: idp.userPoolId });
  try {
    const email = 'przez.proxy@example.com';
    const signUp = await app.inject(
      amzJson('SignUp', { ClientId: idp.clientId, Username: email, Password: TEST_PASSWORD }),
    );
    assert.equal(signUp.statusCode, 200, signUp.body);
    assert.equal(signUp.json().UserConfirmed, false);

    const wrong = await app.inject(amzJson('ConfirmSignUp', { ClientId: idp.clientId, Username: email, ConfirmationCode: '000000' }));
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().__type, 'CodeMismatchException');
    assert.equal((await getUserAttributes(email)).email_verified, undefined);

    const confirm = await app.inject(amzJson('ConfirmSignUp', { ClientId: idp.clientId, Username: email, ConfirmationCode: TEST_CODE }));
    assert.equal(confirm.statusCode, 200, confirm.body);
    assert.equal((await getUserAttributes(email)).email_verified, 'true');

    // Admin actions need AWS credentials in real Cognito; cognito-local checks none.
    const admin = await app.inject(
      amzJson('AdminAddUserToGroup', { UserPoolId: idp.userPoolId, Username: email, GroupName: 'admin' }),
    );
    assert.equal(admin.statusCode, 403);
    assert.equal(admin.json().__type, 'AccessDeniedException');

    const jwks = await app.inject({ method: 'GET', url: `/identity/${idp.userPoolId}/.well-known/jwks.json` });
    assert.equal(jwks.statusCode, 200);
    assert.equal(jwks.json().keys[0].kid, 'CognitoLocal');
  } finally {
    await app.close();
  }
});

test('the /identity/ proxy answers ResendConfirmationCode (cognito-local lacks it) as Cognito does', async () => {
  const app = Fastify();
  await app.register(identityProxy, { prefix: '/identity', upstream: idp.endpoint, userPoolId: idp.userPoolId });
  try {
    const email = 'ponowny.kod@example.com';
    const resend = () => app.inject(amzJson('ResendConfirmationCode', { ClientId: idp.clientId, Username: email }));
    assert.equal((await app.inject(amzJson('SignUp', { ClientId: idp.clientId, Username: email, Password: TEST_PASSWORD }))).statusCode, 200);
    const lastModified = async () =>
      ((await callCognito(idp.endpoint, 'AdminGetUser', { UserPoolId: idp.userPoolId, Username: email })) as { UserLastModifiedDate: number })
        .UserLastModifiedDate;
    const before = await lastModified();
    await new Promise((resolve) => setTimeout(resolve, 1100)); // cognito-local's dates have whole seconds

    const sent = await resend();
    assert.equal(sent.statusCode, 200, sent.body);
    assert.deepEqual(sent.json().CodeDeliveryDetails, { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email });
    // A new code was stored on the user (cognito-local's ForgotPassword saves it and delivers it).
    assert.ok((await lastModified()) > before, 'the user record got a new code');

    // The resent code confirms the account.
    const confirm = await app.inject(amzJson('ConfirmSignUp', { ClientId: idp.clientId, Username: email, ConfirmationCode: TEST_CODE }));
    assert.equal(confirm.statusCode, 200, confirm.body);

    const again = await resend();
    assert.equal(again.statusCode, 400);
    assert.equal(again.json().__type, 'InvalidParameterException');
    const unknown = await app.inject(amzJson('ResendConfirmationCode', { ClientId: idp.clientId, Username: 'nikt@example.com' }));
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().__type, 'UserNotFoundException');
    const malformed = await app.inject(amzJson('ResendConfirmationCode', { ClientId: idp.clientId }));
    assert.equal(malformed.statusCode, 400);
    assert.equal(malformed.json().__type, 'InvalidParameterException');
  } finally {
    await app.close();
  }
});

test('the pool has the staff group: a member\'s ID token carries it, a customer\'s does not', async () => {
  const { Groups } = (await callCognito(idp.endpoint, 'ListGroups', { UserPoolId: idp.userPoolId })) as { Groups: { GroupName: string }[] };
  assert.ok(Groups.some((g) => g.GroupName === 'staff'));
  const staff = await verifier.verifyIdToken((await createStaffUser(idp, 'szef.kuchni@example.com')).idToken);
  assert.deepEqual(staff.groups, ['staff']);
  const customer = await verifier.verifyIdToken((await createUser(idp, 'klientka@example.com')).idToken);
  assert.deepEqual(customer.groups, []);
});

test('a pool file written before groups existed gets them, keeping its users', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sushi-pool-'));
  try {
    const poolFile = path.join(dir, '.cognito', 'db', `${LOCAL_USER_POOL_ID}.json`);
    await mkdir(path.dirname(poolFile), { recursive: true });
    await writeFile(poolFile, JSON.stringify({ Users: { u1: { Username: 'u1' } }, Options: { Id: LOCAL_USER_POOL_ID } }));
    await writeStateIfMissing(dir);
    const pool = JSON.parse(await readFile(poolFile, 'utf8'));
    assert.deepEqual(pool.Users, { u1: { Username: 'u1' } });
    assert.equal(pool.Groups.staff.GroupName, 'staff');
    assert.deepEqual(pool.Groups.staff.members, []);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

// Last: it replaces the shared instance.
test('a restart on the same data dir keeps the pool, the client and the users', async () => {
  const { dataDir } = idp;
  await idp.stop();
  // A new port it picks itself: the old one, just released, may already belong to another
  // test file's instance. The verifier keeps the key set it fetched before.
  idp = await startLocalCognito({ dataDir, port: 0, fixedCode: TEST_CODE });
  assert.equal(idp.userPoolId, LOCAL_USER_POOL_ID);
  assert.equal(idp.clientId, LOCAL_CLIENT_ID);
  const claims = await verifier.verifyIdToken((await signIn(idp, 'jan.kowalski@example.com')).idToken);
  assert.equal(claims.email, 'jan.kowalski@example.com');
  assert.equal((await getUserAttributes('weryfikacja@example.com')).email_verified, 'true');
});
