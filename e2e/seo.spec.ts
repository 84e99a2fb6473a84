/**
 * Found by search and readable without JavaScript (D50): the pre-rendered menus list
 * every item the API lists, with its price, in a browser with JavaScript off; hydration
 * over that HTML raises no error; every page has its title, description and canonical URL;
 * the JSON-LD parses and carries the facts staff published; sitemap and robots.txt are served;
 * old paths redirect (server 301 and the static meta-refresh fallback); pictures reserve their boxes.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { filterOrderable, filterVisible } from '../src/features/menu/menu-rules';
import { normalizeSiteUrl } from '../src/features/seo/site-paths';
import type { MenuItem } from '../src/lib/shop-api-types';
import redirects from '../domain/rules/redirects.json';
import { RESTAURANT_FACTS as FACTS } from '../__tests__/support/restaurant-fixtures';
import { publishNow } from './support/publish';
import { STAFF, idToken, staffHeaders } from './support/staff';
import { collectErrors } from './support/storefront';

// The site is built with SITE_URL (default: the local product's address), not the test's port.
const SITE_URL = normalizeSiteUrl(process.env.SITE_URL);

async function listed(request: APIRequestContext, base: '/shop' | '/shop/menu'): Promise<MenuItem[]> {
  const get = async (list: string) => (await (await request.get(`${base}/${list}`)).json()) as MenuItem[];
  const [sets, products, ingredients] = await Promise.all([get('sushiSet'), get('product'), get('ingredient')]);
  return [...filterVisible(sets), ...filterOrderable(products), ...filterOrderable(ingredients)];
}

/** '18,50 zł' (any space Intl chose) -> 18.5 */
const zloty = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

async function withoutJavaScript<T>(browser: Browser, baseURL: string | undefined, run: (page: import('@playwright/test').Page) => Promise<T>) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

for (const [pagePath, base] of [
  ['/menu/', '/shop'],
  ['/menurestauracja/', '/shop/menu'],
] as const) {
  test(`${pagePath} lists every item with its price without JavaScript`, async ({ browser, baseURL, request }) => {
    const items = await listed(request, base);
    expect(items.length).toBeGreaterThan(12);
    const rows = await withoutJavaScript(browser, baseURL, async (page) => {
      await page.goto(pagePath);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const list = page.getByRole('region', { name: /^Cennik/ });
      await expect(list).toBeVisible();
      return list.locator('li').evaluateAll((lis) =>
        lis.map((li) => [...li.querySelectorAll('span')].map((span) => span.textContent ?? '')),
      );
    });
    expect(rows.map(([name, price]) => [name, zloty(price)])).toEqual(items.map((item) => [item.name, item.price]));
  });

  test(`${pagePath} hydrates over the pre-rendered menu without errors, then shows the live lists`, async ({ page, request }) => {
    const problems = collectErrors(page);
    const items = await listed(request, base);
    const liveLists = ['sushiSet', 'product', 'ingredient'].map((list) =>
      page.waitForResponse((response) => new URL(response.url()).pathname === `${base}/${list}` && response.ok()),
    );
    await page.goto(pagePath);
    await Promise.all(liveLists);
    const results = page.locator('#menu-results');
    await expect(results.getByRole('heading', { level: 3 }).first()).toHaveText(items[0].name);
    await expect(results.getByRole('status')).toHaveText(new RegExp(`^${items.length}\\s`));
    // The live lists read as the build's (both from the seed), so nothing was rendered again: the
    // price list for browsers without JavaScript is still the one in the HTML.
    await expect(page.locator('#___gatsby noscript')).toHaveCount(1);
    expect(problems).toEqual([]);
  });
}

test('the home page hydrates over its pre-rendered slides without errors', async ({ page }) => {
  const problems = collectErrors(page);
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: 'INFORMACJA' })).toBeVisible();
  expect(problems).toEqual([]);
});

const PUBLIC_PAGES = ['/', '/menu/', '/menurestauracja/', '/about/', '/basket/', '/regulamin/', '/polityka-prywatnosci/'];
const PRIVATE_PAGES = ['/profile/', '/summary/', '/payment/', '/order/', '/verify/', '/auth/sign-in/', '/auth/sign-up/', '/admin/'];

test('every page has a Polish title, a description, its canonical URL and the right robots rule', async ({ browser, baseURL }) => {
  await withoutJavaScript(browser, baseURL, async (page) => {
    const titles = new Set<string>();
    for (const pagePath of [...PUBLIC_PAGES, ...PRIVATE_PAGES]) {
      await page.goto(pagePath);
      const title = await page.title();
      expect(title, pagePath).toMatch(/\S/);
      titles.add(title);
      const head = page.locator('head');
      await expect(head.locator('meta[name="description"]'), pagePath).toHaveAttribute('content', /^.{30,}$/);
      await expect(head.locator('link[rel="canonical"]'), pagePath).toHaveAttribute('href', `${SITE_URL}${pagePath}`);
      await expect(head.locator('meta[property="og:url"]'), pagePath).toHaveAttribute('content', `${SITE_URL}${pagePath}`);
      const robots = head.locator('meta[name="robots"]');
      if (PRIVATE_PAGES.includes(pagePath)) await expect(robots, pagePath).toHaveAttribute('content', /noindex/);
      else await expect(robots, pagePath).toHaveCount(0);
    }
    expect(titles.size).toBe(PUBLIC_PAGES.length + PRIVATE_PAGES.length);

    const missing = await page.goto('/nie-ma-takiej-strony/');
    expect(missing?.status()).toBe(404);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

test('the JSON-LD parses: the Restaurant with the facts staff set and the API’s opening hours on /, the Menu with every item on /menu/', async ({ browser, baseURL, request }) => {
  test.setTimeout(300_000);
  // The seed's placeholder facts are never published (D68; e2e/restaurant-facts.spec.ts checks
  // that on the release built at start). Staff set real ones and publish, so the address, phone
  // and e-mail are there to check whichever journeys ran before.
  const token = await idToken(request, STAFF.email, STAFF.password);
  const saved = await request.put('/shop/staff/settings/restaurant', { headers: staffHeaders(token), data: FACTS });
  expect(saved.status(), await saved.text()).toBe(200);
  await publishNow(request, token);

  const hours = (await (await request.get('/shop/opening-hours')).json()) as { days: { day: number; open: string | null; close: string | null }[] };
  const items = await listed(request, '/shop');
  const jsonLd = (pagePath: string) =>
    withoutJavaScript(browser, baseURL, async (page) => {
      await page.goto(pagePath);
      const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
      return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
    });

  const [restaurant] = await jsonLd('/');
  expect(restaurant).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    acceptsReservations: false,
    hasMenu: `${SITE_URL}/menu/`,
    address: { '@type': 'PostalAddress', streetAddress: FACTS.street, postalCode: FACTS.postalCode, addressLocality: FACTS.city, addressCountry: 'PL' },
    telephone: FACTS.phone,
    email: FACTS.email,
  });
  const specs = restaurant.openingHoursSpecification as { dayOfWeek: string[]; opens: string; closes: string }[];
  const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  for (const day of hours.days) {
    const spec = specs.find((s) => s.dayOfWeek.includes(`https://schema.org/${DAYS[day.day - 1]}`));
    expect(spec ? [spec.opens, spec.closes] : [null, null]).toEqual([day.open, day.close]);
  }

  const [menu] = await jsonLd('/menu/');
  expect(menu['@type']).toBe('Menu');
  const offers = (menu.hasMenuSection as { hasMenuItem: { name: string; offers: { price: string; priceCurrency: string } }[] }[]).flatMap(
    (section) => section.hasMenuItem.map((item) => [item.name, Number(item.offers.price), item.offers.priceCurrency]),
  );
  expect(offers.sort()).toEqual(items.map((item) => [item.name, item.price, 'PLN']).sort());
});

test('the built HTML carries no NUL byte (React 18.3 stream renderer, dropped by plugins/gatsby-plugin-build-patches)', async ({ request }) => {
  for (const pagePath of [...PUBLIC_PAGES, ...PRIVATE_PAGES]) {
    const html = await (await request.get(pagePath)).text();
    expect(html.length, pagePath).toBeGreaterThan(1000);
    expect(html.includes('\0'), pagePath).toBe(false);
  }
});

test('sitemap and robots.txt are served, with the private pages left out', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const robotsText = await robots.text();
  expect(robotsText).toContain(`Sitemap: ${SITE_URL}/sitemap-index.xml`);
  for (const pagePath of PRIVATE_PAGES) expect(robotsText).toContain(`Disallow: ${pagePath.replace(/^(\/[^/]+\/).*$/, '$1')}`);

  const index = await request.get('/sitemap-index.xml');
  expect(index.status()).toBe(200);
  const sitemapUrls = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(sitemapUrls.length).toBeGreaterThan(0);
  const locs: string[] = [];
  for (const url of sitemapUrls) {
    const sitemap = await request.get(new URL(url).pathname);
    expect(sitemap.status()).toBe(200);
    locs.push(...[...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
  }
  expect(locs.sort()).toEqual(PUBLIC_PAGES.map((p) => `${SITE_URL}${p}`).sort());
});

test('an old path answers 301 from the server and lands on the new page', async ({ page, request }) => {
  for (const { from, to } of redirects) {
    for (const url of [from, `${from}/`]) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(301);
      expect(response.headers().location, url).toBe(to);
    }
  }
  await page.goto('/zamow-online');
  await expect(page).toHaveURL(/\/menu\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Zamów online' })).toBeVisible();
});

test('without the server, the static fallback page sends the browser to the new path', async ({ browser }) => {
  // A plain file server over the built site, as a CDN would serve it: no redirect rules.
  const root = path.resolve(process.env.SITE_DIR ?? 'public');
  const server = http.createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.join(root, urlPath, urlPath.endsWith('/') ? 'index.html' : '');
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(urlPath.endsWith('/') ? 404 : 301, urlPath.endsWith('/') ? {} : { location: `${urlPath}/` }).end();
      return;
    }
    res.writeHead(200, { 'content-type': file.endsWith('.html') ? 'text/html; charset=utf-8' : 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await withoutJavaScript(browser, origin, async (page) => {
      const fallback = await page.request.get('/zamow-online/');
      expect(fallback.status()).toBe(200);
      const html = await fallback.text();
      expect(html).toContain('Ta strona ma nowy adres:');
      expect(html).toMatch(/<meta name="robots" content="noindex">/);
      expect(html).toContain(`<link rel="canonical" href="${SITE_URL}/menu/">`);

      await page.goto('/zamow-online/');
      await page.waitForURL(`${origin}/menu/`);
      await expect(page.getByRole('heading', { level: 1, name: 'Zamów online' })).toBeVisible();
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('pictures reserve their boxes: every img is sized, none moves the layout', async ({ page }) => {
  // Record every layout shift and the elements that moved, from the first paint on.
  await page.addInitScript(() => {
    const w = window as unknown as { shiftedTags: string[] };
    w.shiftedTags = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { sources?: { node?: Node }[] }[]) {
        for (const source of entry.sources ?? []) w.shiftedTags.push(source.node?.nodeName ?? '?');
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const pagePath of ['/', '/menu/']) {
    await page.goto(pagePath);
    await expect(page.locator('main img').first()).toBeVisible();
    // Let every image of the first screen arrive.
    await page.waitForLoadState('networkidle');
    const unsized = await page.locator('img').evaluateAll((imgs) =>
      imgs.filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).map((img) => img.outerHTML),
    );
    expect(unsized, pagePath).toEqual([]);
    const shifted = await page.evaluate(() => (window as unknown as { shiftedTags: string[] }).shiftedTags);
    expect(shifted.filter((tag) => tag === 'IMG'), pagePath).toEqual([]);
  }
});

test('the HTML carries the base CSS before every component style, so nothing moves when the scripts arrive', async ({ browser, baseURL, page }) => {
  // The reset (body margin 0, border-box) is plain CSS first in the head (src/styles/global-css.ts).
  const base = (target: typeof page) =>
    target.evaluate(() => {
      const global = document.head.querySelector('style[data-global-css]');
      return {
        margin: getComputedStyle(document.body).margin,
        boxSizing: getComputedStyle(document.body).boxSizing,
        firstStyle: document.head.querySelector('style') === global,
        componentStylesAfter: [...document.head.querySelectorAll('style[data-styled]')].every(
          (style) => global!.compareDocumentPosition(style) & Node.DOCUMENT_POSITION_FOLLOWING,
        ),
      };
    });
  const expected = { margin: '0px', boxSizing: 'border-box', firstStyle: true, componentStylesAfter: true };
  await withoutJavaScript(browser, baseURL, async (noJs) => {
    for (const pagePath of ['/', '/menu/']) {
      await noJs.goto(pagePath);
      expect(await base(noJs), pagePath).toEqual(expected);
    }
  });

  await page.goto('/menu/');
  // Its buttons work once React has hydrated (and styled-components has taken over its styles).
  await expect(page.getByRole('dialog', { name: 'INFORMACJA' }).getByRole('button').first()).toBeEnabled();
  expect(await base(page)).toEqual(expected);
});
