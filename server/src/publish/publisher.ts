/**
 * Publishing the pre-rendered site: the one code path behind the staff panel's 'Opublikuj' /
 * 'Przywróć', `npm start`'s first release and `npm run publish`. One publish at a time across
 * every API instance (the database's lock, see release-repository.ts); the run itself happens
 * in the background of the instance that claimed it (release-run.ts).
 */
import { randomBytes } from 'node:crypto';
import type { ReleaseChange, StaffReleaseEvent } from '../../../domain/contract/releases';
import { HttpError } from '../plugins/app/errors';
import type { AuditRepository } from '../repositories/audit-repository';
import type { MenuRepository } from '../repositories/menu-repository';
import type { ReleaseRepository, ReleaseRow } from '../repositories/release-repository';
import { releaseDir } from '../site/live-release';
import { buildSettings, sourcesChangedSince } from './build-settings';
import { INTERRUPTED_MESSAGE } from './publish-errors';
import { describeChange, SITE_CONTENT_ACTIONS } from './release-changes';
import { rollbackRelease } from './release-rollback';
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
    row.liveAt !== null && row.prunedAt === null && row.target === deps.target.name && deps.target.canRestore({ id: row.id, dir: releaseDir(deps.dataDir, row.id) });

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
     * Makes a kept release live again without a build, from any instance (release-rollback.ts):
     * under the publish lock; the local target re-points, the bucket copies its kept files back.
     */
    async rollback(id: string, by: string): Promise<ReleaseRow> {
      const row = await releases.get(id);
      if (!row) throw new HttpError(404, `Release ${id} not found`, 'RELEASE_NOT_FOUND');
      await publisher.sweep();
      return rollbackRelease({ ...deps, notify }, row, by, restorable);
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
