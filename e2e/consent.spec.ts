/**
 * Analytics waits for consent. The e2e build carries a test tracking id (scripts/e2e-server.sh);
 * every request to Google is intercepted and recorded (gtag.js answered by a stub), so the
 * journeys prove what the browser asked for and which page views and e-commerce events reached
 * gtag's data layer.
 */
import { expect, test, type Page } from '@playwright/test';
import { addFirstMenuItem, finishSummary } from './support/checkout';
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

/** gtag's commands as [command, name, params] arrays, in order. */
const commands = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map(
      (args) => Array.from(args) as [string, string, Record<string, unknown>],
    ),
  );

/** The e-commerce events gtag was given (page views aside), in order. */
const ecommerce = async (page: Page) =>
  (await commands(page)).filter(([command, name]) => command === 'event' && name !== 'page_view').map(([, name, params]) => ({ name, params }));

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

test('nothing from Google before consent; Akceptuję wszystkie loads gtag.js after the consent defaults and page views follow navigation', async ({ page }) => {
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
  expect(await commands(page)).toEqual([]);
  // Not even a preconnect to Google in the HTML.
  expect(await page.content()).not.toContain('googletagmanager');

  await banner(page).getByRole('button', { name: 'Akceptuję wszystkie' }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => googleRequests).toEqual([`https://www.googletagmanager.com/gtag/js?id=${ID}`]);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __gtagStubLoaded?: boolean }).__gtagStubLoaded)).toBe(true);
  const sent = await commands(page);
  // Consent Mode v2: the defaults (all denied) before anything else, then the choice, then the config.
  expect(sent[0]).toEqual([
    'consent',
    'default',
    { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
  ]);
  expect(sent[1]).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted' })]);
  expect(sent.find(([c]) => c === 'config')).toEqual(['config', ID, { anonymize_ip: true, send_page_view: false }]);
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

test('Tylko niezbędne: nothing loads, also after a reload and on other pages', async ({ page }) => {
  await openHome(page);
  await banner(page).getByRole('button', { name: 'Tylko niezbędne' }).click();
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
    version: 2,
    analytics: false,
    ads: false,
  });
});

test('the footer button reopens the banner; ads alone by keyboard in Ustawienia; withdrawn, no more events', async ({ page }) => {
  await openHome(page);
  await banner(page).getByRole('button', { name: 'Tylko niezbędne' }).click();
  await expect(banner(page)).toBeHidden();

  await page.getByRole('contentinfo').getByRole('button', { name: 'Ustawienia cookies' }).click();
  await expect(banner(page)).toBeVisible();
  expect(googleRequests).toEqual([]);
  await banner(page).getByRole('button', { name: 'Ustawienia' }).click();
  const ads = banner(page).getByRole('checkbox', { name: 'Reklamy (pomiar konwersji Google Ads)' });
  await expect(banner(page).getByRole('checkbox', { name: 'Statystyka (Google Analytics)' })).not.toBeChecked();
  await ads.focus();
  await page.keyboard.press('Space');
  await expect(ads).toBeChecked();
  await banner(page).getByRole('button', { name: 'Zapisz wybór' }).click();
  await expect.poll(() => googleRequests).toEqual([`https://www.googletagmanager.com/gtag/js?id=${ID}`]);
  expect((await commands(page))[1]).toEqual([
    'consent',
    'update',
    { analytics_storage: 'denied', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'denied' },
  ]);
  await navigate(page, '/basket/');
  await expect.poll(async () => (await ecommerce(page)).map((event) => event.name)).toEqual(['view_cart']);

  // And back: refusing again stops gtag from sending (Google's opt-out flag) and no event follows.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Ustawienia cookies' }).click();
  await banner(page).getByRole('button', { name: 'Tylko niezbędne' }).click();
  await expect.poll(() => page.evaluate((id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`], ID)).toBe(true);
  await navigate(page, '/summary/');
  await navigate(page, '/basket/');
  expect((await ecommerce(page)).map((event) => event.name)).toEqual(['view_cart']);
});

/** From the menu to the order page by the site's own links (one page load, one data layer); returns the order number. */
async function orderFromMenu(page: Page): Promise<string> {
  await addFirstMenuItem(page, notice);
  await navigate(page, '/basket/');
  await page.getByRole('main').getByRole('link', { name: 'ZAMAWIAM' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Podsumowanie zamówienia' })).toBeVisible();
  await page.getByLabel('Imię i nazwisko').fill('Jan Testowy');
  await page.getByLabel('Telefon').fill('+48 600 100 200');
  await page.getByLabel('E-mail').fill('jan.testowy@example.pl');
  await page.getByLabel('Ulica i numer').fill('Marszałkowska 10/5');
  await page.getByLabel('Miejscowość').fill('Warszawa');
  await page.getByLabel('Kod pocztowy').fill('00-001');
  await finishSummary(page, 'A', asap);
  // Cash at the door, the form's default.
  await page.getByRole('main').getByRole('button', { name: 'Zamawiam i płacę' }).click();
  await expect(page).toHaveURL(/\/order\/\?id=[2-9A-Za-z]{10}$/);
  await expect(page.getByTestId('order-status')).toContainText('Nowe');
  return new URL(page.url()).searchParams.get('id')!;
}

let asap: boolean;
const canOrder = async (request: import('@playwright/test').APIRequestContext) => {
  const times = (await (await request.get('/shop/delivery-times')).json()) as { asap: boolean; slots: string[] };
  asap = times.asap;
  return !notice.isSystemClose && (times.asap || times.slots.length > 0);
};

test('after consent, a cash order gives its steps and exactly one purchase with the order number and PLN value, also after a reload', async ({ page, request }) => {
  test.skip(!(await canOrder(request)), 'no order can be placed now');
  await openHome(page);
  await banner(page).getByRole('button', { name: 'Akceptuję wszystkie' }).click();
  const id = await orderFromMenu(page);

  const events = await ecommerce(page);
  expect(events.map((event) => event.name)).toEqual([
    'view_item_list',
    'view_item',
    'add_to_cart',
    'view_cart',
    'begin_checkout',
    'add_shipping_info',
    'add_payment_info',
    'purchase',
  ]);
  const order = (await (await request.get(`/shop/order/${id}`)).json()) as { itemsTotal: number; discount: number; deliveryPrice: number };
  expect(events.at(-1)!.params).toMatchObject({
    transaction_id: id,
    currency: 'PLN',
    value: Math.round((order.itemsTotal - order.discount) * 100) / 100,
    shipping: order.deliveryPrice,
  });
  expect(JSON.stringify(events)).not.toMatch(/Jan Testowy|jan\.testowy|600 100 200|Marszałkowska|00-001/);

  // A reload of the order page: gtag again (its page view), no second purchase.
  await page.reload();
  await closeNotice(page, notice);
  await expect(page.getByTestId('order-status')).toContainText('Nowe');
  await expect.poll(() => pageViews(page)).toEqual([`/order/?id=${id}`]);
  await page.waitForLoadState('networkidle');
  expect(await ecommerce(page)).toEqual([]);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('ANALYTICS_SENT_PURCHASES') ?? '[]'))).toEqual([id]);
});

test('with consent refused, an order gives no event and no request to Google', async ({ page, request }) => {
  test.skip(!(await canOrder(request)), 'no order can be placed now');
  await openHome(page);
  await banner(page).getByRole('button', { name: 'Tylko niezbędne' }).click();
  await orderFromMenu(page);
  await page.waitForLoadState('networkidle');
  expect(await commands(page)).toEqual([]);
  expect(googleRequests).toEqual([]);
});
