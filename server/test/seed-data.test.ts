import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { seedMenu } from '../src/db/seed/menu-data';
import { seedContent } from '../src/db/seed/content-data';
import { INGREDIENT_CATEGORIES, PRODUCT_CATEGORIES, SET_CATEGORIES } from '../../domain/rules/menu-catalogue';
import { type SeedMenuItem } from '../src/db/seed/types';
import { ALLERGEN_CODES as ALLERGENS, deriveSetFacts } from '../../domain/rules/allergens';

// Tests run from the repository root.
const staticDir = path.join(process.cwd(), 'static');
const staticFile = (image: string): string => path.join(staticDir, image);

const isSet = (item: SeedMenuItem): boolean => (SET_CATEGORIES as readonly string[]).includes(item.category);
const isProduct = (item: SeedMenuItem): boolean => (PRODUCT_CATEGORIES as readonly string[]).includes(item.category);
const isIngredient = (item: SeedMenuItem): boolean =>
  (INGREDIENT_CATEGORIES as readonly string[]).includes(item.category);

const sets = seedMenu.filter(isSet);
const products = seedMenu.filter(isProduct);
const ingredients = seedMenu.filter(isIngredient);
const byId = new Map(seedMenu.map((item) => [item.id, item]));

/** Pieces of sushi an item stands for, read from its 'N szt' chip. */
const pieces = (item: SeedMenuItem): number | undefined => {
  const chip = item.description.find((d) => /^\d+ szt$/.test(d));
  return chip === undefined ? undefined : Number(chip.split(' ')[0]);
};
const SUSHI_CATEGORIES = ['maki', 'nigiri', 'sashimi', 'sushi'];

test('menu has enough items of each type', () => {
  assert.ok(sets.length >= 10, `sets: ${sets.length}`);
  assert.ok(products.length >= 40, `products: ${products.length}`);
  assert.ok(ingredients.length >= 25, `ingredient-type items: ${ingredients.length}`);
  assert.equal(sets.length + products.length + ingredients.length, seedMenu.length, 'every item has a known category');
});

test('every category of the spec is present', () => {
  const present = new Set(seedMenu.map((item) => item.category));
  for (const category of [...SET_CATEGORIES, ...PRODUCT_CATEGORIES, ...INGREDIENT_CATEGORIES]) {
    assert.ok(present.has(category), `missing category ${category}`);
  }
});

test('product and ingredient categories have at least 3 items each', () => {
  for (const category of [...PRODUCT_CATEGORIES, ...INGREDIENT_CATEGORIES]) {
    const count = seedMenu.filter((item) => item.category === category).length;
    assert.ok(count >= 3, `${category}: ${count}`);
  }
});

test('first digit of the id matches the type', () => {
  for (const item of seedMenu) {
    assert.ok(Number.isInteger(item.id) && item.id >= 1000 && item.id <= 3999, `id ${item.id}`);
    const digit = String(item.id)[0];
    const expected = isSet(item) ? '3' : isProduct(item) ? '2' : '1';
    assert.equal(digit, expected, `${item.name} (${item.id}, ${item.category})`);
  }
});

test('ids and names are unique', () => {
  const ids = seedMenu.map((item) => item.id);
  assert.equal(new Set(ids).size, ids.length, 'duplicate id');
  const names = seedMenu.map((item) => item.name.toLocaleLowerCase('pl'));
  const dup = names.filter((name, i) => names.indexOf(name) !== i);
  assert.deepEqual(dup, [], 'duplicate names');
});

test('prices are positive integers in grosze', () => {
  for (const item of seedMenu) {
    assert.ok(Number.isInteger(item.priceGrosze) && item.priceGrosze > 0, `${item.name}: ${item.priceGrosze}`);
  }
  assert.ok(
    seedMenu.some((item) => item.priceGrosze % 10 !== 0),
    'some price has odd grosze so rounding is exercised',
  );
});

test('texts are filled in', () => {
  for (const item of seedMenu) {
    assert.ok(item.name.trim().length > 0, `name of ${item.id}`);
    assert.ok(item.desc.trim().length > 10, `desc of ${item.name}`);
    assert.ok(item.description.length >= 2 && item.description.length <= 4, `chips of ${item.name}`);
    for (const chip of item.description) assert.ok(chip.trim().length > 0, `empty chip in ${item.name}`);
  }
});

test('allergens and traces come from the 14 of the regulation, without repeats, and a trace is never also an allergen', () => {
  for (const item of seedMenu) {
    for (const list of [item.allergens, item.mayContain ?? []]) {
      for (const allergen of list) assert.ok((ALLERGENS as readonly string[]).includes(allergen), `${item.name}: ${allergen}`);
      assert.equal(new Set(list).size, list.length, `repeated allergen in ${item.name}`);
    }
    for (const trace of item.mayContain ?? []) assert.ok(!item.allergens.includes(trace), `${item.name}: ${trace} both contained and a trace`);
  }
});

test('only sets have contents, and every set lists existing visible products', () => {
  for (const item of seedMenu) {
    if (!isSet(item)) assert.equal(item.contents, undefined, `${item.name} is not a set`);
  }
  for (const set of sets) {
    assert.ok(set.contents && set.contents.length > 0, `${set.name} has no contents`);
    for (const { itemId, quantity } of set.contents) {
      const product = byId.get(itemId);
      assert.ok(product, `${set.name}: unknown item ${itemId}`);
      assert.ok(isProduct(product), `${set.name}: ${itemId} is not a product`);
      assert.ok(product.isVisible, `${set.name}: ${product.name} is not visible`);
      assert.ok(Number.isInteger(quantity) && quantity > 0, `${set.name}: quantity ${quantity}`);
    }
    const ids = set.contents.map((c) => c.itemId);
    assert.equal(new Set(ids).size, ids.length, `${set.name} lists a product twice`);
  }
});

test("a set's 'N szt' chip matches the pieces of sushi it holds", () => {
  for (const set of sets) {
    const claimed = pieces(set);
    if (claimed === undefined) continue;
    let total = 0;
    for (const { itemId, quantity } of set.contents ?? []) {
      const product = byId.get(itemId)!;
      if (!SUSHI_CATEGORIES.includes(product.category)) continue;
      const each = pieces(product);
      assert.ok(each !== undefined, `${product.name} has no 'szt' chip`);
      total += each * quantity;
    }
    assert.equal(total, claimed, set.name);
  }
});

test('a set types no lists of its own: its allergens, traces and diet follow from its products (D99)', () => {
  const lookup = (id: number) => {
    const item = byId.get(id);
    return item && { ...item, mayContain: item.mayContain ?? [], diet: item.diet ?? 'none' };
  };
  for (const set of sets) {
    assert.deepEqual([set.allergens, set.mayContain, set.diet], [[], undefined, undefined], set.name);
    const derived = deriveSetFacts(set.id, lookup);
    for (const { itemId } of set.contents ?? []) {
      for (const allergen of byId.get(itemId)!.allergens) assert.ok(derived.allergens.includes(allergen), `${set.name} misses ${allergen}`);
    }
  }
  const wege = sets.find((s) => s.name === 'Zestaw Wege')!;
  assert.equal(deriveSetFacts(wege.id, lookup).diet, 'vegan', 'the demo has a set a vegan can order');
});

test('every image path exists under static/', () => {
  for (const item of seedMenu) {
    assert.match(item.image, /^\/images\/menu\/[a-z-]+\.svg$/, item.name);
    assert.ok(existsSync(staticFile(item.image)), `${item.name}: ${item.image}`);
  }
  for (const slide of seedContent.carousel) assert.ok(existsSync(staticFile(slide.image)), slide.image);
});

test('illustrations are small, titled SVGs with a viewBox and a size', () => {
  const images = new Set<string>([
    ...seedMenu.map((item) => item.image),
    ...seedContent.carousel.map((s) => s.image),
    '/images/logo.svg',
    '/favicon.svg',
  ]);
  for (const image of images) {
    const file = staticFile(image);
    assert.ok(statSync(file).size < 3072, `${image} is ${statSync(file).size} bytes`);
    const svg = readFileSync(file, 'utf8');
    const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
    assert.match(root, /\bviewBox="[\d. ]+"/, `${image} viewBox`);
    assert.match(root, /\bwidth="\d+"/, `${image} width`);
    assert.match(root, /\bheight="\d+"/, `${image} height`);
    assert.match(svg, /<title\b[^>]*>[^<]+<\/title>/, `${image} title`);
    assert.match(svg, /<\/svg>\s*$/, `${image} is complete`);
  }
});

test('each type has an invisible item, and some items are restaurant-only or delivery-only', () => {
  assert.ok(sets.some((item) => !item.isVisible), 'invisible set');
  assert.ok(products.some((item) => !item.isVisible), 'invisible product');
  assert.ok(ingredients.some((item) => !item.isVisible), 'invisible ingredient-type item');
  const restaurantOnly = seedMenu.filter((item) => !item.isVisible && item.inRestaurantMenu);
  assert.ok(restaurantOnly.length >= 2, `restaurant-only items: ${restaurantOnly.length}`);
  assert.ok(
    seedMenu.some((item) => item.isVisible && !item.inRestaurantMenu),
    'some delivery-only item',
  );
  assert.ok(
    seedMenu.filter((item) => item.isVisible && item.inRestaurantMenu).length > seedMenu.length / 2,
    'most items are in the restaurant menu',
  );
});

test('content: welcome, notice, delivery prices', () => {
  assert.ok(seedContent.welcomeText.title.trim().length > 0);
  assert.ok(seedContent.welcomeText.text.trim().length > 40);
  assert.ok(seedContent.notice.text.trim().length > 0);
  assert.equal(seedContent.notice.isVisible, true);
  assert.equal(seedContent.notice.isSystemClose, false);
  assert.deepEqual(seedContent.delivery, {
    A: { priceGrosze: 1000, minimumOrderGrosze: 2000, freeDeliveryFromGrosze: 15000 },
    B: { priceGrosze: 2000, minimumOrderGrosze: 4000, freeDeliveryFromGrosze: null },
  });
});

test('content: carousel has 3 slides', () => {
  assert.equal(seedContent.carousel.length, 3);
  for (const slide of seedContent.carousel) {
    assert.ok(slide.title.trim() && slide.text.trim(), 'slide texts');
    assert.match(slide.image, /^\/images\/carousel\/\d+\.svg$/);
    assert.match(slide.link, /^\/[a-z-]*\/?$/);
  }
});
