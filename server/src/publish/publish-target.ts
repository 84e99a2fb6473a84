/**
 * Where a release goes live. The publisher builds the site, keeps the release's files in
 * DATA_DIR/site/releases/<id>/ (a rollback needs no build), works out which files differ from
 * the live release by their content hashes, and hands that to a target:
 * - local: DATA_DIR/site/live.json is re-pointed (written with rename), our server serves it;
 * - s3: the changed files are uploaded to an S3-compatible bucket (HTML last), see s3-target.ts.
 */
import type { ManifestFile } from '../db/schema-releases';

/** A release as a target sees it: its id, the folder holding its files, its manifest. */
export interface ReleaseFiles {
  id: string;
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
   * Deletes what only `dropped` releases use, keeping everything `kept` ones need (tabs still
   * open on an older release keep loading its assets).
   */
  prune(kept: ReleaseFiles[], dropped: ReleaseFiles[], log: (line: string) => void): Promise<void>;
  /** Lets go of connections (kept-alive sockets would hold the process). */
  close?(): void;
}
