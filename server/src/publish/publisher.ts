/**
 * Publishing the pre-rendered site: the one code path behind the staff panel's 'Opublikuj' /
 * 'Przywróć', `npm start`'s first release and `npm run publish`. One publish at a time across
 * every API instance (the database's lock, see release-repository.ts); the run itself happens
 * in the background of the instance that claimed it (release-run.ts).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { ReleaseChange, StaffReleaseEvent } from '../../../domain/contract/releases';
import { HttpError } from '../plugins/app/errors';
import type { AuditRepository } from '../repositories/audit-repository';
import type { MenuRepository } from '../repositories/menu-repository';
import type { ReleaseRepository, ReleaseRow } from '../repositories/release-repository';
import { releaseDir } from '../site/live-release';
import { buildSettings, sourcesChangedSince } from './build-settings';
import { changedFiles } from './manifest';
import { INTERRUPTED_MESSAGE } from './publish-errors';
import { describeChange, SITE_CONTENT_ACTIONS } from './release-changes';
import { emptyProgress, HEARTBEAT_MS, runRelease, type RunDeps } from './release-run';

/** A running release whose heartbeat is older than this has lost its instance. */
const SILENT_AFTER_MS = HEARTBEAT_MS * 10;

export interface PublisherDeps extends Omit<RunDeps, 'notify'> {
  audit: AuditRepository;
  menu: MenuRepository;
  codeVersion: string;
  /** Announces progress to every instance's staff panels (NOTIFY). */
  announce(event: StaffReleaseEvent): Promise<void>;
  /** Why the site must not be published now (Polish, for staff), or null (D68: placeholders in production). */
  refusal?: () => Promise<string | null>;
}

export function newReleaseId(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${stamp}-${randomBytes(3).toString('hex').slice(0, 4)}`;
}

export function createPublisher(deps: PublisherDeps) {
  const { releases } = deps;
  const listeners = new Set<(event: StaffReleaseEvent) => void>();
  let current: Promise<void> | null = null;

  const notify = async (event: StaffReleaseEvent) => {
    for (const listener of listeners) listener(event);
    await deps.announce(event);
  };

  async function changesAfter(auditId: number): Promise<ReleaseChange[]> {
    const rows = await deps.audit.listAfter(auditId, SITE_CONTENT_ACTIONS);
    const names = rows.some((row) => row.action === 'menu-item')
      ? new Map((await deps.menu.listItems()).map((item) => [item.id, item.name]))
      : new Map<number, string>();
    return rows.map((row) => describeChange(row, names));
  }

  const restorable = (row: Pick<ReleaseRow, 'id' | 'liveAt' | 'prunedAt' | 'target'>) =>
    row.liveAt !== null && row.prunedAt === null && row.target === deps.target.name && fs.existsSync(releaseDir(deps.dataDir, row.id));

  const publisher = {
    target: deps.target.name,
    restorable,

    /** Changes of the shop's data the live release does not show yet, oldest first. */
    async pending(): Promise<ReleaseChange[]> {
      const live = await releases.live(deps.target.name);
      return changesAfter(live?.auditUpTo ?? 0);
    },

    /**
     * Fails releases left running by an instance that stopped (killed mid-build). At the start
     * of the only process a PGlite directory can have, every running release is such a one.
     */
    async sweep(silentForMs = SILENT_AFTER_MS): Promise<string[]> {
      return releases.failSilent(silentForMs, INTERRUPTED_MESSAGE, `${INTERRUPTED_MESSAGE}\n`);
    },

    /** Claims the lock and starts a publish in the background; `claimed: false` names the running one. */
    async publish(by: string): Promise<{ claimed: boolean; id: string }> {
      const refusal = await deps.refusal?.();
      if (refusal) throw new HttpError(409, refusal, 'RESTAURANT_FACTS_MISSING');
      await publisher.sweep();
      const at = deps.now();
      const live = await releases.live(deps.target.name);
      const auditUpTo = await deps.audit.latestId();
      const claim = await releases.claim({
        id: newReleaseId(at),
        target: deps.target.name,
        codeVersion: deps.codeVersion,
        buildSettings: buildSettings(),
        startedBy: by,
        progress: emptyProgress(),
        auditUpTo,
      });
      if (!claim.claimed) return claim;
      await releases.update(claim.id, { changes: await changesAfter(live?.auditUpTo ?? 0) });
      current = runRelease({ ...deps, notify }, claim.id, by).finally(() => {
        current = null;
      });
      return claim;
    },

    /**
     * Makes a kept release live again without a build: the local target re-points, S3 gets the
     * files that differ from the live release (HTML and page-data, and any asset pruned since).
     */
    async rollback(id: string, by: string): Promise<ReleaseRow> {
      const row = await releases.get(id);
      if (!row) throw new HttpError(404, `Release ${id} not found`, 'RELEASE_NOT_FOUND');
      const running = await releases.running();
      if (running) throw Object.assign(new HttpError(409, `Release ${running.id} is being published`, 'PUBLISH_RUNNING'), { runningId: running.id });
      if (row.status === 'live') return row;
      if (!restorable(row)) throw new HttpError(409, `Release ${id} is not kept any more (or never went live): publish anew`, 'RELEASE_NOT_RESTORABLE');
      const live = await releases.live(deps.target.name);
      const liveFiles = live ? { id: live.id, dir: releaseDir(deps.dataDir, live.id), files: live.files } : null;
      await deps.target.deploy({
        release: { id, dir: releaseDir(deps.dataDir, id), files: row.files },
        live: liveFiles,
        changed: changedFiles(row.files, liveFiles?.files ?? null),
        log: () => undefined,
        onProgress: () => undefined,
      });
      const updated = await releases.goLive(id, { previousBecomes: 'rolled-back', by, at: deps.now(), action: 'release-rollback' });
      deps.onLive();
      await notify({ id, status: 'live', progress: { ...emptyProgress(), step: 'done', percent: 100 }, error: null });
      return updated;
    },

    /**
     * `npm start` with SITE_BUILD=auto: nothing live yet, or the live release was built from
     * other build settings or before a source file changed.
     */
    async needsStartRelease(): Promise<boolean> {
      const live = await releases.live(deps.target.name);
      if (!live || !restorable(live)) return true;
      return live.buildSettings !== buildSettings() || sourcesChangedSince(deps.rootDir, live.createdAt);
    },

    /** Resolves when this instance's running publish (if any) has ended. */
    idle: () => current ?? Promise.resolve(),

    /** In-process progress (the terminal display of `npm start` and the CLI). */
    onEvent(listener: (event: StaffReleaseEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return publisher;
}

export type Publisher = ReturnType<typeof createPublisher>;
