/**
 * `npm run publish`: the staff panel's 'Opublikuj' for deploy scripts and CI. The same code
 * path (publisher, targets, settings from the environment); the API runs in this process on a
 * loopback port so the build reads the shop's data from it. Exit code 0 only when the release
 * is live. `--dry-run` builds and lists what would be sent, changing nothing.
 */
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID } from '../../../domain/rules/local-identity';
import { createTokenVerifier } from '../identity/token-verifier';
import { cacheControlFor } from '../site/cache-rules';
import { runBuild, withBuildLock } from './build-runner';
import { changedFiles, manifestOf, totalBytes } from './manifest';
import { createProgressDisplay } from './progress-display';
import { assertNoServerOnDataDir } from './server-pid';

async function main(argv: string[]): Promise<number> {
  const dryRun = argv.includes('--dry-run');
  const config = loadConfig({ ...process.env, SERVE_SITE: 'false' });
  if (!config.databaseUrl) assertNoServerOnDataDir(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite'), seed: true });
  // No request reaches this API but the build's reads of public data: tokens are never checked.
  const verifier =
    config.identity.mode === 'cognito'
      ? { userPoolId: config.identity.userPoolId!, clientId: config.identity.clientId! }
      : { userPoolId: LOCAL_USER_POOL_ID, clientId: LOCAL_CLIENT_ID, jwksUri: 'http://127.0.0.1:9/unused' };
  const app = await buildApp({ config, db: database.db, tokenVerifier: createTokenVerifier(verifier), logger: false });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    return dryRun ? await dryRunPublish(app) : await publish(app);
  } finally {
    await app.close();
    await database.close();
  }
}

async function publish(app: Awaited<ReturnType<typeof buildApp>>): Promise<number> {
  const display = createProgressDisplay(process.stdout);
  app.publisher.onEvent((event) => display.show(event));
  const claim = await app.publisher.publish(`${os.userInfo().username}@${os.hostname()} (npm run publish)`);
  if (!claim.claimed) {
    console.error(`Release ${claim.id} is being published already; run again when it has ended.`);
    return 2;
  }
  await app.publisher.idle();
  display.end();
  const release = (await app.repos.releases.get(claim.id))!;
  if (release.status === 'live') {
    console.log(`Live: ${release.id} on ${release.target} (${release.uploadedFiles} of ${release.files.length} files sent, ${release.changes.length} data changes).`);
    return 0;
  }
  console.error(release.log.slice(-6000));
  console.error(`Failed: ${release.error}`);
  return 1;
}

/** Builds into public/ and compares with the live release: what a publish would send. */
async function dryRunPublish(app: Awaited<ReturnType<typeof buildApp>>): Promise<number> {
  const { config } = app;
  const address = app.server.address() as { port: number };
  const files = await withBuildLock(config.rootDir, async () => {
    await runBuild({
      rootDir: config.rootDir,
      apiOrigin: `http://127.0.0.1:${address.port}`,
      timeoutMs: config.publish.buildTimeoutMs,
      onLine: (line) => process.stderr.write(`${line}\n`),
      onProgress: () => undefined,
    });
    return manifestOf(path.join(config.rootDir, 'public'));
  });
  const live = await app.repos.releases.live(app.publisher.target);
  const changed = changedFiles(files, live?.files ?? null);
  for (const file of changed) console.log(`${file.path}\t${file.size} B\t${cacheControlFor(file.path)}`);
  const pending = await app.publisher.pending();
  console.log(`\nDry run for ${app.publisher.target}: ${changed.length} of ${files.length} files (${totalBytes(changed)} of ${totalBytes(files)} bytes) would be sent; ${pending.length} data changes since ${live ? `release ${live.id}` : 'nothing (no release yet)'}.`);
  for (const change of pending) console.log(`  - ${change.text} (${change.by})`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`publish: ${error.message}`);
    process.exit(1);
  },
);
