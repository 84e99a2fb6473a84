/**
 * Releases of the pre-rendered site (D32–D36, docs/publishing.md). One row per publish: its state, who started it,
 * what it published, its files with content hashes (the manifest the next publish compares
 * with, so an upload never needs a LIST of the bucket) and the tail of its log.
 */
import { sql } from 'drizzle-orm';
import { bigint, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ReleaseChange, ReleaseProgress } from '../../../domain/contract/releases';
import type { ReleaseStatus } from '../../../domain/rules/releases';

/** One file of a release: its path under the site root, sha256 of its bytes, its size. */
export interface ManifestFile {
  path: string;
  hash: string;
  size: number;
}

export const releases = pgTable(
  'releases',
  {
    id: text('id').primaryKey(),
    status: text('status').$type<ReleaseStatus>().notNull(),
    target: text('target').notNull(),
    codeVersion: text('code_version').notNull(),
    /** The build-time settings (GATSBY_*, SITE_URL) it was built with, as JSON: another value needs a new build. */
    buildSettings: text('build_settings').notNull().default('{}'),
    startedBy: text('started_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    liveAt: timestamp('live_at', { withTimezone: true }),
    /** The newest audit entry the build saw: changes after it are not published yet. */
    auditUpTo: integer('audit_up_to').notNull().default(0),
    changes: jsonb('changes').$type<ReleaseChange[]>().notNull().default([]),
    files: jsonb('files').$type<ManifestFile[]>().notNull().default([]),
    totalBytes: bigint('total_bytes', { mode: 'number' }).notNull().default(0),
    uploadedFiles: integer('uploaded_files').notNull().default(0),
    uploadedBytes: bigint('uploaded_bytes', { mode: 'number' }).notNull().default(0),
    progress: jsonb('progress').$type<ReleaseProgress>().notNull(),
    log: text('log').notNull().default(''),
    error: text('error'),
    /** Written every few seconds by the instance running it: a silent one has died. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    /** Its files were deleted (older than the kept releases): no rollback to it. */
    prunedAt: timestamp('pruned_at', { withTimezone: true }),
  },
  // The publish lock across API instances: a second running release cannot be inserted.
  (t) => [uniqueIndex('releases_one_running').on(sql`(true)`).where(sql`${t.status} in ('queued', 'building', 'uploading')`)],
);
