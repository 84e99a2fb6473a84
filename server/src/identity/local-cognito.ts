// Runs cognito-local (a Cognito user pool emulator) as a child process for development and
// tests. The pool and app client get fixed ids so the site, the API and the tests can be
// configured once; the pool id is AWS-shaped and the issuer domain is Cognito's, so
// aws-jwt-verify checks local tokens exactly as it checks real ones (only the JWKS URL differs).
import { spawn, type ChildProcess } from 'node:child_process';
import { exitWithParentOptions } from '../lib/exit-with-parent';
import net from 'node:net';
import { ensureDemoStaff } from './local-cognito-demo';
import { writeStateIfMissing } from './local-cognito-state';
import { LOCAL_CLIENT_ID, LOCAL_ISSUER, LOCAL_USER_POOL_ID } from '../../../domain/rules/local-identity';

export * from '../../../domain/rules/local-identity';
export { callCognito, markEmailVerified } from './cognito-api';
export { DEMO_STAFF } from './local-cognito-demo';

export interface LocalCognito {
  endpoint: string;
  /** Where its state lives (<dataDir>/.cognito); start again on it to keep the users. */
  dataDir: string;
  userPoolId: string;
  clientId: string;
  issuer: string;
  jwksUri: string;
  stop(): Promise<void>;
}

export interface LocalCognitoOptions {
  dataDir: string;
  /** 0 lets it pick a free port; the chosen one is in `endpoint`. A busy port rejects with EADDRINUSE. */
  port: number;
  /** Every confirmation code becomes this value (tests only). */
  fixedCode?: string;
  /** Create the demo staff account (local-cognito-demo.ts) if missing: the product's start, not tests. */
  demoStaff?: boolean;
  log?: (line: string) => void;
}

const START_TIMEOUT_MS = 20_000;
// cognito-local's own start-up line, printed once its server listens.
const RUNNING_ON = /Cognito Local running on https?:\/\/[^\s:]+:(\d+)/;
const STOP_TIMEOUT_MS = 5_000;
// cognito-local logs through pino-pretty with forced colours; strip them for plain logs.
const ANSI = /\u001b\[[0-9;]*m/g;

export async function startLocalCognito(opts: LocalCognitoOptions): Promise<LocalCognito> {
  const log = opts.log ?? (() => {});
  await writeStateIfMissing(opts.dataDir);
  if (opts.port !== 0) await assertPortFree(opts.port);

  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(opts.port), HOST: '127.0.0.1' };
  delete env.CODE; // an inherited CODE would fix codes outside tests
  delete env.COGNITO_LOCAL_DEVMODE;
  env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1'; // its aws-sdk v2 notice is noise here
  if (opts.fixedCode) env.CODE = opts.fixedCode;
  // A SIGKILLed server runs no exit handler: the child then stops by itself, freeing its port.
  env.NODE_OPTIONS = exitWithParentOptions();

  const entry = require.resolve('cognito-local/lib/bin/start.js');
  const child = spawn(process.execPath, [entry], {
    cwd: opts.dataDir, // cognito-local keeps its state in ./.cognito
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const recent: string[] = [];
  let announcedPort: number | undefined;
  forwardLines(child, (line) => {
    recent.push(line);
    if (recent.length > 20) recent.shift();
    announcedPort ??= Number(RUNNING_ON.exec(line)?.[1]) || undefined;
    log(line);
  });

  let stopping = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', (code, signal) => {
    // SIGINT: Ctrl-C in the terminal reaches the whole process group, the parent stops too.
    if (!stopping && signal !== 'SIGINT') log(`cognito-local exited unexpectedly (code ${code}, signal ${signal})`);
  });
  // A crashed or interrupted parent must not leave an orphan holding the port.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  let endpoint = '';
  try {
    // The port the child itself announces after binding: with port 0 (tests) it picks a free
    // one, and no other process that raced for the same port can answer in its place.
    endpoint = `http://127.0.0.1:${await waitForAnnouncedPort(() => announcedPort, child, recent)}`;
    await waitUntilHealthy(endpoint, child, recent);
    if (opts.demoStaff && (await ensureDemoStaff({ endpoint, userPoolId: LOCAL_USER_POOL_ID, clientId: LOCAL_CLIENT_ID }))) {
      log('Created the demo staff account obsluga@sushikami.pl.');
    }
  } catch (err) {
    stopping = true;
    child.kill('SIGKILL');
    process.off('exit', killOnExit);
    throw err;
  }

  return {
    endpoint,
    dataDir: opts.dataDir,
    userPoolId: LOCAL_USER_POOL_ID,
    clientId: LOCAL_CLIENT_ID,
    issuer: LOCAL_ISSUER,
    jwksUri: `${endpoint}/${LOCAL_USER_POOL_ID}/.well-known/jwks.json`,
    async stop() {
      stopping = true;
      process.off('exit', killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function waitForAnnouncedPort(port: () => number | undefined, child: ChildProcess, recent: string[]): Promise<number> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const announced = port();
    if (announced) return announced;
    if (child.exitCode !== null || child.signalCode !== null) throw exitedDuringStartUp(recent);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`cognito-local did not start within ${START_TIMEOUT_MS / 1000} s:\n${recent.join('\n')}`);
}

/**
 * Its last lines; EADDRINUSE when it lost the port to a process that bound it after the probe
 * below (two instances starting at once), so the caller can take another (lib/local-port.ts).
 */
function exitedDuringStartUp(recent: string[]): Error {
  const error = new Error(`cognito-local exited during start-up:\n${recent.join('\n')}`);
  return recent.some((line) => line.includes('EADDRINUSE')) ? Object.assign(error, { code: 'EADDRINUSE' }) : error;
}

function assertPortFree(port: number): Promise<void> {
  // Without this, the health check below could be answered by some other server on the port.
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    // EADDRINUSE as from a listen: the caller may take another port (lib/local-port.ts).
    probe.once('error', (err) => reject(Object.assign(new Error(`cognito-local: port ${port} on 127.0.0.1 is already in use`), { code: (err as NodeJS.ErrnoException).code })));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

async function waitUntilHealthy(endpoint: string, child: ChildProcess, recent: string[]): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw exitedDuringStartUp(recent);
    try {
      const res = await fetch(`${endpoint}/health`, { signal: AbortSignal.timeout(1_000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`cognito-local did not answer on ${endpoint} within ${START_TIMEOUT_MS / 1000} s:\n${recent.join('\n')}`);
}

function forwardLines(child: ChildProcess, onLine: (line: string) => void): void {
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    let buffered = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) onLine(line.replace(ANSI, '').trimEnd());
    });
    stream.on('end', () => {
      if (buffered) onLine(buffered.replace(ANSI, ''));
    });
  }
}
