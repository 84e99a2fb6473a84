/**
 * Who is calling: a Cognito ID token in `Authorization: Bearer`, verified against the
 * configured pool. No token or a bad one is 401; a valid token for someone else's e-mail is 403.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { normalizeEmail } from '../../../../domain/rules/email';
import { HttpError } from './errors';

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

/** The Cognito group of restaurant staff (order panel, status changes). */
export const STAFF_GROUP = 'staff';

/** onRequest hook: the route needs a signed-in member of the group (401 without a token, 403 outside it). */
export function requireGroup(group: string) {
  return async function requireGroupMember(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await requireIdentity(request, reply);
    if (!request.identity!.groups.includes(group)) {
      throw new HttpError(403, `Only members of the ${group} group may do this`, 'FORBIDDEN');
    }
  };
}
