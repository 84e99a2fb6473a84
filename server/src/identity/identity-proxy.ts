// Serves cognito-local under /identity/ on the shop's own origin, so the browser's
// amazon-cognito-identity-js (endpoint '<origin>/identity/') needs no CORS and no second port.
// Register with { prefix: '/identity' }.
import httpProxy from '@fastify/http-proxy';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { markEmailVerified, resendConfirmationCode } from './cognito-api';

export interface IdentityProxyOptions {
  /** cognito-local's endpoint, e.g. http://127.0.0.1:9229 */
  upstream: string;
  userPoolId: string;
}

const AMZ_JSON = 'application/x-amz-json-1.1';
const SERVICE = 'AWSCognitoIdentityProviderService';
const CONFIRM_SIGN_UP = `${SERVICE}.ConfirmSignUp`;
const RESEND_CODE = `${SERVICE}.ResendConfirmationCode`;
// cognito-local checks no AWS credentials, so without this list any browser could call
// Admin* and pool-management actions (e.g. put itself in a group). Real Cognito serves only
// these actions to unauthenticated or token-holding callers; the proxy does the same.
const PUBLIC_ACTIONS = new Set(
  [
    'SignUp', 'ConfirmSignUp', 'ResendConfirmationCode', 'InitiateAuth', 'RespondToAuthChallenge',
    'ForgotPassword', 'ConfirmForgotPassword', 'ChangePassword', 'GetUser', 'UpdateUserAttributes',
    'DeleteUserAttributes', 'VerifyUserAttribute', 'GetUserAttributeVerificationCode', 'DeleteUser',
    'GlobalSignOut', 'RevokeToken', 'AssociateSoftwareToken', 'VerifySoftwareToken',
    'SetUserMFAPreference', 'ConfirmDevice', 'ForgetDevice', 'GetDevice', 'ListDevices',
    'UpdateDeviceStatus',
  ].map((action) => `${SERVICE}.${action}`),
);

// The parts of Fastify's request and reply used here (the proxy's hook types are generic over
// the raw server, which these helpers do not care about).
interface ProxiedRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  log: FastifyBaseLogger;
}
interface ProxyReply {
  send(payload: unknown): unknown;
}

export async function identityProxy(app: FastifyInstance, opts: IdentityProxyOptions): Promise<void> {
  // Keep Cognito's JSON bodies as raw bytes: forwarded untouched, yet readable for the
  // ConfirmSignUp hook below (the proxy's own parser would hand over a one-shot stream).
  // This plugin is encapsulated, so the rest of the app keeps its own parsers.
  app.addContentTypeParser(AMZ_JSON, { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  await app.register(httpProxy, {
    upstream: opts.upstream,
    httpMethods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    preHandler: async (request, reply) => {
      // cognito-local dispatches on the part after the dot of this header, whatever the path.
      const target = request.headers['x-amz-target'];
      if (target !== undefined && !(typeof target === 'string' && PUBLIC_ACTIONS.has(target))) {
        return reply.code(403).type(AMZ_JSON).send({
          __type: 'AccessDeniedException',
          message: 'Only the public Cognito API is served under /identity/',
        });
      }
      // cognito-local has no ResendConfirmationCode: answered here, as real Cognito would.
      if (target === RESEND_CODE && request.method === 'POST') {
        const answer = await resendConfirmationCode(opts.upstream, opts.userPoolId, jsonBody(request.body));
        return reply.code(answer.status).type(AMZ_JSON).send(answer.json);
      }
    },
    replyOptions: {
      onResponse: (request, reply, res) => {
        void afterUpstream(request, reply, res.statusCode, res.stream, opts);
      },
    },
  });
}

async function afterUpstream(
  request: ProxiedRequest,
  reply: ProxyReply,
  statusCode: number,
  stream: NodeJS.ReadableStream,
  opts: IdentityProxyOptions,
): Promise<void> {
  const username = statusCode === 200 ? confirmedUsername(request) : null;
  if (username) {
    // Before replying, so the sign-in that follows already gets email_verified=true.
    // The exact Username: ConfirmSignUp just found the user by it (lower-casing could pick
    // another account, as cognito-local tells spellings apart; the site lower-cases anyway).
    try {
      await markEmailVerified(opts.upstream, opts.userPoolId, username);
    } catch (err) {
      request.log.warn({ err }, 'identity proxy: could not mark e-mail verified after ConfirmSignUp');
    }
  }
  reply.send(stream);
}

function confirmedUsername(request: ProxiedRequest): string | null {
  if (request.method !== 'POST' || request.headers['x-amz-target'] !== CONFIRM_SIGN_UP) return null;
  const { Username } = jsonBody(request.body);
  return typeof Username === 'string' && Username !== '' ? Username : null;
}

/** A Cognito request's JSON body (kept as raw bytes above); {} when it is not JSON. */
function jsonBody(body: unknown): Record<string, unknown> {
  if (!Buffer.isBuffer(body)) return {};
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
