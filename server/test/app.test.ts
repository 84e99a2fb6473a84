import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { loadConfig } from '../src/config';
import type { LocalCognito } from '../src/identity/local-cognito';
import { cacheControlFor } from '../src/site/cache-rules';
import { createTestApp, type TestApp } from './helpers/app';
import { startTestIdentity } from './helpers/identity';

let idp: LocalCognito;
let api: TestApp;
let site: TestApp;
const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sushi-site-'));

/** A tiny fake of Gatsby's output: the server logic is tested without a build. */
function writeSite(): void {
  const files: Record<string, string> = {
    'index.html': '<html lang="pl"><body>Strona główna</body></html>',
    '404.html': '<html lang="pl"><body>Nie znaleziono strony</body></html>',
    'menu/index.html': '<html lang="pl"><body>Zamów online</body></html>',
    'menurestauracja/index.html': '<html lang="pl"><body>Menu restauracji</body></html>',
    'app-0123456789abcdef0123.js': 'console.log("app")',
    'sw.js': 'self.addEventListener("fetch", () => {})',
    'page-data/index/page-data.json': '{}',
  };
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
    fs.writeFileSync(path.join(siteDir, file), content);
  }
}

before(async () => {
  writeSite();
  idp = await startTestIdentity();
  api = await createTestApp({ idp, env: { RATE_LIMIT_POST_PER_MINUTE: '3' } });
  site = await createTestApp({ idp, env: { SERVE_SITE: 'true', SITE_DIR: siteDir } });
  api.app.get('/shop/boom', async () => {
    throw new Error('secret database password leaked in stack');
  });
});
after(async () => {
  await api?.close();
  await site?.close();
  await idp?.stop();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

describe('errors and guards', () => {
  test('unknown API routes are a JSON 404', async () => {
    const res = await api.app.inject('/shop/nothing-here');
    assert.equal(res.statusCode, 404);
    assert.deepEqual(res.json(), { statusCode: 404, error: 'Not Found', message: 'Route GET /shop/nothing-here not found' });
  });

  test('a 500 tells the client nothing of its cause', async () => {
    const res = await api.app.inject('/shop/boom');
    assert.equal(res.statusCode, 500);
    assert.deepEqual(res.json(), { statusCode: 500, error: 'Internal Server Error', message: 'Internal server error' });
  });

  test('security headers with a CSP the site works under', async () => {
    const res = await api.app.inject('/delivery/');
    const csp = res.headers['content-security-policy'] as string;
    assert.match(csp, /default-src 'self'/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.match(csp, /object-src 'none'/);
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.ok(!csp.includes('upgrade-insecure-requests'), 'no https upgrade on a local http server');
  });

  test('POST routes are rate limited per client', async () => {
    const post = () => api.app.inject({ method: 'POST', url: '/shop/order', payload: {} });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post()).statusCode);
    assert.deepEqual(statuses, [400, 400, 400, 429]);
    assert.equal((await api.app.inject('/delivery/')).statusCode, 200, 'GETs are not limited');
  });

  test('oversized bodies are refused', async () => {
    const res = await site.app.inject({ method: 'POST', url: '/shop/order', payload: { notes: 'x'.repeat(100_000) } });
    assert.equal(res.statusCode, 413);
  });
});

describe('the built site on the same port', () => {
  test('pages are served, HTML revalidated, hashed assets cached for a year', async () => {
    const home = await site.app.inject('/');
    assert.equal(home.statusCode, 200);
    assert.match(home.body, /Strona główna/);
    assert.equal(home.headers['cache-control'], 'public, max-age=0, must-revalidate');
    const asset = await site.app.inject('/app-0123456789abcdef0123.js');
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal((await site.app.inject('/sw.js')).headers['cache-control'], 'public, max-age=0, must-revalidate');
    assert.equal(cacheControlFor('page-data/menu/page-data.json'), 'public, max-age=0, must-revalidate');
    assert.equal(cacheControlFor('static/d/123/image.png'), 'public, max-age=31536000, immutable');
  });

  test('/menu redirects to /menu/ and old paths answer 301', async () => {
    const menu = await site.app.inject('/menu');
    assert.equal(menu.statusCode, 301);
    assert.equal(menu.headers.location, '/menu/');
    const old = await site.app.inject('/zamow-online');
    assert.equal(old.statusCode, 301);
    assert.equal(old.headers.location, '/menu/');
  });

  test('any path containing menurestauracja answers 200 with the restaurant menu', async () => {
    for (const url of ['/menurestauracja/', '/menurestauracja/stolik-5', '/qr/menurestauracja-sala']) {
      const res = await site.app.inject(url);
      assert.equal(res.statusCode, 200, url);
      assert.match(res.body, /Menu restauracji/);
    }
  });

  test('unknown pages get the Polish 404 page; unknown API paths still JSON', async () => {
    const page = await site.app.inject('/nie-ma-takiej-strony');
    assert.equal(page.statusCode, 404);
    assert.match(page.body, /Nie znaleziono strony/);
    const apiMiss = await site.app.inject('/shop/nope');
    assert.equal(apiMiss.statusCode, 404);
    assert.equal(apiMiss.json().error, 'Not Found');
  });

  test('responses are compressed for clients that accept it', async () => {
    const res = await site.app.inject({ url: '/shop/product', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(res.headers['content-encoding'], 'gzip');
  });
});

describe('configuration', () => {
  test('production refuses to trust the local identity provider', () => {
    assert.throws(() => loadConfig({ NODE_ENV: 'production', IDENTITY: 'local' }), /Refusing to start/);
    assert.throws(() => loadConfig({ NODE_ENV: 'production' }), /COGNITO_USER_POOL_ID/);
    const config = loadConfig({ NODE_ENV: 'production', COGNITO_USER_POOL_ID: 'eu-central-1_abc', COGNITO_CLIENT_ID: 'x', GRAPHQL_API_KEY: 'da2-prod', PUBLISH_TARGET: 's3://sushi-site/www', SMTP_URL: 'smtp://mail.example.pl:587', P24_MERCHANT_ID: '1', P24_POS_ID: '1', P24_CRC: 'c', P24_API_KEY: 'k', P24_BASE_URL: 'https://secure.przelewy24.pl' });
    assert.equal(config.identity.mode, 'cognito');
  });

  test('publish targets: the local folder by default, a bucket in production, wrong values named', () => {
    assert.deepEqual(loadConfig({}).publish.target, { kind: 'local' });
    assert.deepEqual(loadConfig({ PUBLISH_TARGET: 's3://sushi-site/www/' }).publish.target, { kind: 's3', bucket: 'sushi-site', prefix: 'www' });
    assert.deepEqual(loadConfig({ PUBLISH_TARGET: 's3://sushi-site' }).publish.target, { kind: 's3', bucket: 'sushi-site', prefix: '' });
    assert.throws(() => loadConfig({ PUBLISH_TARGET: 'ftp://host' }), /PUBLISH_TARGET must be/);
    assert.throws(() => loadConfig({ PUBLISH_TARGET: 's3://A_B' }), /PUBLISH_TARGET must be/);
    assert.throws(() => loadConfig({ PUBLISH_BUILD_TIMEOUT_SECONDS: '0' }), /PUBLISH_BUILD_TIMEOUT_SECONDS/);
    assert.equal(loadConfig({}).publish.autoAfterMinutes, 0, 'automatic publishing is off by default');
    assert.equal(loadConfig({ PUBLISH_AUTO_MINUTES: '15' }).publish.autoAfterMinutes, 15);
    assert.throws(() => loadConfig({ PUBLISH_AUTO_MINUTES: 'soon' }), /PUBLISH_AUTO_MINUTES/);
    const prod = { NODE_ENV: 'production', COGNITO_USER_POOL_ID: 'eu-central-1_abc', COGNITO_CLIENT_ID: 'x', GRAPHQL_API_KEY: 'k', SMTP_URL: 'smtp://mail.example.pl:587', P24_MERCHANT_ID: '1', P24_POS_ID: '1', P24_CRC: 'c', P24_API_KEY: 'k', P24_BASE_URL: 'https://secure.przelewy24.pl' };
    assert.throws(() => loadConfig(prod), /Refusing to start: NODE_ENV=production needs PUBLISH_TARGET/);
    // The site is on the CDN: a production API serves none of it unless told to.
    assert.equal(loadConfig({ ...prod, PUBLISH_TARGET: 's3://sushi-site/x' }).site.serve, false);
  });

  test('the GraphQL API key: a local default, but production must set its own', () => {
    assert.equal(loadConfig({}).graphqlApiKey, 'local-public-key');
    assert.equal(loadConfig({ GRAPHQL_API_KEY: 'abc' }).graphqlApiKey, 'abc');
    const prod = { NODE_ENV: 'production', COGNITO_USER_POOL_ID: 'eu-central-1_abc', COGNITO_CLIENT_ID: 'x', PUBLISH_TARGET: 's3://sushi-site/x', SMTP_URL: 'smtp://mail.example.pl:587', P24_MERCHANT_ID: '1', P24_POS_ID: '1', P24_CRC: 'c', P24_API_KEY: 'k', P24_BASE_URL: 'https://secure.przelewy24.pl' };
    assert.throws(() => loadConfig(prod), /Refusing to start.*GRAPHQL_API_KEY/);
    assert.throws(() => loadConfig({ ...prod, GRAPHQL_API_KEY: 'local-public-key' }), /GRAPHQL_API_KEY/);
    assert.equal(loadConfig({ ...prod, GRAPHQL_API_KEY: 'da2-prod' }).graphqlApiKey, 'da2-prod');
  });

  test('e-mail: the local catcher only outside production; addresses checked, the order link on this server by default', () => {
    const prod = { NODE_ENV: 'production', COGNITO_USER_POOL_ID: 'eu-central-1_abc', COGNITO_CLIENT_ID: 'x', GRAPHQL_API_KEY: 'k', PUBLISH_TARGET: 's3://sushi-site/x', P24_MERCHANT_ID: '1', P24_POS_ID: '1', P24_CRC: 'c', P24_API_KEY: 'k', P24_BASE_URL: 'https://secure.przelewy24.pl' };
    assert.throws(() => loadConfig(prod), /Refusing to start: NODE_ENV=production needs SMTP_URL/);
    assert.equal(loadConfig({ ...prod, SMTP_URL: 'smtps://u:p@mail.example.pl:465' }).mail.smtpUrl, 'smtps://u:p@mail.example.pl:465');
    assert.throws(() => loadConfig({ SMTP_URL: 'mail.example.pl' }), /SMTP_URL must be/);
    assert.equal(loadConfig({}).mail.smtpUrl, undefined, 'npm start then runs the local catcher');
    assert.throws(() => loadConfig({ MAIL_FROM: 'Sushi <a@b.pl>\r\nBcc: x@y.pl' }), /MAIL_FROM must be/);
    assert.throws(() => loadConfig({ MAIL_RESTAURANT_COPY_TO: 'kuchnia' }), /MAIL_RESTAURANT_COPY_TO must be/);
    assert.equal(loadConfig({ MAIL_RESTAURANT_COPY_TO: 'kuchnia@sushikami.pl' }).mail.restaurantCopyTo, 'kuchnia@sushikami.pl');
    assert.equal(loadConfig({ PORT: '8123' }).siteUrl, 'http://localhost:8123');
    assert.equal(loadConfig({ SITE_URL: 'https://sushikami.pl/' }).siteUrl, 'https://sushikami.pl');
    assert.throws(() => loadConfig({ MAIL_RETRY_SECONDS: '0' }), /MAIL_RETRY_SECONDS/);
  });

  test('Przelewy24: all five settings or none; production refuses the local stand-in', () => {
    const p24 = { P24_MERCHANT_ID: '1', P24_POS_ID: '1', P24_CRC: 'c', P24_API_KEY: 'k', P24_BASE_URL: 'https://secure.przelewy24.pl' };
    assert.deepEqual(loadConfig(p24).payments.p24, { baseUrl: 'https://secure.przelewy24.pl', merchantId: 1, posId: 1, crc: 'c', apiKey: 'k' });
    assert.equal(loadConfig({}).payments.p24, undefined, 'npm start then runs the stand-in');
    assert.throws(() => loadConfig({ ...p24, P24_CRC: '' }), /Przelewy24 needs all of .*missing: P24_CRC/);
    assert.throws(() => loadConfig({ ...p24, P24_BASE_URL: 'secure.przelewy24.pl' }), /P24_BASE_URL must be/);
    assert.throws(() => loadConfig({ ...p24, P24_POS_ID: 'pos' }), /P24_POS_ID/);
    const prod = { NODE_ENV: 'production', COGNITO_USER_POOL_ID: 'eu-central-1_abc', COGNITO_CLIENT_ID: 'x', GRAPHQL_API_KEY: 'k', PUBLISH_TARGET: 's3://sushi-site/x', SMTP_URL: 'smtp://mail.example.pl' };
    assert.throws(() => loadConfig(prod), /Refusing to start: NODE_ENV=production needs Przelewy24/);
    assert.equal(loadConfig({ ...prod, ...p24 }).payments.p24?.baseUrl, 'https://secure.przelewy24.pl');
  });

  test('a shifted shop clock is for tests only', () => {
    assert.equal(loadConfig({ SHOP_CLOCK_START: '2026-03-11T13:00:00Z' }).clockStart?.toISOString(), '2026-03-11T13:00:00.000Z');
    assert.throws(() => loadConfig({ SHOP_CLOCK_START: 'wednesday' }), /SHOP_CLOCK_START/);
    const prod = { NODE_ENV: 'production', COGNITO_USER_POOL_ID: 'eu-central-1_abc', COGNITO_CLIENT_ID: 'x', GRAPHQL_API_KEY: 'k', PUBLISH_TARGET: 's3://sushi-site/x', SMTP_URL: 'smtp://mail.example.pl', P24_MERCHANT_ID: '1', P24_POS_ID: '1', P24_CRC: 'c', P24_API_KEY: 'k', P24_BASE_URL: 'https://secure.przelewy24.pl' };
    assert.throws(() => loadConfig({ ...prod, SHOP_CLOCK_START: '2026-03-11T13:00:00Z' }), /SHOP_CLOCK_START is for tests only/);
  });

  test('wrong values name the variable', () => {
    assert.throws(() => loadConfig({ SHOP_BASE: '/api' }), /SHOP_BASE/);
    assert.throws(() => loadConfig({ PORT: 'eighty' }), /PORT/);
  });
});
