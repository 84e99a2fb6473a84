import {
  createLazyIdentity,
  hasStoredSession,
  identityConfigFromEnv,
  LOCAL_CLIENT_ID,
  LOCAL_USER_POOL_ID,
  type IdentityService,
} from '../../src/services/identity-client';
import type * as IdentityModule from '../../src/services/identity';

const LAST_USER_KEY = `CognitoIdentityServiceProvider.${LOCAL_CLIENT_ID}.LastAuthUser`;

/** A loader standing in for `import('./identity')`, counting how often it runs. */
function fakeLoader(service: Partial<IdentityService> = {}) {
  const createIdentity = jest.fn(() => ({ signIn: jest.fn().mockResolvedValue({ email: 'a@b.pl' }), ...service }) as unknown as IdentityService);
  const load = jest.fn(async () => ({ createIdentity }) as unknown as typeof IdentityModule);
  return { load, createIdentity };
}

beforeEach(() => localStorage.clear());

describe('createLazyIdentity', () => {
  it('imports the identity module only on first use, once, with the given config', async () => {
    const { load, createIdentity } = fakeLoader({ getSession: jest.fn().mockResolvedValue(null) });
    const identity = createLazyIdentity({ clientId: 'abc' }, load);
    expect(load).not.toHaveBeenCalled();

    await identity.signIn('a@b.pl', 'Haslo1234');
    await identity.getSession();
    expect(load).toHaveBeenCalledTimes(1);
    expect(createIdentity).toHaveBeenCalledWith({ clientId: 'abc' });
  });

  it('tries the import again after a failed one (a chunk that did not load)', async () => {
    const { load: working } = fakeLoader();
    const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockImplementation(working);
    const identity = createLazyIdentity({}, load);

    await expect(identity.signIn('a@b.pl', 'x')).rejects.toThrow('ChunkLoadError');
    await expect(identity.signIn('a@b.pl', 'x')).resolves.toEqual({ email: 'a@b.pl' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('answers hasStoredSession without importing anything', () => {
    const { load } = fakeLoader();
    const identity = createLazyIdentity({}, load);
    expect(identity.hasStoredSession()).toBe(false);
    localStorage.setItem(LAST_USER_KEY, 'a@b.pl');
    expect(identity.hasStoredSession()).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });

  it('by default loads src/services/identity through a dynamic import', async () => {
    const createIdentity = jest.fn(() => ({ forgotPassword: jest.fn().mockResolvedValue(undefined) }));
    let evaluated = 0;
    jest.doMock('../../src/services/identity', () => {
      evaluated += 1;
      return { createIdentity };
    });
    await jest.isolateModulesAsync(async () => {
      const { createLazyIdentity: create } = await import('../../src/services/identity-client');
      const identity = create({ clientId: 'xyz' });
      expect(evaluated).toBe(0);
      await identity.forgotPassword('a@b.pl');
      expect(evaluated).toBe(1);
      expect(createIdentity).toHaveBeenCalledWith({ clientId: 'xyz' });
    });
    jest.dontMock('../../src/services/identity');
  });
});

describe('hasStoredSession', () => {
  it("looks for the library's LastAuthUser key of the configured client", () => {
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem(LAST_USER_KEY, 'a@b.pl');
    expect(hasStoredSession()).toBe(true);
    expect(hasStoredSession({ clientId: 'another' })).toBe(false);
  });

  it('reads an injected storage and treats a failing one as empty', () => {
    const storage = { getItem: jest.fn(() => 'a@b.pl'), setItem: jest.fn(), removeItem: jest.fn(), clear: jest.fn() };
    expect(hasStoredSession({ clientId: 'c1', storage })).toBe(true);
    expect(storage.getItem).toHaveBeenCalledWith('CognitoIdentityServiceProvider.c1.LastAuthUser');
    storage.getItem.mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(hasStoredSession({ storage })).toBe(false);
  });
});

describe('identityConfigFromEnv', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('defaults to the local pool under /identity/ with the password flow', () => {
    for (const key of ['GATSBY_COGNITO_USER_POOL_ID', 'GATSBY_COGNITO_CLIENT_ID', 'GATSBY_COGNITO_ENDPOINT', 'GATSBY_COGNITO_AUTH_FLOW', 'GATSBY_COGNITO_GLOBAL_SIGN_OUT']) {
      delete process.env[key];
    }
    expect(identityConfigFromEnv()).toEqual({
      userPoolId: LOCAL_USER_POOL_ID,
      clientId: LOCAL_CLIENT_ID,
      endpoint: '/identity/',
      authFlow: 'USER_PASSWORD_AUTH',
      globalSignOut: false,
    });
  });

  it('takes the real pool from the build environment; an empty endpoint means AWS with SRP', () => {
    process.env.GATSBY_COGNITO_USER_POOL_ID = 'eu-central-1_Real';
    process.env.GATSBY_COGNITO_CLIENT_ID = 'realclient';
    process.env.GATSBY_COGNITO_ENDPOINT = '';
    delete process.env.GATSBY_COGNITO_AUTH_FLOW;
    expect(identityConfigFromEnv()).toEqual({
      userPoolId: 'eu-central-1_Real',
      clientId: 'realclient',
      endpoint: '',
      authFlow: 'USER_SRP_AUTH',
      globalSignOut: true,
    });
    process.env.GATSBY_COGNITO_AUTH_FLOW = 'USER_PASSWORD_AUTH';
    expect(identityConfigFromEnv().authFlow).toBe('USER_PASSWORD_AUTH');
    process.env.GATSBY_COGNITO_GLOBAL_SIGN_OUT = 'false';
    expect(identityConfigFromEnv().globalSignOut).toBe(false);
    delete process.env.GATSBY_COGNITO_GLOBAL_SIGN_OUT;
  });
});
