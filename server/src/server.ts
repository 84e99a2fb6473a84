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
import { startIdentity, startLocalMailIfNeeded, startLocalP24IfNeeded } from './local-stand-ins';
import { isAddressInUse } from './lib/local-port';
import { nodeSupportWarning } from './lib/node-support';
import { createTokenVerifier } from './identity/token-verifier';
import { startAutoPublish } from './publish/auto-publish';
import { publishAtStart } from './publish/publish-at-start';
import { recordServerPid } from './publish/server-pid';
import { createBackupKey, recordBackupEndpoint } from './backup/backup-endpoint';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = (line: string) => console.log(`[server] ${line}`);

  // The embedded database is this process's alone: `npm run publish` checks this file.
  const forgetPid = config.databaseUrl ? () => undefined : recordServerPid(config.dataDir);
  // Migrates (under a lock shared by every instance on PostgreSQL) and seeds a never-seeded database.
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite'), seed: true, log });
  if (database.seeded) log('Seeded the demo restaurant.');

  const identity = await startIdentity(config);
  const localMail = await startLocalMailIfNeeded(config);
  const localP24 = await startLocalP24IfNeeded(config);

  const backupKey = createBackupKey();
  const app = await buildApp({
    config,
    db: database.db,
    tokenVerifier: createTokenVerifier(identity.verifierOptions),
    localIdentity: identity.local,
    identityAdmin: identity.admin,
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
    await identity.local?.stop();
    await localMail?.stop();
    await localP24?.stop();
    forgetBackupEndpoint();
    await database.close();
    forgetPid();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ host: config.host, port: config.port }).catch((err: unknown) => {
    // Unlike the stand-ins' ports, the shop's own is never moved: it is the address people and proxies use.
    if (!isAddressInUse(err)) throw err;
    throw new Error(`PORT=${config.port}: port ${config.port} on ${config.host} is in use (another instance of the shop?). A second instance needs its own PORT (0: any free port).`, { cause: err });
  });
  // `npm run backup` finds this process's backup route and key here (embedded database only).
  if (database.pglite) forgetBackupEndpoint = recordBackupEndpoint(config.dataDir, app, backupKey);
  // A release left 'building' by a process killed before this one is failed at once.
  for (const id of await app.publisher.sweep(database.kind === 'pglite' ? 0 : undefined)) log(`Release ${id} was interrupted by a stop: marked failed.`);
  if (config.site.serve && !config.site.fixedDir) await publishAtStart(app, config.site.build, log);
  startAutoPublish(app, config.publish.autoAfterMinutes);

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log(`Sushi shop ready: http://localhost:${port}/ (API ${config.shopBase}, database ${database.kind}, identity ${config.identity.mode})`);
  if (identity.local) log(`Identity: cognito-local ${identity.local.endpoint} (LOCAL_IDENTITY_URL=${identity.local.endpoint} lets another instance share it)`);
  if (localP24) log(`Online payments: local Przelewy24 stand-in ${localP24.baseUrl}`);
  if (localMail) log(`E-mails: local inbox http://localhost:${port}/dev/inbox/ (SMTP ${localMail.url})`);
  const runtimeWarning = nodeSupportWarning(process.versions.node, new Date());
  if (runtimeWarning) console.warn(`[server] ${runtimeWarning}`);
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
