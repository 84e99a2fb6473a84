/**
 * Publishing with the real `gatsby build` (docs/publishing.md): the pre-rendered menu follows the shop's
 * live data, a one-price change sends a handful of the site's files, and a rollback brings the
 * old page back. Two builds of about half a minute each; run once, on PGlite (what the builds
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

  test('first publish, a price change published with under 5 % of the files, rollback', { timeout: 600_000 }, async () => {
    const first = await publishAndWait(t.app, staff.idToken);
    assert.equal(first.status, 'live', first.logTail);
    assert.ok(first.fileCount > 100, `a whole site (${first.fileCount} files)`);
    assert.equal(first.uploadedFiles, first.fileCount);
    assert.match(first.logTail, /Pre-rendered menu: shop API at http:\/\/127\.0\.0\.1/, 'built from the API, not the seed');

    const menu = (await staffCall(t.app, staff.idToken, 'GET', '/shop/staff/menu')).json().data as { id: number; type: string; name: string; price: number; isVisible: boolean }[];
    const before = await prerenderedPrices();
    const item = menu.find((i) => i.type === 'product' && i.isVisible && before.get(i.name) === zl(i.price))!;
    assert.ok(item, 'a product of the live menu is in the pre-rendered price list');
    const newPrice = item.price + 2;
    assert.equal((await staffCall(t.app, staff.idToken, 'PATCH', `/shop/staff/menu/${item.id}`, { price: newPrice })).statusCode, 200);

    const second = await publishAndWait(t.app, staff.idToken);
    assert.equal(second.status, 'live', second.logTail);
    const share = second.uploadedFiles / second.fileCount;
    console.log(`one-price change: ${second.uploadedFiles} of ${second.fileCount} files (${(share * 100).toFixed(1)} %), ${second.uploadedBytes} of ${second.totalBytes} bytes`);
    assert.ok(second.uploadedFiles > 0 && share < 0.05, `${second.uploadedFiles} of ${second.fileCount} files sent`);
    assert.equal((await prerenderedPrices()).get(item.name), zl(newPrice));

    const back = await staffCall(t.app, staff.idToken, 'POST', `/shop/staff/releases/${first.id}/rollback`);
    assert.equal(back.statusCode, 200, back.body);
    assert.equal((await prerenderedPrices()).get(item.name), zl(item.price));
  });
});
