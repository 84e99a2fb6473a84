/**
 * Paying online as a person does it (docs/behaviour.md §4, D73), through the local stand-in of
 * Przelewy24 that `npm start` runs: a guest pays with BLIK and lands on the order page, which
 * turns to paid while the staff board, empty of it until then, shows it marked 'opłacone
 * online'; a guest who rejects or cancels at the gateway comes back told so (D106), with the
 * choice of paying again or paying the rider in cash.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { fillAddress, finishSummary } from './support/checkout';
import { idToken, openBoard, rejectWaitingOrders, STAFF } from './support/staff';
import { basketWorth, closeNotice, collectErrors, getNotice, seedBasket, type Notice } from './support/storefront';

let notice: Notice;
test.beforeEach(async ({ request }) => {
  notice = await getNotice(request);
});
// Out of the way of later journeys' boards (their alert rings while an order waits).
test.afterEach(async ({ request }) => {
  await rejectWaitingOrders(request, await idToken(request, STAFF.email, STAFF.password));
});

/** A guest fills the checkout and chooses online payment; the browser leaves for the gateway's page. */
async function orderOnline(page: Page, request: APIRequestContext, asap: boolean, email: string): Promise<string> {
  await seedBasket(page, JSON.stringify(await basketWorth(request, 'A')));
  await page.goto('/summary/');
  await closeNotice(page, notice);
  await page.getByLabel('Imię i nazwisko').fill('Gość Płacący');
  await page.getByLabel('Telefon').fill('+48 600 400 500');
  await page.getByLabel('E-mail').fill(email);
  await fillAddress(page, { street: 'Marszałkowska 10/5', postalCode: '00-001', city: 'Warszawa' });
  await finishSummary(page, 'A', asap);
  await page.getByLabel('Płatność online (BLIK, przelew, karta)').check();
  await expect(page.getByText('Zamówienie trafi do kuchni, gdy płatność zostanie potwierdzona. Na zapłatę masz 15 minut.')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Zamawiam i płacę' }).click();
  // The stand-in's page: another origin, as Przelewy24's would be.
  await expect(page.getByRole('button', { name: 'Zapłać BLIKiem' })).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/trnRequest\//);
  return page.url();
}

const orderId = (page: Page) => new URL(page.url()).searchParams.get('id')!;

test('a guest pays with BLIK: the order page turns to paid, and only then does the board show it', async ({ browser, page, request }, testInfo) => {
  test.skip(notice.isSystemClose, 'the shop is closed by the system switch');
  const times = (await (await request.get('/shop/delivery-times')).json()) as { asap: boolean; slots: string[] };
  test.skip(!times.asap && times.slots.length === 0, 'no delivery time can be ordered now');
  test.slow(); // the customer, the gateway's page and the staff board in one journey
  const problems = collectErrors(page);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await openBoard(staff);

  await orderOnline(page, request, times.asap, `blik-${testInfo.project.name}-${Date.now()}@example.pl`);
  // The gateway's page names the order and its total; the board has not heard of it.
  const id = /Zamówienie ([2-9A-Za-z]{10})/.exec((await page.getByText(/^Zamówienie /).textContent())!)![1];
  const card = staff.getByRole('article', { name: `Zamówienie ${id}` });
  await staff.waitForTimeout(1000);
  await expect(card).toHaveCount(0);
  await page.getByRole('button', { name: 'Zapłać BLIKiem' }).click();

  await expect(page).toHaveURL(/\/order\/\?id=[2-9A-Za-z]{10}&powrot=p24$/);
  await closeNotice(page, notice);
  expect(orderId(page)).toBe(id);
  await expect(page.getByTestId('order-status')).toContainText('Nowe', { timeout: 10_000 });
  await expect(page.getByText('Opłacone online')).toBeVisible();
  await expect(page.getByTestId('order-payment')).toHaveCount(0);

  await expect(card).toBeVisible({ timeout: 5000 });
  await expect(card).toContainText('opłacone online');
  await expect(card).toContainText('Gość Płacący');
  expect(problems, 'console errors on the customer pages').toEqual([]);
  await staffContext.close();
});

test('rejected, then cancelled at the gateway: back on the order page told so, unpaid and off the board, with paying again or cash', async ({ browser, page, request }, testInfo) => {
  test.skip(notice.isSystemClose, 'the shop is closed by the system switch');
  const times = (await (await request.get('/shop/delivery-times')).json()) as { asap: boolean; slots: string[] };
  test.skip(!times.asap && times.slots.length === 0, 'no delivery time can be ordered now');
  test.slow();

  await orderOnline(page, request, times.asap, `anuluj-${testInfo.project.name}-${Date.now()}@example.pl`);
  await page.getByRole('button', { name: 'Odrzuć płatność' }).click();
  await expect(page).toHaveURL(/\/order\/\?id=[2-9A-Za-z]{10}&powrot=p24$/);
  await closeNotice(page, notice);
  const id = orderId(page);
  await expect(page.getByTestId('order-status')).toContainText('Czekamy na potwierdzenie płatności');
  // Told why, and what now (D106): P24 has no money for the attempt the customer came back from.
  const payment = page.getByTestId('order-payment');
  await expect(payment.getByRole('alert')).toHaveText('Płatność została odrzucona lub anulowana.');
  await expect(payment).toContainText('Pieniądze nie zostały pobrane. Możesz spróbować zapłacić ponownie online albo zapłacić kurierowi gotówką przy odbiorze.');
  await expect(payment.getByRole('button', { name: 'Zapłać ponownie' })).toBeEnabled();

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await openBoard(staff);
  await expect(staff.getByRole('article', { name: `Zamówienie ${id}` })).toHaveCount(0);

  // Paying again leads to the gateway once more; cancelled there, the customer pays the rider instead.
  await payment.getByRole('button', { name: 'Zapłać ponownie' }).click();
  await expect(page.getByRole('button', { name: 'Zapłać BLIKiem' })).toBeVisible();
  await page.getByRole('button', { name: 'Anuluj' }).click();
  await closeNotice(page, notice);
  await expect(page.getByTestId('order-payment').getByRole('alert')).toHaveText('Płatność została odrzucona lub anulowana.');
  await page.getByTestId('order-payment').getByRole('button', { name: 'Zapłacę gotówką przy odbiorze' }).click();
  await expect(page.getByTestId('order-status')).toContainText('Nowe');
  await expect(page.getByTestId('order-payment')).toHaveCount(0);
  await expect(staff.getByRole('article', { name: `Zamówienie ${id}` })).toBeVisible({ timeout: 5000 });
  await staffContext.close();
});
