/** Publishing tests: an app that listens (the build reads the shop data from it) with its own data dir. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { LocalCognito } from '../../src/identity/local-cognito';
import { createTestApp, type TestApp } from './app';
import { staffCall } from './staff';

export const FAKE_BUILD = path.join(__dirname, '..', 'fixtures', 'fake-build.mjs');

export interface PublishingApp extends TestApp {
  dataDir: string;
  outDir: string;
}

/** An API with a local publish target in a temporary DATA_DIR, serving its live release. */
export async function createPublishingApp(
  idp: LocalCognito,
  opts: { buildArgs?: string[]; realBuild?: boolean; env?: Record<string, string>; shareDatabaseOf?: TestApp; target?: Parameters<typeof createTestApp>[0]['publish'] } = {},
): Promise<PublishingApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-data-'));
  const outDir = path.join(dataDir, 'fake-build-public');
  const t = await createTestApp({
    idp,
    shareDatabaseOf: opts.shareDatabaseOf,
    env: { DATA_DIR: dataDir, SERVE_SITE: 'true', ...opts.env },
    publish: opts.realBuild
      ? { ...opts.target }
      : { buildCommand: [process.execPath, FAKE_BUILD, outDir, ...(opts.buildArgs ?? [])], buildOutputDir: outDir, ...opts.target },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    ...t,
    dataDir,
    outDir,
    async close() {
      await t.app.publisher.idle();
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts a publish and waits for it to end; returns the release as the API shows it. */
export async function publishAndWait(app: FastifyInstance, token: string) {
  const started = await staffCall(app, token, 'POST', '/shop/staff/releases');
  if (started.statusCode !== 202) throw new Error(`publish answered ${started.statusCode}: ${started.body}`);
  await app.publisher.idle();
  return (await staffCall(app, token, 'GET', `/shop/staff/releases/${started.json().id}`)).json();
}

export async function releaseList(app: FastifyInstance, token: string) {
  const res = await staffCall(app, token, 'GET', '/shop/staff/releases');
  if (res.statusCode !== 200) throw new Error(`list answered ${res.statusCode}: ${res.body}`);
  return res.json();
}
