/**
 * The local stand-ins' ports (lib/local-port.ts): a second instance next to a running `npm start`
 * comes up on free ports for cognito-local, the mail catcher and the Przelewy24 stand-in; a port
 * set in its variable is taken exactly or the start fails naming the variable.
 */
import assert from 'node:assert/strict';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { mkdtemp } from 'node:fs/promises';
import { after, test } from 'node:test';
import { loadConfig, type LocalPort } from '../src/config';
import { DEMO_STAFF, LOCAL_CLIENT_ID, startLocalCognito } from '../src/identity/local-cognito';
import { onLocalPort } from '../src/lib/local-port';
import { startLocalSmtp } from '../src/mail/local-smtp';
import { LOCAL_P24, startLocalP24 } from '../src/payments/local-p24';
import { freePort } from './helpers/identity';
import { startServerProcess } from './helpers/server-process';

const DOCUMENTED = { LOCAL_COGNITO_PORT: 9229, LOCAL_SMTP_PORT: 1025, LOCAL_P24_PORT: 9424 };

/** Holds a port on loopback as another program would; false when something else holds it already. */
async function hold(port: number): Promise<net.Server | false> {
  const server = net.createServer((socket) => socket.destroy());
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
const held: net.Server[] = [];
async function occupy(port: number): Promise<void> {
  const server = await hold(port);
  if (server) held.push(server);
}
after(async () => {
  await Promise.all(held.map((s) => new Promise((r) => s.close(r))));
});

const portOf = (url: string) => Number(new URL(url).port);

test('the port settings: the documented port unless given, 0 for any free port, wrong values named', () => {
  const config = loadConfig({});
  assert.deepEqual(
    [config.identity.localPort, config.mail.localSmtpPort, config.payments.localPort],
    Object.entries(DOCUMENTED).map(([variable, port]) => ({ port, variable, given: false })),
  );
  assert.deepEqual(loadConfig({ LOCAL_SMTP_PORT: '0' }).mail.localSmtpPort, { port: 0, variable: 'LOCAL_SMTP_PORT', given: true });
  assert.deepEqual(loadConfig({ LOCAL_P24_PORT: '9424' }).payments.localPort, { port: 9424, variable: 'LOCAL_P24_PORT', given: true });
  assert.throws(() => loadConfig({ LOCAL_COGNITO_PORT: 'any' }), /LOCAL_COGNITO_PORT must be a positive integer/);
});

test('a second instance next to `npm start`: the documented ports are busy, it comes up on free ones', async () => {
  // Held by this test, or already by a running `npm start`: busy either way.
  for (const port of Object.values(DOCUMENTED)) await occupy(port);
  const port = await freePort();
  const server = await startServerProcess(port, { LOCAL_COGNITO_PORT: undefined, LOCAL_SMTP_PORT: undefined, LOCAL_P24_PORT: undefined });
  try {
    const out = server.output();
    const identity = /Identity: cognito-local (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
    const smtp = /\(SMTP (smtp:\/\/127\.0\.0\.1:\d+)\)/.exec(out)?.[1];
    const p24 = /Przelewy24 stand-in (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
    assert.ok(identity && smtp && p24, out);
    assert.notEqual(portOf(identity), DOCUMENTED.LOCAL_COGNITO_PORT);
    assert.notEqual(portOf(smtp), DOCUMENTED.LOCAL_SMTP_PORT);
    assert.notEqual(portOf(p24), DOCUMENTED.LOCAL_P24_PORT);
    for (const [variable, documented] of Object.entries(DOCUMENTED)) {
      assert.match(out, new RegExp(`port ${documented} is in use \\(another instance on this machine\\?\\), taking a free one; ${variable} fixes it`));
    }

    // And it works on them: the demo staff signs in through its /identity/ and gets the staff API.
    const auth = await fetch(`${server.base}/identity/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
      body: JSON.stringify({ ClientId: LOCAL_CLIENT_ID, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: DEMO_STAFF.email, PASSWORD: DEMO_STAFF.password } }),
    });
    assert.equal(auth.status, 200);
    const { IdToken } = ((await auth.json()) as { AuthenticationResult: { IdToken: string } }).AuthenticationResult;
    const settings = await fetch(`${server.base}/shop/staff/settings`, { headers: { authorization: `Bearer ${IdToken}` } });
    assert.equal(settings.status, 200);
    assert.equal((await fetch(`${server.base}/dev/inbox/`)).status, 200);
  } finally {
    await server.kill();
  }
  assert.equal(await server.exited, 0);
});

test('a busy port given in its variable, or a busy PORT, stops the start with a message naming the variable', async () => {
  const busy = await freePort();
  await occupy(busy);
  const free = { LOCAL_COGNITO_PORT: '0', LOCAL_SMTP_PORT: '0', LOCAL_P24_PORT: '0' };
  const [standIn, api] = await Promise.all([
    startServerProcess(await freePort(), { ...free, LOCAL_P24_PORT: String(busy) }, { waitForReady: false }),
    startServerProcess(busy, free, { waitForReady: false }),
  ]);
  try {
    assert.deepEqual([await standIn.exited, await api.exited], [1, 1]);
  } finally {
    await Promise.all([standIn.kill('SIGKILL'), api.kill('SIGKILL')]);
  }
  assert.match(standIn.output(), new RegExp(`LOCAL_P24_PORT=${busy}: the Przelewy24 stand-in cannot listen, port ${busy} on 127\\.0\\.0\\.1 is in use`));
  assert.match(api.output(), new RegExp(`PORT=${busy}: port ${busy} on 127\\.0\\.0\\.1 is in use \\(another instance of the shop\\?\\)\\. A second instance needs its own PORT`));
  for (const server of [standIn, api]) assert.doesNotMatch(server.output(), /Sushi shop ready/);
});

test('each stand-in: a busy given port is refused, a busy documented port gives way to a free one', async () => {
  const busy = await freePort();
  await occupy(busy);
  const given = (variable: string): LocalPort => ({ port: busy, variable, given: true });
  const documented = (variable: string): LocalPort => ({ port: busy, variable, given: false });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sushi-ports-'));
  const starters = {
    LOCAL_COGNITO_PORT: (port: number) => startLocalCognito({ dataDir, port }).then((c) => ({ port: portOf(c.endpoint), stop: c.stop })),
    LOCAL_SMTP_PORT: (port: number) => startLocalSmtp({ port }).then((m) => ({ port: portOf(m.url), stop: m.stop })),
    LOCAL_P24_PORT: (port: number) => startLocalP24({ ...LOCAL_P24, port }).then((p) => ({ port: portOf(p.baseUrl), stop: p.stop })),
  };
  for (const [variable, start] of Object.entries(starters)) {
    await assert.rejects(onLocalPort(given(variable), variable, start, () => undefined), new RegExp(`^Error: ${variable}=${busy}: .* is in use .* set ${variable}=0 for any free port`));
    const lines: string[] = [];
    const started = await onLocalPort(documented(variable), variable, start, (line) => lines.push(line));
    try {
      assert.ok(started.port > 0 && started.port !== busy, `${variable}: ${started.port}`);
      assert.deepEqual(lines, [`${variable}: port ${busy} is in use (another instance on this machine?), taking a free one; ${variable} fixes it.`]);
    } finally {
      await started.stop();
    }
  }
});

test('two cognito-locals starting at once on the same documented port: one takes it, the other a free one', async () => {
  const port = await freePort();
  const documented: LocalPort = { port, variable: 'LOCAL_COGNITO_PORT', given: false };
  // Both probes find the port free; only one child can bind it, the other must not fail the start.
  const start = async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sushi-ports-'));
    return onLocalPort(documented, 'cognito-local', (p) => startLocalCognito({ dataDir, port: p }), () => undefined);
  };
  const settled = await Promise.allSettled([start(), start()]);
  const both = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  try {
    assert.deepEqual(settled.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : [])), [], 'both started');
    assert.deepEqual(both.map((c) => portOf(c.endpoint) === port).sort(), [false, true]);
    for (const c of both) assert.equal((await fetch(`${c.endpoint}/health`)).status, 200);
  } finally {
    await Promise.all(both.map((c) => c.stop()));
  }
});
