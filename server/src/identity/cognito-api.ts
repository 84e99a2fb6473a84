// The Cognito JSON API (POST with X-Amz-Target), as cognito-local and the site speak it.

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

export async function askCognito(endpoint: string, target: string, body: unknown): Promise<CognitoAnswer> {
  const res = await fetch(endpoint.replace(/\/?$/, '/'), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
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
