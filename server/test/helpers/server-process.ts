/**
 * The API as a real process (server/src/server.ts), as an operator starts it: for tests of what
 * only a process shows (ports, several instances, a SIGKILL). Started as `node --import tsx`,
 * not the tsx CLI, whose grandchild would survive a SIGKILL of the CLI; in its own process
 * group, so a kill takes its cognito-local along, as a machine crash would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with the exit code (null after a signal). */
  exited: Promise<number | null>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** Settings every test instance shares: no site, a shop that is open, no rate limit in the way. */
export const TEST_INSTANCE_ENV = {
  SITE_BUILD: 'never',
  SERVE_SITE: 'false',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_POST_PER_MINUTE: '1000000',
  // An open Wednesday afternoon in Warsaw, whatever the machine's clock says.
  SHOP_CLOCK_START: '2026-11-25T13:00:00+01:00',
};

/**
 * Starts one and waits for its 'ready' line (or its exit: then `exited` tells, and the output
 * says why). `env` is laid over the test's own environment; a value of undefined removes it.
 */
export async function startServerProcess(port: number, env: Record<string, string | undefined>, opts: { waitForReady?: boolean } = {}): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sushi-instance-'));
  process.once('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const merged: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, ...TEST_INSTANCE_ENV };
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete merged[name];
    else merged[name] = value;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], { cwd: ROOT, env: merged, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const group = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  process.once('exit', () => group('SIGKILL'));
  const server: ServerProcess = {
    base: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    exited,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) {
        if (signal === 'SIGKILL') group('SIGKILL');
        else child.kill(signal);
        await exited;
      }
      group('SIGKILL'); // whatever it left in its group
    },
  };
  if (opts.waitForReady === false) return server;
  const deadline = Date.now() + 60_000;
  while (!output.includes('Sushi shop ready')) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} while starting:\n${output}`);
    if (Date.now() > deadline) {
      await server.kill('SIGKILL');
      throw new Error(`the server was not ready within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  // The lines printed right after 'ready' (the stand-ins' addresses) arrive with it or just after.
  await new Promise((r) => setTimeout(r, 200));
  return server;
}
