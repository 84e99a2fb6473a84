/**
 * `npm run publish` (docs/publishing.md): the panel's publish for deploy scripts. Exit code 0 only when
 * the release is live, plain progress lines when not on a terminal, --dry-run changes nothing,
 * and it refuses an embedded database a running API holds. Real Gatsby builds.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { readLivePointer } from '../src/site/live-release';

const root = path.resolve(__dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-cli-'));
after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function cli(args: string[] = []): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/publish/cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (err += d));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, out, err })));
}

test('refuses a data directory a running API holds, publishes, then a dry run finds nothing to send', { timeout: 480_000 }, async () => {
  // A live process named in server.pid: this test's own, standing for `npm start`.
  fs.writeFileSync(path.join(dataDir, 'server.pid'), String(process.pid));
  const refused = await cli();
  assert.equal(refused.code, 1);
  assert.match(refused.err, /the API \(pid \d+\) is running on .* publish from its staff panel/);
  fs.rmSync(path.join(dataDir, 'server.pid'));

  const published = await cli();
  assert.equal(published.code, 0, published.err + published.out);
  assert.match(published.out, /^\S+ building · building the site/m, 'plain lines when not a terminal');
  const id = /^Live: (\S+) on local \((\d+) of (\d+) files sent/m.exec(published.out);
  assert.ok(id, published.out);
  assert.equal(id[2], id[3], 'a first release sends every file');
  assert.equal(readLivePointer(dataDir), id[1]);

  const dry = await cli(['--dry-run']);
  assert.equal(dry.code, 0, dry.err);
  assert.match(dry.out, /Dry run for local: 0 of \d+ files \(0 of \d+ bytes\) would be sent; 0 data changes since release /);
  assert.equal(readLivePointer(dataDir), id[1], 'a dry run changes nothing');
});
