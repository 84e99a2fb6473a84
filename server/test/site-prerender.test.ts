/**
 * Found by search (D50): the site's build reads the real API's public lists (or the seed,
 * which must then equal what a freshly seeded API serves), and the server answers old paths
 * with a 301 before the static meta-refresh fallback files of the build are ever looked at.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { loadBuildData } from '../../src/features/seo/build-data';
import { seedSiteBuildData as seedBuildData } from '../src/db/seed/site-build-data';
import { redirectFiles } from '../../src/features/seo/redirect-pages';
import redirects from '../../domain/rules/redirects.json';
import type { LocalCognito } from '../src/identity/local-cognito';
import { createTestApp, TEST_DB_KIND, type TestApp } from './helpers/app';
import { startTestIdentity } from './helpers/identity';

let idp: LocalCognito;
let api: TestApp;
let site: TestApp;
let siteDir: string;

before(async () => {
  idp = await startTestIdentity();
  api = await createTestApp({ idp });
  // A built site with the fallback files in it, served by the API process (SERVE_SITE).
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-prerender-'));
  fs.writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>Strona</title>');
  fs.writeFileSync(path.join(siteDir, '404.html'), '<!doctype html><title>Nie znaleziono</title>');
  for (const { file, html } of redirectFiles(redirects, 'http://localhost:8000')) {
    fs.mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
    fs.writeFileSync(path.join(siteDir, file), html);
  }
  site = await createTestApp({ idp, env: { SERVE_SITE: 'true', SITE_DIR: siteDir } });
});
after(async () => {
  await api?.close();
  await site?.close();
  await idp?.stop();
  if (siteDir) fs.rmSync(siteDir, { recursive: true, force: true });
});

describe(`pre-rendered pages' data (${TEST_DB_KIND})`, () => {
  test('the build reads the running API: the lists it serves and its opening hours', async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = api.app.server.address() as AddressInfo;
    const logs: string[] = [];
    const data = await loadBuildData({ seed: seedBuildData, apiUrl: `http://127.0.0.1:${port}`, log: (m) => logs.push(m) });
    assert.equal(data.source, 'api');
    assert.match(logs.join('\n'), /shop API at http:\/\/127\.0\.0\.1/);

    const json = async (url: string) => (await api.app.inject({ method: 'GET', url })).json();
    assert.deepEqual(data.menu.sets, await json('/shop/sushiSet'));
    assert.deepEqual(data.menu.products, await json('/shop/product'));
    assert.deepEqual(data.restaurantMenu.ingredients, await json('/shop/menu/ingredient'));
    const hours = await json('/shop/opening-hours');
    for (const day of hours.days) {
      const expected = day.open && day.close ? { open: day.open, close: day.close } : null;
      assert.deepEqual(data.openingHours[day.day - 1], expected);
    }
    assert.deepEqual(data.carousel, await json('/carousel/'));
    assert.deepEqual(data.welcome, await json('/shop/welcomeText/'));
  });

  test('the seed fallback equals what a freshly seeded API serves, so HTML built without an API is right', async () => {
    const seed = seedBuildData();
    const json = async (url: string) => (await api.app.inject({ method: 'GET', url })).json();
    assert.deepEqual(seed.menu, {
      sets: await json('/shop/sushiSet'),
      products: await json('/shop/product'),
      ingredients: await json('/shop/ingredient'),
    });
    assert.deepEqual(seed.restaurantMenu, {
      sets: await json('/shop/menu/sushiSet'),
      products: await json('/shop/menu/product'),
      ingredients: await json('/shop/menu/ingredient'),
    });
    assert.deepEqual(seed.welcome, await json('/shop/welcomeText/'));
    assert.deepEqual(
      seed.carousel.map(({ title, image, link }) => ({ title, image, link })),
      (await json('/carousel/')).map(({ title, image, link }: Record<string, string>) => ({ title, image, link })),
    );
  });
});

describe('redirects', () => {
  test('the server answers every old path with a 301, although a fallback file exists there', async () => {
    for (const { from, to } of redirects) {
      assert.ok(fs.existsSync(path.join(siteDir, from, 'index.html')));
      for (const url of [from, `${from}/`]) {
        const response = await site.app.inject({ method: 'GET', url });
        assert.equal(response.statusCode, 301, url);
        assert.equal(response.headers.location, to, url);
      }
    }
  });
});
