/**
 * Orders the restaurant takes and changes by phone (D96, D97): staff key a phone order in with
 * the keyboard alone and it lands on the board; staff change a customer's order and the
 * customer's open order page shows the new total, live, without a reload.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { basketWorth, closeNotice, collectErrors, getNotice, lineTotal, zl, type Notice } from './support/storefront';
import { idToken, openBoard, STAFF, staffHeaders } from './support/staff';

let notice: Notice;
let times: { asap: boolean; slots: string[] };
test.beforeEach(async ({ request }) => {
  notice = await getNotice(request);
  times = (await (await request.get('/shop/delivery-times')).json()) as typeof times;
  test.skip(notice.isSystemClose, 'the shop is closed by the system switch');
  test.skip(!times.asap && times.slots.length === 0, 'no delivery time can be ordered now');
});

/** Presses Tab until `target` has the focus, as staff at the keyboard would. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the field');
}

/** Signing in reads the account's customer details; staff have none: the browser logs that designed 404. */
const withoutDetails404 = (problems: string[]) => problems.filter((p) => !/status of 404 .*\/shop\/client\/data$/.test(p));

test('staff key a phone order in with the keyboard alone and it lands on the board', async ({ page, request }, testInfo) => {
  const problems = collectErrors(page);
  const [line] = await basketWorth(request, 'A');
  const phone = `+48 600 ${String(Date.now()).slice(-3)} ${testInfo.project.name === 'mobile' ? '111' : '222'}`;
  await openBoard(page);

  const tab = page.getByRole('tab', { name: 'Nowe zamówienie' });
  await tab.focus();
  await page.keyboard.press('Enter');
  const search = page.getByRole('combobox', { name: 'Szukaj pozycji' });
  await expect(search).toBeFocused();
  await page.keyboard.type(line.name);
  const options = page.getByRole('listbox', { name: 'Pasujące pozycje' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  const names = await options.allTextContents();
  const index = names.findIndex((text) => text.startsWith(`${line.name} —`));
  expect(index, `${line.name} among ${names.join(' | ')}`).toBeGreaterThanOrEqual(0);
  for (let i = 0; i < index; i += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Ilość', { exact: true })).toBeFocused();
  await page.keyboard.type(String(line.quantity)); // the 1 is selected: typing replaces it
  await page.keyboard.press('Enter');
  await expect(search).toBeFocused();
  await expect(page.getByTestId('draft-line')).toHaveCount(1);

  const typeInto = async (label: string, text: string) => {
    await tabTo(page, page.getByLabel(label, { exact: true }));
    await page.keyboard.type(text);
  };
  await typeInto('Imię i nazwisko', 'Halina Telefoniczna');
  await typeInto('Telefon', phone);
  await typeInto('Ulica, numer domu i mieszkania', 'Marszałkowska 10/5');
  await typeInto('Kod pocztowy', '00-001');
  await typeInto('Miejscowość', 'Warszawa');
  await expect(page.getByTestId('zone-note')).toHaveText(/^Strefa A: dostawa /);
  if (!times.asap) {
    await tabTo(page, page.getByLabel('Czas dostawy', { exact: true }));
    await page.keyboard.press('ArrowDown'); // the first time on offer
  }
  const items = lineTotal(line);
  const fee = (await (await request.get('/shop/delivery-zone?postalCode=00-001')).json()) as { price: number; freeDeliveryFrom: number | null };
  const total = items + (fee.freeDeliveryFrom !== null && items >= fee.freeDeliveryFrom ? 0 : fee.price);
  await expect(page.getByTestId('draft-total')).toHaveText(zl(total));

  // Enter twice on 'Przyjmij zamówienie': one form, one key, one order.
  await tabTo(page, page.getByRole('button', { name: 'Przyjmij zamówienie' }));
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  const placed = page.getByText(/^Zamówienie [2-9A-Z]{10} przyjęte — jest w kolumnie Przyjęte\.$/);
  await expect(placed).toBeFocused();
  const id = /Zamówienie (\w{10})/.exec((await placed.textContent()) ?? '')![1];
  const card = page.getByTestId('column-accepted').getByRole('article', { name: `Zamówienie ${id}` });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('phone-badge')).toHaveText('Telefon');
  await expect(card).toContainText('Halina Telefoniczna');
  await expect(card).toContainText('Marszałkowska 10/5, 00-001 Warszawa');
  await expect(card).toContainText(zl(total));

  const token = await idToken(request, STAFF.email, STAFF.password);
  const listed = (await (await request.get('/shop/staff/orders?limit=200', { headers: staffHeaders(token) })).json()) as {
    data: { id: string; source: string; status: string; customer: { phoneNumber: string } }[];
  };
  const mine = listed.data.filter((o) => o.customer.phoneNumber === phone);
  expect(mine.map((o) => [o.id, o.source, o.status])).toEqual([[id, 'phone', 'accepted']]);
  expect(withoutDetails404(problems), 'console errors').toEqual([]);
});

/** A guest's order placed through the API, as the checkout sends it. */
async function placeOrder(request: APIRequestContext): Promise<string> {
  const [line] = await basketWorth(request, 'A');
  const res = await request.post('/shop/order', {
    headers: { 'Idempotency-Key': `e2e-change-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: {
      items: [{ id: line.id, quantity: line.quantity }],
      address: { street: 'Prosta 7/3', postalCode: '00-001', city: 'Warszawa' },
      deliveryTime: times.asap ? { type: 'asap' } : { type: 'scheduled', at: times.slots[0] },
      paymentMethod: 'cash',
      customer: { name: 'Karol Dzwoniący', phoneNumber: '+48 600 300 400', email: 'karol.dzwoniacy@example.pl' },
      acceptedTerms: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test("staff change an order by phone and the customer's open order page shows the new total live", async ({ browser, page, request }) => {
  const id = await placeOrder(request);
  const customer = await (await browser.newContext()).newPage();
  const customerProblems = collectErrors(customer);
  await customer.goto(`/order/?id=${id}`);
  await closeNotice(customer, notice);
  const before = await customer.getByTestId('order-total').textContent();

  const staffProblems = collectErrors(page);
  await openBoard(page);
  const card = page.getByRole('article', { name: `Zamówienie ${id}` });
  await card.getByRole('button', { name: 'Zmień zamówienie' }).click();
  const dialog = page.getByRole('dialog', { name: `Zmień zamówienie ${id}` });
  await expect(dialog.getByTestId('draft-line')).toHaveCount(1);
  await expect(dialog.getByTestId('zone-note')).toHaveText(/^Strefa A/);
  await expect(dialog.getByTestId('draft-total')).toHaveText(before!);
  await dialog.getByRole('button', { name: 'Zwiększ ilość' }).click();
  await expect(dialog.getByTestId('draft-total')).not.toHaveText(before!);
  const after = (await dialog.getByTestId('draft-total').textContent())!;
  await dialog.getByLabel('Powód zmiany').fill('Klient zadzwonił: jeszcze jedna porcja');
  await dialog.getByRole('button', { name: 'Zapisz zmianę' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText(after);
  await expect(card.getByTestId('order-change')).toContainText('Klient zadzwonił: jeszcze jedna porcja');

  // The customer's page, open all along, follows without a reload.
  await expect(customer.getByTestId('order-total')).toHaveText(after);
  expect([...withoutDetails404(staffProblems), ...customerProblems], 'console errors').toEqual([]);
  await customer.context().close();
});
