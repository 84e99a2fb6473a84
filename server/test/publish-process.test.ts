/**
 * A publish interrupted by a killed API process (docs/publishing.md): the build it started stops with it
 * (no orphan writing public/ under the next build), and the restarted API marks the release
 * failed at once instead of leaving it 'building'.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { DEMO_STAFF, LOCAL_CLIENT_ID } from '../src/identity/local-cognito';
import { freePort, signIn } from './helpers/identity';

const root = path.resolve(__dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-kill-'));
after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// node --import tsx, not the tsx CLI: the CLI runs the server in a child of its own, and the kill must hit the API itself.
function startServer(port: number, siteBuild: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOCAL_COGNITO_PORT: '0', LOCAL_SMTP_PORT: '0', LOCAL_P24_PORT: '0', SITE_BUILD: siteBuild, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const waitFor = async (pattern: RegExp, ms: number) => {
    const deadline = Date.now() + ms;
    while (!pattern.test(output)) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`no ${pattern} in:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  return { child, exited, waitFor, output: () => output };
}

/** Processes started for this data dir that still run (they inherited DATA_DIR). */
function processesOfThisDataDir(): string[] {
  return fs.readdirSync('/proc').filter((pid) => {
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid) return false;
    try {
      return fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`DATA_DIR=${dataDir}`);
    } catch {
      return false;
    }
  });
}

test('an API killed mid-publish leaves no build running and no release stuck in building', { timeout: 180_000 }, async () => {
  const port = await freePort();
  const first = startServer(port, 'always');
  await first.waitFor(/\[publish\] \S+ building/, 90_000);
  await new Promise((r) => setTimeout(r, 3000));
  first.child.kill('SIGKILL');
  await first.exited;

  // The build and the identity provider notice their parent is gone within a second or two.
  const deadline = Date.now() + 10_000;
  while (processesOfThisDataDir().length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
  assert.deepEqual(processesOfThisDataDir(), [], 'no orphan of the killed API');

  const second = startServer(port, 'never');
  try {
    await second.waitFor(/Sushi shop ready/, 60_000);
    assert.match(second.output(), /Release \S+ was interrupted by a stop: marked failed/);
    const cognitoPort = Number(/Cognito Local running on http:\/\/[\d.]+:(\d+)/.exec(second.output())?.[1]);
    const idp = { endpoint: `http://127.0.0.1:${cognitoPort}`, clientId: LOCAL_CLIENT_ID } as Parameters<typeof signIn>[0];
    const { idToken } = await signIn(idp, DEMO_STAFF.email, DEMO_STAFF.password);
    const list = await (await fetch(`http://127.0.0.1:${port}/shop/staff/releases`, { headers: { authorization: `Bearer ${idToken}` } })).json();
    assert.equal(list.data[0].status, 'failed');
    assert.match(list.data[0].error, /przerwana/);
    assert.equal(list.live, null);
  } finally {
    second.child.kill('SIGTERM');
    await second.exited;
  }
});
