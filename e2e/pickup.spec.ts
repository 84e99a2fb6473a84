/**
 * Pickup as a guest does it (D95): 'Odbiór osobisty' chosen in the basket, which then shows the
 * discount as its own line and where to come; the summary asks for no address; the order is paid
 * online through the local stand-in of Przelewy24; the order page shows 'Odbiór osobisty', the
 * restaurant's address and the discount.
 */
import { expect, test } from '@playwright/test';
import { formatGrosze as zloty } from '../domain/rules/money';
import { addressLine } from '../domain/rules/restaurant-facts';
import type { PickupSettings, RestaurantInfo } from '../src/lib/shop-api-types';
import { idToken, rejectWaitingOrders, STAFF } from './support/staff';
import { basketFromApi, closeNotice, collectErrors, getNotice, seedBasket, type Notice } from './support/storefront';

let notice: Notice;
test.beforeEach(async ({ request }) => {
  notice = await getNotice(request);
});
// Out of the way of later journeys' boards (their alert rings while an order waits).
test.afterEach(async ({ request }) => {
  await rejectWaitingOrders(request, await idToken(request, STAFF.email, STAFF.password));
});

test('a guest orders for pickup and pays online: the order page shows pickup, the address and the discount', async ({ page, request }, testInfo) => {
  test.skip(notice.isSystemClose, 'the shop is closed by the system switch');
  const pickup = (await (await request.get('/shop/pickup')).json()) as PickupSettings;
  test.skip(!pickup.enabled, 'the restaurant does not offer pickup');
  const times = (await (await request.get('/shop/delivery-times?fulfilment=pickup')).json()) as { asap: boolean; slots: string[] };
  test.skip(!times.asap && times.slots.length === 0, 'no pickup time can be ordered now');
  test.slow(); // the basket, two checkout steps, the gateway's page and the order page
  const problems = collectErrors(page);
  const address = addressLine((await (await request.get('/shop/restaurant')).json()) as RestaurantInfo);

  // The first product, enough of it for pickup's minimum order.
  const [line] = await basketFromApi(request, [1]);
  const priceGrosze = Math.round(line.price * 100);
  const quantity = Math.max(1, Math.ceil(Math.round(pickup.minimumOrder * 100) / priceGrosze));
  await seedBasket(page, JSON.stringify([{ ...line, quantity }]));
  const discount = Math.round((priceGrosze * quantity * pickup.discountPercent) / 100);

  await page.goto('/basket/');
  await closeNotice(page, notice);
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: 'Odbiór osobisty' }).check();
  await expect(main.getByTestId('pickup-discount')).toHaveText(`Rabat za odbiór osobisty (−${pickup.discountPercent}%): −${zloty(discount)}`);
  await expect(main.getByText(`Odbiór w restauracji: ${address}`)).toBeVisible();
  await main.getByRole('link', { name: 'ZAMAWIAM' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Podsumowanie zamówienia' })).toBeVisible();
  await expect(main.getByTestId('pickup-place')).toHaveText(`Odbiór osobisty: ${address}`);
  await expect(page.getByLabel('Ulica i numer')).toHaveCount(0);
  await page.getByLabel('Imię i nazwisko').fill('Gość Odbierający');
  await page.getByLabel('Telefon').fill('+48 600 400 600');
  await page.getByLabel('E-mail').fill(`odbior-${testInfo.project.name}-${Date.now()}@example.pl`);
  if (!times.asap) {
    await page.getByLabel('Na wybraną godzinę').check();
    await page.getByLabel('Godzina odbioru').selectOption({ index: 1 });
  }
  await page.getByLabel(/Akceptuję/).check();
  await main.getByRole('button', { name: 'Dalej' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Płatność' })).toBeVisible();
  await expect(main.getByTestId('checkout-total')).toHaveText(`Do zapłaty: ${zloty(priceGrosze * quantity - discount)}`);
  await page.getByLabel('Płatność online (BLIK, przelew, karta)').check();
  await main.getByRole('button', { name: 'Zamawiam i płacę' }).click();
  // The stand-in's page: another origin, as Przelewy24's would be.
  await page.getByRole('button', { name: 'Zapłać BLIKiem' }).click();

  await expect(page).toHaveURL(/\/order\/\?id=[2-9A-Za-z]{10}&powrot=p24$/);
  await closeNotice(page, notice);
  await expect(page.getByTestId('order-status')).toContainText('Nowe', { timeout: 10_000 });
  await expect(page.getByText('Opłacone online')).toBeVisible();
  await expect(page.getByTestId('order-fulfilment')).toContainText(`Odbiór osobisty: ${address}`);
  await expect(page.getByTestId('discount-line')).toHaveText(`Rabat za odbiór osobisty: −${zloty(discount)}`);
  await expect(page.getByTestId('order-total')).toHaveText(zloty(priceGrosze * quantity - discount));
  await expect(page.getByText(/^Adres dostawy:/)).toHaveCount(0);
  expect(problems, 'console errors on the customer pages').toEqual([]);
});
