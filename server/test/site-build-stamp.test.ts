/**
 * The server's "is the built site stale" check: sources newer than the build, or a build made
 * with other build-time settings (the Playwright build carries a test analytics id).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { buildEnv, siteNeedsBuild, writeBuildStamp } from '../src/site/ensure-site-built';

function fakeProject() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-stamp-'));
  fs.mkdirSync(path.join(root, 'src'));
  fs.writeFileSync(path.join(root, 'src', 'page.tsx'), 'export {}');
  const old = new Date(Date.now() - 60_000);
  fs.utimesSync(path.join(root, 'src', 'page.tsx'), old, old);
  fs.utimesSync(path.join(root, 'src'), old, old);
  const site = path.join(root, 'public');
  fs.mkdirSync(site);
  return { root, site, build: () => fs.writeFileSync(path.join(site, 'index.html'), '<html></html>') };
}

test('build env keeps GATSBY_* and SITE_URL only, in a stable order, without telemetry', () => {
  const env = { PATH: '/bin', GATSBY_Z: '1', SITE_URL: 'https://x.pl', GATSBY_A: '2', GATSBY_TELEMETRY_DISABLED: '1' };
  assert.deepEqual(Object.entries(buildEnv(env)), [
    ['GATSBY_A', '2'],
    ['GATSBY_Z', '1'],
    ['SITE_URL', 'https://x.pl'],
  ]);
});

test('no site yet: build', () => {
  const { root, site } = fakeProject();
  assert.equal(siteNeedsBuild(root, site, {}), true);
});

test('a stamped build with the same settings is kept; other settings rebuild', () => {
  const { root, site, build } = fakeProject();
  build();
  writeBuildStamp(root, site, { GATSBY_GTAG_ID: 'G-E2ETEST00', PATH: '/bin' });
  assert.equal(siteNeedsBuild(root, site, { GATSBY_GTAG_ID: 'G-E2ETEST00', PATH: '/usr/bin' }), false);
  assert.equal(siteNeedsBuild(root, site, {}), true, 'npm start must not serve the e2e build');
  assert.equal(siteNeedsBuild(root, site, { GATSBY_GTAG_ID: 'G-OTHER' }), true);
});

test('a build made by hand after the stamp, or never stamped, is rebuilt once', () => {
  const { root, site, build } = fakeProject();
  build();
  assert.equal(siteNeedsBuild(root, site, {}), true);
  writeBuildStamp(root, site, {});
  assert.equal(siteNeedsBuild(root, site, {}), false);
  const later = new Date(Date.now() + 5_000);
  fs.utimesSync(path.join(site, 'index.html'), later, later);
  assert.equal(siteNeedsBuild(root, site, {}), true);
});

test('sources newer than the build rebuild whatever the stamp says', () => {
  const { root, site, build } = fakeProject();
  build();
  writeBuildStamp(root, site, {});
  const later = new Date(Date.now() + 5_000);
  fs.utimesSync(path.join(root, 'src', 'page.tsx'), later, later);
  assert.equal(siteNeedsBuild(root, site, {}), true);
});
