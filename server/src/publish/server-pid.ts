/**
 * PGlite is one process per data directory, with no lock of its own: `npm run publish` must
 * not open the directory of a running `npm start` (both would write the same files). The
 * server records its pid there while it runs; the CLI refuses while that process lives.
 */
import fs from 'node:fs';
import path from 'node:path';

const pidFile = (dataDir: string) => path.join(dataDir, 'server.pid');

export function recordServerPid(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(pidFile(dataDir), String(process.pid));
  return () => fs.rmSync(pidFile(dataDir), { force: true });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of another live process serving `dataDir` (`npm start`), or null. */
export function runningServerPid(dataDir: string): number | null {
  let pid = NaN;
  try {
    pid = Number(fs.readFileSync(pidFile(dataDir), 'utf8'));
  } catch {
    return null;
  }
  return Number.isInteger(pid) && pid !== process.pid && alive(pid) ? pid : null;
}

export function assertNoServerOnDataDir(dataDir: string): void {
  const pid = runningServerPid(dataDir);
  if (pid !== null) {
    throw new Error(
      `the API (pid ${pid}) is running on ${dataDir} with the embedded database: publish from its staff panel (/admin/, 'Publikacja') or stop it first`,
    );
  }
}
