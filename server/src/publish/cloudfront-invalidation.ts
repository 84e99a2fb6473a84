/**
 * After an S3 publish: one CloudFront invalidation of the changed HTML and page-data paths
 * (CLOUDFRONT_DISTRIBUTION_ID). Hashed assets are new names and never need one. Over 100 paths
 * one wildcard is cheaper (CloudFront bills per path) and as quick.
 */
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { waveOf } from './upload-order';

const MAX_PATHS = 100;

/** CloudFront paths for the changed files that revalidate: a page's folder and its index.html. */
export function invalidationPaths(changed: string[]): string[] {
  const paths = changed
    .filter((file) => waveOf(file) !== 'assets')
    .flatMap((file) => {
      if (file === 'index.html') return ['/', '/index.html'];
      if (file.endsWith('/index.html')) return [`/${file.slice(0, -'index.html'.length)}`, `/${file}`];
      return [`/${file}`];
    });
  return paths.length > MAX_PATHS ? ['/*'] : paths;
}

export async function invalidateChangedPaths(options: {
  distributionId: string;
  region: string;
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  callerReference: string;
  changed: string[];
}): Promise<string[]> {
  const paths = invalidationPaths(options.changed);
  if (paths.length === 0) return paths;
  const client = new CloudFrontClient({ region: options.region, endpoint: options.endpoint, credentials: options.credentials });
  try {
    await client.send(
      new CreateInvalidationCommand({
        DistributionId: options.distributionId,
        InvalidationBatch: { CallerReference: options.callerReference, Paths: { Quantity: paths.length, Items: paths } },
      }),
    );
    return paths;
  } finally {
    client.destroy();
  }
}
