/**
 * The local target's live pointer: DATA_DIR/site/live.json names the release our server
 * serves. It is written to a temporary file and renamed over the old one, so a reader sees the
 * old pointer or the new one, never half of either; each request reads the pointer once and
 * serves from that one release.
 */
import fs from 'node:fs';
import path from 'node:path';

export const siteDataDir = (dataDir: string): string => path.join(dataDir, 'site');
export const releasesDir = (dataDir: string): string => path.join(siteDataDir(dataDir), 'releases');
export const releaseDir = (dataDir: string, id: string): string => path.join(releasesDir(dataDir), id);
const pointerFile = (dataDir: string): string => path.join(siteDataDir(dataDir), 'live.json');

export function readLivePointer(dataDir: string): string | null {
  try {
    const { id } = JSON.parse(fs.readFileSync(pointerFile(dataDir), 'utf8')) as { id?: unknown };
    return typeof id === 'string' && fs.existsSync(releaseDir(dataDir, id)) ? id : null;
  } catch {
    return null;
  }
}

export function writeLivePointer(dataDir: string, id: string): void {
  const file = pointerFile(dataDir);
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = fs.openSync(temporary, 'w');
  try {
    fs.writeSync(fd, JSON.stringify({ id, at: new Date().toISOString() }));
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temporary, file);
}

/** Release folders on disk, newest first (ids begin with their UTC time); half-copied ones excluded. */
export function keptReleaseIds(dataDir: string): string[] {
  try {
    return fs
      .readdirSync(releasesDir(dataDir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.includes('.'))
      .map((entry) => entry.name)
      .sort()
      .reverse();
  } catch {
    return [];
  }
}

export interface LiveSite {
  /** The folder of the release visitors get now, or null before the first release. */
  liveDir(): string | null;
  /**
   * Where a hashed asset may be found: the live release first, then the kept older ones, so a
   * tab still open on an older release keeps loading its chunks after a publish.
   */
  assetDirs(): string[];
  /** Re-reads the pointer now (this process switched it). */
  refresh(): void;
}

/** The pointer is re-read when its file changed, looked at no more than once a second. */
export function createLiveSite(dataDir: string, now: () => number = Date.now): LiveSite {
  let checkedAt = -Infinity;
  let pointerMtime = -1;
  let live: string | null = null;
  let assets: string[] = [];

  function load(): void {
    checkedAt = now();
    let mtime = 0;
    try {
      mtime = fs.statSync(pointerFile(dataDir)).mtimeMs;
    } catch {
      mtime = 0;
    }
    if (mtime === pointerMtime && live !== null) return;
    pointerMtime = mtime;
    const id = readLivePointer(dataDir);
    live = id === null ? null : releaseDir(dataDir, id);
    assets = id === null ? [] : [id, ...keptReleaseIds(dataDir).filter((kept) => kept !== id)].map((kept) => releaseDir(dataDir, kept));
  }

  const current = () => {
    if (now() - checkedAt >= 1000) load();
    return live;
  };
  return {
    liveDir: current,
    assetDirs: () => (current() === null ? [] : assets),
    refresh: load,
  };
}
