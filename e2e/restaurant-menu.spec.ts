/**
 * The restaurant-menu variant (any path containing 'menurestauracja'): the dining room's
 * lists from /shop/menu/*, read-only (no basket icon, counter or add button), without the
 * shop's page load, with no console errors and no serious axe violations.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { PAGE_SIZE, filterOrderable, filterVisible } from '../src/features/menu/menu-rules';
import type { MenuItem } from '../src/lib/shop-api-types';
import { collectErrors, expectNoSeriousAxeViolations } from './support/storefront';

async function restaurantMenu(request: APIRequestContext): Promise<MenuItem[]> {
  const get = async (path: string) => (await (await request.get(path)).json()) as MenuItem[];
  const [sets, products, ingredients] = await Promise.all([
    get('/shop/menu/sushiSet'),
    get('/shop/menu/product'),
    get('/shop/menu/ingredient'),
  ]);
  return [...filterVisible(sets), ...filterOrderable(products), ...filterOrderable(ingredients)];
}

// The printed QR codes use several shapes of the address; all must show the menu.
for (const path of ['/menurestauracja/', '/menurestauracja/stolik-3', '/qr/menurestauracja-stolik-5']) {
  test(`${path} shows the restaurant menu read-only`, async ({ page, request }) => {
    const problems = collectErrors(page);
    const shopCalls: string[] = [];
    page.on('request', (req) => {
      const { pathname } = new URL(req.url());
      if (/^\/shop\/(?!menu\/)/.test(pathname) || pathname === '/carousel/') shopCalls.push(pathname);
    });

    const menu = await restaurantMenu(request);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);

    await expect(page.getByRole('heading', { level: 1, name: 'Menu restauracji' })).toBeVisible();
    // Gatsby moves a path no matchPath covers to the served page's own (/menurestauracja/).
    await expect(page).toHaveURL(/menurestauracja/);
    await expect(page).toHaveTitle(/^Menu restauracji/);
    const results = page.locator('#menu-results');
    await expect(results.getByRole('status')).toHaveText(new RegExp(`^${menu.length}\\s`));
    expect(await results.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
      menu.slice(0, PAGE_SIZE).map((item) => item.name),
    );

    await expect(page.getByRole('link', { name: /^Koszyk/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Koszyk/ })).toHaveCount(0);
    await expect(page.getByTestId('basket-badge')).toHaveCount(0);

    await results.getByRole('button', { name: `Zobacz: ${menu[0].name}` }).click();
    const dialog = page.getByRole('dialog', { name: menu[0].name });
    await expect(dialog.getByText('Cena')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Dodaj do koszyka' })).toHaveCount(0);
    await expect(dialog.getByRole('group', { name: 'Ilość' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The shop's page load (notice, carousel, shop lists) never ran here.
    expect(shopCalls).toEqual([]);
    expect(problems, 'console errors on the page').toEqual([]);
  });
}

test('/menurestauracja/ has no serious or critical axe violations', async ({ page }) => {
  await page.goto('/menurestauracja/');
  await expect(page.locator('#menu-results').getByRole('button', { name: /^Zobacz: / }).first()).toBeVisible();
  // The page fades in over 500 ms: measure contrast on the final colours.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await expectNoSeriousAxeViolations(page);
});

// On a slow network the menu shows seconds before the scripts have arrived (plugins/gatsby-plugin-build-patches/early-taps.ts).
test('a card tapped before the scripts have arrived opens once the page has hydrated', async ({ page }) => {
  let release = () => undefined as void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/app-[0-9a-f]+\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/menurestauracja/', { waitUntil: 'domcontentloaded' });
  const opener = page.locator('#menu-results').getByRole('button', { name: /^Zobacz: / }).first();
  const name = (await opener.getAttribute('aria-label'))!.replace('Zobacz: ', '');

  await opener.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toHaveCount(0);

  release();
  await expect(dialog.getByText('Cena')).toBeVisible();
});
