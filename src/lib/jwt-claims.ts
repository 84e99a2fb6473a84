/**
 * The claims of a JWT as the browser can read them: decoded, not verified (only the server
 * can). The panel reads its groups from them; the live feeds their expiry (D77).
 */

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  // atob gives one char per byte; the claims are UTF-8 (names with Polish letters). Percent
  // decoding turns the bytes back into text everywhere (jsdom has no TextDecoder).
  return decodeURIComponent(Array.from(binary, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''));
}

/** The token's payload, null when it is not a JWT at all. */
export function jwtClaims(token: string): Record<string, unknown> | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The token's `exp` (epoch seconds), null without one. */
export function jwtExpiry(token: string): number | null {
  const exp = jwtClaims(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
}
