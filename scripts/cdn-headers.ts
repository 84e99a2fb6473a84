/**
 * Writes the security headers of the API for a CDN in front of the bucket (docs/publishing.md):
 *   npx tsx scripts/cdn-headers.ts [outDir]      (default .data/cdn; AWS_REGION for the CSP)
 */
import fs from 'node:fs';
import path from 'node:path';
import { cloudfrontResponseHeadersPolicy, headersFile, productionSecurityHeaders } from '../server/src/publish/cdn-headers';

async function main(outDir: string): Promise<void> {
  const headers = await productionSecurityHeaders(process.env.COGNITO_REGION || process.env.AWS_REGION || 'eu-central-1');
  fs.mkdirSync(outDir, { recursive: true });
  const policy = path.join(outDir, 'cloudfront-response-headers-policy.json');
  fs.writeFileSync(policy, `${JSON.stringify(cloudfrontResponseHeadersPolicy(headers), null, 2)}\n`);
  fs.writeFileSync(path.join(outDir, '_headers'), headersFile(headers));
  console.log(`Wrote ${policy} and ${path.join(outDir, '_headers')}.
CloudFront: aws cloudfront create-response-headers-policy --response-headers-policy-config file://${policy}
  then attach the policy to the distribution's behaviours (ResponseHeadersPolicyId).
Netlify / Cloudflare Pages: put _headers at the root of the published folder.`);
}

void main(process.argv[2] ?? path.join('.data', 'cdn'));
