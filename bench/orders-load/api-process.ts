/**
 * The API as a child process the bench can SIGKILL and start again on the same data.
 * Started as `node --import tsx server.ts` (not the tsx CLI): the CLI runs the server in a
 * grandchild, so a SIGKILL of the CLI would leave the real server alive and prove nothing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

export interface ApiProcess {
  base: string;
  start(): Promise<number>;
  kill(): Promise<void>;
  stop(): Promise<void>;
  /** The last lines the server wrote: the evidence when it does not come back. */
  logTail(): string;
}

export function apiProcess(opts: { port: number; dataDir: string; databaseUrl?: string }): ApiProcess {
  const base = `http://127.0.0.1:${opts.port}`;
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let log: string[] = [];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(opts.port),
    // Its stand-ins on free ports: never the documented ones a running `npm start` holds.
    LOCAL_COGNITO_PORT: '0',
    LOCAL_SMTP_PORT: '0',
    LOCAL_P24_PORT: '0',
    DATA_DIR: opts.dataDir,
    SERVE_SITE: 'false',
    SITE_BUILD: 'never',
    RATE_LIMIT_POST_PER_MINUTE: '1000000',
    LOG_LEVEL: 'warn',
    SHOP_CLOCK_START: process.env.SHOP_CLOCK_START ?? '2026-11-25T13:00:00+01:00',
  };
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  else delete env.DATABASE_URL;

  const keep = (chunk: Buffer) => {
    log.push(...chunk.toString().split('\n').filter(Boolean));
    if (log.length > 60) log = log.slice(-60);
  };

  /** Starts the server and resolves with the ms until GET /shop/product answered 200. */
  async function start(): Promise<number> {
    const t0 = Date.now();
    const c = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
      cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: the server spawns the local identity provider, which must die
      // with it (as on a machine crash), not linger on after the bench.
      detached: true,
    });
    child = c;
    c.stdout!.on('data', keep);
    c.stderr!.on('data', keep);
    exited = new Promise((resolve) => c.once('exit', (code, signal) => {
      log.push(`[bench] server exited: code ${code} signal ${signal}`);
      resolve();
    }));
    let gone = false;
    void exited.then(() => (gone = true));
    while (Date.now() - t0 < 90_000) {
      if (gone) throw new Error(`the API exited while starting:\n${logTail()}`);
      try {
        const res = await fetch(`${base}/shop/product`, { signal: AbortSignal.timeout(2000) });
        await res.arrayBuffer();
        if (res.status === 200) return Date.now() - t0;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`the API did not answer within 90 s:\n${logTail()}`);
  }

  const killGroup = (signal: NodeJS.Signals) => {
    try {
      if (child?.pid) process.kill(-child.pid, signal);
    } catch {
      // the group is already gone
    }
  };

  async function kill(): Promise<void> {
    killGroup('SIGKILL');
    await exited;
  }

  /** A clean stop (SIGTERM closes the database), so PGlite can be opened by the bench after. */
  async function stop(): Promise<void> {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => killGroup('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
    killGroup('SIGKILL'); // anything the server left behind in its group
  }

  function logTail(): string {
    return log.slice(-25).join('\n');
  }

  return { base, start, kill, stop, logTail };
}
