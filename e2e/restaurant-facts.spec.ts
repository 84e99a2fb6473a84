/**
 * The restaurant's facts and hours have one home (D68): the footer, the home page's contact,
 * /about/, the checkout and the terms all read it; the seed's placeholders are marked and kept
 * out of the JSON-LD; facts and hours staff save reach every page at once (the live answer),
 * and the structured data with the next publish.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { publishNow } from './support/publish';
import { idToken, STAFF, staffHeaders } from './support/staff';
import { basketFromApi, closeNotice, getNotice, seedBasket, type Notice } from './support/storefront';

let notice: Notice;

/** The hours line of every place that shows it: home's contact, the footer, /about/, the summary. */
async function expectHoursEverywhere(page: Page, hours: string) {
  await page.goto('/');
  await closeNotice(page, notice);
  await expect(page.locator('#contact address')).toContainText(`Godziny otwarcia: ${hours}`);
  await expect(page.getByRole('contentinfo')).toContainText(`Godziny otwarcia: ${hours}`);
  await page.goto('/about/');
  await expect(page.getByTestId('about-hours')).toHaveText(hours);
  await page.goto('/summary/');
  await expect(page.getByRole('main')).toContainText(`Godziny otwarcia: ${hours}`);
}

/** Sunday's opening hours in the home page's JSON-LD as published (what a search engine reads). */
async function publishedSundayHours(browser: Browser): Promise<{ opens: string; closes: string } | undefined> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  await context.close();
  type Spec = { dayOfWeek: string[]; opens: string; closes: string };
  const specs = scripts.flatMap((text) => [JSON.parse(text)].flat()).flatMap((data: { openingHoursSpecification?: Spec[] }) => data.openingHoursSpecification ?? []);
  const sunday = specs.find((spec) => spec.dayOfWeek.includes('https://schema.org/Sunday'));
  return sunday && { opens: sunday.opens, closes: sunday.closes };
}

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

test('hours staff change: every page at once, the structured data with the next publish', async ({ page, request, browser }) => {
  test.setTimeout(600_000);
  const token = await idToken(request, STAFF.email, STAFF.password);
  const settings = (await (await request.get('/shop/staff/settings', { headers: staffHeaders(token) })).json()) as {
    openingHours: ({ open: string; close: string } | null)[];
  };
  const week = settings.openingHours;
  const changed = [...week.slice(0, 6), { open: '14:00', close: '20:30' }];
  await seedBasket(page, JSON.stringify(await basketFromApi(request, [1])));
  try {
    expect((await request.put('/shop/staff/settings/opening-hours', { headers: staffHeaders(token), data: { days: changed } })).status()).toBe(200);
    const hours = (await (await request.get('/shop/opening-hours')).json()).summary as string;
    expect(hours).toContain('niedz. 14:00–20:30');
    await expectHoursEverywhere(page, hours);

    // The JSON-LD is part of the pre-rendered page: it follows at the next publish.
    await publishNow(request, token);
    expect(await publishedSundayHours(browser)).toEqual({ opens: '14:00', closes: '20:30' });
  } finally {
    expect((await request.put('/shop/staff/settings/opening-hours', { headers: staffHeaders(token), data: { days: week } })).status()).toBe(200);
    await publishNow(request, token);
  }
  expect(await publishedSundayHours(browser)).toEqual(week[6] && { opens: week[6].open, closes: week[6].close });
});
