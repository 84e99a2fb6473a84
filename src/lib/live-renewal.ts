/**
 * When a live feed opened with an ID token moves to a fresh one (D77): the API closes a staff
 * connection when its token expires (4401), so the client opens the next connection before
 * that, with the token the identity service has renewed meanwhile, and closes the old one once
 * the new one is acknowledged (live-feed.ts). graphql-ws has no message to re-authenticate
 * an open connection, so "renewing in band" is this seamless reconnect.
 */

/** The API's close codes for a live connection (server/src/graphql/live-connections.ts, D77). */
export const CLOSE_TOKEN_EXPIRED = 4401;
/** A feed moves to a fresh token this long before its token expires (half the time left, if less). */
export const RENEW_BEFORE_EXPIRY_MS = 5 * 60 * 1000;
/** After a renewed connection is acknowledged the old one stays this long: the new subscription is set up meanwhile. */
export const RENEWAL_OVERLAP_MS = 3_000;
/** Renewals are at least this far apart, however short the token. */
export const MIN_RENEWAL_WAIT_MS = 1_000;
/** A second 4401 within this time is not restarted at once (a token that is expired on arrival). */
export const QUICK_RESTART_SPACING_MS = 10_000;

/** When a connection whose token expires at `expiresAt` (epoch s) should move to a fresh one (epoch ms); null: never. */
export function renewalDue(expiresAt: number | null, now: number): number | null {
  if (expiresAt === null) return null;
  const left = expiresAt * 1000 - now;
  return now + Math.max(0, left - Math.min(RENEW_BEFORE_EXPIRY_MS, left / 2));
}

export const isTokenExpiry = (err: unknown): boolean => (err as { code?: unknown } | undefined)?.code === CLOSE_TOKEN_EXPIRED;
