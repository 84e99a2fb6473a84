/**
 * Menu lists encoded once per version (lib/encoded-body) and the security headers computed
 * once (lib/helmet-headers): what a client receives must not change, only the cost per request.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { encodedBodies, encodedBody, negotiateEncoding } from '../src/lib/encoded-body';
import type { LocalCognito } from '../src/identity/local-cognito';
import { createTestApp, type TestApp } from './helpers/app';
import { startTestIdentity } from './helpers/identity';

describe('Accept-Encoding negotiation', () => {
  test('prefers br, honours q-values, q=0 and *', () => {
    assert.equal(negotiateEncoding(undefined), 'identity');
    assert.equal(negotiateEncoding(''), 'identity');
    assert.equal(negotiateEncoding('gzip, deflate, br'), 'br');
    assert.equal(negotiateEncoding('gzip'), 'gzip');
    assert.equal(negotiateEncoding('x-gzip'), 'gzip');
    assert.equal(negotiateEncoding('br;q=0.5, gzip;q=0.8'), 'gzip');
    assert.equal(negotiateEncoding('br;q=0, gzip;q=0'), 'identity');
    assert.equal(negotiateEncoding('deflate'), 'identity');
    assert.equal(negotiateEncoding('*'), 'br');
    assert.equal(negotiateEncoding('*;q=0.3, br;q=0'), 'gzip');
    assert.equal(negotiateEncoding('GZIP;Q=1'), 'gzip');
    assert.equal(negotiateEncoding('br;q=nonsense, gzip'), 'gzip');
  });

  test('encodes once per rendered list, and never below the threshold', () => {
    const list = { body: JSON.stringify(Array.from({ length: 200 }, (_, id) => ({ id, name: 'Łosoś' }))) };
    assert.equal(encodedBodies(list), encodedBodies(list));
    assert.equal(brotliDecompressSync(encodedBodies(list).br).toString(), list.body);
    assert.equal(gunzipSync(encodedBodies(list).gzip).toString(), list.body);
    assert.notEqual(encodedBodies({ body: list.body }), encodedBodies(list), 'a new rendering is encoded afresh');
    const small = encodedBody({ body: '[]' }, 'br');
    assert.equal(small.encoding, undefined);
    assert.equal(small.body.toString(), '[]');
  });
});

describe('GET /shop/product on the wire', () => {
  let idp: LocalCognito;
  let t: TestApp;
  before(async () => {
    idp = await startTestIdentity();
    t = await createTestApp({ idp });
  });
  after(async () => {
    await t?.close();
    await idp?.stop();
  });
  const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/shop/product', headers });

  test('the same JSON in every encoding, with Vary and the right Content-Length', async () => {
    const plain = await get();
    assert.equal(plain.statusCode, 200);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.headers.vary, 'accept-encoding');
    assert.ok(Array.isArray(plain.json()) && plain.json().length > 0);
    const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(Number(br.headers['content-length']), br.rawPayload.length);
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), plain.body);
    const gzip = await get({ 'accept-encoding': 'gzip' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gzip.rawPayload).toString(), plain.body);
    assert.equal(br.headers.etag, plain.headers.etag);
  });

  test('a 304 carries no body and announces none', async () => {
    const { etag } = (await get()).headers;
    const res = await get({ 'if-none-match': etag as string, 'accept-encoding': 'br' });
    assert.equal(res.statusCode, 304);
    assert.equal(res.rawPayload.length, 0);
    assert.equal(res.headers['content-length'], undefined);
    assert.equal(res.headers['content-encoding'], undefined);
  });

  test('security headers on API replies, site 404s and errors alike', async () => {
    for (const res of [await get(), await t.app.inject({ method: 'GET', url: '/shop/nope' }), await t.app.inject({ method: 'POST', url: '/shop/client', payload: 'x' })]) {
      assert.match(String(res.headers['content-security-policy']), /frame-ancestors 'none'/);
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.equal(res.headers['cross-origin-opener-policy'], 'same-origin');
    }
  });
});
