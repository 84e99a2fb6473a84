/**
 * The few S3 calls the S3 target makes, through @aws-sdk/client-s3 (any S3-compatible store),
 * each failure rethrown naming the operation and the key: the release's log then says which
 * object the store refused and why (InvalidAccessKeyId, ECONNREFUSED, NoSuchKey...).
 */
import { CopyObjectCommand, DeleteObjectsCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

export interface BucketOptions {
  bucket: string;
  region: string;
  /** An S3-compatible store; AWS itself when absent. */
  endpoint?: string;
  /** The SDK's default chain (AWS_ACCESS_KEY_ID, profiles, roles) when absent. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** What a site file is served with: set on upload and again on every copy into the site's paths. */
export interface ObjectHeaders {
  CacheControl?: string;
  ContentType?: string;
  WebsiteRedirectLocation?: string;
}

function described(operation: string, key: string, error: unknown): Error {
  const e = error as Error & { Code?: string; code?: string };
  return Object.assign(new Error(`${operation} ${key}: ${e.name}${e.Code || e.code ? ` (${e.Code ?? e.code})` : ''}: ${e.message}`, { cause: error }), {
    missing: e.name === 'NoSuchKey' || e.name === 'NotFound',
  });
}

/** A copy whose source is not in the bucket (deleted since it was looked at). */
export const isMissingObject = (error: unknown): boolean => (error as { missing?: boolean }).missing === true;

export function createBucket(options: BucketOptions) {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.endpoint !== undefined,
    credentials: options.credentials,
    // One attempt more than the default would hide a refused key behind retries.
    maxAttempts: 3,
  });
  const Bucket = options.bucket;
  const copySource = (key: string) => `${Bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;

  return {
    async put(key: string, body: Buffer | string, headers: ObjectHeaders): Promise<void> {
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ...headers }));
      } catch (error) {
        throw described('PutObject', key, error);
      }
    },

    /** A copy inside the bucket: no bytes pass through this instance; headers replaced by `headers`. */
    async copy(from: string, to: string, headers: ObjectHeaders): Promise<void> {
      try {
        await client.send(new CopyObjectCommand({ Bucket, Key: to, CopySource: copySource(from), MetadataDirective: 'REPLACE', ...headers }));
      } catch (error) {
        throw described(`CopyObject ${from} →`, to, error);
      }
    },

    async exists(key: string): Promise<boolean> {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status === 404) return false;
        // A HEAD answer has no body to name the reason: a 403 is a refused key or a missing permission.
        if (status === 403) throw new Error(`HeadObject ${key}: AccessDenied (HTTP 403: wrong credentials, or no s3:GetObject / s3:ListBucket)`, { cause: error });
        throw described('HeadObject', key, error);
      }
    },

    async remove(keys: string[]): Promise<void> {
      for (let i = 0; i < keys.length; i += 1000) {
        const batch = keys.slice(i, i + 1000);
        try {
          await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }));
        } catch (error) {
          throw described('DeleteObjects', batch[0], error);
        }
      }
    },

    close: () => client.destroy(),
  };
}

export type Bucket = ReturnType<typeof createBucket>;
