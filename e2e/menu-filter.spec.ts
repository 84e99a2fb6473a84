/**
 * The dietary filter (D100) as a customer uses it: 'Bez: sezam' hides exactly the items whose API
 * data contain sesame (read from the API here, not a fixed list), the link keeps the filter across
 * a reload and offline, and the page says how many items are hidden.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { filterOrderable, filterVisible } from '../src/features/menu/menu-rules';
import type { MenuItem } from '../src/lib/shop-api-types';
import { formatItemCount } from '../src/features/menu/components/menu-text';
import { closeNotice, getNotice, type Notice } from './support/storefront';
import { deviceOffline, readyOffline, waitForWorker } from './support/offline';

/** What /menu/ lists, in its order: visible sets, then orderable products and add-ons. */
async function shopMenu(request: APIRequestContext): Promise<MenuItem[]> {
  const get = async (path: string) => (await (await request.get(path)).json()) as MenuItem[];
  const [sets, products, ingredients] = await Promise.all([get('/shop/sushiSet'), get('/shop/product'), get('/shop/ingredient')]);
  return [...filterVisible(sets), ...filterOrderable(products), ...filterOrderable(ingredients)];
}

const results = (page: Page) => page.locator('#menu-results');
const count = (page: Page) => results(page).getByRole('status');
const countText = (n: number) => new RegExp(`^${formatItemCount(n).replace(/\s/g, '\\s')}$`);
const chip = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

let notice: Notice;
test.beforeEach(async ({ request }) => {
  notice = await getNotice(request);
});

test("'Bez: sezam' hides exactly what contains sesame, says so, and the link keeps it across a reload", async ({ page, request }) => {
  const menu = await shopMenu(request);
  const withSesame = menu.filter((item) => item.allergens.includes('sesame'));
  const mayHaveSesame = menu.filter((item) => item.allergens.includes('sesame') || item.mayContain.includes('sesame'));
  expect(withSesame.length).toBeGreaterThan(0);
  expect(mayHaveSesame.length).toBeGreaterThan(withSesame.length);

  await page.goto('/menu/');
  await closeNotice(page, notice);
  await expect(count(page)).toHaveText(countText(menu.length));
  await page.getByRole('button', { name: 'Alergeny i dieta' }).click();
  await chip(page, 'Bez: sezam').click();
  await expect(chip(page, 'Bez: sezam')).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/menu\/\?bez=sezam$/);
  await expect(count(page)).toHaveText(countText(menu.length - withSesame.length));
  await expect(page.getByText(new RegExp(`^Ukryto ${withSesame.length}\\s\\S+: zawierają sezam\\.$`))).toBeVisible();
  // No card of the first page names an item with sesame.
  const shown = await results(page).getByRole('heading', { level: 3 }).allTextContents();
  expect(shown.filter((name) => withSesame.some((item) => item.name === name))).toEqual([]);

  await page.getByLabel('Ukryj też to, co „może zawierać” wybrane alergeny').check();
  await expect(page).toHaveURL(/\?bez=sezam&slady=tak$/);
  await expect(count(page)).toHaveText(countText(menu.length - mayHaveSesame.length));

  await page.reload();
  await closeNotice(page, notice);
  await expect(count(page)).toHaveText(countText(menu.length - mayHaveSesame.length));
  await expect(chip(page, 'Bez: sezam')).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Pokaż wszystko' }).click();
  await expect(page).toHaveURL(/\/menu\/$/);
  await expect(count(page)).toHaveText(countText(menu.length));
});

test('a filtered link opens filtered offline too, with a diet', async ({ page, request, context }) => {
  const menu = await shopMenu(request);
  const veganNoGluten = menu.filter((item) => item.diet === 'vegan' && !item.allergens.includes('gluten'));
  await page.goto('/');
  await waitForWorker(page);
  await page.goto('/menu/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => readyOffline(page, '/menu/')).toEqual([]);
  // The chips' chunk is in the worker's cache once loaded (the page also fetches it when idle).
  await closeNotice(page, notice);
  await page.getByRole('button', { name: 'Alergeny i dieta' }).click();
  await expect(chip(page, 'Bez: sezam')).toBeVisible();

  await context.setOffline(true);
  await page.goto('/menu/?bez=gluten&dieta=wegan');
  await deviceOffline(page);
  await closeNotice(page, notice);
  await expect(count(page)).toHaveText(countText(veganNoGluten.length));
  await expect(chip(page, 'wegańskie')).toHaveAttribute('aria-pressed', 'true');
  await expect(chip(page, 'Bez: gluten')).toHaveAttribute('aria-pressed', 'true');
});
