/**
 * Offline use (D52): after one visit the service worker serves `/`, `/menu/` and the
 * basket without a network, the menu lists come from its runtime cache, the basket from
 * local storage, and an order placed offline says there is no connection and keeps the
 * basket. Plus: the worker registers only on localhost or https (Gatsby's check).
 */
import { expect, test, type Page } from '@playwright/test';
import { closeNotice, getNotice, type Notice } from './support/storefront';
import { cachedUrls, deviceOffline, readyOffline, waitForWorker } from './support/offline';

const NO_CONNECTION = 'Brak połączenia z internetem. Sprawdź połączenie i spróbuj ponownie — Twój koszyk został zachowany.';
const PORT = Number(process.env.E2E_PORT ?? 8123);

const main = (page: Page) => page.getByRole('main');

let notice: Notice;
test.beforeEach(async ({ request }) => {
  notice = await getNotice(request);
});

test('after one visit, the menu and the basket work offline and an offline order keeps the basket', async ({ page, context }) => {
  test.skip(notice.isSystemClose, 'the shop is closed by the system switch: no ordering');
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));

  // One visit, online: the worker installs, then the pages are visited under its control.
  await page.goto('/');
  await waitForWorker(page);
  // Each page registers its resources once hydrated (Gatsby's onRouteUpdate), which may come
  // after its pre-rendered heading shows: stay on it until the worker could serve it offline.
  for (const path of ['/', '/menu/', '/basket/', '/summary/', '/payment/']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => readyOffline(page, path), { message: path }).toEqual([]);
  }
  await page.goto('/menu/');
  await closeNotice(page, notice);
  await expect(main(page).getByRole('button', { name: /^Zobacz: / }).first()).toBeVisible();
  // What the runtime cache holds: the menu lists and the notice, never customer or order data.
  const cached = await cachedUrls(page);
  expect(cached.some((url) => url.endsWith('/shop/product'))).toBe(true);
  expect(cached.some((url) => url.endsWith('/shop/close'))).toBe(true);
  expect(cached.filter((url) => /\/shop\/(client|order|staff)|\/identity\/|\/graphql/.test(url))).toEqual([]);

  // Offline from here on.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Zamów online' })).toBeVisible();
  await closeNotice(page, notice); // from the cache too
  const opener = main(page).getByRole('button', { name: /^Zobacz: / }).first();
  await expect(opener).toBeVisible();
  const name = (await opener.getAttribute('aria-label'))!.replace('Zobacz: ', '');
  await opener.click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('button', { name: 'Dodaj do koszyka' }).click();
  await expect(dialog.getByText('Dodano do koszyka: 1 szt.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Zamknij' }).click();

  // The basket page, loaded offline.
  await page.goto('/basket/');
  await closeNotice(page, notice);
  await expect(page.getByRole('heading', { level: 1, name: 'Koszyk' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Produkty w koszyku' })).toContainText(name);
  const basket = await page.evaluate(() => localStorage.getItem('SUSHI_LIST'));
  expect(JSON.parse(basket ?? '[]')).toEqual([expect.objectContaining({ name, quantity: 1 })]);

  // The delivery form was filled before (it lives in the tab's session storage).
  await page.evaluate(() =>
    sessionStorage.setItem(
      'SUSHI_CHECKOUT',
      JSON.stringify({
        name: 'Jan Kowalski',
        phoneNumber: '600 100 200',
        email: 'jan@example.pl',
        street: 'Marszałkowska 10/5',
        postalCode: '00-001',
        city: 'Warszawa',
        deliveryType: 'asap',
        paymentMethod: 'cash',
        acceptedTerms: true,
      }),
    ),
  );
  await page.goto('/payment/');
  await closeNotice(page, notice);
  await expect(page.getByRole('heading', { level: 1, name: 'Płatność' })).toBeVisible();
  await deviceOffline(page);
  await main(page).getByRole('button', { name: 'Zamawiam i płacę' }).click();
  await expect(main(page).getByRole('alert')).toHaveText(NO_CONNECTION);
  await expect(main(page).getByRole('button', { name: 'Spróbuj ponownie: Zamawiam i płacę' })).toBeEnabled();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('SUSHI_LIST'))) ?? '[]')).toEqual(JSON.parse(basket!));
  await expect(page).toHaveURL(/\/payment\/$/);

  // Back online, the same basket is still there.
  await context.setOffline(false);
  await page.goto('/basket/');
  await expect(page.getByRole('list', { name: 'Produkty w koszyku' })).toContainText(name);
  expect(uncaught).toEqual([]);
});

test('an order whose answer is lost is sent again by the client with the same key: one order, no error', async ({ page }) => {
  test.skip(notice.isSystemClose, 'the shop is closed by the system switch: no ordering');
  const times = (await (await page.request.get('/shop/delivery-times')).json()) as { asap: boolean; slots: string[] };
  test.skip(!times.asap && times.slots.length === 0, 'no delivery time can be ordered now');
  // As soon as possible while open; otherwise the first time the shop offers (e.g. at night).
  const when = times.asap ? { deliveryType: 'asap' } : { deliveryType: 'scheduled', deliveryAt: times.slots[0] };
  await page.goto('/menu/');
  await closeNotice(page, notice);
  const products = (await (await page.request.get('/shop/product')).json()) as { id: number; name: string; price: number }[];
  await page.evaluate(
    ({ p, delivery }) => {
      localStorage.setItem('SUSHI_LIST', JSON.stringify([{ id: p.id, name: p.name, price: p.price, quantity: 1 }]));
      sessionStorage.setItem(
        'SUSHI_CHECKOUT',
        JSON.stringify({ name: 'Ola Ponowna', phoneNumber: '600 100 200', email: 'ola@example.pl', street: 'Długa 1', postalCode: '00-001', city: 'Warszawa', paymentMethod: 'cash', acceptedTerms: true, ...delivery }),
      );
    },
    { p: products[0], delivery: when },
  );

  const sent: { key?: string; status?: number }[] = [];
  await page.route('**/shop/order', async (route) => {
    const attempt = { key: route.request().headers()['idempotency-key'] } as { key?: string; status?: number };
    sent.push(attempt);
    const response = await route.fetch();
    attempt.status = response.status();
    // The first answer is lost on the way back; the order itself was stored.
    if (sent.length === 1) return route.abort('failed');
    return route.fulfill({ response });
  });
  await page.goto('/payment/');
  await closeNotice(page, notice);
  await main(page).getByRole('button', { name: 'Zamawiam i płacę' }).click();

  await expect(page).toHaveURL(/\/order\/\?id=[2-9A-Za-z]{10}$/);
  expect(sent).toEqual([
    { key: expect.any(String), status: 201 }, // stored, answer lost
    { key: sent[0].key, status: 200 }, // the same order back, not a second one
  ]);
  expect(await page.evaluate(() => localStorage.getItem('SUSHI_LIST'))).toBeNull();
});

test('the service worker registers only on localhost or https: elsewhere Gatsby says why', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  // 127.0.0.1 is a secure context for the browser, but not "localhost" for Gatsby's check.
  await page.goto(`http://127.0.0.1:${PORT}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => errors).toContain('Service workers can only be used over HTTPS, or on localhost for development');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);

  await page.goto('/');
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => new URL(r.active?.scriptURL ?? r.installing?.scriptURL ?? r.waiting?.scriptURL ?? 'x:').pathname)))
    .toEqual(['/sw.js']);
});

/**
 * A new worker installing while one controls the page. The browser's side is played by a
 * fake registration (a real update needs a second build of sw.js); the site's side is
 * the built code: Gatsby's register-service-worker.js and our failed-resources watcher.
 */
test.describe('an updated service worker', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const listeners: Record<string, (() => void)[]> = {};
      const stateListeners: (() => void)[] = [];
      const installing = { state: 'installing', addEventListener: (_type: string, run: () => void) => stateListeners.push(run) };
      const registration = {
        installing,
        addEventListener: (type: string, run: () => void) => (listeners[type] ??= []).push(run),
      };
      const container = navigator.serviceWorker;
      // A worker already controls the page (the visitor has been here before).
      Object.defineProperty(container, 'controller', { configurable: true, get: () => ({ state: 'activated', postMessage: () => undefined }) });
      container.register = (() => Promise.resolve(registration)) as unknown as typeof container.register;
      (window as unknown as { __e2eInstallUpdate: () => void }).__e2eInstallUpdate = () => {
        (listeners.updatefound ?? []).forEach((run) => run());
        installing.state = 'installed';
        stateListeners.forEach((run) => run());
      };
    });
  });

  const markWindow = (page: Page) => page.evaluate(() => void ((window as unknown as { __e2eMarker: string }).__e2eMarker = 'same page load'));
  // While the page reloads there is no window to ask: that is "not yet", not a failure.
  const marker = (page: Page) =>
    page.evaluate(() => (window as unknown as { __e2eMarker?: string }).__e2eMarker ?? null).catch(() => 'reloading');
  const installUpdate = (page: Page) => page.evaluate(() => (window as unknown as { __e2eInstallUpdate: () => void }).__e2eInstallUpdate());

  test('marks the site updated; the next navigation loads the new site in full', async ({ page }) => {
    await page.goto('/');
    await closeNotice(page, notice);
    await markWindow(page);

    await installUpdate(page);
    expect(await page.evaluate(() => (window as unknown as { ___swUpdated?: boolean }).___swUpdated)).toBe(true);
    await page.waitForTimeout(500);
    expect(await marker(page)).toBe('same page load'); // nothing had failed: no reload now

    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate('/about/'));
    await expect(page).toHaveURL(/\/about\/$/);
    await expect.poll(() => marker(page)).toBeNull();
  });

  test('reloads at once when some resources of the page had failed', async ({ page }) => {
    await page.goto('/');
    await closeNotice(page, notice);
    await markWindow(page);
    // A script of the old build that is gone from the server (404): the watcher marks the page.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.src = '/component---src-pages-gone-0000.js';
      document.head.appendChild(script);
    });
    await expect.poll(() => page.evaluate(() => (window as unknown as { ___failedResources?: boolean }).___failedResources)).toBe(true);

    await installUpdate(page);
    await expect.poll(() => marker(page)).toBeNull();
    await expect(page).toHaveURL(/\/$/);
  });
});
