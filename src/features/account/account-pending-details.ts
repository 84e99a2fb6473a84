/**
 * The profile typed at sign-up, kept until the customer's first sign-in.
 *
 * Why: POST /shop/client needs an ID token and a just-signed-up, unconfirmed user has none
 * (Cognito issues tokens only after the e-mail code is confirmed and the password given
 * again at sign-in). So sign-up keeps the profile — never the passwords — in sessionStorage,
 * and the first sign-in that finds no profile on the server (404) creates it from here.
 * sessionStorage rather than localStorage: it dies with the tab, so a name, phone and address
 * do not linger on a shared computer; sign-up, /verify and sign-in happen in one tab. A
 * customer who closes the tab in between signs in without a profile and fills it on /profile.
 * Fails soft like src/lib/storage.ts: blocked storage only means the profile is asked again.
 */
import type { CustomerDetails } from '../../lib/shop-api-types';

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

export function savePendingDetails(profile: CustomerDetails): void {
  const { email, name, phoneNumber, address, nip } = profile; // exactly these fields, nothing else
  try {
    session()?.setItem(KEY, JSON.stringify({ email, name, phoneNumber, address, nip }));
  } catch {
    // Full or blocked: the profile page will ask for the data instead.
  }
}

/** The pending profile, if any; only the one of `email` when given. */
export function readPendingDetails(email?: string): CustomerDetails | null {
  try {
    const parsed: unknown = JSON.parse(session()?.getItem(KEY) ?? 'null');
    if (!isDetails(parsed)) return null;
    return email === undefined || parsed.email === email ? parsed : null;
  } catch {
    return null;
  }
}

export function clearPendingDetails(): void {
  try {
    session()?.removeItem(KEY);
  } catch {
    // Nothing stored then.
  }
}
