/**
 * Time to publish after a one-price change (D36), on this 2-core machine: the real
 * `gatsby build` against the API's own data plus the upload, to the local target and to a
 * real S3-compatible server (s3rver on a temporary folder), and how many of the site's files
 * and bytes a one-price change sends. Targets: under 90 s end to end; under 5 % of the files.
 * Figures are printed, never judged; only a failed publish fails the run.
 *
 *   npx tsx bench/publish.ts        (run under `flock /tmp/gatsby-build.lock` on a shared machine)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { StaffReleaseEvent } from '../domain/contract/releases';
import redirects from '../domain/rules/redirects.json';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/database';
import { LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID } from '../domain/rules/local-identity';
import { createTokenVerifier } from '../server/src/identity/token-verifier';
import type { PublishTarget } from '../server/src/publish/publish-target';
import { createS3Target } from '../server/src/publish/s3-target';

interface Run {
  seconds: number;
  buildSeconds: number;
  uploadSeconds: number;
  filesSent: number;
  files: number;
  bytesSent: number;
  bytes: number;
}

async function benchTarget(label: string, makeTarget: (dataDir: string) => PublishTarget | undefined): Promise<{ first: Run; change: Run }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-publish-${label}-`));
  const database = await openDatabase({ dataDir: 'memory://', seed: true });
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, SERVE_SITE: 'false', LOG_LEVEL: 'silent' });
  const verifier = createTokenVerifier({ userPoolId: LOCAL_USER_POOL_ID, clientId: LOCAL_CLIENT_ID, jwksUri: 'http://127.0.0.1:9/unused' });
  const app = await buildApp({ config, db: database.db, tokenVerifier: verifier, logger: false, publish: { target: makeTarget(dataDir) } });
  await app.listen({ host: '127.0.0.1', port: 0 });

  async function publishOnce(): Promise<Run> {
    let uploadStarted = 0;
    const stop = app.publisher.onEvent((event: StaffReleaseEvent) => {
      if (event.status === 'uploading' && uploadStarted === 0) uploadStarted = performance.now();
    });
    const started = performance.now();
    const claim = await app.publisher.publish('bench');
    await app.publisher.idle();
    const ended = performance.now();
    stop();
    const release = (await app.repos.releases.get(claim.id))!;
    if (release.status !== 'live') throw new Error(`${label}: publish failed: ${release.error}\n${release.log.slice(-3000)}`);
    return {
      seconds: (ended - started) / 1000,
      buildSeconds: (uploadStarted - started) / 1000,
      uploadSeconds: (ended - uploadStarted) / 1000,
      filesSent: release.uploadedFiles,
      files: release.files.length,
      bytesSent: release.uploadedBytes,
      bytes: release.totalBytes,
    };
  }

  try {
    const first = await publishOnce();
    const [item] = (await app.repos.menu.listItems()).filter((i) => i.isVisible && String(i.id).startsWith('2'));
    await app.repos.menu.updateItem(item.id, { priceGrosze: item.priceGrosze + 200 }, { by: 'bench', at: new Date(), show: (i) => ({ price: i.priceGrosze / 100 }) });
    app.menuCatalog.invalidate();
    const change = await publishOnce();
    return { first, change };
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-s3rver-'));
  const s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: 'sushi-site' }] });
  const { port } = (await s3.run()) as { port: number };
  const results: [string, { first: Run; change: Run }][] = [];
  try {
    results.push(['local', await benchTarget('local', () => undefined)]);
    results.push([
      's3rver',
      await benchTarget('s3', () =>
        createS3Target({
          bucket: 'sushi-site',
          prefix: 'www',
          region: 'eu-central-1',
          endpoint: `http://127.0.0.1:${port}`,
          credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
          redirects,
        }),
      ),
    ]);
  } finally {
    await s3.close();
    fs.rmSync(s3Dir, { recursive: true, force: true });
  }

  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
  console.log('\nPublish after a one-price change (gatsby build against the API + upload), this machine:');
  console.log('| target | first publish | one-price publish (build / upload) | files sent | bytes sent |');
  console.log('|---|---|---|---|---|');
  for (const [label, { first, change }] of results) {
    const share = (100 * change.filesSent) / change.files;
    console.log(
      `| ${label} | ${first.seconds.toFixed(1)} s (${first.filesSent} files) | ${change.seconds.toFixed(1)} s (${change.buildSeconds.toFixed(1)} / ${change.uploadSeconds.toFixed(2)} s) | ${change.filesSent} / ${change.files} (${share.toFixed(1)} %) | ${mb(change.bytesSent)} / ${mb(change.bytes)} |`,
    );
  }
  console.log('Targets: one-price publish under 90 s end to end; under 5 % of the files sent.');
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
