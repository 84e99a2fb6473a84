/**
 * The identity provider the server trusts, and the local stand-ins `npm start` runs for the
 * outside systems a development machine has none of: cognito-local (or another instance's,
 * LOCAL_IDENTITY_URL), the SMTP catcher (no SMTP_URL), the Przelewy24 stand-in (no P24_*).
 * config.ts refuses every stand-in in production. Their ports follow lib/local-port.ts: the
 * documented ones for `npm start`, a free one for a second instance.
 */
import path from 'node:path';
import type { Config } from './config';
import { cognitoEndpoint, sigV4Signer, type AdminApi } from './identity/cognito-api';
import { startLocalCognito, type LocalCognito } from './identity/local-cognito';
import { connectToLocalCognito } from './identity/local-cognito-shared';
import type { TokenVerifierOptions } from './identity/token-verifier';
import { onLocalPort } from './lib/local-port';
import { startLocalSmtp, type LocalSmtp } from './mail/local-smtp';
import { LOCAL_P24, startLocalP24, type LocalP24 } from './payments/local-p24';

export interface Identity {
  verifierOptions: TokenVerifierOptions;
  /** Group membership is asked here (staff checks). */
  admin: AdminApi;
  /** The local provider served under /identity/: this instance's own or another instance's. */
  local?: Omit<LocalCognito, 'dataDir'>;
}

const prefixed = (prefix: string) => (line: string) => console.log(`[${prefix}] ${line}`);

export async function startIdentity(config: Config): Promise<Identity> {
  const { identity } = config;
  if (identity.mode === 'cognito') {
    // Needs cognito-idp:ListUsersInGroup on the pool for the server's AWS role (docs/production.md).
    return {
      verifierOptions: { userPoolId: identity.userPoolId!, clientId: identity.clientId! },
      admin: { endpoint: cognitoEndpoint(identity.region), userPoolId: identity.userPoolId!, sign: sigV4Signer(identity.region) },
    };
  }
  const log = prefixed('identity');
  let local: Identity['local'];
  if (identity.localIdentityUrl) {
    local = await connectToLocalCognito(identity.localIdentityUrl);
    log(`Using the local identity of another instance: ${local.endpoint}`);
  } else {
    local = await onLocalPort(identity.localPort, 'cognito-local', (port) =>
      startLocalCognito({ dataDir: path.join(config.dataDir, 'cognito'), port, fixedCode: identity.localFixedCode, demoStaff: true, log }), log);
  }
  return {
    verifierOptions: { userPoolId: local.userPoolId, clientId: local.clientId, jwksUri: local.jwksUri },
    admin: { endpoint: local.endpoint, userPoolId: local.userPoolId },
    local,
  };
}

/** No SMTP_URL: the order e-mails go to a catcher on this machine (config.mail.smtpUrl is set to it). */
export async function startLocalMailIfNeeded(config: Config): Promise<LocalSmtp | undefined> {
  if (config.mail.smtpUrl) return undefined;
  const log = prefixed('mail');
  const mail = await onLocalPort(config.mail.localSmtpPort, 'the local mail catcher', (port) => startLocalSmtp({ port, log }), log);
  config.mail.smtpUrl = mail.url;
  return mail;
}

/** No P24_* settings: payments go to the local stand-in of Przelewy24 (config.payments.p24 is set to it). */
export async function startLocalP24IfNeeded(config: Config): Promise<LocalP24 | undefined> {
  if (config.payments.p24) return undefined;
  const log = prefixed('p24');
  const standIn = await onLocalPort(config.payments.localPort, 'the Przelewy24 stand-in', (port) => startLocalP24({ ...LOCAL_P24, port, log }), log);
  config.payments.p24 = { ...LOCAL_P24, baseUrl: standIn.baseUrl };
  return standIn;
}
