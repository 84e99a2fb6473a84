/**
 * The build marks every script with V8's compile hint (plugins/gatsby-plugin-build-patches), so
 * Chrome compiles it while it streams in rather than function by function during hydration.
 * The hint only works as the script's first line, and the extra line must not shift the
 * source maps that turn a customer's error report back into our sources.
 */
import { expect, test, type Response } from '@playwright/test';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';

const HINT = '//# allFunctionsCalledOnLoad';

test('every script of a first visit starts with the compile hint, and the source maps still point into our sources', async ({ page, request }) => {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && new URL(response.url()).pathname.endsWith('.js')) responses.push(response);
  });
  await page.goto('/menu/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The bundles and the page's chunks start together after the first paint, in any order.
  const loaded = (name: RegExp) => responses.some((response) => name.test(new URL(response.url()).pathname));
  await expect.poll(() => [/\/webpack-runtime-/, /\/framework-/, /\/app-/, /\/component---src-pages-menu-/].every(loaded)).toBe(true);
  const scripts = new Map(await Promise.all(responses.map(async (response) => [response.url(), await response.text()] as const)));

  // The runtime, React, the app and the page, at least; the service worker's scripts are not ours.
  const ours = [...scripts].filter(([url]) => !/\/(sw|workbox-[^/]*)\.js$/.test(url));
  expect(ours.length).toBeGreaterThanOrEqual(4);
  for (const [url, text] of ours) expect(text.split('\n', 1)[0], url).toBe(HINT);

  // A text only the cookie banner has, looked up through the app bundle's map.
  const [appUrl, app] = ours.find(([url]) => /\/app-[0-9a-f]+\.js$/.test(url)) ?? [];
  expect(appUrl, 'the app bundle was loaded').toBeTruthy();
  const lines = app!.split('\n');
  const line = lines.findIndex((text) => text.includes('Zgoda na pliki cookie'));
  expect(line).toBeGreaterThan(0);
  const map = (await (await request.get(`${appUrl}.map`)).json()) as RawSourceMap;
  const position = await SourceMapConsumer.with(map, null, (consumer) =>
    consumer.originalPositionFor({ line: line + 1, column: lines[line].indexOf('Zgoda na pliki cookie') }),
  );
  expect(position.source).toMatch(/src\/features\/consent\/components\/cookie-banner\.tsx$/);
});
