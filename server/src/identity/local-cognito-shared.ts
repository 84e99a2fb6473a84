// Another instance's cognito-local (LOCAL_IDENTITY_URL), so several instances on one machine
// share one local identity as production's instances share one Cognito user pool: a token
// signed in through any of them is valid on all, and staff are staff everywhere.
// Nothing has to be learnt from the other instance: every cognito-local this product starts has
// the same fixed pool and client ids (local-cognito-state.ts). Start-up only checks that they
// are there, so a wrong address stops this instance with its name instead of failing every
// sign-in later.
import { askCognito } from './cognito-api';
import { LOCAL_CLIENT_ID, LOCAL_ISSUER, LOCAL_USER_POOL_ID } from '../../../domain/rules/local-identity';
import type { LocalCognito } from './local-cognito';

export async function connectToLocalCognito(endpoint: string): Promise<LocalCognito> {
  const where = `LOCAL_IDENTITY_URL=${endpoint}`;
  try {
    const pool = await askCognito(endpoint, 'DescribeUserPool', { UserPoolId: LOCAL_USER_POOL_ID });
    const client = await askCognito(endpoint, 'DescribeUserPoolClient', { UserPoolId: LOCAL_USER_POOL_ID, ClientId: LOCAL_CLIENT_ID });
    for (const answer of [pool, client]) {
      if (answer.status !== 200) throw new Error(`${String(answer.json.__type ?? answer.status)} ${String(answer.json.message ?? '')}`.trim());
    }
  } catch (err) {
    throw new Error(
      `${where}: no local identity of this shop answers there (${(err as Error).message}). ` +
        "It is the first instance's cognito-local: its log prints 'Cognito Local running on ...'.",
      { cause: err },
    );
  }
  return {
    endpoint,
    dataDir: '', // kept by the instance that runs it
    userPoolId: LOCAL_USER_POOL_ID,
    clientId: LOCAL_CLIENT_ID,
    issuer: LOCAL_ISSUER,
    jwksUri: `${endpoint}/${LOCAL_USER_POOL_ID}/.well-known/jwks.json`,
    // Not ours to stop: it lives and dies with the instance that started it.
    stop: async () => undefined,
  };
}
