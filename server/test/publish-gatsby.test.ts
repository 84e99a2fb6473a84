/**
 * Publishing with the real `gatsby build` (docs/publishing.md): the pre-rendered menu follows the shop's
 * live data, a change to one product (its price, and an allergen its sets derive, D99) sends a
 * handful of the site's files, and a rollback brings the old page back. Two builds of about half a minute each; run once, on PGlite (what the builds
 * read is the API, whichever database is behind it).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { LocalCognito } from '../src/identity/local-cognito';
import { TEST_DB_KIND } from './helpers/app';
import { createStaffUser, startTestIdentity, type Tokens } from './helpers/identity';
import { createPublishingApp, publishAndWait, type PublishingApp } from './helpers/publish';
import { staffCall } from './helpers/staff';

let idp: LocalCognito;
let staff: Tokens;
let t: PublishingApp;

/** The no-JavaScript price list of the pre-rendered /menu/: item name -> '32,00 zł'. */
async function prerenderedPrices(): Promise<Map<string, string>> {
  const html = (await t.app.inject('/menu/')).body;
  const list = /<section aria-labelledby="menu-price-list-title".*?<\/section>/s.exec(html)?.[0] ?? '';
  const cells = list
    .replace(/<[^>]*>/g, '|')
    .split('|')
    .map((s) => s.replace(/\u00a0/g, ' ').trim())
    .filter(Boolean);
  const prices = new Map<string, string>();
  cells.forEach((cell, i) => /^\d+,\d\d zł$/.test(cell) && prices.set(cells[i - 1], cell));
  return prices;
}

interface Listed { id: number; name: string; allergens: string[]; mayContain: string[]; contents?: { id: number }[] }

/** A set as the published /menu/ carries it: its entry in the page's data, and its JSON-LD diets. */
async function publishedSet(name: string) {
  const pageData = (await t.app.inject('/page-data/menu/page-data.json')).body;
  let listed: Listed | undefined;
  JSON.parse(pageData, (_key, value: unknown) => {
    const item = value as Listed | null;
    if (item && typeof item === 'object' && item.name === name && Array.isArray(item.allergens)) listed = item;
    return value;
  });
  const html = (await t.app.inject('/menu/')).body;
  const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => m[1]);
  let diets: string[] | undefined;
  for (const script of scripts) {
    JSON.parse(script, (_key, value: unknown) => {
      const item = value as { '@type'?: string; name?: string; suitableForDiet?: string[] } | null;
      if (item && typeof item === 'object' && item['@type'] === 'MenuItem' && item.name === name) diets = item.suitableForDiet ?? [];
      return value;
    });
  }
  return { listed, diets };
}

const zl = (value: number) => `${value.toFixed(2).replace('.', ',')} zł`;

describe('publishing with gatsby build', { skip: TEST_DB_KIND === 'postgres' && 'the real builds run once, on PGlite' }, () => {
  before(async () => {
    idp = await startTestIdentity();
    staff = await createStaffUser(idp, 'publikacja-gatsby@sushikami.pl');
    t = await createPublishingApp(idp, { realBuild: true });
  });
  after(async () => {
    await t?.close();
    await idp?.stop();
  });

  test("first publish, a product's new price and allergens published with under 5 % of the files, rollback", { timeout: 600_000 }, async () => {
    const first = await publishAndWait(t.app, staff.idToken);
    assert.equal(first.status, 'live', first.logTail);
    assert.ok(first.fileCount > 100, `a whole site (${first.fileCount} files)`);
    assert.equal(first.uploadedFiles, first.fileCount);
    assert.match(first.logTail, /Pre-rendered menu: shop API at http:\/\/127\.0\.0\.1/, 'built from the API, not the seed');

    const menu = (await staffCall(t.app, staff.idToken, 'GET', '/shop/staff/menu')).json().data as (Listed & { type: string; price: number; isVisible: boolean })[];
    const before = await prerenderedPrices();
    // A listed product without gluten and sesame, in a set free of both: the set's published facts must follow it (D99).
    const free = (i: Listed) => !['gluten', 'sesame'].some((c) => i.allergens.includes(c) || i.mayContain.includes(c));
    const sets = (await t.app.inject('/shop/sushiSet')).json() as Listed[];
    const item = menu.find((i) => i.type === 'product' && i.isVisible && before.get(i.name) === zl(i.price) && free(i) && sets.some((s) => free(s) && s.contents?.some((c) => c.id === i.id)))!;
    assert.ok(item, 'a product of the live menu is in the pre-rendered price list, in a set without gluten and sesame');
    const set = sets.find((s) => free(s) && s.contents?.some((c) => c.id === item.id))!;
    const publishedBefore = await publishedSet(set.name);
    assert.deepEqual([publishedBefore.listed?.allergens.includes('sesame'), publishedBefore.diets?.includes('https://schema.org/GlutenFreeDiet')], [false, true], set.name);
    const newPrice = item.price + 2;
    const change = { price: newPrice, allergens: [...item.allergens, 'gluten', 'sesame'] };
    assert.equal((await staffCall(t.app, staff.idToken, 'PATCH', `/shop/staff/menu/${item.id}`, change)).statusCode, 200);

    const second = await publishAndWait(t.app, staff.idToken);
    assert.equal(second.status, 'live', second.logTail);
    const share = second.uploadedFiles / second.fileCount;
    console.log(`one product's price and allergens: ${second.uploadedFiles} of ${second.fileCount} files (${(share * 100).toFixed(1)} %), ${second.uploadedBytes} of ${second.totalBytes} bytes`);
    assert.ok(second.uploadedFiles > 0 && share < 0.05, `${second.uploadedFiles} of ${second.fileCount} files sent`);
    assert.equal((await prerenderedPrices()).get(item.name), zl(newPrice));
    const publishedAfter = await publishedSet(set.name);
    assert.ok(publishedAfter.listed?.allergens.includes('sesame'), `${set.name} lists sesame in the published page's data`);
    assert.equal(publishedAfter.diets?.includes('https://schema.org/GlutenFreeDiet'), false, `${set.name}'s JSON-LD no longer says gluten-free`);

    const back = await staffCall(t.app, staff.idToken, 'POST', `/shop/staff/releases/${first.id}/rollback`);
    assert.equal(back.statusCode, 200, back.body);
    assert.equal((await prerenderedPrices()).get(item.name), zl(item.price));
  });
});
