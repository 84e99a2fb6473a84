/**
 * The identity service's shape and configuration, without the Cognito library: what
 * identity.ts implements and what identity-client.ts, session-refresh.ts and thunks program
 * against (a file of its own, so none of them imports another in a circle).
 */
import { LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID } from '../../domain/rules/local-identity';

export { LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID };

/** USER_PASSWORD_AUTH works on cognito-local; real Cognito uses SRP (the password never leaves). */
export type AuthFlow = 'USER_PASSWORD_AUTH' | 'USER_SRP_AUTH';

/** Where the library keeps tokens (localStorage in the browser); the library's own shape. */
export interface IdentityStorage {
  getItem(key: string): string | null | undefined;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

export interface IdentityConfig {
  userPoolId: string;
  clientId: string;
  /** Cognito JSON API URL; relative ones resolve against the page origin; '' = real AWS. */
  endpoint: string;
  authFlow: AuthFlow;
  /** Revoke the tokens on every device at sign-out; real Cognito can, cognito-local cannot. */
  globalSignOut: boolean;
  /** Tests only: token storage (default: localStorage, or the library's memory fallback). */
  storage?: IdentityStorage;
  /** Tests only: the clock in ms, to check the early refresh. */
  now?: () => number;
}

/** Build-time settings (Gatsby inlines GATSBY_*) with the local stack as the default. */
export function identityConfigFromEnv(): IdentityConfig {
  const endpoint = process.env.GATSBY_COGNITO_ENDPOINT ?? '/identity/';
  const flow = process.env.GATSBY_COGNITO_AUTH_FLOW;
  const globalSignOut = process.env.GATSBY_COGNITO_GLOBAL_SIGN_OUT;
  return {
    userPoolId: process.env.GATSBY_COGNITO_USER_POOL_ID || LOCAL_USER_POOL_ID,
    clientId: process.env.GATSBY_COGNITO_CLIENT_ID || LOCAL_CLIENT_ID,
    endpoint,
    // Unset: SRP against real AWS (no endpoint), plain password flow against cognito-local.
    authFlow: flow === 'USER_SRP_AUTH' || flow === 'USER_PASSWORD_AUTH' ? flow : endpoint === '' ? 'USER_SRP_AUTH' : 'USER_PASSWORD_AUTH',
    // Unset: global against real AWS; cognito-local answers GlobalSignOut with a 500.
    globalSignOut: globalSignOut ? globalSignOut === 'true' : endpoint === '',
  };
}

/** A signed-in session as plain data (nothing of the library reaches the store). */
export interface IdentitySession {
  email: string;
  idToken: string;
  /** The ID token's email_verified claim. */
  emailVerified: boolean;
  /** ID token expiry, epoch seconds. */
  expiresAt: number;
}

export interface SignUpInput {
  email: string;
  password: string;
  name?: string;
  phoneNumber?: string;
  /** One line, as the customer's details keep it. */
  address?: string;
  /** '-' or empty when none. */
  nip?: string;
}

export interface IdentityService {
  signUp(input: SignUpInput): Promise<{ email: string; userConfirmed: boolean }>;
  confirmSignUp(email: string, code: string): Promise<void>;
  /** E-mails a new sign-up code (real Cognito: ResendConfirmationCode; locally the identity proxy answers it). */
  resendSignUpCode(email: string): Promise<void>;
  signIn(email: string, password: string): Promise<IdentitySession>;
  /** The stored session, refreshed when under 10 minutes remain; null when there is none. */
  getSession(): Promise<IdentitySession | null>;
  /** Refreshes now (after the API answered 401); null when the session cannot be renewed. */
  refreshSession(): Promise<IdentitySession | null>;
  /** The current ID token (refreshed as getSession); throws 'User is not authenticated'. */
  getIdToken(): Promise<string>;
  /** Global where supported, otherwise local; local tokens are cleared in every case. */
  signOut(): Promise<void>;
  forgotPassword(email: string): Promise<void>;
  confirmNewPassword(email: string, code: string, newPassword: string): Promise<void>;
}

/** What thunks get: the service plus the import-free check. */
export interface Identity extends IdentityService {
  hasStoredSession(): boolean;
}
