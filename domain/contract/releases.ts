/**
 * Releases of the pre-rendered site (issue 19): what the staff routes under
 * /shop/staff/releases answer and what the 'Publikacja' tab reads. The server validates with
 * these schemas; the site imports the Static types only (no TypeBox in the bundle).
 */
import { Type, type Static } from 'typebox';

/**
 * queued -> building -> uploading -> live -> superseded (a newer one went live) or
 * rolled-back (staff went back to an older one); any running state -> failed.
 */
export const RELEASE_STATUSES = ['queued', 'building', 'uploading', 'live', 'failed', 'superseded', 'rolled-back'] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];

/** The states that hold the publish lock: at most one release is in one of them. */
export const RUNNING_RELEASE_STATUSES = ['queued', 'building', 'uploading'] as const satisfies readonly ReleaseStatus[];

export const isRunningRelease = (status: ReleaseStatus): boolean =>
  (RUNNING_RELEASE_STATUSES as readonly ReleaseStatus[]).includes(status);

/** The steps a publish goes through, in order; the panel shows them as a list and a bar. */
export const RELEASE_STEPS = ['queued', 'build', 'pages', 'upload', 'switch', 'done'] as const;
export type ReleaseStep = (typeof RELEASE_STEPS)[number];

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

/** What the staff subscription `staffReleaseEvents` pushes while a release runs and when it ends. */
export interface StaffReleaseEvent {
  id: string;
  status: ReleaseStatus;
  progress: ReleaseProgress;
  error: string | null;
}

/** A release id: sortable by time, readable on the phone ('20261125-0215-k3f9'). */
export const RELEASE_ID_PATTERN = '^[0-9]{8}-[0-9]{4,6}-[a-z0-9]{4}$';
