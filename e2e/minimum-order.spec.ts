/**
 * The minimum order value of each zone and free delivery (decisions.md D70)
 * as a customer meets them on the demo restaurant: the basket says what is missing and waits,
 * the summary measures the basket against the zone of the address, delivery costs nothing from
 * the threshold on, and the API refuses what the site would not send.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { fillAddress, finishSummary } from './support/checkout';
import { closeNotice, collectErrors, deliveryTerms, getNotice, seedBasket, zl, type Notice, type StoredLine } from './support/storefront';

let problems: string[];
let notice: Notice;
test.beforeEach(async ({ page, request }) => {
  problems = collectErrors(page);
  notice = await getNotice(request);
});
test.afterEach(() => {
  expect(problems, 'console errors on the page').toEqual([]);
});

const main = (page: Page) => page.getByRole('main');
const grosze = (zloty: number) => Math.round(zloty * 100);
/** 'Brakuje 13,10 zł do minimalnej wartości zamówienia' + the rest, with the site's spaces. */
const missing = (zloty: number, rest: string) =>
  new RegExp(`Brakuje ${zl(zloty).source} do minimalnej wartości zamówienia${rest.replace(/[.()]/g, '\\$&')}`);

/** The cheapest product on sale today, one piece. */
async function cheapestProduct(request: APIRequestContext): Promise<StoredLine> {
  const products = (await (await request.get('/shop/product')).json()) as (StoredLine & { soldOut: boolean })[];
  const [cheapest] = products.filter((p) => !p.soldOut).sort((a, b) => a.price - b.price);
  return { id: cheapest.id, name: cheapest.name, price: cheapest.price, quantity: 1 };
}

async function fillCustomer(page: Page) {
  await page.getByLabel('Imię i nazwisko').fill('Marta Minimalna');
  await page.getByLabel('Telefon').fill('600 700 800');
  await page.getByLabel('E-mail').fill('marta.minimalna@example.pl');
}

test('below the minimum the basket waits; the summary checks the zone; the API refuses', async ({ page, request }) => {
  test.skip(notice.isSystemClose, 'the shop is closed by the system switch');
  const times = (await (await request.get('/shop/delivery-times')).json()) as { asap: boolean; slots: string[] };
  test.skip(!times.asap && times.slots.length === 0, 'no delivery time can be ordered now');
  const terms = await deliveryTerms(request);
  const product = await cheapestProduct(request);
  expect(grosze(product.price), 'one piece is below zone A\'s minimum').toBeLessThan(grosze(terms.minimumOrderA));
  expect(terms.minimumOrderA).toBeLessThan(terms.minimumOrderB);

  // One piece: no zone takes it. ZAMAWIAM waits and says how much is missing.
  await seedBasket(page, JSON.stringify([product]));
  await page.goto('/basket/');
  await closeNotice(page, notice);
  const shortOfA = (grosze(terms.minimumOrderA) - grosze(product.price)) / 100;
  await expect(main(page).getByText(missing(shortOfA, ' w strefie A.'))).toBeVisible();
  const waiting = main(page).getByRole('button', { name: 'ZAMAWIAM' });
  await expect(waiting).toBeDisabled();
  await expect(waiting).toHaveAccessibleDescription(missing(shortOfA, ' w strefie A.'));
  await expect(main(page).getByRole('list', { name: 'Warunki dostawy' })).toContainText(
    new RegExp(`Strefa A: dostawa ${zl(terms.zoneA).source}, zamówienie od ${zl(terms.minimumOrderA).source}`),
  );

  // More pieces until zone A takes it: zone B still lacks some.
  const enoughForA = Math.ceil(grosze(terms.minimumOrderA) / grosze(product.price));
  for (let pieces = 1; pieces < enoughForA; pieces++) await main(page).getByRole('button', { name: 'Zwiększ ilość' }).click();
  const basketValue = (enoughForA * grosze(product.price)) / 100;
  await expect(main(page).getByText(missing((grosze(terms.minimumOrderB) - grosze(basketValue)) / 100, ' w strefie B.'))).toBeVisible();
  await main(page).getByRole('link', { name: 'ZAMAWIAM' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Podsumowanie zamówienia' })).toBeVisible();

  // An address in zone B: the summary says what is missing there, and 'Dalej' stays.
  await fillCustomer(page);
  await fillAddress(page, { street: 'Puławska 100', postalCode: '02-600', city: 'Warszawa' });
  await expect(main(page).getByText('Strefa dostawy: B')).toBeVisible();
  const belowB = main(page).getByText(missing((grosze(terms.minimumOrderB) - grosze(basketValue)) / 100, ` w strefie B (zamówienia od `));
  await expect(belowB).toBeVisible();
  await page.getByLabel(/Akceptuję/).check();
  await main(page).getByRole('button', { name: 'Dalej' }).click();
  await expect(belowB).toBeFocused();
  await expect(page.getByRole('heading', { level: 1, name: 'Podsumowanie zamówienia' })).toBeVisible();

  // Zone A takes it: on to payment.
  await page.getByLabel('Kod pocztowy').fill('00-950');
  await expect(belowB).toHaveCount(0);
  await finishSummary(page, 'A', times.asap);

  // The API decides for itself: the same basket to zone B is refused, in Polish, naming the field.
  const deliveryTime = times.asap ? { type: 'asap' } : { type: 'scheduled', at: times.slots[0] };
  const refused = await request.post('/shop/order', {
    data: {
      items: [{ id: product.id, quantity: enoughForA }],
      customer: { name: 'Marta Minimalna', phoneNumber: '600 700 800', email: 'marta.minimalna@example.pl' },
      address: { street: 'Puławska 100', postalCode: '02-600', city: 'Warszawa' },
      deliveryTime,
      paymentMethod: 'cash',
      acceptedTerms: true,
    },
  });
  expect(refused.status()).toBe(422);
  const answer = await refused.json();
  expect(answer).toMatchObject({ code: 'BELOW_MINIMUM', field: 'body/items' });
  expect(answer.message).toMatch(missing((grosze(terms.minimumOrderB) - grosze(basketValue)) / 100, ' w strefie B'));
});

test('delivery costs nothing from the zone\'s free-delivery value on', async ({ page, request }) => {
  const terms = await deliveryTerms(request);
  test.skip(terms.freeDeliveryFromA === null, 'zone A has no free delivery');
  const product = await cheapestProduct(request);
  const pieces = Math.ceil(grosze(terms.freeDeliveryFromA!) / grosze(product.price));
  await seedBasket(page, JSON.stringify([{ ...product, quantity: pieces }]));

  await page.goto('/basket/');
  await closeNotice(page, notice);
  await expect(main(page).getByText('Dostawa w strefie A gratis.')).toBeVisible();

  await main(page).getByRole('link', { name: 'ZAMAWIAM' }).click();
  await fillCustomer(page);
  await fillAddress(page, { street: 'Świętokrzyska 31/33', postalCode: '00-950', city: 'Warszawa' });
  await expect(main(page).getByText('Strefa dostawy: A')).toBeVisible();
  await expect(main(page).getByText(/^Dostawa:/)).toContainText(new RegExp(`${zl(0).source} \\(darmowa dostawa od ${zl(terms.freeDeliveryFromA!).source}\\)`));
  await expect(page.getByTestId('checkout-total')).toContainText(zl((pieces * grosze(product.price)) / 100));

  // One piece less: below the threshold, delivery is charged again.
  await main(page).getByRole('link', { name: 'Wróć do koszyka' }).click();
  await main(page).getByRole('button', { name: 'Zmniejsz ilość' }).click();
  await expect(main(page).getByText(/^Do darmowej dostawy w strefie A brakuje/)).toBeVisible();
});
