/**
 * The lifecycle of a release of the pre-rendered site (docs/publishing.md), shared by the server and the
 * staff panel. No TypeBox here: the site imports these values; the schemas of the API that
 * carries them are in domain/contract/releases.ts.
 *
 * queued -> building -> uploading -> live -> superseded (a newer one went live) or
 * rolled-back (staff went back to an older one); any running state -> failed.
 */
export const RELEASE_STATUSES = ['queued', 'building', 'uploading', 'live', 'failed', 'superseded', 'rolled-back'] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];

/** The states that hold the publish lock: at most one release is in one of them. */
export const RUNNING_RELEASE_STATUSES = ['queued', 'building', 'uploading'] as const satisfies readonly ReleaseStatus[];

export const isRunningRelease = (status: ReleaseStatus): boolean => (RUNNING_RELEASE_STATUSES as readonly ReleaseStatus[]).includes(status);

/** The steps a publish goes through, in order; the panel shows them as a list and a bar. */
export const RELEASE_STEPS = ['queued', 'build', 'pages', 'upload', 'switch', 'done'] as const;
export type ReleaseStep = (typeof RELEASE_STEPS)[number];

/** A release id: its UTC start time and 4 random characters, sortable and readable on the phone. */
export const RELEASE_ID_PATTERN = '^[0-9]{8}-[0-9]{4,6}-[a-z0-9]{4}$';
