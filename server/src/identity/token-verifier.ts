// Verifies Cognito ID tokens (signature, issuer, audience, token_use, expiry) with
// aws-jwt-verify. The same code serves real Cognito and cognito-local: locally only the place
// the key set is fetched from changes, the issuer stays Cognito's (see local-cognito.ts).
import { CognitoJwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { Fetcher } from 'aws-jwt-verify/https';
import { SIGN_UP_DETAILS_CLAIM } from '../../../domain/rules/local-identity';

export interface IdentityClaims {
  email: string;
  sub: string;
  /** The pool's name for the user (`cognito:username`): what the admin API's group lists hold. */
  username: string;
  /** When the token stops being valid (epoch seconds): live connections end then (D77). */
  expiresAt: number;
  /** When the provider issued the token (epoch seconds): its groups are the user's as of then. */
  issuedAt: number;
  groups: string[];
  /** What the customer gave at sign-up, kept by the identity provider with the account (D67). */
  signUpDetails: SignUpDetailsClaims;
}

/** The sign-up form's fields, from the ID token's custom sign-up claim ('' where none). */
export interface SignUpDetailsClaims {
  name: string;
  phoneNumber: string;
  address: string;
  nip: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The custom sign-up claim's JSON; a missing or malformed one reads as empty details. */
function signUpDetailsOf(claim: unknown): SignUpDetailsClaims {
  let parsed: Record<string, unknown> = {};
  try {
    const value: unknown = JSON.parse(text(claim));
    if (value && typeof value === 'object') parsed = value as Record<string, unknown>;
  } catch {
    // no details given at sign-up
  }
  return { name: text(parsed.name), phoneNumber: text(parsed.phoneNumber), address: text(parsed.address), nip: text(parsed.nip) };
}

export interface TokenVerifier {
  verifyIdToken(token: string): Promise<IdentityClaims>;
}

export interface TokenVerifierOptions {
  userPoolId: string;
  clientId: string;
  /** Where to fetch the pool's JWKS instead of AWS (cognito-local). */
  jwksUri?: string;
}

export function createTokenVerifier(opts: TokenVerifierOptions): TokenVerifier {
  // The library keys its cache by the AWS JWKS URL derived from the pool id; the fetcher below
  // answers that URL from the local server. Fetching happens lazily on the first token, so the
  // verifier may be created before cognito-local is up, and a failed fetch is retried next time.
  const additional = opts.jwksUri
    ? { jwksCache: new SimpleJwksCache({ fetcher: redirectingFetcher(opts.jwksUri) }) }
    : undefined;
  const verifier = CognitoJwtVerifier.create(
    { userPoolId: opts.userPoolId, clientId: opts.clientId, tokenUse: 'id' },
    additional,
  );

  return {
    async verifyIdToken(token) {
      const payload = await verifier.verify(token);
      const email = payload.email;
      if (typeof email !== 'string' || email === '') throw new Error('ID token has no email claim');
      const groups = payload['cognito:groups'];
      return {
        // Cognito keeps the e-mail as typed; the shop keys customers by the lower-cased one.
        email: email.toLowerCase(),
        sub: payload.sub,
        username: typeof payload['cognito:username'] === 'string' ? payload['cognito:username'] : payload.sub,
        expiresAt: payload.exp,
        issuedAt: payload.iat,
        groups: Array.isArray(groups) ? groups.filter((g): g is string => typeof g === 'string') : [],
        signUpDetails: signUpDetailsOf(payload[`custom:${SIGN_UP_DETAILS_CLAIM}`]),
      };
    },
  };
}

function redirectingFetcher(jwksUri: string): Fetcher {
  return {
    async fetch() {
      // One retry on a network error: when the event loop stalls (a busy start), Node may reuse a
      // keep-alive socket cognito-local has already closed, and the token would be refused as 401.
      const get = () => fetch(jwksUri, { signal: AbortSignal.timeout(5_000) });
      const res = await get().catch(get);
      if (!res.ok) throw new Error(`JWKS fetch from ${jwksUri} failed: ${res.status}`);
      return res.arrayBuffer();
    },
  };
}
