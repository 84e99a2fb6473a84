/**
 * Starts the whole product on one port: database (migrated, seeded once), local identity
 * when configured, the API, and the site: on a fresh data directory (or after the site's
 * sources or build settings changed) the first release is published from the running API's own
 * data before 'ready' is printed. Stops cleanly on Ctrl-C / SIGTERM.
 */
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { seedIfEmpty } from './db/seed/seed';
import { startLocalCognito, type LocalCognito } from './identity/local-cognito';
import { startLocalSmtp, type LocalSmtp } from './mail/local-smtp';
import { LOCAL_P24, startP24StandIn, type P24StandIn } from './payments/p24-stand-in';
import { createTokenVerifier } from './identity/token-verifier';
import { cognitoEndpoint, sigV4Signer, type AdminApi } from './identity/cognito-api';
import { startAutoPublish } from './publish/auto-publish';
import { publishAtStart } from './publish/publish-at-start';
import { recordServerPid } from './publish/server-pid';
import { createBackupKey, recordBackupEndpoint } from './backup/backup-endpoint';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = (line: string) => console.log(`[server] ${line}`);

  // The embedded database is this process's alone: `npm run publish` checks this file.
  const forgetPid = config.databaseUrl ? () => undefined : recordServerPid(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
  if (await seedIfEmpty(database.db)) log('Seeded the demo restaurant.');

  let localCognito: LocalCognito | undefined;
  let verifierOptions: Parameters<typeof createTokenVerifier>[0];
  let identityAdmin: AdminApi;
  if (config.identity.mode === 'local') {
    localCognito = await startLocalCognito({
      dataDir: path.join(config.dataDir, 'cognito'),
      port: config.identity.localPort,
      fixedCode: config.identity.localFixedCode,
      demoStaff: true,
      log: (line) => console.log(`[identity] ${line}`),
    });
    verifierOptions = { userPoolId: localCognito.userPoolId, clientId: localCognito.clientId, jwksUri: localCognito.jwksUri };
    identityAdmin = { endpoint: localCognito.endpoint, userPoolId: localCognito.userPoolId };
  } else {
    verifierOptions = { userPoolId: config.identity.userPoolId!, clientId: config.identity.clientId! };
    // Needs cognito-idp:ListUsersInGroup on the pool for the server's AWS role (docs/production.md).
    const { region } = config.identity;
    identityAdmin = { endpoint: cognitoEndpoint(region), userPoolId: config.identity.userPoolId!, sign: sigV4Signer(region) };
  }

  // No SMTP_URL (refused in production): the order e-mails go to a catcher on this machine.
  let localMail: LocalSmtp | undefined;
  if (!config.mail.smtpUrl) {
    localMail = await startLocalSmtp({ port: config.mail.localSmtpPort, log: (line) => console.log(`[mail] ${line}`) });
    config.mail.smtpUrl = localMail.url;
  }

  // No P24_* settings (refused in production): payments go to the local stand-in of Przelewy24.
  let localP24: P24StandIn | undefined;
  if (!config.payments.p24) {
    localP24 = await startP24StandIn({ ...LOCAL_P24, port: config.payments.localPort, log: (line) => console.log(`[p24] ${line}`) });
    config.payments.p24 = { ...LOCAL_P24, baseUrl: localP24.baseUrl };
  }

  const backupKey = createBackupKey();
  const app = await buildApp({
    config,
    db: database.db,
    tokenVerifier: createTokenVerifier(verifierOptions),
    localIdentity: localCognito,
    identityAdmin,
    localMail,
    now: config.clockStart ? shiftedClock(config.clockStart) : undefined,
    backup: database.pglite ? { pglite: database.pglite, key: backupKey } : undefined,
  });
  let forgetBackupEndpoint: () => void = () => undefined;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping...`);
    await app.close();
    await localCognito?.stop();
    await localMail?.stop();
    await localP24?.stop();
    forgetBackupEndpoint();
    await database.close();
    forgetPid();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  // `npm run backup` finds this process's backup route and key here (embedded database only).
  if (database.pglite) forgetBackupEndpoint = recordBackupEndpoint(config.dataDir, app, backupKey);
  // A release left 'building' by a process killed before this one is failed at once.
  for (const id of await app.publisher.sweep(database.kind === 'pglite' ? 0 : undefined)) log(`Release ${id} was interrupted by a stop: marked failed.`);
  if (config.site.serve && !config.site.fixedDir) await publishAtStart(app, config.site.build, log);
  startAutoPublish(app, config.publish.autoAfterMinutes);

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log(`Sushi shop ready: http://localhost:${port}/ (API ${config.shopBase}, database ${database.kind}, identity ${config.identity.mode})`);
  if (localP24) log(`Online payments: local Przelewy24 stand-in ${localP24.baseUrl}`);
  if (localMail) log(`E-mails: local inbox http://localhost:${port}/dev/inbox/ (SMTP ${localMail.url})`);
}

/** A clock that starts at `start` and runs at normal speed (SHOP_CLOCK_START, tests only). */
function shiftedClock(start: Date): () => Date {
  const offset = start.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}

main().catch((err) => {
  console.error('[server] failed to start:', err);
  process.exit(1);
});
