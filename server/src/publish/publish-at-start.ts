/**
 * `npm start` publishes the site itself (SITE_BUILD=auto: when nothing is live yet, or the
 * site's sources or build settings changed since the live release), so a fresh clone needs no
 * separate build step. The API is already listening: the build reads the shop's own data.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { createProgressDisplay } from './progress-display';

export const START_PUBLISHER = 'npm start';

export async function publishAtStart(app: FastifyInstance, mode: Config['site']['build'], log: (line: string) => void): Promise<void> {
  const { publisher } = app;
  if (mode === 'never' || (mode === 'auto' && !(await publisher.needsStartRelease()))) return;
  log('Publishing the site from the shop data (gatsby build, about a minute)...');
  const display = createProgressDisplay(process.stdout, '[publish] ');
  const stop = publisher.onEvent((event) => display.show(event));
  try {
    let claim = await publisher.publish(START_PUBLISHER);
    // Another instance on the same database is publishing: wait for it, then check again.
    while (!claim.claimed) {
      log(`Release ${claim.id} is being published by another instance; waiting for it.`);
      while ((await app.repos.releases.running()) !== undefined) await new Promise((r) => setTimeout(r, 2000));
      if (!(await publisher.needsStartRelease())) return;
      claim = await publisher.publish(START_PUBLISHER);
    }
    await publisher.idle();
    const release = await app.repos.releases.get(claim.id);
    display.end();
    if (release?.status === 'live') {
      log(`Release ${release.id} is live (${release.files.length} files).`);
      return;
    }
    console.error(release?.log.slice(-4000) ?? '');
    if (app.liveSite?.liveDir()) {
      log(`The new release failed (${release?.error}); the previous release stays live.`);
      return;
    }
    throw new Error(`the first release of the site failed: ${release?.error ?? 'unknown'} (its log is above)`);
  } finally {
    stop();
  }
}
