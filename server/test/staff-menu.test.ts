import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { seedMenu } from '../src/db/seed/menu-data';
import type { LocalCognito } from '../src/identity/local-cognito';
import { createTestApp, TEST_DB_KIND, type TestApp } from './helpers/app';
import { testClock } from './helpers/clock';
import { createStaffUser, startTestIdentity, type Tokens } from './helpers/identity';
import { aProduct, aSet, orderBody, postOrder } from './helpers/orders';
import { staffCall } from './helpers/staff';

let idp: LocalCognito;
let t: TestApp;
let staff: Tokens;
const clock = testClock();

before(async () => {
  idp = await startTestIdentity();
  t = await createTestApp({ idp, now: clock.now });
  staff = await createStaffUser(idp, 'szef@sushikami.pl');
});
after(async () => {
  await t?.close();
  await idp?.stop();
});

interface ListItem {
  id: number;
  price: number;
  desc: string;
  soldOut: boolean;
}
const patch = (id: number | string, body: unknown) => staffCall(t.app, staff.idToken, 'PATCH', `/shop/staff/menu/${id}`, body);
const staffMenu = async () => (await staffCall(t.app, staff.idToken, 'GET', '/shop/staff/menu')).json().data as (ListItem & { type: string; soldOutToday: boolean; isVisible: boolean })[];
const lastAudit = async () => (await staffCall(t.app, staff.idToken, 'GET', '/shop/staff/audit?limit=1')).json().data[0];
async function list(path: string) {
  const res = await t.app.inject(path);
  assert.equal(res.statusCode, 200);
  return { items: res.json() as ListItem[], etag: res.headers.etag as string };
}
const find = <T extends ListItem>(items: T[], id: number) => items.find((i) => i.id === id);

describe(`staff menu (${TEST_DB_KIND})`, () => {
  test('GET /staff/menu: every item, hidden ones too, sets then products then ingredients, price in zł', async () => {
    const items = await staffMenu();
    assert.equal(items.length, seedMenu.length);
    const types = items.map((i: { type: string }) => i.type);
    assert.deepEqual(types, [...types].sort((a, b) => ['set', 'product', 'ingredient'].indexOf(a) - ['set', 'product', 'ingredient'].indexOf(b)));
    assert.ok(items.some((i) => !i.isVisible), 'hidden items are listed');
    const seeded = seedMenu.find((i) => i.id === aProduct.id)!;
    assert.deepEqual(find(items, aProduct.id), {
      id: seeded.id,
      type: 'product',
      name: seeded.name,
      category: seeded.category,
      price: seeded.priceGrosze / 100,
      desc: seeded.desc,
      isVisible: true,
      soldOutToday: false,
      allergens: seeded.allergens,
      mayContain: seeded.mayContain ?? [],
      diet: seeded.diet ?? 'none',
    });
  });

  test('price and description: the public list and its ETag change at once; audited in zł', async () => {
    const before = await list('/shop/product');
    const oldPrice = find(before.items, aProduct.id)!.price;
    const res = await patch(aProduct.id, { price: 41.9, desc: '  Nowy opis.  ' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().price, 41.9);
    assert.equal(res.json().desc, 'Nowy opis.');
    const after = await list('/shop/product');
    assert.deepEqual([find(after.items, aProduct.id)!.price, find(after.items, aProduct.id)!.desc], [41.9, 'Nowy opis.']);
    assert.notEqual(after.etag, before.etag);
    const revalidated = await t.app.inject({ url: '/shop/product', headers: { 'if-none-match': before.etag } });
    assert.equal(revalidated.statusCode, 200, 'the old ETag no longer matches');
    assert.equal(revalidated.headers['cache-control'], 'no-cache');
    const audit = await lastAudit();
    assert.deepEqual(
      [audit.action, audit.target, audit.by, audit.before, audit.after],
      ['menu-item', String(aProduct.id), 'szef@sushikami.pl', { price: oldPrice, desc: before.items.find((i) => i.id === aProduct.id)!.desc }, { price: 41.9, desc: 'Nowy opis.' }],
    );
    const order = await postOrder(t.app);
    assert.equal(order.json().items.find((i: { id: number }) => i.id === aProduct.id).price, 41.9, 'orders are charged the new price');
  });

  test('visibility: a hidden item leaves the online list and cannot be ordered', async () => {
    assert.equal((await patch(aSet.id, { isVisible: false })).json().isVisible, false);
    assert.equal(find((await list('/shop/sushiSet')).items, aSet.id), undefined);
    const order = await postOrder(t.app);
    assert.equal(order.statusCode, 422);
    assert.equal(order.json().code, 'ITEM_UNAVAILABLE');
    assert.deepEqual([(await lastAudit()).before, (await lastAudit()).after], [{ isVisible: true }, { isVisible: false }]);
    await patch(aSet.id, { isVisible: true });
    assert.ok(find((await list('/shop/sushiSet')).items, aSet.id));
  });

  test('sold out for today: flagged in the lists, orders refused, for sale again the next Warsaw day', async () => {
    clock.set('2026-03-11T13:00:00Z'); // Wednesday 14:00 in Warsaw
    const before = await list('/shop/product');
    const res = await patch(aProduct.id, { soldOutToday: true });
    assert.equal(res.json().soldOutToday, true);
    const soldOut = await list('/shop/product');
    assert.equal(find(soldOut.items, aProduct.id)!.soldOut, true);
    assert.ok(soldOut.items.filter((i) => i.id !== aProduct.id).every((i) => i.soldOut === false));
    assert.notEqual(soldOut.etag, before.etag);
    assert.equal(find((await list('/shop/menu/product')).items, aProduct.id)!.soldOut, true, 'the restaurant menu shows it too');
    assert.deepEqual([(await lastAudit()).before, (await lastAudit()).after], [{ soldOutToday: false }, { soldOutToday: true }]);

    const refused = await postOrder(t.app, orderBody());
    assert.equal(refused.statusCode, 409);
    assert.deepEqual(
      { code: refused.json().code, field: refused.json().field, message: refused.json().message },
      { code: 'SOLD_OUT', field: 'body/items/1/id', message: `Pozycja „${aProduct.name}” jest dziś wyprzedana. Usuń ją z koszyka.` },
    );
    assert.equal((await postOrder(t.app, orderBody({ items: [{ id: aSet.id, quantity: 1 }] }))).statusCode, 201, 'other items still sell');

    clock.set('2026-03-11T22:59:00Z'); // 23:59 in Warsaw: still today
    assert.equal(find((await list('/shop/product')).items, aProduct.id)!.soldOut, true);
    clock.set('2026-03-11T23:00:30Z'); // 00:00:30 on Thursday in Warsaw (22:00 UTC would still be Wednesday there)
    const nextDay = await list('/shop/product');
    assert.equal(find(nextDay.items, aProduct.id)!.soldOut, false);
    assert.notEqual(nextDay.etag, soldOut.etag, 'the ETag follows the date without any staff action');
    assert.equal(find(await staffMenu(), aProduct.id)!.soldOutToday, false);
    clock.set('2026-03-12T12:00:00Z'); // Thursday 13:00, open
    assert.equal((await postOrder(t.app)).statusCode, 201);

    await patch(aProduct.id, { soldOutToday: true });
    await patch(aProduct.id, { soldOutToday: false });
    assert.equal(find((await list('/shop/product')).items, aProduct.id)!.soldOut, false, 'staff can undo it the same day');
  });

  test("allergens: staff add 'sesame' to a product and every set containing it lists it at once, named after the product (D99)", async () => {
    // A product without sesame that some set contains.
    const product = seedMenu.find((i) => i.id > 2000 && i.id < 3000 && !i.allergens.includes('sesame') && seedMenu.some((s) => s.contents?.some((c) => c.itemId === i.id)))!;
    const holders = seedMenu.filter((s) => s.contents?.some((c) => c.itemId === product.id)).map((s) => s.id);
    const before = await list('/shop/sushiSet');
    const res = await patch(product.id, { allergens: [...product.allergens, 'sesame'], mayContain: [], diet: 'vegetarian' });
    assert.equal(res.statusCode, 200, res.body);
    assert.ok(res.json().allergens.includes('sesame'));
    assert.equal(res.json().diet, 'vegetarian');

    const after = await list('/shop/sushiSet');
    assert.notEqual(after.etag, before.etag, 'a new ETag, so phones do not keep the old list');
    type SetJson = ListItem & { allergens: string[]; mayContain: string[] };
    for (const id of holders) {
      const set = (after.items as SetJson[]).find((i) => i.id === id);
      if (set) assert.ok(set.allergens.includes('sesame'), `set ${id} lists sesame`);
    }
    const menuList = (await list('/shop/menu/sushiSet')).items as SetJson[];
    assert.ok(holders.some((id) => menuList.find((i) => i.id === id)?.allergens.includes('sesame')), 'the restaurant menu too');
    const staffSet = (await staffMenu()).find((i) => i.id === holders[0]) as unknown as { allergenSources: { allergen: string; from: string[] }[] };
    assert.deepEqual(staffSet.allergenSources.find((s) => s.allergen === 'sesame')?.from.includes(product.name), true);

    const audit = await lastAudit();
    assert.equal(audit.action, 'menu-item');
    assert.deepEqual(audit.before.allergens, product.allergens);
    assert.ok(audit.after.allergens.includes('sesame'));

    // Back as seeded, so the other tests read the seed.
    assert.equal((await patch(product.id, { allergens: product.allergens, mayContain: product.mayContain ?? [], diet: product.diet ?? 'none' })).statusCode, 200);
  });

  test("a set's lists are derived: changing them is refused, naming the field; an unknown code is refused too", async () => {
    const res = await patch(aSet.id, { allergens: ['fish'] });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().code, 'SET_FACTS_DERIVED');
    assert.equal(res.json().field, 'body/allergens');
    assert.equal((await patch(aSet.id, { diet: 'vegan' })).json().field, 'body/diet');
    const bad = await patch(aProduct.id, { mayContain: ['sesame', 'kiwi'] });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().message, /mayContain/);
    assert.equal((await patch(aProduct.id, { allergens: ['fish', 'fish'] })).statusCode, 400, 'no repeats');
    const both = await patch(aProduct.id, { mayContain: [...aProduct.allergens.slice(0, 1)] });
    assert.equal(both.statusCode, 400, 'a trace the item certainly contains');
    assert.deepEqual([both.json().code, both.json().field], ['ALLERGEN_IN_BOTH_LISTS', 'body/mayContain']);
  });

  test('bad input: 400 naming the field; unknown items 404; garbage never 500', async () => {
    const cases: [unknown, string][] = [
      [{}, 'body'],
      [{ price: 0 }, 'body/price'],
      [{ price: 12.345 }, 'body/price'],
      [{ price: 10000.01 }, 'body/price'],
      [{ price: '12' }, 'body/price'],
      [{ soldOutToday: 'yes' }, 'body/soldOutToday'],
      [{ isVisible: null }, 'body/isVisible'],
      [{ desc: 'x'.repeat(2001) }, 'body/desc'],
      [{ name: 'Nowa nazwa' }, 'body/name'],
    ];
    for (const [body, field] of cases) {
      const res = await patch(aProduct.id, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body).slice(0, 80));
      assert.equal(res.json().field, field, `${JSON.stringify(body).slice(0, 80)}: ${res.json().message}`);
    }
    for (const id of ['2999999', '9999', '1']) {
      const res = await patch(id, { isVisible: true });
      assert.equal(res.statusCode, 404, id);
      assert.equal(res.json().code, 'ITEM_NOT_FOUND');
    }
    const badId = await patch('abc', { isVisible: true });
    assert.deepEqual([badId.statusCode, badId.json().field], [400, 'params/id']);
    for (const payload of ['null', '[]', '"x"', '{"price": {"$gt": 0}}', '{bad']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/shop/staff/menu/${aProduct.id}`,
        headers: { authorization: `Bearer ${staff.idToken}`, 'content-type': 'application/json' },
        payload,
      });
      assert.equal(res.statusCode, 400, payload);
    }
  });
});

describe('staff menu changes across API instances (postgres)', () => {
  const skip = TEST_DB_KIND === 'postgres' ? false : 'needs PostgreSQL: run with TEST_DATABASE_URL (scripts/with-postgres.sh)';

  test('a change made through instance A reaches instance B\'s rendered lists at once', { skip }, async () => {
    const b = await createTestApp({ idp, shareDatabaseOf: t, now: clock.now });
    try {
      const read = async () => {
        const res = await b.app.inject('/shop/product');
        return { item: (res.json() as ListItem[]).find((i) => i.id === aProduct.id)!, etag: res.headers.etag };
      };
      const before = await read(); // B has rendered and cached its lists now
      await patch(aProduct.id, { price: before.item.price + 1 });
      // Well within the catalog's 5 s fallback check: the NOTIFY did it.
      const deadline = Date.now() + 1500;
      let after = await read();
      while (after.item.price === before.item.price && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
        after = await read();
      }
      assert.equal(after.item.price, before.item.price + 1);
      assert.notEqual(after.etag, before.etag);
    } finally {
      await b.close();
    }
  });
});
