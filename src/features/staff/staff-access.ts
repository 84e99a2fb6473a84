/**
 * Whether the signed-in account belongs to the restaurant's staff, read from the
 * `cognito:groups` claim of its ID token. This only decides what the panel shows: the token
 * is not verified here (the browser cannot), the server checks it on every staff call.
 */
import { jwtClaims } from '../../lib/jwt-claims';

export const STAFF_GROUP = 'staff';

/** The groups named in the token, [] when it has none or is not a JWT at all. */
export function groupsOfIdToken(idToken: string): string[] {
  const groups = jwtClaims(idToken)?.['cognito:groups'];
  return Array.isArray(groups) ? groups.filter((g): g is string => typeof g === 'string') : [];
}

export const isStaffToken = (idToken: string): boolean => groupsOfIdToken(idToken).includes(STAFF_GROUP);
