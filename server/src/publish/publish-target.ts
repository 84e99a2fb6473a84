/**
 * Where a release goes live. The publisher builds the site, keeps the release's files in
 * DATA_DIR/site/releases/<id>/, works out which files differ from the live release by their
 * content hashes, and hands that to a target:
 * - local: DATA_DIR/site/live.json is re-pointed (written with rename), our server serves it;
 * - s3: the changed files go to an S3-compatible bucket (HTML last), which also keeps every
 *   kept release's files by content hash, so any instance can roll back (s3-target.ts).
 */
import type { ManifestFile } from '../db/schema-releases';

/** A release as a target sees it: its id, the folder of this instance that holds (or held) its files, its manifest. */
export interface ReleaseFiles {
  id: string;
  /** On the instance that published it; another instance (own DATA_DIR) has no such folder. */
  dir: string;
  files: ManifestFile[];
}

export interface DeployProgress {
  filesDone: number;
  filesTotal: number;
  bytesDone: number;
  bytesTotal: number;
}

export interface DeployRequest {
  release: ReleaseFiles;
  /** What the target serves now (null on the first publish): only files differing from it are sent. */
  live: ReleaseFiles | null;
  /** release.files minus those the live release has with the same hash. */
  changed: ManifestFile[];
  /** The releases kept for a rollback, most recently live first: what the target stored for them is not sent again. */
  kept: ReleaseFiles[];
  onProgress(progress: DeployProgress): void;
  log(line: string): void;
}

export interface PublishTarget {
  /** 'local' or 's3://bucket/prefix', stored with each release. */
  readonly name: string;
  /**
   * Makes `release` what visitors get. When it resolves the release is live on the target;
   * when it throws, visitors still get `live` (an S3 upload stopped half-way has sent only
   * files the live HTML does not point at, or the HTML of a page that is complete).
   * A rollback is a deploy of a kept release over the live one.
   */
  deploy(request: DeployRequest): Promise<void>;
  /**
   * Whether this instance can make a kept (not pruned) release live again without a build:
   * the local target needs its folder in this DATA_DIR, the bucket keeps its own copy.
   */
  canRestore(release: Pick<ReleaseFiles, 'id' | 'dir'>): boolean;
  /**
   * Deletes what only `dropped` releases use, keeping everything `kept` ones need (most
   * recently live first: tabs still open on a recent release keep loading its assets; any
   * kept release can be rolled back to).
   */
  prune(kept: ReleaseFiles[], dropped: ReleaseFiles[], log: (line: string) => void): Promise<void>;
  /** Lets go of connections (kept-alive sockets would hold the process). */
  close?(): void;
}

/**
 * A rollback asked for a release whose files are neither in the target's keeping nor on this
 * instance (an S3 release published before the bucket kept releases, by another instance).
 */
export class ReleaseFilesMissing extends Error {}
