/**
 * The restaurant's facts and hours have one home (D68): the footer, the home page's contact,
 * /about/, the checkout and the terms all read it; the seed's placeholders are marked and kept
 * out of the JSON-LD; facts staff save reach every page at once (the live answer).
 */
import { expect, test } from '@playwright/test';
import { idToken, STAFF, staffHeaders } from './support/staff';
import { basketFromApi, closeNotice, getNotice, seedBasket, type Notice } from './support/storefront';

let notice: Notice;
test.beforeEach(async ({ request }) => {
  notice = await getNotice(request);
});

test('one set of facts and hours on every page; what staff save shows at once', async ({ page, request }, testInfo) => {
  const hours = (await (await request.get('/shop/opening-hours')).json()).summary as string;
  expect((await (await request.get('/shop/restaurant')).json()).hours).toBe(hours); // the footer's line is checkout's

  // The same hours line on the home page's contact, the footer, /about/ and the checkout.
  await page.goto('/');
  await closeNotice(page, notice);
  const contact = page.locator('#contact address');
  await expect(contact).toContainText(`Godziny otwarcia: ${hours}`);
  await expect(page.getByRole('contentinfo')).toContainText(`Godziny otwarcia: ${hours}`);
  // The release built at start had the seed's placeholders: none of them was published as data.
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('');
  expect(jsonLd).toContain('OpeningHoursSpecification');
  expect(jsonLd).not.toContain('UZUPEŁNIENIA');
  await page.goto('/about/');
  await expect(page.getByTestId('about-hours')).toHaveText(hours);
  await seedBasket(page, JSON.stringify(await basketFromApi(request, [1])));
  await page.goto('/summary/');
  await expect(page.getByRole('main')).toContainText(`Godziny otwarcia: ${hours}`);

  // Staff save the facts; every page shows them on its next load, without a publish.
  const token = await idToken(request, STAFF.email, STAFF.password);
  const company = `Sushi Kami ${testInfo.project.name} sp. z o.o.`;
  const facts = { companyName: company, street: 'ul. Marszałkowska 10', postalCode: '00-001', city: 'Warszawa', phone: '+48 22 123 45 67', email: 'kontakt@sushikami.pl', nip: '5260001246' };
  expect((await request.put('/shop/staff/settings/restaurant', { headers: staffHeaders(token), data: facts })).status()).toBe(200);
  await page.goto('/');
  await expect(contact).not.toHaveAttribute('data-placeholder');
  await expect(contact).toContainText('Adres: ul. Marszałkowska 10, 00-001 Warszawa');
  await expect(contact.getByRole('link', { name: '+48 22 123 45 67' })).toHaveAttribute('href', 'tel:+48221234567');
  await expect(page.getByRole('contentinfo')).toContainText(company);
  await page.goto('/regulamin/');
  await expect(page.getByTestId('seller-identity')).toHaveText(
    `${company}, ul. Marszałkowska 10, 00-001 Warszawa, NIP 5260001246, e-mail kontakt@sushikami.pl, telefon +48 22 123 45 67`,
  );
  await expect(page.getByTestId('placeholder-warning')).toHaveCount(0);
  await page.goto('/polityka-prywatnosci/');
  await expect(page.getByTestId('seller-identity')).toContainText(company);
});
