/**
 * Who is calling: a Cognito ID token in `Authorization: Bearer`, verified against the
 * configured pool. No token or a bad one is 401; a valid token for someone else's e-mail is 403.
 * Staff routes also ask whether the person is still in the group (staff-membership.ts, D79).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { normalizeEmail } from '../../../../domain/rules/email';
import { STAFF_CHECK_UNAVAILABLE, STAFF_CHECK_UNAVAILABLE_MESSAGE, STAFF_GROUP } from '../../identity/staff-membership';
import { HttpError } from './errors';

export { STAFF_GROUP };

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new HttpError(401, 'Authorization header must be "Bearer <ID token>"');
  return match[1];
}

async function verify(request: FastifyRequest, token: string): Promise<void> {
  try {
    request.identity = await request.server.tokenVerifier.verifyIdToken(token);
  } catch (err) {
    request.log.info({ reason: (err as Error).message }, 'rejected token');
    throw new HttpError(401, 'Invalid or expired ID token');
  }
}

/** onRequest hook: the route needs a signed-in customer. */
export async function requireIdentity(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw new HttpError(401, 'Missing ID token (Authorization: Bearer <token>)');
  await verify(request, token);
}

/** onRequest hook: guests are welcome, but a token that is sent must be valid. */
export async function optionalIdentity(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = bearerToken(request);
  if (token) await verify(request, token);
}

/** The e-mail a request names must be the caller's own. */
export function assertOwnEmail(request: FastifyRequest, email: string, field: string): void {
  if (request.identity?.email !== normalizeEmail(email)) {
    throw new HttpError(403, `${field} does not match the signed-in user`);
  }
}

/**
 * onRequest hook: the route needs a signed-in member of the group (401 without a token, 403
 * outside it). The token names the groups its user had when it was issued; for the staff group
 * the identity provider's list must still name the user (at most LIVE_CHECK_SECONDS old), so
 * someone removed loses the routes then, not when the token expires (D79).
 */
export function requireGroup(group: string) {
  return async function requireGroupMember(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await requireIdentity(request, reply);
    const identity = request.identity!;
    const forbidden = () => new HttpError(403, `Only members of the ${group} group may do this`, 'FORBIDDEN');
    if (!identity.groups.includes(group)) throw forbidden();
    if (group !== STAFF_GROUP) return;
    const answer = await request.server.staffMembership.check(identity);
    if (answer === 'removed') {
      request.log.info({ username: identity.username }, 'token names the staff group, the identity provider no longer does');
      throw forbidden();
    }
    if (answer === 'unknown') throw new HttpError(503, STAFF_CHECK_UNAVAILABLE_MESSAGE, STAFF_CHECK_UNAVAILABLE);
  };
}
