/**
 * The identity service as the rest of the site sees it, without the Cognito library: its
 * interface, configuration, errors, and a lazy client that imports `./identity` (and with it
 * amazon-cognito-identity-js, ~100 kB) only when a method is first called. So the library
 * stays out of the first-load JavaScript of / and /menu/; `hasStoredSession()` lets page load
 * skip the import altogether for visitors who never signed in.
 */
import type * as IdentityModule from './identity';
import { identityConfigFromEnv, type Identity, type IdentityConfig, type IdentityService, type IdentitySession, type IdentityStorage } from './identity-types';
import type { SessionRefresher, SessionRefresherOptions } from './session-refresh';

export * from './identity-types';

function browserStorage(): IdentityStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage ?? null;
  } catch {
    return null; // blocked storage: nothing stored, so nothing to restore
  }
}

/** Whether the library left a signed-in user in storage (its own key), without loading it. */
export function hasStoredSession(config: Partial<IdentityConfig> = {}): boolean {
  const clientId = config.clientId ?? identityConfigFromEnv().clientId;
  try {
    const storage = config.storage ?? browserStorage();
    return Boolean(storage?.getItem(`CognitoIdentityServiceProvider.${clientId}.LastAuthUser`));
  } catch {
    return false;
  }
}

type Loader = () => Promise<typeof IdentityModule>;

/** Background renewal (session-refresh.ts): on in the browser, off in SSR; tests pass a clock. */
export type BackgroundRefresh = false | Pick<SessionRefresherOptions, 'clock' | 'wake'>;

/**
 * The identity service behind a dynamic import, made on first use and then kept. Every
 * session it hands out (sign-in, restore, renewal) is then kept fresh in the background
 * until sign-out or until it cannot be renewed.
 */
export function createLazyIdentity(
  config: Partial<IdentityConfig> = {},
  load: Loader = () => import('./identity'),
  background: BackgroundRefresh = typeof window === 'undefined' ? false : {},
): Identity {
  let service: Promise<IdentityService> | undefined;
  // Made with the service: no session exists before the identity module is there, so the
  // renewal (session-refresh.ts) loads with it, not in every page's first load.
  let refresher: SessionRefresher | null = null;
  const get = (): Promise<IdentityService> => {
    if (!service) {
      const renewal = background === false ? null : import('./session-refresh');
      const attempt = Promise.all([load(), renewal]).then(([module, refreshing]) => {
        if (refreshing && !refresher) {
          refresher = refreshing.createSessionRefresher({ ...background, refresh: async () => (await get()).refreshSession() });
        }
        return module.createIdentity(config);
      });
      // A failed chunk load (flaky network) must not stick: the next call tries again.
      attempt.catch(() => {
        if (service === attempt) service = undefined;
      });
      service = attempt;
    }
    return service;
  };
  /** A session handed out starts (or moves) the background renewal; none stops it. */
  const track = (session: IdentitySession | null): IdentitySession | null => {
    if (session) refresher?.start(session.expiresAt);
    else refresher?.stop();
    return session;
  };
  return {
    hasStoredSession: () => hasStoredSession(config),
    signUp: async (input) => (await get()).signUp(input),
    confirmSignUp: async (email, code) => (await get()).confirmSignUp(email, code),
    signIn: async (email, password) => track(await (await get()).signIn(email, password)) as IdentitySession,
    getSession: async () => track(await (await get()).getSession()),
    refreshSession: async () => track(await (await get()).refreshSession()),
    getIdToken: async () => (await get()).getIdToken(),
    signOut: async () => {
      refresher?.stop(); // first: a renewal must not outlive the sign-out
      return (await get()).signOut();
    },
    resendSignUpCode: async (email) => (await get()).resendSignUpCode(email),
    forgotPassword: async (email) => (await get()).forgotPassword(email),
    confirmNewPassword: async (email, code, newPassword) => (await get()).confirmNewPassword(email, code, newPassword),
  };
}
