/**
 * The CDN's security headers come from the same source as the API's own (docs/publishing.md): the
 * CloudFront policy and the `_headers` file carry exactly what a production API answers with.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { loadConfig } from '../src/config';
import { registerSecurity } from '../src/plugins/external/security';
import { cloudfrontResponseHeadersPolicy, headersFile, productionSecurityHeaders } from '../src/publish/cdn-headers';

/** The headers a production API really sends (its own security plugin, production settings). */
async function productionAnswerHeaders() {
  const app = Fastify({ logger: false });
  app.decorate('config', loadConfig({ NODE_ENV: 'production', COGNITO_USER_POOL_ID: 'eu-central-1_abc', COGNITO_CLIENT_ID: 'x', GRAPHQL_API_KEY: 'k', PUBLISH_TARGET: 's3://sushi-site', SMTP_URL: 'smtp://mail.example.pl', P24_MERCHANT_ID: '1', P24_POS_ID: '1', P24_CRC: 'c', P24_API_KEY: 'k', P24_BASE_URL: 'https://secure.przelewy24.pl' }));
  await registerSecurity(app);
  app.get('/', async () => 'ok');
  const res = await app.inject('/');
  await app.close();
  return res.headers;
}

test('the CloudFront policy carries the API’s CSP, HSTS, frame options, nosniff and referrer policy', async () => {
  const sent = await productionAnswerHeaders();
  const policy = cloudfrontResponseHeadersPolicy(await productionSecurityHeaders('eu-central-1'));
  const security = policy.SecurityHeadersConfig;
  assert.equal(security.ContentSecurityPolicy.ContentSecurityPolicy, sent['content-security-policy']);
  assert.match(String(sent['content-security-policy']), /frame-ancestors 'none'/);
  assert.equal(`max-age=${security.StrictTransportSecurity.AccessControlMaxAgeSec}; includeSubDomains`, sent['strict-transport-security']);
  assert.equal(security.StrictTransportSecurity.IncludeSubdomains, true);
  assert.equal(security.FrameOptions.FrameOption, String(sent['x-frame-options']).toUpperCase());
  assert.equal(sent['x-content-type-options'], 'nosniff');
  assert.equal(security.ReferrerPolicy.ReferrerPolicy, sent['referrer-policy']);
  const custom = Object.fromEntries(policy.CustomHeadersConfig.Items.map((item) => [item.Header, item.Value]));
  assert.equal(custom['cross-origin-opener-policy'], sent['cross-origin-opener-policy']);
  assert.equal(policy.CustomHeadersConfig.Quantity, policy.CustomHeadersConfig.Items.length);
});

test('the _headers file sets every security header on every path, and Gatsby’s cache rules', async () => {
  const sent = await productionAnswerHeaders();
  const file = headersFile(await productionSecurityHeaders('eu-central-1'));
  const everyPath = file.split('\n\n')[0];
  for (const name of ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'referrer-policy', 'x-frame-options']) {
    assert.ok(everyPath.includes(`  ${name}: ${sent[name]}`), name);
  }
  assert.match(file, /\/static\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
  assert.match(file, /\/page-data\/\*\n {2}Cache-Control: public, max-age=0, must-revalidate/);
  assert.match(file, /\/sw\.js\n {2}Cache-Control: public, max-age=0, must-revalidate/);
});
