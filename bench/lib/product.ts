/**
 * The whole product as Playwright tests it (scripts/e2e-server.sh: built site + API + local
 * identity, fresh data directory) on free ports, for benchmarks that measure pages. The site is
 * built first if stale, so run the caller under `flock /tmp/gatsby-build.lock` on a shared machine.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningProduct {
  baseUrl: string;
  stop(): Promise<void>;
}

export async function startProduct(timeoutMs = 300_000): Promise<RunningProduct> {
  const port = await freePort();
  // Own process group, so stopping it also stops tsx's node child and cognito-local.
  const child = spawn('bash', ['scripts/e2e-server.sh'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    // The stand-ins on free ports (e2e-server.sh's default too): a running `npm start` keeps its own.
    env: { ...process.env, PORT: String(port), LOCAL_COGNITO_PORT: '0', LOCAL_SMTP_PORT: '0', LOCAL_P24_PORT: '0' },
  });
  let exited: number | null = null;
  child.on('exit', (code) => (exited = code ?? -1));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (exited === null && child.pid) {
      process.kill(-child.pid, 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    fs.rmSync(path.join(ROOT, '.data', `e2e-${port}`), { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`the product exited with ${exited} before answering`);
    try {
      // The home page answers 503 until the first release of the site is live.
      if ((await fetch(`${baseUrl}/`)).ok) return { baseUrl, stop };
    } catch {
      // Not listening yet (building the site, opening the database).
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the product did not answer within ${timeoutMs / 1000} s`);
}
