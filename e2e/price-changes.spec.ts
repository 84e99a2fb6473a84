/**
 * A basket kept from before a price change: the server prices the order from its own menu and
 * the order page tells the customer which item's price changed (sessionStorage of this tab).
 */
import { expect, test, type Page } from '@playwright/test';
import { fillAddress, finishSummary } from './support/checkout';
import { basketWorth, closeNotice, collectErrors, getNotice, loose, money, seedBasket, type Notice } from './support/storefront';

const main = (page: Page) => page.getByRole('main');

let problems: string[];
let notice: Notice;
test.beforeEach(async ({ page, request }) => {
  problems = collectErrors(page);
  notice = await getNotice(request);
});
test.afterEach(() => {
  expect(problems, 'console errors on the page').toEqual([]);
});

test('the order page lists the prices the restaurant changed', async ({ page, request }) => {
  test.skip(notice.isSystemClose, 'the shop is closed by the system switch');
  const times = (await (await request.get('/shop/delivery-times')).json()) as { asap: boolean; slots: string[] };
  test.skip(!times.asap && times.slots.length === 0, 'no delivery time can be ordered now');

  const [line] = await basketWorth(request, 'A');
  const stalePrice = line.price + 2;
  await seedBasket(page, JSON.stringify([{ ...line, price: stalePrice }]));
  await page.goto('/summary/');
  await closeNotice(page, notice);
  await page.getByLabel('Imię i nazwisko').fill('Piotr Cennik');
  await page.getByLabel('Telefon').fill('600 500 400');
  await page.getByLabel('E-mail').fill('piotr.cennik@example.pl');
  await fillAddress(page, { street: 'Świętokrzyska 31/33', postalCode: '00-950', city: 'Warszawa' });
  await finishSummary(page, 'A', times.asap);
  await main(page).getByRole('button', { name: 'Zamawiam i płacę' }).click();

  await expect(page).toHaveURL(/\/order\/\?id=[2-9A-Za-z]{10}$/);
  await expect(page.getByTestId('order-status')).toContainText('Nowe');
  await expect(page.getByTestId('price-changes')).toContainText(
    loose(
      `Cena pozycji ${line.name} zmieniła się z ${money(stalePrice)} na ${money(line.price)}. ` +
        'Zamówienie zostało policzone według aktualnego cennika.',
    ),
  );
});
