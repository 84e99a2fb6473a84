/**
 * The S3 target (PUBLISH_TARGET=s3://bucket/prefix): any S3-compatible store through
 * @aws-sdk/client-s3. Only the changed files are sent (the publisher compares content hashes
 * with the live release's manifest; the bucket is never listed), in parallel with a bounded
 * pool, in three waves: assets and static/ first, page-data next, HTML and sw.js last, so a
 * visitor never gets HTML that points at an asset not there yet. Headers per Gatsby's caching
 * guidance (cache-rules.ts). Old paths get a real 301 on an S3 website endpoint.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectsCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { ManifestFile } from '../db/schema-releases';
import { cacheControlFor, contentTypeFor } from '../site/cache-rules';
import { invalidateChangedPaths } from './cloudfront-invalidation';
import type { PublishTarget } from './publish-target';
import { UPLOAD_WAVES, waveOf } from './upload-order';

export interface S3TargetOptions {
  bucket: string;
  prefix: string;
  region: string;
  /** An S3-compatible store; AWS itself when absent. */
  endpoint?: string;
  /** The SDK's default chain (AWS_ACCESS_KEY_ID, profiles, roles) when absent. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  concurrency?: number;
  cloudfrontDistributionId?: string;
  /** Tests: a local stand-in of the CloudFront API. */
  cloudfrontEndpoint?: string;
  redirects: { from: string; to: string }[];
}


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

export function createS3Target(options: S3TargetOptions): PublishTarget {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.endpoint !== undefined,
    credentials: options.credentials,
    // One attempt more than the default would hide a refused key behind retries.
    maxAttempts: 3,
  });
  const key = (file: string) => (options.prefix ? `${options.prefix}/${file}` : file);
  const redirectTo = new Map(options.redirects.map(({ from, to }) => [redirectFile(from), to]));
  const name = `s3://${options.bucket}${options.prefix ? `/${options.prefix}` : ''}`;

  async function put(dir: string, file: ManifestFile): Promise<void> {
    try {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key(file.path),
          Body: await fs.readFile(path.join(dir, file.path)),
          CacheControl: cacheControlFor(file.path),
          ContentType: contentTypeFor(file.path),
          WebsiteRedirectLocation: redirectTo.get(file.path),
        }),
      );
    } catch (error) {
      const e = error as Error & { Code?: string; code?: string };
      throw new Error(`PutObject ${key(file.path)}: ${e.name}${e.Code || e.code ? ` (${e.Code ?? e.code})` : ''}: ${e.message}`, { cause: error });
    }
  }

  return {
    name,
    async deploy({ release, changed, onProgress, log }) {
      const total = { files: changed.length, bytes: changed.reduce((sum, f) => sum + f.size, 0) };
      const done = { files: 0, bytes: 0 };
      for (const wave of UPLOAD_WAVES) {
        const files = changed.filter((file) => waveOf(file.path) === wave);
        if (files.length === 0) continue;
        log(`Uploading ${files.length} ${wave} files to ${name}.`);
        await inPool(files, options.concurrency ?? 8, async (file) => {
          await put(release.dir, file);
          done.files += 1;
          done.bytes += file.size;
          onProgress({ filesDone: done.files, filesTotal: total.files, bytesDone: done.bytes, bytesTotal: total.bytes });
        });
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

    async prune(kept, dropped, log) {
      const keep = new Set(kept.flatMap((release) => release.files.map((file) => file.path)));
      const gone = [...new Set(dropped.flatMap((release) => release.files.map((file) => file.path)))].filter((file) => !keep.has(file));
      for (let i = 0; i < gone.length; i += 1000) {
        const batch = gone.slice(i, i + 1000);
        await client.send(new DeleteObjectsCommand({ Bucket: options.bucket, Delete: { Objects: batch.map((file) => ({ Key: key(file) })), Quiet: true } }));
      }
      if (gone.length > 0) log(`Deleted ${gone.length} files only older releases used from ${name}.`);
    },

    close: () => client.destroy(),
  };
}
