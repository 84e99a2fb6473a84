/**
 * Publishing (docs/publishing.md) as staff live it: a price changed in the panel is '1 zmiana nieopublikowana' until
 * 'Opublikuj'; the progress runs to 'Opublikowano' and a fresh visitor without JavaScript (what a
 * search engine or a slow phone's first paint gets) sees the new price on /menu/; 'Przywróć'
 * brings the old page back at once. Real Gatsby builds (about half a minute each).
 */
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { publishNow } from './support/publish';
import { idToken, openBoard, STAFF, staffHeaders } from './support/staff';

test.setTimeout(300_000);

interface Releases {
  pending: unknown[];
  data: { id: string; status: string }[];
}

async function releases(request: APIRequestContext, token: string): Promise<Releases> {
  const res = await request.get('/shop/staff/releases', { headers: staffHeaders(token) });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

/** Earlier journeys changed notices and menu items: publish them first, so this one counts its own change. */
async function publishEverythingPending(request: APIRequestContext, token: string): Promise<void> {
  if ((await releases(request, token)).pending.length > 0) await publishNow(request, token);
}

/** The price a visitor without JavaScript reads in the pre-rendered price list of /menu/. */
async function prerenderedPrice(browser: Browser, name: string): Promise<string> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/menu/');
  const list = page.getByRole('region', { name: 'Cennik — wszystkie pozycje' });
  const row = list.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
  const text = (await row.innerText({ timeout: 10_000 })).replace(/\s+/g, ' ');
  await context.close();
  return /(\d+,\d\d) zł/.exec(text)?.[1] ?? `no price in '${text}'`;
}

test('staff publish a price change and roll it back; a visitor without JavaScript sees each', async ({ page, request, browser }) => {
  const token = await idToken(request, STAFF.email, STAFF.password);
  await publishEverythingPending(request, token);
  const products = (await (await request.get('/shop/product')).json()) as { id: number; name: string; price: number }[];
  const item = products[0];
  const oldPrice = item.price.toFixed(2).replace('.', ',');
  const newPrice = (item.price + 1).toFixed(2).replace('.', ',');
  expect(await prerenderedPrice(browser, item.name)).toBe(oldPrice);
  const before = (await releases(request, token)).data[0];

  try {
    await openBoard(page);
    await page.getByRole('tab', { name: 'Menu' }).click();
    await page.getByRole('searchbox').fill(item.name);
    await page.getByLabel(`${item.name}: cena (zł)`, { exact: true }).fill(newPrice);
    const row = page.locator(`[data-item-id="${item.id}"]`);
    await row.getByRole('button', { name: 'Zapisz' }).click();
    await expect(row.getByRole('status')).toHaveText('Zapisano');

    await page.getByRole('tab', { name: 'Publikacja' }).click();
    await expect(page.getByTestId('pending-count')).toHaveText(/^1\s+zmiana nieopublikowana$/);
    await expect(page.getByRole('list', { name: 'Zmiany nieopublikowane' })).toContainText(`cena ${item.name}`);
    await page.getByRole('button', { name: 'Opublikuj' }).click();
    const progress = page.getByTestId('publish-progress');
    await expect(progress).toBeVisible();
    await expect(progress.getByLabel('Postęp publikacji')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Opublikowano' })).toBeVisible({ timeout: 240_000 });
    await expect(page.getByText('Strona jest aktualna — wszystkie zmiany są opublikowane.')).toBeVisible();
    const history = page.getByRole('list', { name: 'Historia publikacji' });
    await expect(history.getByTestId('release').first()).toContainText('opublikowane (na stronie)');
    await expect(history.getByTestId('release').first()).toContainText(`cena ${item.name}`);
    expect(await prerenderedPrice(browser, item.name)).toBe(newPrice);

    page.once('dialog', (dialog) => void dialog.accept());
    await history.getByRole('button', { name: `Przywróć ${before.id}` }).click();
    await expect(history.getByTestId('release').first()).toContainText('wycofane');
    await expect(page.getByTestId('pending-count')).toHaveText(/^1\s+zmiana nieopublikowana$/);
    expect(await prerenderedPrice(browser, item.name)).toBe(oldPrice);
  } finally {
    const res = await request.patch(`/shop/staff/menu/${item.id}`, { headers: staffHeaders(token), data: { price: item.price } });
    expect(res.ok()).toBe(true);
  }
});
