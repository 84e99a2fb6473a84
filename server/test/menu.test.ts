import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { menuItems } from '../src/db/schema';
import { seedMenu } from '../src/db/seed/menu-data';
import type { LocalCognito } from '../src/identity/local-cognito';
import { createTestApp, TEST_DB_KIND, type TestApp } from './helpers/app';
import { startTestIdentity } from './helpers/identity';

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

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe(`menu lists (${TEST_DB_KIND})`, () => {
  test('online lists hold visible sets and products, and every ingredient with its flag', async () => {
    const sets = (await get('/shop/sushiSet')).json();
    const products = (await get('/shop/product')).json();
    const ingredients = (await get('/shop/ingredient')).json();

    const seeded = (digit: string) => seedMenu.filter((i) => String(i.id)[0] === digit);
    assert.equal(sets.length, seeded('3').filter((i) => i.isVisible).length);
    assert.equal(products.length, seeded('2').filter((i) => i.isVisible).length);
    assert.equal(ingredients.length, seeded('1').length);
    assert.ok(sets.length >= 10 && products.length >= 38 && ingredients.length >= 25);

    assert.ok(sets.every((s: { id: number }) => String(s.id).startsWith('3')));
    assert.ok(products.every((p: { id: number; isVisible: boolean }) => String(p.id).startsWith('2') && p.isVisible));
    assert.ok(ingredients.some((i: { isVisible: boolean }) => !i.isVisible), 'invisible ingredients keep their flag');
  });

  test('an item carries the fields the site shows, price in zł from grosze', async () => {
    const products = (await get('/shop/product')).json();
    const seededItem = seedMenu.find((i) => i.id === products[0].id)!;
    assert.deepEqual(products[0], {
      id: seededItem.id,
      name: seededItem.name,
      category: seededItem.category,
      price: seededItem.priceGrosze / 100,
      description: seededItem.description,
      desc: seededItem.desc,
      image: seededItem.image,
      isVisible: true,
      allergens: seededItem.allergens,
      mayContain: seededItem.mayContain ?? [],
      diet: seededItem.diet ?? 'none',
      soldOut: false,
    });
  });

  test('sets list their contents by name', async () => {
    const [set] = (await get('/shop/sushiSet')).json();
    const seededSet = seedMenu.find((i) => i.id === set.id)!;
    assert.equal(set.contents.length, seededSet.contents!.length);
    const first = seedMenu.find((i) => i.id === seededSet.contents![0].itemId)!;
    assert.deepEqual(set.contents[0], { id: first.id, name: first.name, quantity: seededSet.contents![0].quantity });
  });

  test('restaurant-menu lists hold what the dining room serves, including restaurant-only items', async () => {
    const menuProducts = [
      ...(await get('/shop/menu/product')).json(),
      ...(await get('/shop/menu/ingredient')).json(),
      ...(await get('/shop/menu/sushiSet')).json(),
    ];
    const expected = seedMenu.filter((i) => i.inRestaurantMenu).map((i) => i.id).sort();
    assert.deepEqual(menuProducts.map((i: { id: number }) => i.id).sort(), expected);
    const restaurantOnly = seedMenu.find((i) => i.inRestaurantMenu && !i.isVisible)!;
    assert.ok(menuProducts.some((i: { id: number }) => i.id === restaurantOnly.id));
    const online = [...(await get('/shop/product')).json(), ...(await get('/shop/sushiSet')).json()];
    assert.ok(!online.some((i: { id: number }) => i.id === restaurantOnly.id), 'restaurant-only items are not sold online');
  });

  test('ETag: a revalidation without change is a 304 with no body', async () => {
    const first = await get('/shop/product');
    assert.equal(first.statusCode, 200);
    const etag = first.headers.etag as string;
    assert.match(etag, /^"[\w-]+"$/);
    assert.equal(first.headers['cache-control'], 'no-cache');
    const second = await get('/shop/product', { 'if-none-match': etag });
    assert.equal(second.statusCode, 304);
    assert.equal(second.body, '');
    const other = await get('/shop/product', { 'if-none-match': '"stale"' });
    assert.equal(other.statusCode, 200);
  });

  test('lists are refreshed when the data changes', async () => {
    const before = await get('/shop/product');
    const item = before.json()[0];
    await t.database.db.update(menuItems).set({ priceGrosze: 4321 }).where(eq(menuItems.id, item.id));
    t.app.menuCatalog.invalidate();
    const after = await get('/shop/product', { 'if-none-match': before.headers.etag as string });
    assert.equal(after.statusCode, 200);
    assert.notEqual(after.headers.etag, before.headers.etag);
    assert.equal(after.json()[0].price, 43.21);
  });
});
