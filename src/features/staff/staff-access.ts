/**
 * Whether the signed-in account belongs to the restaurant's staff, read from the
 * `cognito:groups` claim of its ID token. This only decides what the panel shows: the token
 * is not verified here (the browser cannot), the server checks it on every staff call.
 */
export const STAFF_GROUP = 'staff';

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  // atob gives one char per byte; the claims are UTF-8 (names with Polish letters). Percent
  // decoding turns the bytes back into text everywhere (jsdom has no TextDecoder).
  return decodeURIComponent(Array.from(binary, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''));
}

/** The groups named in the token, [] when it has none or is not a JWT at all. */
export function groupsOfIdToken(idToken: string): string[] {
  try {
    const payload = idToken.split('.')[1];
    if (!payload) return [];
    const claims = JSON.parse(decodeBase64Url(payload)) as Record<string, unknown>;
    const groups = claims['cognito:groups'];
    return Array.isArray(groups) ? groups.filter((g): g is string => typeof g === 'string') : [];
  } catch {
    return [];
  }
}

export const isStaffToken = (idToken: string): boolean => groupsOfIdToken(idToken).includes(STAFF_GROUP);
