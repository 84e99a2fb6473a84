/**
 * Page transitions (docs/behaviour.md §2): the old page fading out and the new one in; on slow
 * and failing networks a loading notice after 1000 ms, a full reload of a page whose resources
 * fail, a browser reload when the site changed on the server. Navigation goes through window.___navigate, the function Gatsby's Link calls, so the
 * same journey runs on desktop and on mobile (where the links sit in the slide-in menu).
 * A marker on window tells a client-side navigation (kept) from a full reload (gone).
 */
import { expect, test, type Page } from '@playwright/test';
import { closeNotice, getNotice, type Notice } from './support/storefront';

// page.route does not see requests a service worker answers; these journeys are about
// Gatsby's loader, so the worker stays out of them (e2e/offline.spec.ts covers it).
test.use({ serviceWorkers: 'block' });

const NOTICE = 'Wczytywanie strony…';

async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eMarker?: string }).__e2eMarker = 'same page load';
  });
}
// While the page reloads there is no window to ask: that is "not yet", not a failure.
const marker = (page: Page) =>
  page.evaluate(() => (window as unknown as { __e2eMarker?: string }).__e2eMarker ?? null).catch(() => 'reloading');
const navigate = (page: Page, to: string) =>
  page.evaluate((path) => void (window as unknown as { ___navigate: (to: string) => void }).___navigate(path), to);

let notice: Notice;
test.beforeEach(async ({ request }) => {
  notice = await getNotice(request);
});

/** The home page, hydrated and loaded (the seeded notice opens once the page load is done). */
async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await page.waitForFunction(() => typeof (window as unknown as { ___navigate?: unknown }).___navigate === 'function');
  await closeNotice(page, notice);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** After a full reload: the page shows (the notice, closed before in this browser, stays closed). */
async function reloadedAt(page: Page, path: RegExp, heading: string): Promise<void> {
  await expect(page).toHaveURL(path);
  await expect.poll(() => marker(page)).toBeNull(); // the browser loaded the page anew
  await closeNotice(page, notice);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('a navigation waiting over a second shows the loading notice until the page is there', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const started = Date.now();
  let requestedAt = 0;
  // Hold the menu's page data (also a prefetch of it) until the notice has been seen.
  await page.route('**/page-data/menu/page-data.json', async (route) => {
    requestedAt ||= Date.now();
    await held;
    await route.continue();
  });
  await openHome(page);
  await markWindow(page);
  const notice = page.getByTestId('navigation-notice');
  await expect(notice).toBeEmpty();
  await expect(notice).toHaveAttribute('aria-live', 'polite');

  const clicked = Date.now();
  await navigate(page, '/menu/');
  await page.waitForTimeout(700);
  await expect(notice).toBeEmpty(); // not before 1000 ms
  await expect(notice).toHaveText(NOTICE, { timeout: 3000 });
  expect(Date.now() - clicked).toBeGreaterThanOrEqual(1000);

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Zamów online' })).toBeVisible();
  await expect(notice).toBeEmpty();
  expect(await marker(page)).toBe('same page load'); // a client-side navigation, no reload
  expect(requestedAt).toBeGreaterThanOrEqual(started);
});

test('a page whose script fails to load is reloaded in full at its address', async ({ page }) => {
  let failed = 0;
  let reloading = false;
  // The about page's component chunk fails (prefetch and navigation alike) until the browser
  // loads /about/ as a document: then the network is fine again.
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === '/about/') reloading = true;
  });
  await page.route(/component---src-pages-about-tsx-\w+\.js$/, async (route) => {
    if (reloading) return route.continue();
    failed += 1;
    return route.abort('failed');
  });
  await openHome(page);
  await markWindow(page);

  await navigate(page, '/about/');

  await reloadedAt(page, /\/about\/$/, 'Jak zamawiać');
  expect(failed).toBeGreaterThanOrEqual(1);
});

test('a site rebuilt on the server (new compilation hash) makes the next navigation reload the browser', async ({ page }) => {
  await openHome(page);
  await markWindow(page);
  const current = await page.evaluate(() => (window as unknown as { ___webpackCompilationHash: string }).___webpackCompilationHash);
  expect(current).toBeTruthy();

  // The next app-data.json says another build is live (once: the reloaded page gets the real one).
  let served = 0;
  await page.route(
    '**/page-data/app-data.json',
    async (route) => {
      served += 1;
      await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ webpackCompilationHash: 'another-build' }) });
    },
    { times: 1 },
  );

  await navigate(page, '/about/');

  await reloadedAt(page, /\/about\/$/, 'Jak zamawiać');
  expect(served).toBe(1);
});

/** Frame by frame from now on: the lowest opacity the page at `from` showed, and when `to` replaced it. */
async function watchPageChange(page: Page, from: string, to: string): Promise<void> {
  await page.evaluate(
    ([fromPath, toPath]) => {
      const seen = { lowestOpacity: 1, swappedAfterMs: -1 };
      (window as unknown as { __pageChange: typeof seen }).__pageChange = seen;
      const start = performance.now();
      const frame = () => {
        const old = document.querySelector(`[data-pathname="${fromPath}"]`);
        if (old) seen.lowestOpacity = Math.min(seen.lowestOpacity, Number(getComputedStyle(old).opacity));
        if (!old && document.querySelector(`[data-pathname="${toPath}"]`)) seen.swappedAfterMs = performance.now() - start;
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    [from, to],
  );
}
const pageChange = (page: Page) =>
  page.evaluate(() => (window as unknown as { __pageChange: { lowestOpacity: number; swappedAfterMs: number } }).__pageChange);

/** The fade-out arrives in a chunk of its own after the first render (gatsby-browser). */
const fadeOutLoaded = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/page-leave-\w+\.js$/.test(entry.name))))
    .toBe(true);

test('the landing page shows at once; a change of page fades the old page out, then the new one in', async ({ page }) => {
  const animationOf = (path: string) =>
    page.locator(`[data-pathname="${path}"]`).evaluate((element) => {
      const style = getComputedStyle(element);
      return { name: style.animationName, duration: style.animationDuration };
    });
  await openHome(page);
  expect((await animationOf('/')).name).toBe('none');
  await fadeOutLoaded(page);
  await markWindow(page);

  await watchPageChange(page, '/', '/about/');
  await navigate(page, '/about/');
  await expect(page.getByRole('heading', { level: 1, name: 'Jak zamawiać' })).toBeVisible();
  await expect.poll(async () => (await pageChange(page)).swappedAfterMs).toBeGreaterThan(0);
  const leaving = await pageChange(page);
  // The home page faded out before it was replaced; the page was prefetched, so the swap waited for the fade (200 ms).
  expect(leaving.lowestOpacity).toBeLessThan(0.5);
  expect(leaving.swappedAfterMs).toBeGreaterThanOrEqual(150);
  expect(await animationOf('/about/')).toEqual({ name: expect.not.stringMatching(/^none$/), duration: '0.3s' });

  await watchPageChange(page, '/about/', '/');
  await navigate(page, '/');
  await expect(page.locator('[data-pathname="/"]')).toBeVisible();
  await expect.poll(async () => (await pageChange(page)).swappedAfterMs).toBeGreaterThan(0);
  expect((await pageChange(page)).lowestOpacity).toBeLessThan(0.5);
  expect((await animationOf('/')).name).not.toBe('none');
  expect(await marker(page)).toBe('same page load'); // client-side changes of page, no reload
});

test('nothing fades for a visitor who asks for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHome(page);
  await fadeOutLoaded(page);
  await watchPageChange(page, '/', '/about/');
  await navigate(page, '/about/');
  await expect(page.getByRole('heading', { level: 1, name: 'Jak zamawiać' })).toBeVisible();
  await expect.poll(async () => (await pageChange(page)).swappedAfterMs).toBeGreaterThan(0);
  expect((await pageChange(page)).lowestOpacity).toBe(1);
  expect(await page.locator('[data-pathname="/about/"]').evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
});
