/**
 * Releases of the pre-rendered site. The publish lock across API instances is the database's:
 * a unique index admits one release in a running state, so a second claim inserts nothing.
 * A rollback takes the same lock by putting the kept release it restores in 'uploading'.
 * A running release's instance writes a heartbeat; one whose heartbeat stopped (its process
 * was killed) is failed by whoever looks next, so nothing stays 'building' after a restart.
 */
import { and, desc, eq, getTableColumns, inArray, isNotNull, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { ReleaseProgress } from '../../../domain/contract/releases';
import { RUNNING_RELEASE_STATUSES, type ReleaseStatus } from '../../../domain/rules/releases';
import type { Database } from '../db/database';
import { releases } from '../db/schema';
import { recordAudit } from './audit-repository';

export type ReleaseRow = typeof releases.$inferSelect;
export type ReleasePatch = Partial<Omit<ReleaseRow, 'id' | 'createdAt'>>;

/** The log kept with a release: its last part, which holds the error when there is one. */
const LOG_LIMIT = 200_000;
const running = [...RUNNING_RELEASE_STATUSES];

export function createReleaseRepository(db: Database) {
  return {
    /** Inserts a queued release, or returns the id of the one running (no insert then). */
    async claim(row: { id: string; target: string; codeVersion: string; buildSettings: string; startedBy: string; progress: ReleaseProgress; auditUpTo: number }) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const inserted = await db
          .insert(releases)
          .values({ ...row, status: 'queued' })
          .onConflictDoNothing()
          .returning({ id: releases.id });
        if (inserted.length > 0) return { claimed: true as const, id: row.id };
        const [current] = await db.select({ id: releases.id }).from(releases).where(inArray(releases.status, running));
        // It may have ended between the two statements: then try again.
        if (current) return { claimed: false as const, id: current.id };
      }
      throw new Error('could not claim the publish lock');
    },

    /**
     * The publish lock for a rollback: the kept release `id` goes from `from` to 'uploading'
     * while its files go back to the target. Refused (the running release named) while a
     * publish or another rollback holds the lock; `claimed: false` without `runningId` when the
     * release is not in state `from` any more or was pruned meanwhile.
     */
    async claimRestore(id: string, from: ReleaseStatus): Promise<{ claimed: boolean; runningId?: string }> {
      try {
        const rows = await db
          .update(releases)
          .set({ status: 'uploading', heartbeatAt: sql`now()` })
          .where(and(eq(releases.id, id), eq(releases.status, from), isNotNull(releases.liveAt), isNull(releases.prunedAt)))
          .returning({ id: releases.id });
        return { claimed: rows.length > 0 };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const [current] = await db.select({ id: releases.id }).from(releases).where(inArray(releases.status, running));
        return { claimed: false, runningId: current?.id ?? 'unknown' };
      }
    },

    /** A rollback that did not happen lets go of the lock: the release is back in its kept state. */
    async endRestore(id: string, back: ReleaseStatus): Promise<void> {
      await db.update(releases).set({ status: back }).where(and(eq(releases.id, id), eq(releases.status, 'uploading')));
    },

    async get(id: string): Promise<ReleaseRow | undefined> {
      const [row] = await db.select().from(releases).where(eq(releases.id, id));
      return row;
    },

    /** Newest first, without the big columns (the manifest is counted, the log left out). */
    list(limit: number) {
      const { files: _files, log: _log, ...summary } = getTableColumns(releases);
      return db
        .select({ ...summary, fileCount: sql<number>`jsonb_array_length(${releases.files})::int` })
        .from(releases)
        .orderBy(desc(releases.createdAt), desc(releases.id))
        .limit(limit);
    },

    async live(target: string): Promise<ReleaseRow | undefined> {
      const [row] = await db.select().from(releases).where(and(eq(releases.status, 'live'), eq(releases.target, target)));
      return row;
    },

    async running(): Promise<ReleaseRow | undefined> {
      const [row] = await db.select().from(releases).where(inArray(releases.status, running));
      return row;
    },

    async update(id: string, patch: ReleasePatch): Promise<void> {
      await db.update(releases).set(patch).where(eq(releases.id, id));
    },

    /** Adds log lines and proves the release's instance is alive. */
    async heartbeat(id: string, logLines: string, patch: ReleasePatch = {}): Promise<void> {
      await db
        .update(releases)
        .set({ ...patch, heartbeatAt: sql`now()`, log: sql`right(${releases.log} || ${logLines}, ${LOG_LIMIT})` })
        .where(eq(releases.id, id));
    },

    /**
     * Fails running releases whose instance went silent; returns their ids. A kept release
     * whose rollback went silent (it went live once) is kept again, not failed.
     */
    async failSilent(silentForMs: number, error: string, logLine: string): Promise<string[]> {
      const restoring = isNotNull(releases.liveAt);
      const rows = await db
        .update(releases)
        .set({
          status: sql`case when ${restoring} then 'superseded' else 'failed' end`,
          error: sql`case when ${restoring} then ${releases.error} else ${error} end`,
          finishedAt: sql`coalesce(${releases.finishedAt}, now())`,
          log: sql`right(${releases.log} || ${logLine}, ${LOG_LIMIT})`,
        })
        .where(and(inArray(releases.status, running), lt(releases.heartbeatAt, sql`now() - make_interval(secs => ${silentForMs / 1000})`)))
        .returning({ id: releases.id });
      return rows.map((r) => r.id);
    },

    /**
     * Makes `id` the live release of its target in one transaction: the one live before becomes
     * `previousBecomes` (superseded by a publish, rolled-back by a rollback). Audited.
     */
    async goLive(id: string, change: { previousBecomes: Extract<ReleaseStatus, 'superseded' | 'rolled-back'>; by: string; at: Date; action: 'release-publish' | 'release-rollback' }) {
      return db.transaction(async (tx) => {
        const [next] = await tx.select().from(releases).where(eq(releases.id, id)).for('update');
        const [previous] = await tx
          .select({ id: releases.id })
          .from(releases)
          .where(and(eq(releases.status, 'live'), eq(releases.target, next.target)))
          .for('update');
        if (previous && previous.id !== id) await tx.update(releases).set({ status: change.previousBecomes }).where(eq(releases.id, previous.id));
        const [updated] = await tx
          .update(releases)
          .set({ status: 'live', liveAt: change.at, finishedAt: next.finishedAt ?? change.at })
          .where(eq(releases.id, id))
          .returning();
        await recordAudit(tx, { action: change.action, target: id, by: change.by, at: change.at, before: { live: previous?.id ?? null }, after: { live: id } });
        return updated;
      });
    },

    /** Releases that went live on `target` and still have their files, most recently live first. */
    kept(target: string) {
      return db
        .select()
        .from(releases)
        .where(and(eq(releases.target, target), isNotNull(releases.liveAt), isNull(releases.prunedAt)))
        .orderBy(desc(releases.liveAt));
    },

    /** Failed releases whose files have not been cleared from `target` yet (a failed upload may have sent some). */
    failedUncleared(target: string) {
      return db
        .select()
        .from(releases)
        .where(and(eq(releases.target, target), eq(releases.status, 'failed'), isNull(releases.prunedAt)));
    },

    /** Marks releases pruned, except one a rollback is restoring right now; returns those marked. */
    async markPruned(ids: string[], at: Date): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .update(releases)
        .set({ prunedAt: at })
        .where(and(inArray(releases.id, ids), notInArray(releases.status, running)))
        .returning({ id: releases.id });
      return rows.map((row) => row.id);
    },
  };
}

/** PostgreSQL's unique_violation, from node-postgres or PGlite, bare or wrapped by Drizzle. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

export type ReleaseRepository = ReturnType<typeof createReleaseRepository>;
