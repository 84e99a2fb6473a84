/** A release row as the staff panel reads it (domain/contract/releases.ts). */
import type { ReleaseDetail, ReleaseSummary } from '../../../../domain/contract/releases';
import type { ReleaseRow } from '../../repositories/release-repository';

type SummaryRow = Omit<ReleaseRow, 'files' | 'log'> & { fileCount: number };

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function toReleaseSummary(row: SummaryRow, restorable: boolean): ReleaseSummary {
  return {
    id: row.id,
    status: row.status,
    target: row.target,
    codeVersion: row.codeVersion,
    startedBy: row.startedBy,
    createdAt: row.createdAt.toISOString(),
    finishedAt: iso(row.finishedAt),
    liveAt: iso(row.liveAt),
    durationMs: row.finishedAt ? row.finishedAt.getTime() - row.createdAt.getTime() : null,
    changes: row.changes,
    fileCount: row.fileCount,
    totalBytes: row.totalBytes,
    uploadedFiles: row.uploadedFiles,
    uploadedBytes: row.uploadedBytes,
    restorable,
    error: row.error,
    progress: row.progress,
  };
}

/** A whole row (manifest and log included) as the list shows it. */
export function summaryOfRow(row: ReleaseRow, restorable: boolean): ReleaseSummary {
  const { files, log: _log, ...rest } = row;
  return toReleaseSummary({ ...rest, fileCount: files.length }, restorable);
}

/** The last lines of the log: the panel shows them under a failed release. */
const LOG_TAIL_CHARS = 8000;

export function toReleaseDetail(row: ReleaseRow, restorable: boolean): ReleaseDetail {
  return { ...summaryOfRow(row, restorable), logTail: row.log.slice(-LOG_TAIL_CHARS) };
}
