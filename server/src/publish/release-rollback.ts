/**
 * 'Przywróć': a kept release made live again without a build, by whichever API instance staff
 * reach. It takes the publish lock (the release goes to 'uploading', see
 * release-repository.ts), so a publish and a rollback never run at once on any instance; the
 * target makes it live (the local target re-points, the bucket copies the kept files back into
 * the site's paths) while a heartbeat shows the instance is alive.
 */
import type { ReleaseProgress, StaffReleaseEvent } from '../../../domain/contract/releases';
import { HttpError } from '../plugins/app/errors';
import type { ReleaseRepository, ReleaseRow } from '../repositories/release-repository';
import { releaseDir } from '../site/live-release';
import { changedFiles } from './manifest';
import { polishRollbackError } from './publish-errors';
import { ReleaseFilesMissing, type PublishTarget, type ReleaseFiles } from './publish-target';
import { emptyProgress, HEARTBEAT_MS } from './release-run';

export interface RollbackDeps {
  releases: ReleaseRepository;
  target: PublishTarget;
  dataDir: string;
  now(): Date;
  onLive(): void;
  notify(event: StaffReleaseEvent): Promise<void>;
}

const busy = (runningId: string) =>
  Object.assign(new HttpError(409, `Release ${runningId} is being published or restored; wait for it to end`, 'PUBLISH_RUNNING'), { runningId });

const notRestorable = (id: string, why = 'is not kept any more (or never went live): publish anew') => new HttpError(409, `Release ${id} ${why}`, 'RELEASE_NOT_RESTORABLE');

/** `restorable` is the publisher's check (kept, this target, and the target can restore it). */
export async function rollbackRelease(deps: RollbackDeps, row: ReleaseRow, by: string, restorable: (row: ReleaseRow) => boolean): Promise<ReleaseRow> {
  const { releases } = deps;
  const running = await releases.running();
  if (running) throw busy(running.id);
  if (row.status === 'live') return row;
  if (!restorable(row)) throw notRestorable(row.id);
  const claim = await releases.claimRestore(row.id, row.status);
  if (claim.runningId) throw busy(claim.runningId);
  if (!claim.claimed) throw notRestorable(row.id, 'changed meanwhile (pruned or restored by someone else): reload the list');

  const asFiles = (r: ReleaseRow): ReleaseFiles => ({ id: r.id, dir: releaseDir(deps.dataDir, r.id), files: r.files });
  const progress: ReleaseProgress = { ...emptyProgress(), step: 'upload', percent: 70 };
  const lines: string[] = [`Rollback to ${row.id} by ${by} on ${deps.target.name}.`];
  const flush = (shown = progress) => releases.heartbeat(row.id, lines.splice(0).map((line) => `${line}\n`).join(''), { progress: shown });
  const heartbeat = setInterval(() => void flush().catch(() => undefined), HEARTBEAT_MS);
  heartbeat.unref();
  void deps.notify({ id: row.id, status: 'uploading', progress, error: null }).catch(() => undefined);
  try {
    const live = await releases.live(deps.target.name);
    const kept = await releases.kept(deps.target.name);
    const changed = changedFiles(row.files, live?.files ?? null);
    await deps.target.deploy({
      release: asFiles(row),
      live: live ? asFiles(live) : null,
      changed,
      kept: kept.map(asFiles),
      log: (line) => lines.push(line),
      onProgress: (p) => Object.assign(progress, { files: { done: p.filesDone, total: p.filesTotal }, bytes: { done: p.bytesDone, total: p.bytesTotal } }),
    });
    lines.push(`Live again: ${row.id} (${changed.length} files differed from ${live?.id ?? 'nothing'}).`);
    clearInterval(heartbeat);
    await flush(row.progress);
    const updated = await releases.goLive(row.id, { previousBecomes: 'rolled-back', by, at: deps.now(), action: 'release-rollback' });
    deps.onLive();
    await deps.notify({ id: row.id, status: 'live', progress: { ...emptyProgress(), step: 'done', percent: 100 }, error: null });
    return updated;
  } catch (error) {
    const cause = error instanceof Error ? error : new Error(String(error));
    clearInterval(heartbeat);
    lines.push(`Rollback FAILED: ${cause.message}`);
    await flush(row.progress).catch(() => undefined);
    await releases.endRestore(row.id, row.status);
    await deps.notify({ id: row.id, status: row.status, progress: row.progress, error: null }).catch(() => undefined);
    if (error instanceof ReleaseFilesMissing) throw notRestorable(row.id, `cannot be restored by this instance: ${cause.message}`);
    throw new HttpError(502, polishRollbackError(cause, deps.target.name), 'ROLLBACK_FAILED');
  } finally {
    clearInterval(heartbeat);
  }
}
