import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../src/db/database';
import { seedContent } from '../src/db/seed/content-data';
import type { LocalCognito } from '../src/identity/local-cognito';
import { createTestApp, TEST_DB_KIND, type TestApp } from './helpers/app';
import { startTestIdentity } from './helpers/identity';
import { DEMO_DELIVERY, DEMO_PICKUP } from './helpers/orders';

let idp: LocalCognito;
let shop: TestApp;
let devShop: TestApp;

before(async () => {
  idp = await startTestIdentity();
  shop = await createTestApp({ idp });
  devShop = await createTestApp({ idp, env: { SHOP_BASE: '/dev-shop' } });
});
after(async () => {
  await shop?.close();
  await devShop?.close();
  await idp?.stop();
});

describe(`content (${TEST_DB_KIND})`, () => {
  test('welcome text', async () => {
    const res = await shop.app.inject('/shop/welcomeText/');
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), seedContent.welcomeText);
  });

  test('carousel: three slides in order', async () => {
    const slides = (await shop.app.inject('/carousel/')).json();
    assert.equal(slides.length, 3);
    assert.deepEqual(
      slides.map((s: { title: string }) => s.title),
      seedContent.carousel.map((s) => s.title),
    );
    assert.ok(slides.every((s: { id: number; image: string; link: string }) => s.id > 0 && s.image && s.link));
  });

  test('delivery terms in zł: zone A 10 from 20, free from 150; zone B 20 from 40; delivery offered', async () => {
    assert.deepEqual((await shop.app.inject('/delivery/')).json(), { ...DEMO_DELIVERY, enabled: true });
  });

  test("pickup's terms (D95): the demo restaurant's 20 minutes, 10 % off, from 20 zł; the development base too", async () => {
    for (const url of ['/shop/pickup', '/dev-shop/pickup']) {
      const res = await (url.startsWith('/dev') ? devShop : shop).app.inject(url);
      assert.deepEqual([res.statusCode, res.json(), res.headers['cache-control']], [200, DEMO_PICKUP, 'no-cache'], url);
    }
  });

  test('migration 0005: prices a restaurant set before zone terms existed stay, with no minimum', async () => {
    const old = { zoneAGrosze: 1250, zoneBGrosze: 2499 };
    await shop.app.repos.content.set('delivery', old as unknown as typeof seedContent.delivery);
    await shop.database.db.execute(sql.raw(readFileSync(path.join(MIGRATIONS_DIR, '0005_delivery_terms.sql'), 'utf8')));
    assert.deepEqual((await shop.app.inject('/delivery/')).json(), {
      zoneA: 12.5,
      zoneB: 24.99,
      minimumOrderA: 0,
      minimumOrderB: 0,
      freeDeliveryFromA: null,
      freeDeliveryFromB: null,
      enabled: true,
    });
    await shop.app.repos.content.set('delivery', seedContent.delivery);
  });

  test('system notice: text, isVisible, isSystemClose', async () => {
    assert.deepEqual((await shop.app.inject('/shop/close')).json(), seedContent.notice);
  });

  test('no Instagram feed is served (D65: no real posts to show)', async () => {
    const res = await shop.app.inject('/shop/instagram');
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().error, 'Not Found');
  });

  test('the development base serves the same shop without the close path', async () => {
    assert.equal((await devShop.app.inject('/dev-shop/product')).statusCode, 200);
    assert.equal((await devShop.app.inject('/dev-shop/welcomeText/')).statusCode, 200);
    const close = await devShop.app.inject('/dev-shop/close');
    assert.equal(close.statusCode, 404);
    assert.equal(close.json().error, 'Not Found');
    assert.equal((await devShop.app.inject('/shop/product')).statusCode, 404);
  });
});
