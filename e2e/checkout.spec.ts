/**
 * Checkout as a guest: menu -> basket -> summary (validation, zone) -> payment -> order page,
 * then staff change the order's status through the API and the open order page follows it
 * without a reload (GraphQL subscription).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { fillAddress, finishSummary } from './support/checkout';
import { LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID } from '../domain/rules/local-identity';
import { basketWorth, closeNotice, collectErrors, getNotice, seedBasket, type Notice } from './support/storefront';

// playwright.config.ts picks cognito-local's free port and hands it to the server and to us.
const COGNITO_PORT = Number(process.env.LOCAL_COGNITO_PORT);
if (!COGNITO_PORT) throw new Error('LOCAL_COGNITO_PORT is set by playwright.config.ts: run this through `playwright test`');
const PASSWORD = 'Haslo1234';

async function cognito(request: APIRequestContext, action: string, body: object, url = '/identity/') {
  const res = await request.post(url, {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
    },
    data: JSON.stringify(body),
  });
  expect(res.ok(), `${action}: ${await res.text()}`).toBe(true);
  return res.json();
}

/** A member of 'staff': signed up through /identity/, added to the group on cognito-local's own port. */
async function staffToken(request: APIRequestContext, project: string): Promise<string> {
  const email = `obsluga-${project}-${Date.now()}@example.pl`;
  await cognito(request, 'SignUp', {
    ClientId: LOCAL_CLIENT_ID,
    Username: email,
    Password: PASSWORD,
    UserAttributes: [{ Name: 'email', Value: email }],
  });
  await cognito(request, 'ConfirmSignUp', { ClientId: LOCAL_CLIENT_ID, Username: email, ConfirmationCode: '123456' });
  await cognito(
    request,
    'AdminAddUserToGroup',
    { UserPoolId: LOCAL_USER_POOL_ID, Username: email, GroupName: 'staff' },
    `http://127.0.0.1:${COGNITO_PORT}/`,
  );
  const auth = await cognito(request, 'InitiateAuth', {
    ClientId: LOCAL_CLIENT_ID,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: PASSWORD },
  });
  return auth.AuthenticationResult.IdToken as string;
}

const main = (page: Page) => page.getByRole('main');

let problems: string[];
let notice: Notice;
test.beforeEach(async ({ page, request }) => {
  problems = collectErrors(page);
  notice = await getNotice(request);
});
test.afterEach(() => {
  // The browser logs every 4xx answer: the 422 of the out-of-zone postal code is the API's
  // designed answer (the page shows its message), not a fault.
  const expected = /status of 422 .*\/shop\/delivery-zone\?postalCode=99-999$/;
  expect(problems.filter((p) => !expected.test(p)), 'console errors on the page').toEqual([]);
});

test('a guest orders from the menu and follows the order live', async ({ page, request }, testInfo) => {
  test.skip(notice.isSystemClose, 'the shop is closed by the system switch');
  const times = (await (await request.get('/shop/delivery-times')).json()) as { asap: boolean; slots: string[] };
  test.skip(!times.asap && times.slots.length === 0, 'no delivery time can be ordered now');

  // Menu -> add one product.
  await page.goto('/menu/');
  await expect(page.getByRole('heading', { level: 1, name: 'Zamów online' })).toBeVisible();
  await closeNotice(page, notice);
  const opener = main(page).getByRole('button', { name: /^Zobacz: / }).first();
  const name = (await opener.getAttribute('aria-label'))!.replace('Zobacz: ', '');
  await opener.click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('button', { name: 'Dodaj do koszyka' }).click();
  await expect(dialog.getByText('Dodano do koszyka: 1 szt.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Zamknij' }).click();

  // Basket -> ZAMAWIAM -> summary.
  await page.goto('/basket/');
  await closeNotice(page, notice);
  await main(page).getByRole('link', { name: 'ZAMAWIAM' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Podsumowanie zamówienia' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Zawartość koszyka' })).toContainText(name);

  // Nothing filled: Polish messages under the fields, terms required.
  await main(page).getByRole('button', { name: 'Dalej' }).click();
  await expect(main(page).getByText('Musisz zaakceptować regulamin.')).toBeVisible();
  await expect(main(page).getByText('Podaj imię i nazwisko.')).toBeVisible();

  await page.getByLabel('Imię i nazwisko').fill('Jan Testowy');
  await page.getByLabel('Telefon').fill('+48 600 100 200');
  await page.getByLabel('E-mail').fill('jan.testowy@example.pl');
  await page.getByLabel('Ulica i numer').fill('Marszałkowska 10/5');
  await page.getByLabel('Miejscowość').fill('Warszawa');
  const postal = page.getByLabel('Kod pocztowy');
  await postal.fill('00001');
  await main(page).getByRole('button', { name: 'Dalej' }).click();
  await expect(main(page).getByText('Podaj kod pocztowy w formacie NN-NNN, np. 00-001.')).toBeVisible();

  // Outside both zones: told before paying.
  await postal.fill('99-999');
  await expect(postal).toHaveAttribute('aria-invalid', 'true');
  await expect(main(page).getByText(/99-999/)).toBeVisible();

  // Zone A: 10 zł delivery.
  await postal.fill('00-001');
  await finishSummary(page, 'A', times.asap);

  // Payment: reload keeps the form; card on delivery; the order button.
  await page.reload();
  await closeNotice(page, notice);
  await expect(page.getByRole('heading', { level: 1, name: 'Płatność' })).toBeVisible();
  await page.getByLabel(/Kartą przy odbiorze/).check();
  // Before the button: fresh food cannot be returned within 14 days, with the terms a tap away.
  const noReturn = main(page).getByTestId('no-return-note');
  await expect(noReturn).toContainText('nie można ich zwrócić w ciągu 14 dni (art. 38 pkt 4 ustawy o prawach konsumenta)');
  await expect(noReturn.getByRole('link', { name: 'regulamin, pkt 5' })).toHaveAttribute('href', '/regulamin/#odstapienie');
  const totalText = await page.getByTestId('checkout-total').textContent();
  await main(page).getByRole('button', { name: 'Zamawiam i płacę' }).click();

  // The order page: fixed address with the id, the order and its total.
  await expect(page).toHaveURL(/\/order\/\?id=[2-9A-Za-z]{10}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Twoje zamówienie' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Zamówione produkty' })).toContainText(name);
  const total = (await page.getByTestId('order-total').textContent())!;
  expect(totalText!.replace(/\s/g, '')).toContain(total.replace(/\s/g, ''));
  await expect(page.getByTestId('order-status')).toContainText('Nowe');
  await expect(page.getByText('Status odświeża się na bieżąco.')).toBeVisible();
  const id = new URL(page.url()).searchParams.get('id')!;

  // The basket is empty now.
  expect(await page.evaluate(() => localStorage.getItem('SUSHI_LIST'))).toBeNull();

  // Staff accept the order: the page follows without a reload.
  const token = await staffToken(request, testInfo.project.name);
  const changed = await request.post(`/shop/staff/orders/${id}/status`, {
    headers: { authorization: `Bearer ${token}` },
    data: { status: 'accepted', estimatedMinutes: 40 },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  await expect(page.getByTestId('order-status')).toContainText('Przyjęte', { timeout: 10_000 });
  await expect(page.getByText('Szacowana godzina dostawy')).toBeVisible();

  // A shared link works in a fresh page without signing in.
  const other = await page.context().newPage();
  await other.goto(`/order/?id=${id}`);
  await closeNotice(other, notice);
  await expect(other.getByTestId('order-status')).toContainText('Przyjęte');
  await other.close();
});

test('a lost answer keeps the basket; the retry returns the same order, not a second one', async ({ page, request }, testInfo) => {
  test.skip(notice.isSystemClose, 'the shop is closed by the system switch');
  const times = (await (await request.get('/shop/delivery-times')).json()) as { asap: boolean; slots: string[] };
  test.skip(!times.asap && times.slots.length === 0, 'no delivery time can be ordered now');
  const email = `retry-${testInfo.project.name}-${Date.now()}@example.pl`;
  await seedBasket(page, JSON.stringify(await basketWorth(request, 'B')));
  await page.goto('/summary/');
  await closeNotice(page, notice);
  await page.getByLabel('Imię i nazwisko').fill('Anna Ponowna');
  await page.getByLabel('Telefon').fill('600-100-200');
  await page.getByLabel('E-mail').fill(email);
  await fillAddress(page, { street: 'Długa 1', postalCode: '01-100', city: 'Warszawa' });
  await finishSummary(page, 'B', times.asap);

  // The order reaches the server, but its answers are lost on the way back: also those of
  // the shop API client's own retries (4 attempts in all, src/lib/retry-policy.ts).
  const keys: (string | undefined)[] = [];
  await page.route('**/shop/order', async (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    if (keys.length > 4) return route.fallback();
    await route.fetch();
    await route.abort('failed');
  });
  problems.length = 0;
  await main(page).getByRole('button', { name: 'Zamawiam i płacę' }).click();
  await expect(main(page).getByRole('alert')).toContainText('Twój koszyk został zachowany');
  expect(keys).toHaveLength(4);
  expect(new Set(keys).size).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('SUSHI_LIST'))).not.toBeNull();
  // The browser logs the failed request; it is what this test provokes.
  problems.splice(0, problems.length, ...problems.filter((p) => !/shop\/order|net::ERR_FAILED|Order not sent/.test(p)));

  await main(page).getByRole('button', { name: /Zamawiam i płacę/ }).click();
  await expect(page).toHaveURL(/\/order\/\?id=[2-9A-Za-z]{10}$/);
  expect(keys).toEqual([keys[0], keys[0], keys[0], keys[0], keys[0]]); // the customer's retry: same key
  await expect(page.getByTestId('order-status')).toContainText('Nowe');

  const token = await staffToken(request, testInfo.project.name);
  const list = await request.get('/shop/staff/orders?limit=50', { headers: { authorization: `Bearer ${token}` } });
  expect(list.ok()).toBe(true);
  const orders = ((await list.json()) as { data: { customer: { email: string } }[] }).data;
  expect(orders.filter((o) => o.customer.email === email)).toHaveLength(1);
});
