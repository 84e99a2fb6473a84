/** The target PUBLISH_TARGET names, with its settings. */
import type { Config } from '../config';
import redirects from '../../../domain/rules/redirects.json';
import { createLocalTarget } from './local-target';
import type { PublishTarget } from './publish-target';

/** The AWS SDK is loaded only for an S3 target: `npm start` never needs it. */
export async function createPublishTarget(config: Config): Promise<PublishTarget> {
  const { target, s3Endpoint, awsRegion, cloudfrontDistributionId } = config.publish;
  if (target.kind === 'local') return createLocalTarget(config.dataDir);
  const { createS3Target } = await import('./s3-target');
  return createS3Target({
    bucket: target.bucket,
    prefix: target.prefix,
    region: awsRegion,
    endpoint: s3Endpoint,
    cloudfrontDistributionId,
    redirects,
  });
}
