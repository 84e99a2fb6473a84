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

/** One call of the Cognito JSON API; throws with Cognito's error type and message. */
export async function callCognito(endpoint: string, target: string, body: unknown): Promise<unknown> {
  const res = await fetch(endpoint.replace(/\/?$/, '/'), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  if (!res.ok) {
    throw new Error(`${target} failed (${res.status}): ${String(json.__type ?? '')} ${String(json.message ?? text)}`);
  }
  return json;
}
