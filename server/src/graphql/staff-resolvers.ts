/**
 * The staff board's live feed: one event per new order and per status change, for members of
 * the Cognito group 'staff' only. A browser cannot set headers on a websocket, so the ID token
 * comes like the API key, in the connection_init payload ({ authorization: 'Bearer <idToken>' }),
 * which mercurius merges into the upgrade request's headers. The connection ends with the
 * token (4401) or when the person leaves the group (4403): live-connections.ts, D77. Whether
 * the person is still in the group is the staff HTTP routes' answer too (staff-membership.ts, D79).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import mercurius from 'mercurius';
import { STAFF_ORDERS_TOPIC } from '../events/order-events';
import { STAFF_RELEASES_TOPIC } from '../events/release-events';
import { STAFF_CHECK_UNAVAILABLE, STAFF_CHECK_UNAVAILABLE_MESSAGE, STAFF_GROUP } from '../identity/staff-membership';
import type { IdentityClaims } from '../identity/token-verifier';
import type { LiveConnections, LiveSocket } from './live-connections';

const { ErrorWithProps } = mercurius;

interface Context {
  app: FastifyInstance;
  request?: FastifyRequest;
  /** The subscription's websocket (index.ts puts it in the context). */
  socket?: LiveSocket;
  pubsub: { subscribe(topic: string): Promise<AsyncIterable<unknown>> };
}

async function assertStaff(ctx: Context): Promise<IdentityClaims> {
  const header = ctx.request?.headers.authorization;
  const token = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
  if (!token) throw new ErrorWithProps('Missing ID token (authorization: Bearer <token>)', { code: 'UNAUTHENTICATED' });
  let claims: IdentityClaims;
  try {
    claims = await ctx.app.tokenVerifier.verifyIdToken(token);
  } catch {
    throw new ErrorWithProps('Invalid or expired ID token', { code: 'UNAUTHENTICATED' });
  }
  const forbidden = () => new ErrorWithProps(`Only members of the ${STAFF_GROUP} group may do this`, { code: 'FORBIDDEN' });
  if (!claims.groups.includes(STAFF_GROUP)) throw forbidden();
  // The token's claim is as old as the token: the provider's list says who is staff now (D77, D79).
  const answer = await ctx.app.staffMembership.check(claims);
  if (answer === 'removed') throw forbidden();
  // Not FORBIDDEN: the site's feed tries again after its back-off instead of showing 'Brak dostępu'.
  if (answer === 'unknown') throw new ErrorWithProps(STAFF_CHECK_UNAVAILABLE_MESSAGE, { code: STAFF_CHECK_UNAVAILABLE });
  return claims;
}

/** A staff-only feed of one topic: the API key, then a staff member's ID token. */
function staffFeed(isValidKey: (key: unknown) => boolean, live: LiveConnections, topic: string) {
  return {
    async subscribe(_root: unknown, _args: unknown, ctx: Context) {
      const apiKey = ctx.request?.headers['x-api-key'];
      if (!isValidKey(apiKey)) {
        throw new ErrorWithProps('Missing or invalid API key (x-api-key)', { code: 'INVALID_API_KEY' });
      }
      const claims = await assertStaff(ctx);
      // Closed when the token expires or the person leaves the group (live-connections.ts).
      if (ctx.socket) live.track(ctx.socket, { apiKey, staff: { username: claims.username, expiresAt: claims.expiresAt } });
      // No first message: the panel re-reads its list over HTTP whenever its socket (re)connects.
      return ctx.pubsub.subscribe(topic);
    },
  };
}

export function createStaffSubscription(isValidKey: (key: unknown) => boolean, live: LiveConnections) {
  return {
    staffOrderEvents: staffFeed(isValidKey, live, STAFF_ORDERS_TOPIC),
    /** Progress of a publish of the site and the end of it (the 'Publikacja' tab). */
    staffReleaseEvents: staffFeed(isValidKey, live, STAFF_RELEASES_TOPIC),
  };
}
