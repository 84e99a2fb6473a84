/**
 * Order again: a signed-in customer's order is in their history; since then the restaurant
 * raised the price of one of its items. 'Zamów ponownie' puts both items into the basket at
 * today's prices and names the change; the basket page shows them at those prices.
 */
import { expect, test, type Page } from '@playwright/test';
import { at, signUpAndSignIn } from './support/checkout';
import { idToken, STAFF, staffHeaders } from './support/staff';
import { basketFromApi, basketWorth, closeNotice, collectErrors, getNotice, lineTotal, loose, money, zl } from './support/storefront';

// The menu is read at the click; a service worker would answer it from its last copy while it
// fetches a fresh one (e2e/offline.spec.ts covers the worker). This journey is about the live menu.
test.use({ serviceWorkers: 'block' });

const EXPECTED = [
  // The first sign-in asks for customer details the server does not have yet (404: it is then
  // created from the sign-up form), the browser logs that answer.
  /Failed to load resource: the server responded with a status of 404.* @ .*\/shop\/client\/data/,
  // Playwright's blocked register() resolves to nothing, which Gatsby's registration logs.
  /Error during service worker registration: TypeError: Cannot read properties of undefined/,
];

const main = (page: Page) => page.getByRole('main');
const basketRow = (page: Page, name: string) =>
  main(page).getByRole('listitem').filter({ has: page.getByRole('button', { name: `Usuń ${name}`, exact: true }) });

test("a signed-in customer orders again from the history at today's prices, the price change named", async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const problems = collectErrors(page);
  const notice = await getNotice(request);
  test.skip(notice.isSystemClose, 'the shop is closed by the system switch');
  const times = (await (await request.get('/shop/delivery-times')).json()) as { asap: boolean; slots: string[] };
  test.skip(!times.asap && times.slots.length === 0, 'no delivery time can be ordered now');

  const email = `ponownie-${testInfo.project.name}-${Date.now()}@example.pl`;
  const customer = { email, password: 'Sushi2024', name: 'Ola Stała', phoneNumber: '600 300 401', address: 'ul. Krótka 2, 00-001 Warszawa' };
  await signUpAndSignIn(page, notice, customer);

  // Their order, placed with their ID token as the site places it (the checkout journeys walk the
  // forms): zone A's minimum of the first product, and one of the second.
  const [first] = await basketWorth(request, 'A');
  const [, second] = await basketFromApi(request, [1, 1]);
  const placed = await request.post('/shop/order', {
    headers: { authorization: `Bearer ${await idToken(request, email, customer.password)}` },
    data: {
      items: [first, second].map(({ id, quantity }) => ({ id, quantity })),
      customer: { name: customer.name, phoneNumber: customer.phoneNumber, email },
      address: { street: 'Świętokrzyska 31/33', postalCode: '00-950', city: 'Warszawa' },
      deliveryTime: times.asap ? { type: 'asap' } : { type: 'scheduled', at: times.slots[0] },
      paymentMethod: 'cash',
      acceptedTerms: true,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);

  // Since then the restaurant raised the second item's price.
  const staff = staffHeaders(await idToken(request, STAFF.email, STAFF.password));
  const newPrice = Math.round(second.price * 100 + 200) / 100;
  const raised = await request.patch(`/shop/staff/menu/${second.id}`, { headers: staff, data: { price: newPrice } });
  expect(raised.ok(), await raised.text()).toBe(true);
  try {
    await page.goto('/profile/?view=history');
    await closeNotice(page, notice);
    await at(page, '/profile/?view=history', 'Moje konto');
    const entry = main(page).getByRole('listitem').filter({ has: page.getByRole('list', { name: 'Pozycje zamówienia' }) });
    await expect(entry).toHaveCount(1);

    await entry.getByRole('button', { name: 'Zamów ponownie' }).click();
    const report = entry.getByRole('status');
    await expect(report).toContainText(loose('Dodano do koszyka 2 produkty z tego zamówienia, po dzisiejszych cenach.'));
    await expect(report).toContainText(loose(`Cena ${second.name}: było ${money(second.price)}, teraz ${money(newPrice)}.`));
    await expect(report).not.toContainText(`Cena ${first.name}`);

    await entry.getByRole('link', { name: 'Przejdź do koszyka' }).click();
    await at(page, '/basket/', 'Koszyk');
    // Each line as ordered, the second at its new price.
    const today = [first, { ...second, price: newPrice }];
    for (const line of today) await expect(basketRow(page, line.name)).toContainText(zl(lineTotal(line)));
    await expect(main(page).getByText(/^Razem:/)).toContainText(zl(today.reduce((sum, line) => sum + lineTotal(line), 0)));
    expect(problems.filter((p) => !EXPECTED.some((re) => re.test(p))), 'console errors on the page').toEqual([]);
  } finally {
    const restored = await request.patch(`/shop/staff/menu/${second.id}`, { headers: staff, data: { price: second.price } });
    expect(restored.ok()).toBe(true);
  }
});
