/**
 * What makes `npm start` publish a new release of the site besides the shop's data: build-time
 * settings (the Playwright build carries a test analytics id) and edited sources.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { buildSettings, sourcesChangedSince } from '../src/publish/build-settings';

test('build settings keep GATSBY_* and SITE_URL only, in a stable order, without telemetry', () => {
  const env = { PATH: '/bin', GATSBY_Z: '1', SITE_URL: 'https://x.pl', GATSBY_A: '2', GATSBY_TELEMETRY_DISABLED: '1' };
  assert.equal(buildSettings(env), JSON.stringify({ GATSBY_A: '2', GATSBY_Z: '1', SITE_URL: 'https://x.pl' }));
  assert.notEqual(buildSettings({ GATSBY_GTAG_ID: 'G-E2ETEST00' }), buildSettings({}), 'npm start must not serve the e2e build');
});

test('a source edited after the release was built makes it stale; an older one does not', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-settings-'));
  fs.mkdirSync(path.join(root, 'src'));
  const page = path.join(root, 'src', 'page.tsx');
  fs.writeFileSync(page, 'export {}');
  const old = new Date(Date.now() - 60_000);
  fs.utimesSync(page, old, old);
  fs.utimesSync(path.join(root, 'src'), old, old);
  const builtAt = new Date(Date.now() - 30_000);
  assert.equal(sourcesChangedSince(root, builtAt), false);
  const later = new Date();
  fs.utimesSync(page, later, later);
  assert.equal(sourcesChangedSince(root, builtAt), true);
  fs.rmSync(root, { recursive: true, force: true });
});
