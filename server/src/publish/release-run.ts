/**
 * One publish from the claimed lock to live: build (child process, time limit, log), snapshot
 * with content hashes, send the changed files to the target, switch, prune. Progress goes to
 * the database (with a heartbeat) and to staff panels every half second; anything that fails
 * before the switch leaves the live release as it was.
 */
import fs from 'node:fs/promises';
import type { ReleaseProgress, StaffReleaseEvent } from '../../../domain/contract/releases';
import type { ReleaseStatus } from '../../../domain/rules/releases';
import type { ReleaseRepository, ReleaseRow } from '../repositories/release-repository';
import { releaseDir } from '../site/live-release';
import { BuildFailed, runBuild, withBuildLock } from './build-runner';
import { changedFiles, snapshotBuild, totalBytes } from './manifest';
import { polishPublishError } from './publish-errors';
import type { PublishTarget, ReleaseFiles } from './publish-target';

export const HEARTBEAT_MS = 2000;

export interface RunDeps {
  releases: ReleaseRepository;
  target: PublishTarget;
  rootDir: string;
  dataDir: string;
  /** Where the build writes the site: Gatsby's public/ unless a test's fake build says otherwise. */
  buildOutputDir: string;
  buildCommand?: string[];
  buildTimeoutMs: number;
  keepReleases: number;
  apiOrigin(): string;
  notify(event: StaffReleaseEvent): Promise<void>;
  now(): Date;
  /** The local target switched: our own static server re-reads its pointer. */
  onLive(): void;
}

export const emptyProgress = (): ReleaseProgress => ({ step: 'queued', percent: 0, pages: { done: 0, total: 0 }, files: { done: 0, total: 0 }, bytes: { done: 0, total: 0 } });

/** Gatsby steps of the last build in this process: the bar's length for the next one. */
let expectedSteps: number | undefined;

export async function runRelease(deps: RunDeps, id: string, by: string): Promise<void> {
  const progress = emptyProgress();
  let status: ReleaseStatus = 'queued';
  let logLines: string[] = [];
  let notifiedAt = 0;
  const log = (line: string) => logLines.push(line);
  const event = (error: string | null = null): StaffReleaseEvent => ({ id, status, progress: structuredClone(progress), error });
  const flush = async (patch: Parameters<ReleaseRepository['heartbeat']>[2] = {}) => {
    const lines = logLines.length > 0 ? `${logLines.join('\n')}\n` : '';
    logLines = [];
    await deps.releases.heartbeat(id, lines, { progress, ...patch });
  };
  const report = (force = false) => {
    if (!force && Date.now() - notifiedAt < 500) return;
    notifiedAt = Date.now();
    void deps.notify(event()).catch(() => undefined);
  };
  const enter = async (next: ReleaseStatus, step: ReleaseProgress['step']) => {
    status = next;
    progress.step = step;
    await flush({ status });
    report(true);
  };
  const heartbeat = setInterval(() => void flush().catch(() => undefined), HEARTBEAT_MS);
  heartbeat.unref();

  try {
    const live = await liveFiles(deps);
    await enter('building', 'build');
    log(`Publish ${id} by ${by} to ${deps.target.name}; reading the shop data from ${deps.apiOrigin()}.`);
    const files = await buildAndSnapshot(deps, id, live, progress, log, () => report());

    const changed = changedFiles(files, live?.files ?? null);
    Object.assign(progress, { percent: 70, files: { done: 0, total: changed.length }, bytes: { done: 0, total: totalBytes(changed) } });
    await deps.releases.update(id, { files, totalBytes: totalBytes(files) });
    await enter('uploading', 'upload');
    log(`${changed.length} of ${files.length} files changed since ${live ? `release ${live.id}` : 'nothing (first release)'}.`);
    const release = { id, dir: releaseDir(deps.dataDir, id), files };
    const kept = (await deps.releases.kept(deps.target.name)).map((row) => asFiles(deps, row));
    await deps.target.deploy({
      release,
      live,
      changed,
      kept,
      log,
      onProgress: (p) => {
        Object.assign(progress, { files: { done: p.filesDone, total: p.filesTotal }, bytes: { done: p.bytesDone, total: p.bytesTotal } });
        progress.percent = 70 + Math.floor((25 * p.bytesDone) / Math.max(1, p.bytesTotal));
        report();
      },
    });

    progress.step = 'switch';
    progress.percent = 95;
    await flush({ uploadedFiles: changed.length, uploadedBytes: totalBytes(changed) });
    await deps.releases.goLive(id, { previousBecomes: 'superseded', by, at: deps.now(), action: 'release-publish' });
    deps.onLive();
    status = 'live';
    Object.assign(progress, { step: 'done', percent: 100 });
    log(`Live: ${id}.`);
    await flush();
    report(true);
    await pruneReleases(deps, log).catch((error: Error) => log(`Pruning old releases failed (the release is live): ${error.message}`));
  } catch (error) {
    const cause = error instanceof Error ? error : new Error(String(error));
    log(`FAILED: ${cause.message}`);
    status = 'failed';
    const polish = polishPublishError(cause, deps.target.name);
    await flush({ status, error: polish, finishedAt: deps.now() }).catch(() => undefined);
    report(true);
    // Never a kept release: its files are not served as an older release's assets either.
    for (const dir of [releaseDir(deps.dataDir, id), `${releaseDir(deps.dataDir, id)}.partial`]) await fs.rm(dir, { recursive: true, force: true });
  } finally {
    clearInterval(heartbeat);
    await flush().catch(() => undefined);
  }
}

const asFiles = (deps: RunDeps, row: ReleaseRow): ReleaseFiles => ({ id: row.id, dir: releaseDir(deps.dataDir, row.id), files: row.files });

async function liveFiles(deps: RunDeps): Promise<ReleaseFiles | null> {
  const live = await deps.releases.live(deps.target.name);
  return live ? asFiles(deps, live) : null;
}

/** Builds under a lock on the project folder (one Gatsby build there at a time), then keeps the output. */
async function buildAndSnapshot(deps: RunDeps, id: string, live: ReleaseFiles | null, progress: ReleaseProgress, log: (line: string) => void, report: () => void) {
  return withBuildLock(deps.rootDir, async () => {
    const started = Date.now();
    expectedSteps = await runBuild({
      rootDir: deps.rootDir,
      apiOrigin: deps.apiOrigin(),
      timeoutMs: deps.buildTimeoutMs,
      command: deps.buildCommand,
      expectedSteps,
      onLine: log,
      onProgress: (build) => {
        progress.step = build.phase;
        progress.pages = build.pages;
        progress.percent = Math.min(65, Math.floor((65 * build.stepsDone) / build.stepsTotal));
        report();
      },
    });
    log(`Build finished in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    const files = await snapshotBuild(deps.buildOutputDir, releaseDir(deps.dataDir, id), live);
    log(`Kept ${files.length} files (${(totalBytes(files) / 1e6).toFixed(2)} MB) as release ${id}.`);
    return files;
  }).catch((error: Error) => {
    throw error instanceof BuildFailed ? error : new Error(`snapshot of the build failed: ${error.message}`);
  });
}

/**
 * Keeps the files of the newest `keepReleases` releases that went live (the live one first):
 * older ones are marked pruned (no rollback to them), then their files are deleted here and on
 * the target, with what failed uploads left there. The target keeps what kept releases need,
 * and what a publish started meanwhile is sending (this runs after the lock was let go).
 */
async function pruneReleases(deps: RunDeps, log: (line: string) => void): Promise<void> {
  const kept: ReleaseRow[] = await deps.releases.kept(deps.target.name);
  const failed = await deps.releases.failedUncleared(deps.target.name);
  // A release a rollback is restoring right now is not marked (nor deleted) this time.
  const prunedIds = new Set(await deps.releases.markPruned([...kept.slice(deps.keepReleases), ...failed].map((row) => row.id), deps.now()));
  const dropped = [...kept, ...failed].filter((row) => prunedIds.has(row.id));
  const running = await deps.releases.running();
  const sending = running && running.liveAt === null ? [running] : [];
  const keep = [...sending, ...kept.filter((row) => !prunedIds.has(row.id))];
  await deps.target.prune(keep.map((row) => asFiles(deps, row)), dropped.map((row) => asFiles(deps, row)), log);
  for (const row of dropped) await fs.rm(releaseDir(deps.dataDir, row.id), { recursive: true, force: true });
  const prunedKept = kept.filter((row) => prunedIds.has(row.id)).map((row) => row.id);
  if (prunedKept.length > 0) log(`Pruned ${prunedKept.join(', ')}.`);
}
