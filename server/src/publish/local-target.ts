/**
 * The default target (`npm start`): the release's files are already in
 * DATA_DIR/site/releases/<id>/ (the publisher keeps every release there), so going live is
 * re-pointing DATA_DIR/site/live.json, written with rename, which our server reads per request.
 * Pruning folders is the publisher's (it keeps the last releases for every target). Being the
 * CDN's stand-in on one machine, it can only restore releases this DATA_DIR holds.
 */
import fs from 'node:fs';
import { writeLivePointer } from '../site/live-release';
import type { PublishTarget } from './publish-target';

export function createLocalTarget(dataDir: string): PublishTarget {
  return {
    name: 'local',
    async deploy({ release, changed, onProgress, log }) {
      // Nothing to send: the changed files were written into the release's folder by the snapshot.
      const bytes = changed.reduce((sum, file) => sum + file.size, 0);
      onProgress({ filesDone: changed.length, filesTotal: changed.length, bytesDone: bytes, bytesTotal: bytes });
      writeLivePointer(dataDir, release.id);
      log(`Live pointer now names ${release.id}.`);
    },
    canRestore: (release) => fs.existsSync(release.dir),
    async prune() {},
  };
}
