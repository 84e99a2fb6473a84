// The Cognito JSON API (POST with X-Amz-Target), as cognito-local and the site speak it.
import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';

/**
 * Real Cognito sets email_verified when a sign-up is confirmed with the e-mailed code;
 * cognito-local leaves it unset, so the proxy calls this after ConfirmSignUp.
 */
export async function markEmailVerified(endpoint: string, userPoolId: string, username: string): Promise<void> {
  // cognito-local refuses email_verified without email in the same call, so send the current one.
  const user = (await callCognito(endpoint, 'AdminGetUser', { UserPoolId: userPoolId, Username: username })) as {
    UserAttributes?: { Name: string; Value: string }[];
  };
  const email = user.UserAttributes?.find((a) => a.Name === 'email')?.Value ?? username;
  await callCognito(endpoint, 'AdminUpdateUserAttributes', {
    UserPoolId: userPoolId,
    Username: username,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'email_verified', Value: 'true' },
    ],
  });
}

/** Cognito's answer as it came: the status and the JSON body (an error has `__type` and `message`). */
export interface CognitoAnswer {
  status: number;
  json: Record<string, unknown>;
}

/** Adds headers to a request before it is sent (real Cognito's admin calls need a SigV4 signature). */
export type RequestSigner = (request: { url: URL; headers: Record<string, string>; body: string }) => Promise<Record<string, string>>;

export async function askCognito(endpoint: string, target: string, body: unknown, sign?: RequestSigner): Promise<CognitoAnswer> {
  const url = new URL(endpoint.replace(/\/?$/, '/'));
  const text = JSON.stringify(body);
  let headers: Record<string, string> = {
    'Content-Type': 'application/x-amz-json-1.1',
    'X-Amz-Target': `AWSCognitoIdentityProviderService.${target}`,
  };
  if (sign) headers = await sign({ url, headers, body: text });
  const res = await fetch(url, { method: 'POST', headers, body: text, signal: AbortSignal.timeout(10_000) });
  const answer = await res.text();
  return { status: res.status, json: answer ? (JSON.parse(answer) as Record<string, unknown>) : {} };
}

/** One call of the Cognito JSON API; throws with Cognito's error type and message. */
export async function callCognito(endpoint: string, target: string, body: unknown): Promise<unknown> {
  const { status, json } = await askCognito(endpoint, target, body);
  if (status >= 300) throw new Error(`${target} failed (${status}): ${String(json.__type ?? '')} ${String(json.message ?? '')}`);
  return json;
}

/**
 * ResendConfirmationCode, which cognito-local lacks (it answers 'Unsupported'), with real
 * Cognito's answers: an unknown user UserNotFoundException, a confirmed one
 * InvalidParameterException, otherwise a new code e-mailed and its delivery details. The new
 * code comes from cognito-local's own ForgotPassword, which stores a fresh code in the very
 * field ConfirmSignUp checks and delivers it as every code is delivered locally.
 */
export async function resendConfirmationCode(endpoint: string, userPoolId: string, request: { ClientId?: unknown; Username?: unknown }): Promise<CognitoAnswer> {
  if (typeof request.ClientId !== 'string' || typeof request.Username !== 'string' || request.Username === '') {
    return { status: 400, json: { __type: 'InvalidParameterException', message: 'ClientId and Username are required' } };
  }
  const user = await askCognito(endpoint, 'AdminGetUser', { UserPoolId: userPoolId, Username: request.Username });
  if (user.status >= 300) return user; // UserNotFoundException, as Cognito answers it
  if (user.json.UserStatus !== 'UNCONFIRMED') {
    return { status: 400, json: { __type: 'InvalidParameterException', message: 'User is already confirmed.' } };
  }
  return askCognito(endpoint, 'ForgotPassword', { ClientId: request.ClientId, Username: request.Username });
}

/** Where the admin API is and how its calls are signed: cognito-local takes them unsigned. */
export interface AdminApi {
  endpoint: string;
  userPoolId: string;
  sign?: RequestSigner;
}

/**
 * The usernames in a group now (ListUsersInGroup, every page): one call per 60 members, however
 * many of them are connected. Throws when the provider cannot be asked.
 */
export async function usernamesInGroup(api: AdminApi, group: string): Promise<Set<string>> {
  const names = new Set<string>();
  let next: string | undefined;
  do {
    const page = { UserPoolId: api.userPoolId, GroupName: group, Limit: 60, ...(next ? { NextToken: next } : {}) };
    const { status, json } = await askCognito(api.endpoint, 'ListUsersInGroup', page, api.sign);
    if (status >= 300) throw new Error(`ListUsersInGroup failed (${status}): ${String(json.__type ?? '')} ${String(json.message ?? '')}`);
    for (const user of (json.Users ?? []) as { Username?: unknown }[]) {
      if (typeof user.Username === 'string') names.add(user.Username);
    }
    next = typeof json.NextToken === 'string' && json.NextToken ? json.NextToken : undefined;
  } while (next);
  return names;
}

/** Real Cognito's regional endpoint of the JSON API. */
export const cognitoEndpoint = (region: string): string => `https://cognito-idp.${region}.amazonaws.com/`;

/**
 * SigV4 signing of admin calls to real Cognito with the AWS SDK's own signer and the standard
 * credential chain (environment, profile, container or instance role), as the S3 target gets
 * its credentials. Loaded on first use: local identity never needs it.
 */
export function sigV4Signer(region: string): RequestSigner {
  let signer: Promise<{ sign(request: unknown): Promise<{ headers: Record<string, string> }> }> | undefined;
  const load = async () => {
    const [{ SignatureV4 }, { defaultProvider }] = await Promise.all([
      import('@smithy/signature-v4'),
      import('@aws-sdk/credential-provider-node'),
    ]);
    return new SignatureV4({ credentials: defaultProvider(), region, service: 'cognito-idp', sha256: NodeSha256 });
  };
  return async ({ url, headers, body }) => {
    signer ??= load();
    const signed = await (await signer).sign({
      method: 'POST',
      protocol: url.protocol,
      hostname: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      path: url.pathname,
      query: {},
      headers: { ...headers, host: url.host },
      body,
    });
    // fetch sets Host itself and refuses to be given one.
    const { host: _host, ...rest } = signed.headers;
    return rest;
  };
}

/** The SHA-256 / HMAC-SHA-256 the signer asks for, from node:crypto. */
class NodeSha256 {
  private readonly hash: Hash | Hmac;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', toBuffer(secret));
  }
  update(data: string | ArrayBuffer | ArrayBufferView): void {
    this.hash.update(toBuffer(data));
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
}

function toBuffer(data: string | ArrayBuffer | ArrayBufferView): Buffer {
  if (typeof data === 'string') return Buffer.from(data, 'utf8');
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return Buffer.from(data);
}
