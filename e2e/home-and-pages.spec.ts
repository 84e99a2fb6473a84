/**
 * The home page, the storefront's other pages and the old addresses in the running product:
 * the notice modal with the API's text, the carousel from the API, the sections and links,
 * no console errors, no serious axe violations, nothing wider than a 320 px phone, 301s.
 */
import { expect, test, type Page } from '@playwright/test';
import redirects from '../domain/rules/redirects.json';
import {
  basketFromApi,
  closeNotice,
  collectErrors,
  expectNoSeriousAxeViolations,
  getNotice,
  seedBasket,
  type Notice,
} from './support/storefront';

let errors: string[];
let notice: Notice;
test.beforeEach(async ({ page, request }) => {
  errors = collectErrors(page);
  notice = await getNotice(request);
});
test.afterEach(() => {
  expect(errors, 'console errors').toEqual([]);
});

const PAGES = [
  { path: '/', heading: 'Świeże sushi z dostawą do domu' },
  { path: '/basket/', heading: 'Koszyk' },
  { path: '/about/', heading: 'Jak zamawiać' },
  { path: '/auth/sign-up/', heading: 'Rejestracja' },
  { path: '/auth/sign-in/', heading: 'Logowanie' },
  { path: '/summary/', heading: 'Podsumowanie zamówienia' },
];

/** Opens `path` with a two-line basket, waits for the page load (the notice) and closes it. */
async function open(page: Page, path: string, request: Parameters<typeof basketFromApi>[0]) {
  await seedBasket(page, JSON.stringify(await basketFromApi(request, [2, 1])));
  await page.goto(path);
  await closeNotice(page, notice);
}

for (const { path, heading } of PAGES) {
  test(`${path} is Polish, has no console errors and no serious axe violations`, async ({ page, request }) => {
    await open(page, path, request);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (path !== '/') await expect(page).toHaveTitle(new RegExp(`^${heading} \\| `));
    await expectNoSeriousAxeViolations(page);
  });
}

test("the notice modal 'INFORMACJA' shows the API's text, passes axe and closes with OK", async ({ page, isMobile }) => {
  expect(notice.isVisible, 'the seeded notice is visible').toBe(true);
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'INFORMACJA' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(notice.text);
  // Pre-rendered with its buttons disabled; axe checks the dialog people use, once hydrated.
  const ok = dialog.getByRole('button', { name: 'OK' });
  await expect(ok).toBeEnabled();
  // Enabled by the scripts, it switches to black at once: no fade from the disabled grey on
  // every page load; only the pointer's arrival fades.
  const fade = () => ok.evaluate((button) => getComputedStyle(button).transitionDuration);
  expect(await fade()).toBe('0s');
  if (!isMobile) {
    await ok.hover();
    expect(await fade()).not.toBe('0s');
  }
  await expectNoSeriousAxeViolations(page);

  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();

  // Closed, it stays closed on the next loads (D62): hidden before the first paint by the head's
  // script, and not opened by the live notice either.
  for (const path of ['/', '/menu/']) {
    const liveNotice = page.waitForResponse((response) => response.url().endsWith('/shop/close'));
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-notice-closed', '');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await liveNotice;
    await expect(dialog).toHaveCount(0);
    await expectFooterLinks(page);
  }
  await page.goto('/basket/');
  await expectFooterLinks(page);
});

/** D102: every page's footer leads to the terms, the privacy policy and the contact. */
async function expectFooterLinks(page: Page) {
  const links = page.getByRole('contentinfo').getByRole('navigation', { name: 'Informacje' }).getByRole('link');
  await expect(links).toHaveText(['Regulamin', 'Polityka prywatności', 'Kontakt i dojazd']);
  expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual(['/regulamin/', '/polityka-prywatnosci/', '/#contact']);
}

test('home: carousel from the API, sections, the order link and no dead add-ons link', async ({ page, request, isMobile }) => {
  const slides = (await (await request.get('/carousel/')).json()) as { title: string; image: string }[];
  expect(slides.length).toBeGreaterThan(1);
  await open(page, '/', request);

  const carousel = page.getByRole('region', { name: 'Polecamy' });
  await expect(carousel.getByRole('heading', { level: 2 })).toHaveText(slides[0].title);
  const image = carousel.getByRole('img', { name: slides[0].title });
  await expect(image).toHaveAttribute('src', slides[0].image);
  await expect(image).toHaveAttribute('width', '1200');
  await carousel.getByRole('button', { name: 'Następny slajd' }).click();
  await expect(carousel.getByRole('heading', { level: 2 })).toHaveText(slides[1].title);
  await carousel.getByRole('button', { name: `Slajd 1: ${slides[0].title}` }).click();
  await expect(carousel.getByRole('heading', { level: 2 })).toHaveText(slides[0].title);

  for (const id of ['presentation', 'about', 'contact']) await expect(page.locator(`section#${id}`)).toBeAttached();
  await expect(page.locator('#contact')).toContainText('Godziny otwarcia: '); // the facts: e2e/restaurant-facts.spec.ts
  // No add-ons shop is configured for the demo restaurant: no link to it, and no dead href="#".
  await expect(page.getByRole('link', { name: 'Sklep - dodatki' })).toHaveCount(0);
  await expect(page.locator('a[href="#"]')).toHaveCount(0);

  // The top bar's links: the desktop bar, or the slide-in menu on a phone.
  if (isMobile) await page.getByRole('button', { name: 'Otwórz menu' }).click();
  const nav = page.getByRole('navigation', { name: isMobile ? 'Menu mobilne' : 'Główna nawigacja' });
  for (const label of ['O nas', 'Zamów online', 'Kontakt', 'Jak zamawiać']) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await nav.getByRole('link', { name: 'Kontakt', exact: true }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.locator('#contact')).toBeInViewport();

  await page.locator('#presentation').getByRole('link', { name: 'Zamów online' }).click();
  await expect(page).toHaveURL(/\/menu\/$/);
});

test('nothing is wider than a 320 px phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ['/', '/basket/', '/about/', '/summary/']) {
    await open(page, path, request);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} scroll width`).toBeLessThanOrEqual(320);
  }
});

test('the old addresses answer 301 to the new ones', async ({ request }) => {
  for (const { from, to } of redirects) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
});

test('the top bar is a phone\'s up to 835 px wide and a desktop\'s above it (docs/behaviour.md §9)', async ({ page }) => {
  const desktopLinks = page.getByRole('navigation', { name: 'Główna nawigacja' });
  const hamburger = page.getByRole('button', { name: 'Otwórz menu' });
  await page.setViewportSize({ width: 835, height: 800 });
  await page.goto('/about/');
  await closeNotice(page, notice);
  await expect(hamburger).toBeVisible();
  await expect(desktopLinks).toBeHidden();
  await page.setViewportSize({ width: 836, height: 800 });
  await expect(desktopLinks).toBeVisible();
  await expect(hamburger).toBeHidden();
});
