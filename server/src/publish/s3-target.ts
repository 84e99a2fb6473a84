/**
 * The S3 target (PUBLISH_TARGET=s3://bucket/prefix): any S3-compatible store through
 * @aws-sdk/client-s3 (s3-bucket.ts). Only the changed files go to the site's paths (the
 * publisher compares content hashes with the live release's manifest; the bucket is never
 * listed), in parallel with a bounded pool, in three waves: assets and static/ first, page-data
 * next, HTML and sw.js last, so a visitor never gets HTML that points at an asset not there yet.
 * Headers per Gatsby's caching guidance (cache-rules.ts). Old paths get a real 301 on an S3
 * website endpoint.
 *
 * The bucket also keeps every kept release, so any API instance (whatever its DATA_DIR holds)
 * can roll back without a build: each file's bytes once under `_releases/files/<sha256>`, and
 * `_releases/<id>.json`, the release's manifest, written once all its files are stored. A
 * changed file is uploaded there (only if no kept release stored the same bytes) and copied
 * inside the bucket to its site path; a rollback is the same copies, no upload at all.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ManifestFile } from '../db/schema-releases';
import { cacheControlFor, contentTypeFor } from '../site/cache-rules';
import { invalidateChangedPaths } from './cloudfront-invalidation';
import { ReleaseFilesMissing, type PublishTarget, type ReleaseFiles } from './publish-target';
import { createBucket, isMissingObject, type BucketOptions, type ObjectHeaders } from './s3-bucket';
import { UPLOAD_WAVES, waveOf } from './upload-order';

export interface S3TargetOptions extends BucketOptions {
  prefix: string;
  concurrency?: number;
  cloudfrontDistributionId?: string;
  /** Tests: a local stand-in of the CloudFront API. */
  cloudfrontEndpoint?: string;
  redirects: { from: string; to: string }[];
}

/** The live release and the 3 before it keep their files at the site's paths (tabs open on them still load their chunks). */
const RELEASES_ON_SITE = 4;

/** Runs `work` over `items`, at most `limit` at a time; the first error stops taking new ones. */
export async function inPool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next++];
      try {
        await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** The page a redirect's meta-refresh file stands for: /stara-sciezka -> stara-sciezka/index.html. */
const redirectFile = (from: string) => `${from.replace(/^\/+|\/+$/g, '')}/index.html`;

const uniqueByHash = (files: ManifestFile[]) => [...new Map(files.map((file) => [file.hash, file])).values()];

export function createS3Target(options: S3TargetOptions): PublishTarget {
  const bucket = createBucket(options);
  const key = (file: string) => (options.prefix ? `${options.prefix}/${file}` : file);
  const storedKey = (hash: string) => key(`_releases/files/${hash}`);
  const manifestKey = (id: string) => key(`_releases/${id}.json`);
  const redirectTo = new Map(options.redirects.map(({ from, to }) => [redirectFile(from), to]));
  const name = `s3://${options.bucket}${options.prefix ? `/${options.prefix}` : ''}`;
  const concurrency = options.concurrency ?? 8;

  const headersOf = (file: string): ObjectHeaders => ({
    CacheControl: cacheControlFor(file),
    ContentType: contentTypeFor(file),
    WebsiteRedirectLocation: redirectTo.get(file),
  });

  /** Uploads a file's bytes (from this instance's copy of the release) under its hash. */
  const store = async (dir: string, file: ManifestFile) => bucket.put(storedKey(file.hash), await fs.promises.readFile(path.join(dir, file.path)), headersOf(file.path));

  /** Hashes of the kept releases whose manifest is in the bucket: every file of those is stored. */
  async function storedHashes(releases: ReleaseFiles[]): Promise<{ complete: Set<string>; hashes: Set<string> }> {
    const complete = new Set<string>();
    await Promise.all(releases.map(async (release) => (await bucket.exists(manifestKey(release.id))) && complete.add(release.id)));
    const hashes = new Set(releases.filter((release) => complete.has(release.id)).flatMap((release) => release.files.map((file) => file.hash)));
    return { complete, hashes };
  }

  return {
    name,

    async deploy({ release, changed, kept, onProgress, log }) {
      // A release being published is new to the bucket; one being restored may be kept there already.
      const restoring = kept.some((other) => other.id === release.id);
      const { complete, hashes: stored } = await storedHashes(restoring ? kept : kept.filter((other) => other.id !== release.id));
      const toStore = complete.has(release.id) ? [] : uniqueByHash(release.files).filter((file) => !stored.has(file.hash));
      // Checked before anything changes: a rollback that cannot finish does not start.
      const absent = toStore.filter((file) => !fs.existsSync(path.join(release.dir, file.path)));
      if (absent.length > 0) {
        throw new ReleaseFilesMissing(
          `${absent.length} files of release ${release.id} are neither kept in ${name} (published before the bucket kept releases) nor in this instance's DATA_DIR (${absent[0].path}, …)`,
        );
      }
      const changedHashes = new Set(changed.map((file) => file.hash));
      const unchanged = toStore.filter((file) => !changedHashes.has(file.hash));
      if (unchanged.length > 0) {
        // Once, for the live release an older version published: the bucket keeps its files from now on.
        log(`Storing ${unchanged.length} files the bucket did not keep yet under ${key('_releases/files/')}.`);
        await inPool(unchanged, concurrency, (file) => store(release.dir, file));
      }
      const storing = new Map<string, Promise<void>>();
      const stored$ = (file: ManifestFile) => {
        if (stored.has(file.hash)) return Promise.resolve();
        if (!storing.has(file.hash)) storing.set(file.hash, store(release.dir, file));
        return storing.get(file.hash)!;
      };
      const place = async (file: ManifestFile) => {
        await stored$(file);
        try {
          await bucket.copy(storedKey(file.hash), key(file.path), headersOf(file.path));
        } catch (error) {
          // Pruned since we looked (it belonged to a release dropped meanwhile): store it again.
          if (!isMissingObject(error) || !fs.existsSync(path.join(release.dir, file.path))) throw error;
          await store(release.dir, file);
          await bucket.copy(storedKey(file.hash), key(file.path), headersOf(file.path));
        }
      };

      const total = { files: changed.length, bytes: changed.reduce((sum, f) => sum + f.size, 0) };
      const done = { files: 0, bytes: 0 };
      for (const wave of UPLOAD_WAVES) {
        const files = changed.filter((file) => waveOf(file.path) === wave);
        if (files.length === 0) continue;
        log(`Sending ${files.length} ${wave} files to ${name}.`);
        await inPool(files, concurrency, async (file) => {
          await place(file);
          done.files += 1;
          done.bytes += file.size;
          onProgress({ filesDone: done.files, filesTotal: total.files, bytesDone: done.bytes, bytesTotal: total.bytes });
        });
      }
      if (storing.size > 0) log(`Uploaded ${storing.size} new files; ${changed.length - storing.size} copied from what the bucket kept.`);
      if (!complete.has(release.id)) {
        await bucket.put(manifestKey(release.id), JSON.stringify({ id: release.id, files: release.files }), { ContentType: 'application/json; charset=utf-8', CacheControl: 'no-store' });
      }
      if (options.cloudfrontDistributionId) {
        const paths = await invalidateChangedPaths({
          distributionId: options.cloudfrontDistributionId,
          region: options.region,
          endpoint: options.cloudfrontEndpoint,
          credentials: options.credentials,
          callerReference: release.id,
          changed: changed.map((file) => file.path),
        });
        log(`CloudFront invalidation of ${paths.length === 0 ? 'nothing' : paths.join(' ')}.`);
      }
    },

    // The bucket keeps every kept release's files: any instance can restore one.
    canRestore: () => true,

    async prune(kept, dropped, log) {
      const onSite = new Set(kept.slice(0, RELEASES_ON_SITE).flatMap((release) => release.files.map((file) => file.path)));
      const older = [...kept.slice(RELEASES_ON_SITE), ...dropped];
      const offSite = [...new Set(older.flatMap((release) => release.files.map((file) => file.path)))].filter((file) => !onSite.has(file));
      const keptHashes = new Set(kept.flatMap((release) => release.files.map((file) => file.hash)));
      const forgotten = [...new Set(dropped.flatMap((release) => release.files.map((file) => file.hash)))].filter((hash) => !keptHashes.has(hash));
      // Manifests first: a release without one is never taken for one whose files are all stored.
      await bucket.remove(dropped.map((release) => manifestKey(release.id)));
      await bucket.remove([...offSite.map(key), ...forgotten.map(storedKey)]);
      if (offSite.length > 0) log(`Deleted ${offSite.length} files only older releases used from ${name}.`);
      if (forgotten.length > 0) log(`Deleted ${forgotten.length} stored files of ${dropped.map((release) => release.id).join(', ')} from ${key('_releases/')}.`);
    },

    close: () => bucket.close(),
  };
}
