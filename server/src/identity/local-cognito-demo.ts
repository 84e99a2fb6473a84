// The local demo's staff account, so the /admin/ panel can be tried right after `npm start`.
// Created through the Cognito JSON API like any other user; only when it does not exist yet, so
// a developer's changed password or group membership is kept across restarts.
import { callCognito, markEmailVerified } from './cognito-api';

export const DEMO_STAFF = { email: 'obsluga@sushikami.pl', password: 'Obsluga2026', group: 'staff' } as const;

export async function ensureDemoStaff(idp: { endpoint: string; userPoolId: string; clientId: string }): Promise<boolean> {
  const { endpoint, userPoolId, clientId } = idp;
  try {
    await callCognito(endpoint, 'AdminGetUser', { UserPoolId: userPoolId, Username: DEMO_STAFF.email });
    return false;
  } catch (err) {
    if (!/UserNotFoundException/.test((err as Error).message)) throw err;
  }
  await callCognito(endpoint, 'SignUp', {
    ClientId: clientId,
    Username: DEMO_STAFF.email,
    Password: DEMO_STAFF.password,
    UserAttributes: [{ Name: 'email', Value: DEMO_STAFF.email }],
  });
  await callCognito(endpoint, 'AdminConfirmSignUp', { UserPoolId: userPoolId, Username: DEMO_STAFF.email });
  await markEmailVerified(endpoint, userPoolId, DEMO_STAFF.email);
  await callCognito(endpoint, 'AdminAddUserToGroup', { UserPoolId: userPoolId, Username: DEMO_STAFF.email, GroupName: DEMO_STAFF.group });
  return true;
}
