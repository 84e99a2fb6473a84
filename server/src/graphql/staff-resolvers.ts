/**
 * The staff board's live feed: one event per new order and per status change, for members of
 * the Cognito group 'staff' only. A browser cannot set headers on a websocket, so the ID token
 * comes like the API key, in the connection_init payload ({ authorization: 'Bearer <idToken>' }),
 * which mercurius merges into the upgrade request's headers.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import mercurius from 'mercurius';
import { STAFF_ORDERS_TOPIC } from '../events/order-events';
import { STAFF_RELEASES_TOPIC } from '../events/release-events';
import { STAFF_GROUP } from '../plugins/app/auth';

const { ErrorWithProps } = mercurius;

interface Context {
  app: FastifyInstance;
  request?: FastifyRequest;
  pubsub: { subscribe(topic: string): Promise<AsyncIterable<unknown>> };
}

async function assertStaff(ctx: Context): Promise<void> {
  const header = ctx.request?.headers.authorization;
  const token = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
  if (!token) throw new ErrorWithProps('Missing ID token (authorization: Bearer <token>)', { code: 'UNAUTHENTICATED' });
  let groups: string[];
  try {
    groups = (await ctx.app.tokenVerifier.verifyIdToken(token)).groups;
  } catch {
    throw new ErrorWithProps('Invalid or expired ID token', { code: 'UNAUTHENTICATED' });
  }
  if (!groups.includes(STAFF_GROUP)) {
    throw new ErrorWithProps(`Only members of the ${STAFF_GROUP} group may do this`, { code: 'FORBIDDEN' });
  }
}

/** A staff-only feed of one topic: the API key, then a staff member's ID token. */
function staffFeed(isValidKey: (key: unknown) => boolean, topic: string) {
  return {
    async subscribe(_root: unknown, _args: unknown, ctx: Context) {
      if (!isValidKey(ctx.request?.headers['x-api-key'])) {
        throw new ErrorWithProps('Missing or invalid API key (x-api-key)', { code: 'INVALID_API_KEY' });
      }
      await assertStaff(ctx);
      // No first message: the panel re-reads its list over HTTP whenever its socket (re)connects.
      return ctx.pubsub.subscribe(topic);
    },
  };
}

export function createStaffSubscription(isValidKey: (key: unknown) => boolean) {
  return {
    staffOrderEvents: staffFeed(isValidKey, STAFF_ORDERS_TOPIC),
    /** Progress of a publish of the site and the end of it (the 'Publikacja' tab). */
    staffReleaseEvents: staffFeed(isValidKey, STAFF_RELEASES_TOPIC),
  };
}
