/**
 * The details typed at sign-up, kept until the customer's first sign-in.
 *
 * Why: POST /shop/client needs an ID token and a just-signed-up, unconfirmed customer has none
 * (Cognito issues tokens only after the e-mail code is confirmed and the password given
 * again at sign-in). So sign-up keeps the details — never the passwords — in sessionStorage,
 * and the first sign-in that finds no details on the server (404) creates them from here.
 * sessionStorage rather than localStorage: it dies with the tab, so a name, phone and address
 * do not linger on a shared computer; sign-up, /verify and sign-in happen in one tab. A
 * customer who closes the tab in between signs in without details and fills them in on /profile.
 * Fails soft like src/lib/storage.ts: blocked storage only means the details are asked again.
 */
import type { CustomerDetails } from '../../lib/shop-api-types';

/** The stored key keeps its first name: a tab that signed up before D90 still finds its details. */
const KEY = 'SUSHI_PENDING_PROFILE';

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage ?? null;
  } catch {
    return null;
  }
}

const isDetails = (value: unknown): value is CustomerDetails =>
  !!value &&
  typeof value === 'object' &&
  ['email', 'name', 'phoneNumber', 'address', 'nip'].every((k) => typeof (value as Record<string, unknown>)[k] === 'string');

export function savePendingDetails(details: CustomerDetails): void {
  const { email, name, phoneNumber, address, nip } = details; // exactly these fields, nothing else
  try {
    session()?.setItem(KEY, JSON.stringify({ email, name, phoneNumber, address, nip }));
  } catch {
    // Full or blocked: the profile page will ask for the details instead.
  }
}

/** The pending details, if any; only the one of `email` when given. */
export function readPendingDetails(email?: string): CustomerDetails | null {
  try {
    const parsed: unknown = JSON.parse(session()?.getItem(KEY) ?? 'null');
    if (!isDetails(parsed)) return null;
    return email === undefined || parsed.email === email ? parsed : null;
  } catch {
    return null;
  }
}

/** Forgets `key` in this tab; blocked storage holds nothing to forget. */
function forget(key: string): void {
  try {
    session()?.removeItem(key);
  } catch {
    // Nothing stored then.
  }
}

export const clearPendingDetails = (): void => forget(KEY);

/**
 * The e-mail of the sign-up or sign-in just attempted in this tab, for /verify/ opened on its own
 * (D102): a sign-up that failed, or a sign-in refused because the account is unconfirmed, leaves
 * no details above, yet the customer should not have to type the address again. sessionStorage
 * for the same reason as the details: gone when the tab is closed.
 */
const ATTEMPTED_KEY = 'SUSHI_ATTEMPTED_EMAIL';

export function rememberAttemptedEmail(email: string): void {
  try {
    if (email) session()?.setItem(ATTEMPTED_KEY, email);
  } catch {
    // Blocked: /verify/ then asks for the e-mail.
  }
}

export function readAttemptedEmail(): string | null {
  try {
    return session()?.getItem(ATTEMPTED_KEY) || null;
  } catch {
    return null;
  }
}

export const forgetAttemptedEmail = (): void => forget(ATTEMPTED_KEY);
