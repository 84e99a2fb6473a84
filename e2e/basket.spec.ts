/**
 * The basket in the running product: a saved basket (real ids and prices from the shop API)
 * shows in the top bar's badge and preview, the basket page edits it, a reload keeps it, and
 * corrupt storage never breaks the page. Desktop hovers, the phone taps.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  basketFromApi,
  basketWorth,
  closeNotice,
  collectErrors,
  getNotice,
  lineTotal,
  loose,
  seedBasket,
  zl,
  type Notice,
  type StoredLine,
} from './support/storefront';

let errors: string[];
let notice: Notice;
test.beforeEach(async ({ page, request }) => {
  errors = collectErrors(page);
  notice = await getNotice(request);
});
test.afterEach(() => {
  expect(errors, 'console errors').toEqual([]);
});

const main = (page: Page) => page.getByRole('main');
const row = (page: Page, name: string) =>
  main(page).getByRole('listitem').filter({ has: page.getByRole('button', { name: `Usuń ${name}`, exact: true }) });
const total = (page: Page) => main(page).getByText(/^Razem:/);
const sum = (lines: StoredLine[]) => lines.reduce((acc, line) => acc + Math.round(line.price * 100) * line.quantity, 0) / 100;

test('badge and preview show the saved basket; the basket page edits it; a reload keeps it', async ({
  page,
  request,
  isMobile,
}) => {
  const lines = await basketFromApi(request, [2, 1]);
  await seedBasket(page, JSON.stringify(lines));
  await page.goto('/');
  await closeNotice(page, notice);

  await expect(page.getByTestId('basket-badge')).toHaveText('3');
  const preview = page.getByRole('heading', { name: 'Moje zamówienie' });
  await expect(preview).toBeHidden();
  if (isMobile) {
    // Tap toggles the preview; its ZAMAWIAM leads to the basket page.
    const basketButton = page.getByRole('button', { name: 'Koszyk, 3 produkty' });
    await basketButton.click();
    await expect(preview).toBeVisible();
    await basketButton.click();
    await expect(preview).toBeHidden();
    await basketButton.click();
  } else {
    await page.getByRole('link', { name: 'Koszyk, 3 produkty' }).hover();
  }
  await expect(preview).toBeVisible();
  // The preview opens inside the top bar.
  const panel = page.getByRole('banner');
  await expect(panel).toContainText(zl(sum(lines)));
  for (const line of lines) await expect(panel).toContainText(loose(`x${line.quantity} szt ${line.name}`));

  if (isMobile) await page.getByRole('link', { name: 'ZAMAWIAM' }).click();
  else await page.getByRole('link', { name: 'Koszyk, 3 produkty' }).click();
  await expect(page).toHaveURL(/\/basket\/$/);
  // A client-side navigation: the notice is not shown again (the page load ran once).
  await expect(page.getByRole('heading', { level: 1, name: 'Koszyk' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(main(page).getByText(/^W koszyku:/)).toHaveText(loose('W koszyku: 3 produkty'));
  await expect(total(page)).toContainText(zl(sum(lines)));

  const [first, second] = lines;
  await row(page, first.name).getByRole('button', { name: 'Zwiększ ilość' }).click();
  first.quantity = 3;
  await expect(row(page, first.name).getByRole('group')).toContainText('3');
  await expect(row(page, first.name)).toContainText(zl(lineTotal(first)));
  await expect(total(page)).toContainText(zl(sum(lines)));

  await expect(row(page, second.name).getByRole('button', { name: 'Zmniejsz ilość' })).toBeDisabled();
  await row(page, first.name).getByRole('button', { name: 'Zmniejsz ilość' }).click();
  first.quantity = 2;
  await expect(total(page)).toContainText(zl(sum(lines)));

  await page.getByRole('button', { name: `Usuń ${second.name}`, exact: true }).click();
  await expect(row(page, second.name)).toHaveCount(0);
  await expect(total(page)).toContainText(zl(sum([first])));
  await expect(page.getByTestId('basket-badge')).toHaveText('2');

  await page.reload();
  await closeNotice(page, notice);
  await expect(row(page, first.name).getByRole('group')).toContainText('2');
  await expect(row(page, second.name)).toHaveCount(0);
  await expect(total(page)).toContainText(zl(sum([first])));
});

test("'ZAMAWIAM' leads to the summary with the basket; 'Wyczyść koszyk' empties it", async ({ page, request }) => {
  const lines = await basketWorth(request, 'A');
  await seedBasket(page, JSON.stringify(lines));
  await page.goto('/basket/');
  await closeNotice(page, notice);

  await main(page).getByRole('link', { name: 'ZAMAWIAM' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Podsumowanie zamówienia' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Zawartość koszyka' })).toContainText(lines[0].name);
  await main(page).getByRole('link', { name: 'Wróć do koszyka' }).click();

  await page.getByRole('button', { name: 'Wyczyść koszyk' }).click();
  await expect(main(page).getByText('Nie masz produktów w koszyku.')).toBeVisible();
  await expect(page.getByTestId('basket-badge')).toHaveText('0');
  expect(await page.evaluate(() => localStorage.getItem('SUSHI_LIST'))).toBeNull();
});

test('corrupt JSON in SUSHI_LIST does not break the page', async ({ page }) => {
  await seedBasket(page, '{"to nie jest": [json');
  await page.goto('/basket/');
  await closeNotice(page, notice);

  await expect(main(page).getByText('Nie masz produktów w koszyku.')).toBeVisible();
  await expect(page.getByTestId('basket-badge')).toHaveText('0');
  await expect(main(page).getByRole('link', { name: 'Przejdź do menu' })).toHaveAttribute('href', '/menu/');
});

test('the page-load sequence runs once per page load, not per navigation', async ({ page }) => {
  const noticeCalls: string[] = [];
  page.on('request', (req) => new URL(req.url()).pathname === '/shop/close' && noticeCalls.push(req.url()));
  await page.goto('/about/');
  await closeNotice(page, notice);
  await main(page).getByRole('link', { name: 'koszyku' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Koszyk' })).toBeVisible();
  await page.getByRole('link', { name: /strona główna/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Świeże sushi z dostawą do domu' })).toBeVisible();
  expect(noticeCalls).toHaveLength(1);
});
