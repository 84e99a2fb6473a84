/**
 * Staff and an order's e-mails (D72): a guest typed an address that cannot
 * exist; on the board the order's 'E-maile' show the confirmation refused with the mail
 * server's reason (the local catcher refuses '.invalid' domains for good, as a provider
 * would); 'Wyślij ponownie' makes it wait again, the catcher refuses again, and the row says
 * so with its attempts counted anew; the resend is in 'Historia zmian'.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { collectErrors, basketWorth, getNotice } from './support/storefront';
import { idToken, openBoard, STAFF, staffHeaders } from './support/staff';

const GUEST_EMAIL = 'gosc@nie-ma.invalid';

/** A guest's order straight through the API, to zone A, at the first time the shop offers. */
async function orderWithUnreachableEmail(request: APIRequestContext): Promise<string> {
  const times = (await (await request.get('/shop/delivery-times')).json()) as { asap: boolean; slots: string[] };
  test.skip(!times.asap && times.slots.length === 0, 'no delivery time can be ordered now');
  const lines = await basketWorth(request, 'A');
  const res = await request.post('/shop/order', {
    data: {
      items: lines.map(({ id, quantity }) => ({ id, quantity })),
      customer: { name: 'Gość Bez Skrzynki', phoneNumber: '+48 600 300 400', email: GUEST_EMAIL },
      address: { street: 'Świętokrzyska 31/33', postalCode: '00-950', city: 'Warszawa' },
      deliveryTime: times.asap ? { type: 'asap' } : { type: 'scheduled', at: times.slots[0] },
      paymentMethod: 'cash',
      acceptedTerms: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test("staff see a refused confirmation with its reason, resend it, and see it refused again", async ({ page, request }) => {
  const notice = await getNotice(request);
  test.skip(notice.isSystemClose, 'the shop is closed by the system switch');
  const id = await orderWithUnreachableEmail(request);
  const problems = collectErrors(page);

  await openBoard(page);
  const card = page.getByRole('article', { name: `Zamówienie ${id}` });
  await expect(card).toBeVisible();
  await card.getByText('E-maile', { exact: true }).click();
  const mails = card.getByRole('list', { name: `E-maile zamówienia ${id}` });

  // Only the confirmation: this server sends no copy to the restaurant (no MAIL_RESTAURANT_COPY_TO).
  const confirmation = mails.getByRole('listitem');
  await expect(confirmation).toHaveCount(1);
  await expect(confirmation).toContainText(`Potwierdzenie zamówienia — ${GUEST_EMAIL}`);
  // The dispatcher may still be at it when the section opens; the section reads again until it is not.
  await expect(confirmation).toContainText(/nie wysłany: 550 .+\(liczba prób: 1\)/, { timeout: 10_000 });

  await confirmation.getByRole('button', { name: 'Wyślij ponownie' }).click();
  await expect(confirmation).toContainText('czeka na wysłanie (próba 1)');
  await expect(confirmation.getByRole('button', { name: 'Wyślij ponownie' })).toBeHidden();
  // The catcher refuses again: failed once more, one attempt since the resend, and resendable.
  await expect(confirmation).toContainText(/nie wysłany: 550 .+\(liczba prób: 1\)/, { timeout: 10_000 });
  await expect(confirmation.getByRole('button', { name: 'Wyślij ponownie' })).toBeVisible();

  // Who resent what, and when: in the audit list like every staff change.
  await page.getByRole('tab', { name: 'Historia zmian' }).click();
  const entry = page.getByTestId('audit-entry').filter({ hasText: `Ponowna wysyłka e-maila (${id})` });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(STAFF.email);
  // Signing in reads the account's customer details; staff have none (a designed 404 the browser logs).
  expect(problems.filter((p) => !/status of 404 .*\/shop\/client\/data$/.test(p)), 'console errors').toEqual([]);

  // The order leaves the 'Nowe' column, so later journeys hear only their own alert.
  const token = await idToken(request, STAFF.email, STAFF.password);
  const rejected = await request.post(`/shop/staff/orders/${id}/status`, {
    headers: staffHeaders(token),
    data: { status: 'rejected', reason: 'Test: brak adresu e-mail klienta' },
  });
  expect(rejected.status()).toBe(200);
});
