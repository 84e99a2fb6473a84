/**
 * The S3 target against a real S3-compatible server (s3rver on a temporary folder, no network)
 * and the CloudFront invalidation against a local server speaking its REST API: changed files
 * only, in the order HTML needs, with Gatsby's cache headers and types; old paths as real 301s;
 * pruning; rollback from the bucket alone (no local files); refused credentials and an
 * unreachable store fail with the key named.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { invalidationPaths } from '../src/publish/cloudfront-invalidation';
import { changedFiles, manifestOf } from '../src/publish/manifest';
import { ReleaseFilesMissing, type PublishTarget, type ReleaseFiles } from '../src/publish/publish-target';
import { createS3Target } from '../src/publish/s3-target';
import type { LocalCognito } from '../src/identity/local-cognito';
import { createStaffUser, startTestIdentity, type Tokens } from './helpers/identity';
import { createPublishingApp, publishAndWait, releaseList } from './helpers/publish';

const BUCKET = 'sushi-site';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-s3-'));
let s3: S3rver;
let endpoint: string;
let client: S3Client;
/** Objects written, in order: `key` for the site's paths, with how (Put = bytes sent, Copy = inside the bucket). */
const puts: { key: string; how: string }[] = [];

/** CloudFront's API as far as CreateInvalidation goes: records each request, answers 201. */
const invalidations: { distribution: string; paths: string[]; reference: string }[] = [];
const cloudfront = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    const distribution = /\/2020-05-31\/distribution\/([^/]+)\/invalidation/.exec(req.url ?? '')?.[1] ?? '';
    const paths = [...body.matchAll(/<Path>([^<]*)<\/Path>/g)].map((m) => m[1]);
    const reference = /<CallerReference>([^<]*)</.exec(body)?.[1] ?? '';
    invalidations.push({ distribution, paths, reference });
    res.writeHead(201, { 'content-type': 'text/xml', location: `https://cloudfront.amazonaws.com/2020-05-31/distribution/${distribution}/invalidation/I1` });
    res.end(
      `<?xml version="1.0"?><Invalidation xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/"><Id>I1</Id><Status>InProgress</Status><CreateTime>2026-11-25T12:00:00Z</CreateTime><InvalidationBatch><Paths><Quantity>${paths.length}</Quantity><Items>${paths.map((p) => `<Path>${p}</Path>`).join('')}</Items></Paths><CallerReference>${reference}</CallerReference></InvalidationBatch></Invalidation>`,
    );
  });
});

before(async () => {
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(work, 's3'), configureBuckets: [{ name: BUCKET }] });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  s3.on('event', (event) => {
    for (const record of event.Records) if (record.eventName.startsWith('ObjectCreated')) puts.push({ key: record.s3.object.key, how: record.eventName.split(':')[1] });
  });
  client = new S3Client({ region: 'eu-central-1', endpoint, forcePathStyle: true, credentials });
  await new Promise<void>((resolve) => cloudfront.listen(0, '127.0.0.1', resolve));
});
after(async () => {
  client?.destroy();
  await s3?.close();
  await new Promise((resolve) => cloudfront.close(resolve));
  fs.rmSync(work, { recursive: true, force: true });
});

const target = (extra: Partial<Parameters<typeof createS3Target>[0]> = {}): PublishTarget =>
  createS3Target({
    bucket: BUCKET,
    prefix: 'www',
    region: 'eu-central-1',
    endpoint,
    credentials,
    redirects: [{ from: '/stara-karta', to: '/menu/' }],
    cloudfrontDistributionId: 'E2SUSHI',
    cloudfrontEndpoint: `http://127.0.0.1:${(cloudfront.address() as { port: number }).port}`,
    ...extra,
  });

/** A release on disk shaped like Gatsby's output; `menuPrice` changes the menu page and its data. */
async function release(id: string, menuPrice: string, extra: Record<string, string> = {}): Promise<ReleaseFiles> {
  const dir = path.join(work, id);
  const files: Record<string, string> = {
    'app-0123456789abcdef0123.js': 'console.log("app")',
    'static/logo-3f1c9e0b1a2d4c5e6f70.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'page-data/app-data.json': '{"webpackCompilationHash":"abc"}',
    'page-data/menu/page-data.json': `{"price":"${menuPrice}"}`,
    'index.html': '<!doctype html><title>Sushi</title>',
    'menu/index.html': `<!doctype html><p>Łosoś Maki ${menuPrice} zł</p>`,
    'stara-karta/index.html': '<meta http-equiv="refresh" content="0;url=/menu/">',
    'sw.js': 'self.addEventListener("fetch", () => {})',
    'manifest.webmanifest': '{"name":"Sushi"}',
    ...extra,
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return { id, dir, files: await manifestOf(dir) };
}

async function deploy(t: PublishTarget, next: ReleaseFiles, live: ReleaseFiles | null, kept: ReleaseFiles[] = live ? [live] : []) {
  const changed = changedFiles(next.files, live?.files ?? null);
  puts.length = 0;
  const progress: number[] = [];
  await t.deploy({ release: next, live, changed, kept, log: () => undefined, onProgress: (p) => progress.push(p.filesDone) });
  const site = puts.filter((p) => !p.key.startsWith('www/_releases/'));
  return { changed, progress, puts: site.map((p) => p.key), stored: puts.filter((p) => p.key.startsWith('www/_releases/files/')).map((p) => p.key), bytesSent: puts.filter((p) => p.how === 'Put').map((p) => p.key) };
}

const head = (key: string) => client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `www/${key}` }));
const text = async (key: string) => (await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: `www/${key}` }))).Body!.transformToString();
const wave = (key: string) => (key.endsWith('.html') || key.endsWith('sw.js') ? 2 : key.includes('page-data/') ? 1 : 0);

describe('S3 target', () => {
  let first: ReleaseFiles;
  let second: ReleaseFiles;

  test('a first publish sends every file, assets before page-data before HTML, with cache headers and types', async () => {
    first = await release('r1', '32,00');
    const t = target();
    const { puts: order, progress, stored } = await deploy(t, first, null);
    t.close?.();
    assert.equal(order.length, first.files.length);
    assert.equal(stored.length, new Set(first.files.map((f) => f.hash)).size, 'each content once under its hash');
    assert.deepEqual(JSON.parse(await text(`_releases/${first.id}.json`)).files, first.files, 'the manifest is kept in the bucket');
    assert.deepEqual(order.map(wave), [...order.map(wave)].sort(), `waves in order: ${order.join(', ')}`);
    assert.equal(progress.at(-1), first.files.length);
    const expectations: [string, string, string][] = [
      ['app-0123456789abcdef0123.js', 'public, max-age=31536000, immutable', 'text/javascript; charset=utf-8'],
      ['static/logo-3f1c9e0b1a2d4c5e6f70.svg', 'public, max-age=31536000, immutable', 'image/svg+xml; charset=utf-8'],
      ['page-data/app-data.json', 'public, max-age=0, must-revalidate', 'application/json; charset=utf-8'],
      ['menu/index.html', 'public, max-age=0, must-revalidate', 'text/html; charset=utf-8'],
      ['sw.js', 'public, max-age=0, must-revalidate', 'text/javascript; charset=utf-8'],
      ['manifest.webmanifest', 'public, max-age=0, must-revalidate', 'application/manifest+json; charset=utf-8'],
    ];
    for (const [key, cache, type] of expectations) {
      const object = await head(key);
      assert.deepEqual([object.CacheControl, object.ContentType], [cache, type], key);
    }
    assert.match(await text('menu/index.html'), /Łosoś Maki 32,00 zł/);
    assert.equal((await head('stara-karta/index.html')).WebsiteRedirectLocation, '/menu/', 'the old path is a 301 on a website endpoint');
    assert.equal((await head('menu/index.html')).WebsiteRedirectLocation, undefined);
  });

  test('a price change sends only the changed files and invalidates their paths once', async () => {
    second = await release('r2', '34,00');
    invalidations.length = 0;
    const t = target();
    const { changed, puts: order, bytesSent } = await deploy(t, second, first);
    t.close?.();
    assert.deepEqual(changed.map((f) => f.path).sort(), ['menu/index.html', 'page-data/menu/page-data.json']);
    assert.deepEqual(order, ['www/page-data/menu/page-data.json', 'www/menu/index.html']);
    const hashOf = (file: string) => second.files.find((f) => f.path === file)!.hash;
    assert.deepEqual(
      bytesSent.sort(),
      [`www/_releases/${second.id}.json`, `www/_releases/files/${hashOf('menu/index.html')}`, `www/_releases/files/${hashOf('page-data/menu/page-data.json')}`].sort(),
      'only the two changed files are uploaded (and the manifest)',
    );
    assert.match(await text('menu/index.html'), /34,00 zł/);
    assert.deepEqual(
      invalidations.map((i) => ({ ...i, paths: i.paths.sort() })),
      [{ distribution: 'E2SUSHI', paths: ['/menu/', '/menu/index.html', '/page-data/menu/page-data.json'], reference: 'r2' }],
    );
  });

  test('rollback from the bucket alone: no local files, no bytes uploaded, the older HTML back with its headers', async () => {
    const t = target({ cloudfrontDistributionId: undefined });
    invalidations.length = 0;
    const elsewhere = { ...first, dir: path.join(work, 'not-on-this-instance') };
    const { puts: order, bytesSent } = await deploy(t, elsewhere, second, [second, first]);
    t.close?.();
    assert.deepEqual(order, ['www/page-data/menu/page-data.json', 'www/menu/index.html']);
    assert.deepEqual(bytesSent, [], 'copies inside the bucket only');
    assert.match(await text('menu/index.html'), /32,00 zł/);
    assert.equal((await head('menu/index.html')).CacheControl, 'public, max-age=0, must-revalidate');
    assert.equal((await head('menu/index.html')).ContentType, 'text/html; charset=utf-8');
    assert.equal(invalidations.length, 0, 'no distribution id, no invalidation');
  });

  test('a release the bucket did not keep (an older version published it): restored from local files, else refused before any change', async () => {
    const t = target({ cloudfrontDistributionId: undefined });
    const legacy = await release('r0', '30,00');
    // Published by hand to the site's paths, as the previous version did: no stored files, no manifest.
    for (const file of legacy.files.filter((f) => f.path.startsWith('menu/'))) await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: `www/${file.path}`, Body: fs.readFileSync(path.join(legacy.dir, file.path)) }));
    const gone = { ...legacy, dir: path.join(work, 'not-here') };
    await assert.rejects(deploy(t, gone, first, [first, legacy]), (error: Error) => error instanceof ReleaseFilesMissing && /neither kept in s3:\/\/sushi-site\/www/.test(error.message));
    assert.match(await text('menu/index.html'), /30,00 zł/, 'nothing changed');
    const { bytesSent } = await deploy(t, legacy, first, [first, legacy]);
    assert.ok(bytesSent.includes(`www/_releases/${legacy.id}.json`), 'now kept by the bucket');
    const again = await deploy(t, first, legacy, [legacy, first]);
    assert.deepEqual(again.bytesSent, [], 'both releases are kept: nothing uploaded');
    t.close?.();
    assert.match(await text('menu/index.html'), /32,00 zł/);
  });

  test('pruning deletes what only dropped releases use, nothing a kept one needs', async () => {
    const withChunk = await release('r3', '36,00', { 'component-aaaaaaaaaaaaaaaaaaaa.js': 'old chunk' });
    const t = target({ cloudfrontDistributionId: undefined });
    await deploy(t, withChunk, first);
    const current = await release('r4', '38,00');
    await deploy(t, current, withChunk);
    await t.prune([current, second], [withChunk, first], () => undefined);
    t.close?.();
    await assert.rejects(head('component-aaaaaaaaaaaaaaaaaaaa.js'), /NotFound|404/);
    const chunk = withChunk.files.find((f) => f.path.startsWith('component-'))!;
    await assert.rejects(head(`_releases/files/${chunk.hash}`), /NotFound|404/, 'the stored copy goes too');
    await assert.rejects(head(`_releases/${withChunk.id}.json`), /NotFound|404/);
    const menuOfSecond = second.files.find((f) => f.path === 'menu/index.html')!;
    assert.ok(await head(`_releases/files/${menuOfSecond.hash}`), 'a kept release can still be restored');
    assert.equal((await head('app-0123456789abcdef0123.js')).CacheControl, 'public, max-age=31536000, immutable', 'kept releases still use it');
    assert.match(await text('menu/index.html'), /38,00 zł/);
  });

  test('refused credentials and an unreachable store fail naming the key', async () => {
    const next = await release('r5', '40,00');
    const refused = target({ credentials: { accessKeyId: 'WRONG', secretAccessKey: 'WRONG' }, cloudfrontDistributionId: undefined });
    await assert.rejects(deploy(refused, next, null), /PutObject www\/\S+: .*InvalidAccessKeyId/);
    await assert.rejects(deploy(refused, next, first), /HeadObject www\/_releases\/r1.json: AccessDenied/, 'what the bucket keeps is looked at first');
    refused.close?.();
    const closedPort = `http://127.0.0.1:${(cloudfront.address() as { port: number }).port + 1}`;
    const unreachable = target({ endpoint: closedPort, cloudfrontDistributionId: undefined });
    await assert.rejects(deploy(unreachable, next, null), /PutObject www\/\S+: .*ECONNREFUSED/);
    unreachable.close?.();
  });
});

test('invalidation paths: a page is its folder and its index.html; many changes are one wildcard', () => {
  assert.deepEqual(invalidationPaths(['index.html', 'app-0123456789abcdef0123.js', 'sw.js']), ['/', '/index.html', '/sw.js']);
  const many = Array.from({ length: 60 }, (_, i) => `p${i}/index.html`);
  assert.deepEqual(invalidationPaths(many), ['/*']);
});

describe('a publish to a bucket that refuses or cannot be reached (through the staff API)', () => {
  let idp: LocalCognito;
  let staff: Tokens;
  before(async () => {
    idp = await startTestIdentity();
    staff = await createStaffUser(idp, 'publikacja-s3@sushikami.pl');
  });
  after(async () => idp?.stop());

  for (const [label, options, polish, precise] of [
    ['wrong credentials', { credentials: { accessKeyId: 'WRONG', secretAccessKey: 'WRONG' } }, /odrzucił dane dostępu/, /InvalidAccessKeyId/],
    ['unreachable store', { endpoint: 'http://127.0.0.1:9' }, /Nie udało się połączyć z serwerem plików strony/, /ECONNREFUSED/],
  ] as const) {
    test(`${label}: the release fails with a Polish sentence, the precise error in its log, nothing live`, async () => {
      const app = await createPublishingApp(idp, { target: { target: target({ cloudfrontDistributionId: undefined, ...options }) } });
      try {
        const release = await publishAndWait(app.app, staff.idToken);
        assert.equal(release.status, 'failed');
        assert.match(release.error, polish);
        assert.match(release.error, /Strona na żywo się nie zmieniła/);
        assert.match(release.logTail, precise);
        assert.equal((await releaseList(app.app, staff.idToken)).live, null);
      } finally {
        await app.close();
      }
    });
  }
});
