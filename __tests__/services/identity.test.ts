/**
 * src/services/identity.ts in a browser-like page with a fake Cognito endpoint: where the
 * requests go, what is refused before any request, and the sign-out fallback. The whole life
 * cycle against a real cognito-local is in server/test/site-identity.test.ts.
 */
import { createIdentity } from '../../src/services/identity';
import { LOCAL_CLIENT_ID } from '../../src/services/identity-client';

interface Sent {
  url: string;
  target: string;
  body: Record<string, unknown>;
}

/** Answers each Cognito action from `answers` (status 200 unless given), recording requests. */
function fakeCognito(answers: Record<string, { status?: number; body: unknown } | Error>) {
  const sent: Sent[] = [];
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit) => {
    const target = String((init.headers as Record<string, string>)['X-Amz-Target']).split('.').pop()!;
    sent.push({ url, target, body: JSON.parse(String(init.body)) });
    const answer = answers[target] ?? { status: 500, body: { __type: 'CognitoLocal#Unsupported', message: target } };
    if (answer instanceof Error) throw answer;
    const status = answer.status ?? 200;
    return { ok: status < 300, status, json: async () => answer.body, headers: { get: () => null } };
  }) as unknown as typeof fetch;
  return sent;
}

const jwt = (claims: object) =>
  ['{"alg":"none"}', JSON.stringify(claims)].map((p) => Buffer.from(p).toString('base64url')).join('.') + '.sig';

/** Tokens of a signed-in user as the library stores them. */
function storeSession(email: string) {
  const now = Math.floor(Date.now() / 1000);
  const prefix = `CognitoIdentityServiceProvider.${LOCAL_CLIENT_ID}`;
  localStorage.setItem(`${prefix}.LastAuthUser`, email);
  localStorage.setItem(`${prefix}.${email}.idToken`, jwt({ email, email_verified: true, iat: now, exp: now + 3600 }));
  localStorage.setItem(`${prefix}.${email}.accessToken`, jwt({ iat: now, exp: now + 3600 }));
  localStorage.setItem(`${prefix}.${email}.refreshToken`, 'refresh');
  localStorage.setItem(`${prefix}.${email}.clockDrift`, '0');
}

const realFetch = globalThis.fetch;
beforeEach(() => localStorage.clear());
afterAll(() => {
  globalThis.fetch = realFetch;
});

describe('identity service endpoint', () => {
  it("resolves the relative endpoint against the page's origin and signs in with the password flow", async () => {
    const idToken = jwt({ email: 'jan@example.pl', email_verified: 'true', iat: 1, exp: 4_000_000_000 });
    const sent = fakeCognito({
      InitiateAuth: { body: { AuthenticationResult: { IdToken: idToken, AccessToken: jwt({ iat: 1, exp: 4_000_000_000 }), RefreshToken: 'r' } } },
    });
    const identity = createIdentity({ endpoint: '/identity/', authFlow: 'USER_PASSWORD_AUTH' });

    const session = await identity.signIn(' Jan@Example.PL ', 'Haslo1234');

    expect(sent[0]).toMatchObject({
      url: 'http://localhost/identity/',
      target: 'InitiateAuth',
      body: { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: LOCAL_CLIENT_ID, AuthParameters: { USERNAME: 'jan@example.pl', PASSWORD: 'Haslo1234' } },
    });
    expect(session).toEqual({ email: 'jan@example.pl', idToken, emailVerified: true, expiresAt: 4_000_000_000 });
    expect(localStorage.getItem(`CognitoIdentityServiceProvider.${LOCAL_CLIENT_ID}.LastAuthUser`)).toBe('jan@example.pl');
  });

  it("uses AWS's regional endpoint when the endpoint is empty", async () => {
    const sent = fakeCognito({ ForgotPassword: { body: { CodeDeliveryDetails: {} } } });
    await createIdentity({ endpoint: '', userPoolId: 'eu-central-1_Real', clientId: 'real' }).forgotPassword('a@b.pl');
    expect(sent[0].url).toBe('https://cognito-idp.eu-central-1.amazonaws.com/');
    expect(sent[0].body).toMatchObject({ ClientId: 'real', Username: 'a@b.pl' });
  });

  it('keeps the provider message and code of a failure', async () => {
    fakeCognito({ InitiateAuth: { status: 400, body: { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' } } });
    await expect(createIdentity().signIn('a@b.pl', 'Zle1haslo')).rejects.toMatchObject({
      message: 'Incorrect username or password.',
      code: 'NotAuthorizedException',
    });
  });
});

describe('identity service refusals (spec 8 wording, nothing sent)', () => {
  it.each([
    ['sign-in without e-mail', (id: ReturnType<typeof createIdentity>) => id.signIn('  ', 'Haslo1234'), 'Username cannot be empty'],
    ['sign-in without password', (id: ReturnType<typeof createIdentity>) => id.signIn('a@b.pl', ''), 'Password cannot be empty'],
    ['sign-up without password', (id: ReturnType<typeof createIdentity>) => id.signUp({ email: 'a@b.pl', password: '' }), 'Password cannot be empty'],
    ['confirm without code', (id: ReturnType<typeof createIdentity>) => id.confirmSignUp('a@b.pl', ' '), 'Confirmation code cannot be empty'],
    ['reset without code', (id: ReturnType<typeof createIdentity>) => id.confirmNewPassword('a@b.pl', '', 'Haslo1234'), 'Confirmation code cannot be empty'],
    ['reset without password', (id: ReturnType<typeof createIdentity>) => id.confirmNewPassword('a@b.pl', '1', ''), 'Password cannot be empty'],
    ['forgot without e-mail', (id: ReturnType<typeof createIdentity>) => id.forgotPassword(''), 'Username cannot be empty'],
  ])('%s', async (_case, run, message) => {
    const sent = fakeCognito({});
    await expect(run(createIdentity())).rejects.toThrow(message);
    expect(sent).toEqual([]);
  });

  it('getIdToken without a session says the user is not authenticated', async () => {
    fakeCognito({});
    await expect(createIdentity().getIdToken()).rejects.toMatchObject({ message: 'User is not authenticated', code: 'NotAuthenticated' });
    await expect(createIdentity().getSession()).resolves.toBeNull();
  });
});

describe('identity service sign-out', () => {
  const hasTokens = () => Object.keys(localStorage).some((k) => k.startsWith('CognitoIdentityServiceProvider.'));

  it('signs out globally where the provider supports it', async () => {
    storeSession('jan@example.pl');
    const sent = fakeCognito({ GlobalSignOut: { body: {} } });
    await createIdentity({ globalSignOut: true }).signOut();
    expect(sent.map((s) => s.target)).toEqual(['GlobalSignOut']);
    expect(hasTokens()).toBe(false);
  });

  it('falls back to a local sign-out when the provider answers Unsupported (cognito-local)', async () => {
    storeSession('jan@example.pl');
    fakeCognito({}); // every action: CognitoLocal#Unsupported
    await expect(createIdentity({ globalSignOut: true }).signOut()).resolves.toBeUndefined();
    expect(hasTokens()).toBe(false);
  });

  it('signs out only this browser, asking the provider nothing, where global sign-out is off', async () => {
    storeSession('jan@example.pl');
    const sent = fakeCognito({ GlobalSignOut: { body: {} } });
    await createIdentity({ globalSignOut: false }).signOut();
    expect(sent).toEqual([]);
    expect(hasTokens()).toBe(false);
  });

  it('clears the local tokens and rethrows other failures', async () => {
    storeSession('jan@example.pl');
    fakeCognito({ GlobalSignOut: new TypeError('Failed to fetch') });
    await expect(createIdentity({ globalSignOut: true }).signOut()).rejects.toMatchObject({ message: 'Network error', code: 'NetworkError' });
    expect(hasTokens()).toBe(false);
  });
});
