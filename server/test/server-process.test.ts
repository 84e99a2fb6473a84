/**
 * `npm start` as a process: first start migrates and seeds, prints the URL, serves the API;
 * Ctrl-C stops it and its cognito-local child; a second start keeps the data without reseeding.
 * Without SMTP_URL it runs the local mail catcher and shows its inbox; without P24_* the
 * stand-in of Przelewy24.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { DEMO_STAFF, LOCAL_CLIENT_ID } from '../src/identity/local-cognito';
import { nodeSupportWarning } from '../src/lib/node-support';
import { freePort, signIn } from './helpers/identity';
import { startServerProcess } from './helpers/server-process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sushi-start-'));
after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** `npm start` on the test's data directory, with the stand-ins on free ports. */
const startServer = (port: number) =>
  startServerProcess(port, { DATA_DIR: dataDir, LOCAL_COGNITO_PORT: '0', LOCAL_SMTP_PORT: '0', LOCAL_P24_PORT: '0' });

async function portIsFree(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(500) });
    return false;
  } catch {
    return true;
  }
}

test('first start seeds and prints the URL; Ctrl-C stops everything; second start keeps the data', async () => {
  const port = await freePort();
  const first = await startServer(port);
  const cognitoPort = Number(/Cognito Local running on http:\/\/[\d.]+:(\d+)/.exec(first.output())?.[1]);
  assert.ok(cognitoPort > 0, 'the identity provider announced its port');
  assert.match(first.output(), new RegExp(`ready: http://localhost:${port}/`));
  assert.match(first.output(), /Seeded the demo restaurant/);
  // On a Node past its end of life (this machine's 20) the start says so; on the LTS it does not.
  const runtimeWarning = nodeSupportWarning(process.versions.node, new Date());
  if (runtimeWarning) assert.ok(first.output().includes(runtimeWarning), 'the Node warning is printed');
  else assert.doesNotMatch(first.output(), /end of life|long-term-support/);
  const products = await (await fetch(`http://127.0.0.1:${port}/shop/product`)).json();
  assert.ok(products.length >= 40);
  // The demo staff account exists, is verified and gets into the staff API.
  assert.match(first.output(), /Created the demo staff account obsluga@sushikami\.pl/);
  const idp = { endpoint: `http://127.0.0.1:${cognitoPort}`, clientId: LOCAL_CLIENT_ID } as Parameters<typeof signIn>[0];
  const { idToken } = await signIn(idp, DEMO_STAFF.email, DEMO_STAFF.password);
  const claims = JSON.parse(Buffer.from(idToken.split('.')[1], 'base64url').toString());
  assert.deepEqual([claims.email, claims.email_verified, claims['cognito:groups']], [DEMO_STAFF.email, true, ['staff']]);
  const settings = await fetch(`http://127.0.0.1:${port}/shop/staff/settings`, { headers: { authorization: `Bearer ${idToken}` } });
  assert.equal(settings.status, 200);
  // No SMTP_URL: order e-mails go to the local catcher, whose inbox the server shows.
  assert.match(first.output(), new RegExp(`E-mails: local inbox http://localhost:${port}/dev/inbox/ \\(SMTP smtp://127\\.0\\.0\\.1:\\d+\\)`));
  // No P24_* settings: online payments go to the local stand-in of Przelewy24.
  assert.match(first.output(), /Online payments: local Przelewy24 stand-in http:\/\/127\.0\.0\.1:\d+/);
  const inbox = await fetch(`http://127.0.0.1:${port}/dev/inbox/`);
  assert.equal(inbox.status, 200);
  assert.match(await inbox.text(), /Skrzynka lokalna/);

  // What Ctrl-C in a terminal does: SIGINT to the whole foreground group.
  process.kill(-first.child.pid!, 'SIGINT');
  assert.equal(await first.exited, 0);
  assert.ok(await portIsFree(port), 'the API port is released');
  assert.ok(await portIsFree(cognitoPort), 'cognito-local stopped with the server');

  const second = await startServer(port);
  assert.doesNotMatch(second.output(), /Seeded/);
  assert.doesNotMatch(second.output(), /Created the demo staff account/, 'kept, not created again');
  second.child.kill('SIGTERM');
  assert.equal(await second.exited, 0);
});
