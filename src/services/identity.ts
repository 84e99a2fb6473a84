/**
 * The one module that imports amazon-cognito-identity-js. Loaded on demand through
 * identity-client.ts; everything it returns is plain data, never the library's objects.
 * The same code talks to real Cognito (SRP, AWS endpoint) and to cognito-local under
 * /identity/ (USER_PASSWORD_AUTH): only the configuration differs.
 */
import {
  AuthenticationDetails,
  CognitoUser,
  CognitoUserAttribute,
  CognitoUserPool,
  type CognitoUserSession,
  type ICognitoStorage,
} from 'amazon-cognito-identity-js';
import { normalizeEmail } from '../../domain/rules/email';
import { SIGN_UP_DETAILS_CLAIM } from '../../domain/rules/local-identity';
import { IDENTITY_MESSAGES as M, IdentityError } from './identity-errors';
import { identityConfigFromEnv, type IdentityConfig, type IdentityService, type IdentitySession } from './identity-types';

/** The sign-up form's details, kept with the account until the first sign-in stores it (D67). */
const SIGN_UP_DETAILS_ATTRIBUTE = `custom:${SIGN_UP_DETAILS_CLAIM}`;

/** docs/behaviour.md §9: credentials count as expired 10 minutes early, so a request never carries a dying token. */
const EARLY_REFRESH_SECONDS = 10 * 60;
const CHALLENGES = ['newPasswordRequired', 'mfaRequired', 'totpRequired', 'customChallenge', 'mfaSetup', 'selectMFAType'];

function fail(message: string, code = 'InvalidParameterException'): never {
  throw new IdentityError(message, code);
}

/** The library fails with plain Errors carrying `code`; callers get one error type. */
function toIdentityError(err: unknown): IdentityError {
  if (err instanceof IdentityError) return err;
  const e = (err ?? {}) as { message?: unknown; code?: unknown; name?: unknown };
  const message = typeof e.message === 'string' && e.message ? e.message : M.authenticationError;
  const code = typeof e.code === 'string' && e.code ? e.code : typeof e.name === 'string' ? e.name : 'Error';
  return new IdentityError(message, code);
}

const username = (email: string) => normalizeEmail(email) || fail(M.emptyUsername);
const password = (value: string) => value || fail(M.emptyPassword);
const code = (value: string) => (value ?? '').trim() || fail(M.emptyCode);

/** Cognito wants phone_number in E.164; Polish numbers are usually typed as 9 digits. */
function toE164(phone: string | undefined): string | undefined {
  const digits = (phone ?? '').replace(/[\s()-]/g, '');
  if (/^\+\d{8,15}$/.test(digits)) return digits;
  if (/^\d{9}$/.test(digits)) return `+48${digits}`;
  return undefined; // anything else stays out of the identity provider (the shop API keeps it)
}

/** Node-style callback → promise. */
function call<T>(run: (callback: (err: unknown, result?: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => run((err, result) => (err ? reject(err) : resolve(result as T))));
}

function toSession(session: CognitoUserSession): IdentitySession {
  const id = session.getIdToken();
  const claims = id.decodePayload();
  return {
    email: typeof claims.email === 'string' ? claims.email : '',
    idToken: id.getJwtToken(),
    // Real Cognito puts a boolean in the token; some emulators a string.
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    expiresAt: id.getExpiration(),
  };
}

/** Errors meaning "no usable session" rather than "could not ask" (network, throttling). */
function isSessionGone(err: unknown): boolean {
  const c = (err as { code?: unknown })?.code;
  // Errors the library makes itself (missing tokens in storage) carry no code.
  return c === undefined || c === 'NotAuthorizedException' || c === 'UserNotFoundException';
}

export function createIdentity(overrides: Partial<IdentityConfig> = {}): IdentityService {
  const config: IdentityConfig = { ...identityConfigFromEnv(), ...overrides };
  const now = config.now ?? Date.now;
  const storage = config.storage as ICognitoStorage | undefined;

  function resolveEndpoint(): string | undefined {
    if (config.endpoint === '') return undefined; // the library's regional AWS endpoint
    if (/^https?:\/\//.test(config.endpoint)) return config.endpoint;
    if (typeof window === 'undefined') throw new Error('A relative identity endpoint needs a page origin');
    // At call time, not at build time: the same build serves any host (preview, staging, laptop).
    return new URL(config.endpoint, window.location.origin).href;
  }

  // A fresh pool per call is cheap and picks up the page origin; tokens live in storage.
  const pool = () =>
    new CognitoUserPool({ UserPoolId: config.userPoolId, ClientId: config.clientId, endpoint: resolveEndpoint(), Storage: storage });

  function userFor(email: string): CognitoUser {
    const user = new CognitoUser({ Username: email, Pool: pool(), Storage: storage });
    user.setAuthenticationFlowType(config.authFlow);
    return user;
  }

  function expiresSoon(session: CognitoUserSession): boolean {
    // The library measures the device clock's drift from the token's iat; use it likewise.
    const drift = (session as unknown as { getClockDrift?: () => number }).getClockDrift?.() ?? 0;
    const nowSeconds = Math.floor(now() / 1000) - drift;
    const expiry = Math.min(session.getIdToken().getExpiration(), session.getAccessToken().getExpiration());
    return expiry - nowSeconds < EARLY_REFRESH_SECONDS;
  }

  /** A token as the library keeps it in its storage (CognitoUser.cacheTokens' keys). */
  function storedToken(user: CognitoUser, name: 'idToken'): string | null {
    const keeper = user as unknown as { storage?: ICognitoStorage };
    const key = `CognitoIdentityServiceProvider.${config.clientId}.${user.getUsername()}.${name}`;
    return keeper.storage?.getItem(key) ?? null;
  }

  /** The stored user and session, renewed when close to expiry (or always, when forced). */
  async function current(force: boolean): Promise<{ user: CognitoUser; session: CognitoUserSession } | null> {
    const user = pool().getCurrentUser();
    if (!user) return null;
    try {
      const storedIdToken = storedToken(user, 'idToken');
      let session = await call<CognitoUserSession>((cb) => user.getSession(cb as never));
      // The library renews an already expired session inside getSession: that is the
      // renewal a forced call asked for, so a second one would only cost a round trip.
      const justRenewed = session.getIdToken().getJwtToken() !== storedIdToken;
      if ((force && !justRenewed) || expiresSoon(session)) {
        const refreshToken = session.getRefreshToken();
        session = await call<CognitoUserSession>((cb) => user.refreshSession(refreshToken, cb));
      }
      return { user, session };
    } catch (err) {
      if (!isSessionGone(err)) throw toIdentityError(err);
      user.signOut(); // dead tokens must not make hasStoredSession() true on every page load
      return null;
    }
  }

  /** Every failure leaves as an IdentityError with the provider's code and message. */
  const guard = <T>(run: () => Promise<T>): Promise<T> =>
    run().catch((err: unknown) => Promise.reject(toIdentityError(err)));

  return {
    signUp: ({ email, password: pass, name, phoneNumber, address, nip }) =>
      guard(async () => {
        const user = username(email);
        password(pass);
        // The whole sign-up details stay with the account, so the first sign-in on any device
        // finds it (the API stores it from the ID token: D67).
        const attributes = [new CognitoUserAttribute({ Name: 'email', Value: user })];
        if (name?.trim()) attributes.push(new CognitoUserAttribute({ Name: 'name', Value: name.trim() }));
        const phone = toE164(phoneNumber);
        if (phone) attributes.push(new CognitoUserAttribute({ Name: 'phone_number', Value: phone }));
        // As one custom attribute: Cognito and cognito-local both put custom attributes into the
        // ID token (cognito-local leaves the standard name and phone out of it).
        const signUpDetails = { name: name?.trim() ?? '', phoneNumber: phoneNumber?.trim() ?? '', address: address?.trim() ?? '', nip: nip?.trim() ?? '' };
        attributes.push(new CognitoUserAttribute({ Name: SIGN_UP_DETAILS_ATTRIBUTE, Value: JSON.stringify(signUpDetails) }));
        const result = await call<{ userConfirmed: boolean }>((cb) => pool().signUp(user, pass, attributes, [], cb));
        return { email: user, userConfirmed: result.userConfirmed };
      }),

    confirmSignUp: (email, confirmationCode) =>
      guard(async () => {
        const user = userFor(username(email));
        const value = code(confirmationCode);
        // No forced alias creation: it would take the e-mail away from another account.
        await call((cb) => user.confirmRegistration(value, false, cb));
      }),

    resendSignUpCode: (email) =>
      guard(async () => {
        await call((cb) => userFor(username(email)).resendConfirmationCode(cb));
      }),

    signIn: (email, pass) =>
      guard(async () => {
        const name = username(email);
        password(pass);
        const user = userFor(name);
        const session = await new Promise<CognitoUserSession>((resolve, reject) => {
          // Challenges (new password, MFA, custom) are not part of this product, so there is
          // no challenge answer to send: refuse them instead of leaving the promise hanging.
          const refuse = () => reject(new IdentityError(M.authenticationError, 'UnsupportedChallenge'));
          user.authenticateUser(new AuthenticationDetails({ Username: name, Password: pass }), {
            onSuccess: resolve,
            onFailure: reject,
            ...Object.fromEntries(CHALLENGES.map((callback) => [callback, refuse])),
          });
        });
        return toSession(session);
      }),

    getSession: async () => {
      const found = await current(false);
      return found && toSession(found.session);
    },

    refreshSession: async () => {
      const found = await current(true);
      return found && toSession(found.session);
    },

    getIdToken: async () => {
      const found = await current(false);
      if (!found) fail(M.notAuthenticated, 'NotAuthenticated');
      return found.session.getIdToken().getJwtToken();
    },

    signOut: async () => {
      const user = pool().getCurrentUser();
      if (!user) return;
      if (!config.globalSignOut) return user.signOut();
      try {
        // globalSignOut needs the user's live session (it revokes by access token).
        await call((cb) => user.getSession(cb as never));
        await new Promise((resolve, reject) => user.globalSignOut({ onSuccess: resolve, onFailure: reject }));
      } catch (err) {
        // A provider without global sign-out answers 'Unsupported'; a session that is already
        // dead is signed out everywhere anyway. Anything else (offline) is reported — after the local clean-up.
        if (!isSessionGone(err) && (err as { code?: unknown }).code !== 'Unsupported') {
          user.signOut();
          throw toIdentityError(err);
        }
      }
      user.signOut(); // clears this browser's tokens in every case
    },

    forgotPassword: (email) =>
      guard(async () => {
        const user = userFor(username(email));
        await new Promise((resolve, reject) =>
          user.forgotPassword({ onSuccess: resolve, onFailure: reject, inputVerificationCode: resolve }),
        );
      }),

    confirmNewPassword: (email, confirmationCode, newPassword) =>
      guard(async () => {
        const user = userFor(username(email));
        const value = code(confirmationCode);
        password(newPassword);
        await new Promise((resolve, reject) => user.confirmPassword(value, newPassword, { onSuccess: resolve, onFailure: reject }));
      }),
  };
}
