/** The service worker's offline serving (D52), as the offline journeys wait for and check it. */
import { expect, type Page } from '@playwright/test';

/**
 * Makes the page's own view of the network match the context's offline state. Chromium 150 keeps
 * the network offline after a navigation but starts the new document with navigator.onLine true
 * (seen on 2026-11-26: Debian's 150.0.7871.100), so the site would take the failed order for a
 * server that does not answer. A real offline device reports offline in every document.
 */
export async function deviceOffline(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  // The session stays attached: its emulation ends with it (the page closes it with the test).
  await cdp.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
}

/** Until the worker controls this page (it does from the first load after its install). */
export async function waitForWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** URLs the worker keeps in its caches. */
export const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });

/**
 * What keeps the worker from serving `path` offline ([] = nothing), by the test of
 * gatsby-plugin-offline's navigation route: the page's resource list (IndexedDB 'keyval-store')
 * and every resource on it in a cache.
 */
export const readyOffline = (page: Page, path: string) =>
  page.evaluate(async (pathname) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('keyval-store', 1);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const resources = await new Promise<string[] | undefined>((resolve) => {
      try {
        const get = db.transaction('keyval').objectStore('keyval').get(`resources:${pathname}`);
        get.onsuccess = () => resolve(get.result as string[] | undefined);
        get.onerror = () => resolve(undefined);
      } catch {
        resolve(undefined); // the store is created by the worker's first write
      }
    });
    db.close();
    if (!resources) return ['(no resource list yet)'];
    const missing: string[] = [];
    for (const resource of resources) if (!(await caches.match(resource))) missing.push(resource);
    return missing;
  }, path);

