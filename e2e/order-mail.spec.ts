/**
 * Order e-mails as a person meets them (docs/behaviour.md §4, D72): a guest orders, the local
 * inbox of `npm start` (/dev/inbox/) shows the confirmation with the order's total and a link
 * that opens the order page; staff accept with 45 minutes on the board and the second e-mail
 * says so.
 */
import { expect, test } from '@playwright/test';
import { fillAddress, finishSummary } from './support/checkout';
import { mailBody, openMail } from './support/mail';
import { openBoard } from './support/staff';
import { basketWorth, closeNotice, collectErrors, getNotice, loose, seedBasket, type Notice } from './support/storefront';

let notice: Notice;
test.beforeEach(async ({ request }) => {
  notice = await getNotice(request);
});

test('a guest gets the confirmation in the inbox, with the total and a link to the order; then the acceptance with 45 min', async ({
  browser,
  request,
}, testInfo) => {
  test.skip(notice.isSystemClose, 'the shop is closed by the system switch');
  test.slow(); // an order, two e-mails and the staff board in one journey
  const times = (await (await request.get('/shop/delivery-times')).json()) as { asap: boolean; slots: string[] };
  test.skip(!times.asap && times.slots.length === 0, 'no delivery time can be ordered now');

  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const problems = collectErrors(customer);
  const email = `gosc-${testInfo.project.name}-${Date.now()}@example.pl`;
  await seedBasket(customer, JSON.stringify(await basketWorth(request, 'A')));
  await customer.goto('/summary/');
  await closeNotice(customer, notice);
  await customer.getByLabel('Imię i nazwisko').fill('Gość Mailowy');
  await customer.getByLabel('Telefon').fill('+48 600 300 400');
  await customer.getByLabel('E-mail').fill(email);
  await fillAddress(customer, { street: 'Marszałkowska 10/5', postalCode: '00-001', city: 'Warszawa' });
  await finishSummary(customer, 'A', times.asap);
  await customer.getByRole('main').getByRole('button', { name: 'Zamawiam i płacę' }).click();
  await expect(customer).toHaveURL(/\/order\/\?id=[2-9A-Za-z]{10}$/);
  const id = new URL(customer.url()).searchParams.get('id')!;
  const total = (await customer.getByTestId('order-total').textContent())!.trim();

  // The inbox: the confirmation to this guest, with the same total and the order number.
  const inbox = await customerContext.newPage();
  await openMail(inbox, new RegExp(`Otrzymaliśmy zamówienie ${id}`));
  await expect(inbox.getByRole('row', { name: /^Do/ })).toContainText(email);
  await expect(mailBody(inbox)).toContainText(id);
  await expect(mailBody(inbox)).toContainText(loose(total.replace(/\s/g, ' ')));
  await expect(inbox.getByRole('link', { name: 'regulamin.html' })).toBeVisible();

  // Its link opens this order's page.
  const link = mailBody(inbox).locator(`a[href$="/order/?id=${id}"]`).first();
  const href = await link.getAttribute('href');
  expect(href).toBe(`${new URL(customer.url()).origin}/order/?id=${id}`);
  const fromMail = await customerContext.newPage();
  await fromMail.goto(href!);
  await closeNotice(fromMail, notice);
  await expect(fromMail.getByRole('heading', { level: 1, name: 'Twoje zamówienie' })).toBeVisible();
  await expect(fromMail.getByTestId('order-total')).toHaveText(total);

  // Staff accept with 45 minutes: the second e-mail says so.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await openBoard(staff);
  const card = staff.getByRole('article', { name: `Zamówienie ${id}` });
  await expect(card).toBeVisible();
  await card.getByLabel('Czas dostawy (minuty)').fill('45');
  await card.getByRole('button', { name: 'Przyjmij' }).click();
  await expect(staff.getByTestId('column-accepted').getByRole('article', { name: `Zamówienie ${id}` })).toBeVisible();
  await openMail(inbox, new RegExp(`Zamówienie ${id} przyjęte`));
  await expect(mailBody(inbox)).toContainText('45 min');

  expect(problems, 'console errors on the customer pages').toEqual([]);
  await staffContext.close();
  await customerContext.close();
});
