/**
 * Releases of the pre-rendered site (docs/publishing.md): what the staff routes under
 * /shop/staff/releases answer and what the 'Publikacja' tab reads. The server validates with
 * these schemas; the site imports the Static types only (no TypeBox in the bundle).
 */
import { Type, type Static } from 'typebox';
import { RELEASE_ID_PATTERN, RELEASE_STATUSES, RELEASE_STEPS, type ReleaseStatus } from '../rules/releases';
import { ErrorResponse, LimitQuery } from './common';

const Count = Type.Object({ done: Type.Integer({ minimum: 0 }), total: Type.Integer({ minimum: 0 }) });

export const ReleaseProgress = Type.Object({
  step: Type.Enum(RELEASE_STEPS),
  /** 0-100, for the bar. */
  percent: Type.Integer({ minimum: 0, maximum: 100 }),
  pages: Count,
  files: Count,
  bytes: Count,
});
export type ReleaseProgress = Static<typeof ReleaseProgress>;

/** One change of the shop's data since the live release, from the audit log. */
export const ReleaseChange = Type.Object({
  auditId: Type.Integer(),
  at: Type.String({ description: 'ISO time' }),
  by: Type.String({ description: 'staff e-mail' }),
  action: Type.String(),
  /** Polish, for the panel: 'cena Łosoś Maki 32,00 zł → 34,00 zł'. */
  text: Type.String(),
});
export type ReleaseChange = Static<typeof ReleaseChange>;

export const ReleaseSummary = Type.Object({
  id: Type.String(),
  status: Type.Enum(RELEASE_STATUSES),
  /** 'local' or 's3://bucket/prefix'. */
  target: Type.String(),
  /** The code it was built from: git commit (with '-dirty' for local edits) or the package version. */
  codeVersion: Type.String(),
  startedBy: Type.String(),
  createdAt: Type.String(),
  finishedAt: Type.Union([Type.String(), Type.Null()]),
  /** When it last went live (publish or rollback); null if it never did. */
  liveAt: Type.Union([Type.String(), Type.Null()]),
  durationMs: Type.Union([Type.Integer(), Type.Null()]),
  /** What this release published: the changes since the release live before it. */
  changes: Type.Array(ReleaseChange),
  fileCount: Type.Integer(),
  totalBytes: Type.Integer(),
  uploadedFiles: Type.Integer(),
  uploadedBytes: Type.Integer(),
  /** Its files are still kept, so staff can go back to it ('Przywróć'). */
  restorable: Type.Boolean(),
  /** Polish, for the panel; the precise cause is in the log. */
  error: Type.Union([Type.String(), Type.Null()]),
  progress: ReleaseProgress,
});
export type ReleaseSummary = Static<typeof ReleaseSummary>;

export const ReleaseDetail = Type.Intersect([
  ReleaseSummary,
  Type.Object({
    /** The last lines of the build and upload log. */
    logTail: Type.String(),
  }),
]);
export type ReleaseDetail = Static<typeof ReleaseDetail>;

export const ReleaseList = Type.Object({
  live: Type.Union([ReleaseSummary, Type.Null()]),
  /** Changes of the shop's data the live site does not show yet, oldest first. */
  pending: Type.Array(ReleaseChange),
  /** Newest first. */
  data: Type.Array(ReleaseSummary),
});
export type ReleaseList = Static<typeof ReleaseList>;

export const PublishAccepted = Type.Object({ id: Type.String(), status: Type.Enum(RELEASE_STATUSES) });
export type PublishAccepted = Static<typeof PublishAccepted>;

/** 409 while another release is being published. */
export const PublishBusy = Type.Intersect([ErrorResponse, Type.Object({ runningId: Type.Optional(Type.String()) })]);
export type PublishBusy = Static<typeof PublishBusy>;

export const ReleaseParams = Type.Object({ id: Type.String({ pattern: RELEASE_ID_PATTERN, maxLength: 40 }) });

export const ReleaseListQuery = Type.Object({ limit: LimitQuery }, { additionalProperties: false });
export type ReleaseListQuery = Static<typeof ReleaseListQuery>;

/** What the staff subscription `staffReleaseEvents` pushes while a release runs and when it ends (see live-events.ts). */
export interface StaffReleaseEvent {
  id: string;
  status: ReleaseStatus;
  progress: ReleaseProgress;
  error: string | null;
}
