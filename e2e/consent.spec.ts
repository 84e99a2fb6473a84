/**
 * Analytics waits for consent. The e2e build carries a test tracking id (scripts/e2e-server.sh);
 * every request to Google is intercepted and recorded (gtag.js answered by a stub), so the
 * journeys prove what the browser asked for and which page views reached gtag's data layer.
 */
import { expect, test, type Page } from '@playwright/test';
import { closeNotice, collectErrors, expectNoSeriousAxeViolations, getNotice, type Notice } from './support/storefront';

const ID = 'G-E2ETEST00';
// This spec starts as a new visitor: none of the refusal the other journeys start with.
test.use({ storageState: { cookies: [], origins: [] } });

let errors: string[];
let notice: Notice;
let googleRequests: string[];

test.beforeEach(async ({ page, request }) => {
  errors = collectErrors(page);
  notice = await getNotice(request);
  googleRequests = [];
  await page.route(/googletagmanager\.com|google-analytics\.com/, async (route) => {
    googleRequests.push(route.request().url());
    if (route.request().url().includes('/gtag/js')) {
      await route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagStubLoaded = true;' });
    } else {
      await route.fulfill({ status: 204 });
    }
  });
});
test.afterEach(() => {
  expect(errors, 'console errors').toEqual([]);
});

const banner = (page: Page) => page.getByRole('region', { name: 'Zgoda na pliki cookie' });

/** The page paths gtag was told about, in order. */
const pageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((args) => Array.from(args) as [string, string, { page_path?: string }])
      .filter(([command, name]) => command === 'event' && name === 'page_view')
      .map(([, , params]) => params.page_path),
  );

const hasGtag = (page: Page) => page.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag === 'function');

async function openHome(page: Page) {
  await page.goto('/');
  await closeNotice(page, notice);
  await expect(banner(page)).toBeVisible();
}

/** Client-side navigation, the kind the plugin's onRouteUpdate reports (works on both layouts). */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => (window as unknown as { ___navigate: (p: string) => void }).___navigate(to), path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test('nothing from Google before consent; Akceptuję loads gtag.js with the id and page views follow navigation', async ({ page }) => {
  // Pre-rendered, so it paints with the page rather than arriving late as its largest element.
  expect(await (await page.request.get('/menurestauracja/')).text()).toContain('aria-label="Zgoda na pliki cookie" data-cookie-banner=""');
  await openHome(page);
  await expect(banner(page)).toContainText('Niezbędne dane');
  await expect(banner(page).getByRole('link', { name: 'Polityka prywatności' })).toHaveAttribute('href', '/polityka-prywatnosci/');
  await expectNoSeriousAxeViolations(page);
  // The banner hides nothing for good: at the end of the page the footer sits above it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(async () => {
      const footer = (await page.getByRole('contentinfo').boundingBox())!;
      const bar = (await banner(page).boundingBox())!;
      return footer.y + footer.height - bar.y;
    })
    .toBeLessThanOrEqual(1);
  await page.waitForLoadState('networkidle');
  expect(googleRequests).toEqual([]);
  expect(await hasGtag(page)).toBe(false);
  // Not even a preconnect to Google in the HTML.
  expect(await page.content()).not.toContain('googletagmanager');

  await banner(page).getByRole('button', { name: 'Akceptuję' }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => googleRequests).toEqual([`https://www.googletagmanager.com/gtag/js?id=${ID}`]);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __gtagStubLoaded?: boolean }).__gtagStubLoaded)).toBe(true);
  const config = await page.evaluate(() =>
    ((window as unknown as { dataLayer: IArguments[] }).dataLayer.map((args) => Array.from(args)).find(([c]) => c === 'config')),
  );
  expect(config).toEqual(['config', ID, { anonymize_ip: true, send_page_view: false }]);
  await expect.poll(() => pageViews(page)).toEqual(['/']);

  await navigate(page, '/menu/');
  await expect.poll(() => pageViews(page)).toEqual(['/', '/menu/']);

  // The choice is kept: after a reload no banner, gtag.js again, one view of this page.
  await page.reload();
  await closeNotice(page, notice);
  await expect.poll(() => pageViews(page)).toEqual(['/menu/']);
  await expect(banner(page)).toBeHidden();
  expect(googleRequests.filter((url) => url.includes('/gtag/js'))).toHaveLength(2);
});

test('Odrzucam: nothing loads, also after a reload and on other pages', async ({ page }) => {
  await openHome(page);
  await banner(page).getByRole('button', { name: 'Odrzucam' }).click();
  await expect(banner(page)).toBeHidden();
  await navigate(page, '/menu/');

  await page.reload();
  await closeNotice(page, notice);
  await page.waitForLoadState('networkidle');
  await expect(banner(page)).toBeHidden();
  await navigate(page, '/basket/');
  await page.waitForTimeout(300);
  expect(googleRequests).toEqual([]);
  expect(await hasGtag(page)).toBe(false);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('COOKIE_CONSENT')))!)).toMatchObject({
    version: 1,
    choice: 'denied',
  });
});

test('the footer button reopens the banner and the choice can change', async ({ page }) => {
  await openHome(page);
  await banner(page).getByRole('button', { name: 'Odrzucam' }).click();
  await expect(banner(page)).toBeHidden();

  await page.getByRole('contentinfo').getByRole('button', { name: 'Ustawienia cookies' }).click();
  await expect(banner(page)).toBeVisible();
  expect(googleRequests).toEqual([]);
  await banner(page).getByRole('button', { name: 'Akceptuję' }).click();
  await expect.poll(() => googleRequests).toEqual([`https://www.googletagmanager.com/gtag/js?id=${ID}`]);

  // And back: refusing again stops gtag from sending (Google's opt-out flag).
  await page.getByRole('contentinfo').getByRole('button', { name: 'Ustawienia cookies' }).click();
  await banner(page).getByRole('button', { name: 'Odrzucam' }).click();
  expect(await page.evaluate((id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`], ID)).toBe(true);
});
