/**
 * Promo codes as people meet them (D105): staff make a code through the API, a customer tries a
 * code that does not exist (the domain's Polish words), then the real one in the basket, and sees
 * the code's own line in the basket, on the summary, on the order page and in the confirmation
 * e-mail. Staff add a code in the 'Promocje' tab and switch it off.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { PROMO_REFUSAL_MESSAGES } from '../domain/rules/promotions';
import { fillAddress, finishSummary } from './support/checkout';
import { mailBody, openMail } from './support/mail';
import { idToken, openBoard, STAFF, staffHeaders } from './support/staff';
import { basketWorth, closeNotice, collectErrors, getNotice, loose, money, seedBasket, type StoredLine } from './support/storefront';

/** A code no other run or project uses: 'E2E' + the project's letter + the time in base 36 (≤ 20 characters). */
const uniqueCode = (project: string) => `E2E${project[0].toUpperCase()}${Date.now().toString(36).toUpperCase()}`;

async function createCode(request: APIRequestContext, code: string): Promise<void> {
  const token = await idToken(request, STAFF.email, STAFF.password);
  const res = await request.post('/shop/staff/promotions', { headers: staffHeaders(token), data: { code, percent: 10 } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The server's own discount for this basket: what every step must show. */
async function discountOf(request: APIRequestContext, code: string, basket: StoredLine[]): Promise<number> {
  const res = await request.post('/shop/promo/check', {
    data: { code, items: basket.map(({ id, quantity }) => ({ id, quantity })), fulfilment: 'delivery' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { discount: number }).discount;
}

test('a customer applies a code in the basket and sees its line on every step and in the e-mail; an unknown code is refused in Polish', async ({
  page,
  request,
}, testInfo) => {
  const notice = await getNotice(request);
  test.skip(notice.isSystemClose, 'the shop is closed by the system switch');
  test.slow(); // an order and its e-mail in one journey
  const times = (await (await request.get('/shop/delivery-times')).json()) as { asap: boolean; slots: string[] };
  test.skip(!times.asap && times.slots.length === 0, 'no delivery time can be ordered now');

  const code = uniqueCode(testInfo.project.name);
  await createCode(request, code);
  const basket = await basketWorth(request, 'A');
  const line = loose(`Kod rabatowy ${code}: −${money(await discountOf(request, code, basket))}`);
  await seedBasket(page, JSON.stringify(basket));
  await page.goto('/basket/');
  await closeNotice(page, notice);

  const form = page.getByRole('form', { name: 'Kod rabatowy' });
  await expect(form.getByText('Kod nie obejmuje alkoholu ani dostawy.', { exact: false })).toBeVisible();
  await form.getByLabel('Kod rabatowy').fill('NIE-MA-TAKIEGO');
  await form.getByRole('button', { name: 'Zastosuj' }).click();
  await expect(form.getByText(PROMO_REFUSAL_MESSAGES.PROMO_UNKNOWN)).toBeVisible();
  await expect(form.getByLabel('Kod rabatowy')).toHaveValue('NIE-MA-TAKIEGO');
  // From here on nothing may fail (the browser logs the refusal's 422 above as an error).
  const problems = collectErrors(page);

  await form.getByLabel('Kod rabatowy').fill(code.toLowerCase());
  await form.getByRole('button', { name: 'Zastosuj' }).click();
  await expect(page.getByTestId('promo-discount')).toHaveText(line);

  // A reload keeps the code with the basket.
  await page.reload();
  await expect(page.getByTestId('promo-discount')).toHaveText(line);

  await page.getByRole('link', { name: 'ZAMAWIAM' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Podsumowanie' })).toBeVisible();
  await expect(page.getByTestId('discount-line')).toHaveText(line);
  const email = `promo-${testInfo.project.name}-${Date.now()}@example.pl`;
  await page.getByLabel('Imię i nazwisko').fill('Klient Promocyjny');
  await page.getByLabel('Telefon').fill('+48 600 500 400');
  await page.getByLabel('E-mail').fill(email);
  await fillAddress(page, { street: 'Marszałkowska 10/5', postalCode: '00-001', city: 'Warszawa' });
  await finishSummary(page, 'A', times.asap);
  await expect(page.getByTestId('discount-line')).toHaveText(line);
  await page.getByRole('main').getByRole('button', { name: 'Zamawiam i płacę' }).click();

  await expect(page).toHaveURL(/\/order\/\?id=[2-9A-Za-z]{10}$/);
  const id = new URL(page.url()).searchParams.get('id')!;
  await expect(page.getByTestId('discount-line')).toHaveText(line);

  expect(problems, 'console errors on the customer pages').toEqual([]);

  const inbox = await page.context().newPage();
  await openMail(inbox, new RegExp(`Otrzymaliśmy zamówienie ${id}`));
  await expect(mailBody(inbox)).toContainText(code);
});

test("staff add a code in 'Promocje' and switch it off", async ({ page, request }, testInfo) => {
  const code = uniqueCode(testInfo.project.name);
  await openBoard(page);
  await page.getByRole('tab', { name: 'Promocje' }).click();
  const form = page.getByRole('form', { name: 'Nowy kod rabatowy' });
  await form.getByLabel('Kod', { exact: true }).fill(code);
  await form.getByLabel('Rabat (%)').fill('15');
  await form.getByLabel('Tylko odbiór osobisty').check();
  await form.getByRole('button', { name: 'Dodaj kod' }).click();

  const row = page.getByTestId('promotion-row').filter({ has: page.getByRole('rowheader', { name: code }) });
  await expect(row).toContainText('−15%, tylko przy odbiorze osobistym');
  await row.getByRole('button', { name: 'Wyłącz' }).click();
  await expect(row.getByRole('button', { name: 'Włącz' })).toBeVisible();

  const token = await idToken(request, STAFF.email, STAFF.password);
  const list = (await (await request.get('/shop/staff/promotions', { headers: staffHeaders(token) })).json()) as { data: { code: string; active: boolean }[] };
  expect(list.data.find((p) => p.code === code)?.active).toBe(false);
});
