/**
 * @jest-environment node
 */
// Which requests the service worker answers from which cache, and that our list survives
// gatsby-plugin-offline's lodash merge with its defaults intact.
import { readFileSync } from 'node:fs';
// The plugin's own merge (lodash ships without types here).
const merge = require('lodash/merge') as <A, B>(target: A, source: B) => A & B;
import { PLUGIN_DEFAULT_RULES, RUNTIME_CACHING, handlerFor } from '../../../src/features/shell/offline-caching';

const site = 'http://localhost:8000';

describe('service worker runtime caching', () => {
  it.each([
    '/shop/sushiSet',
    '/shop/product',
    '/shop/ingredient',
    '/shop/menu/sushiSet',
    '/shop/menu/product',
    '/shop/menu/ingredient',
    '/dev-shop/product',
    '/dev-shop/menu/ingredient',
  ])('serves the menu list %s stale-while-revalidate', (path) => {
    expect(handlerFor(`${site}${path}`)).toBe('StaleWhileRevalidate');
    expect(handlerFor(`https://api.example.pl${path}`)).toBe('StaleWhileRevalidate');
  });

  it.each(['/shop/close', '/shop/welcomeText/', '/dev-shop/welcomeText/', '/carousel/', '/delivery/'])(
    'asks the network first for %s, with a short timeout',
    (path) => {
      expect(handlerFor(`${site}${path}`)).toBe('NetworkFirst');
      const rule = RUNTIME_CACHING.find((r) => r.urlPattern.test(`${site}${path}`));
      expect(rule?.options?.networkTimeoutSeconds).toBeLessThanOrEqual(5);
    },
  );

  it.each([
    '/shop/client',
    '/shop/client/data',
    '/shop/client/history',
    '/shop/order',
    '/shop/order/ABCDEFGH23',
    '/shop/order/ABCDEFGH23.json',
    '/dev-shop/order/X',
    '/shop/staff/orders?limit=100',
    '/shop/staff/menu.json',
    '/identity/',
    '/graphql',
  ])('never caches %s', (path) => {
    expect(handlerFor(`${site}${path}`)).toBe('NetworkOnly');
  });

  it('leaves time-dependent answers (delivery times, opening hours, zones) to the network', () => {
    for (const path of ['/shop/delivery-times', '/shop/opening-hours', '/shop/delivery-zone?postalCode=00-001']) {
      expect(handlerFor(`${site}${path}`)).toBeNull();
    }
  });

  it("keeps the plugin's rules for scripts, page data and assets", () => {
    expect(handlerFor(`${site}/app-1234abcd.js`)).toBe('CacheFirst');
    expect(handlerFor(`${site}/static/abc/logo.png`)).toBe('CacheFirst');
    expect(handlerFor(`${site}/page-data/menu/page-data.json`)).toBe('StaleWhileRevalidate');
    expect(handlerFor(`${site}/page-data/app-data.json`)).toBe('StaleWhileRevalidate');
    expect(handlerFor(`${site}/images/salmon.webp`)).toBe('StaleWhileRevalidate');
  });

  it("copies every default rule of the installed plugin (an upgrade that changes them fails here)", () => {
    const pluginSource = readFileSync(require.resolve('gatsby-plugin-offline/gatsby-node.js'), 'utf8');
    const defaults = [...pluginSource.matchAll(/urlPattern: (\/.+\/),\s*handler: "(\w+)"/g)]
      .map(([, pattern, handler]) => ({ pattern, handler }))
      .filter(({ pattern }) => !pattern.includes('__cypress'));
    expect(defaults.map((d) => d.pattern)).toEqual(PLUGIN_DEFAULT_RULES.map((r) => String(r.urlPattern)));
    expect(defaults.map((d) => d.handler)).toEqual(PLUGIN_DEFAULT_RULES.map((r) => r.handler));
  });

  it("comes out of the plugin's index-by-index merge exactly as written", () => {
    const pluginOptions = { runtimeCaching: PLUGIN_DEFAULT_RULES.map((r) => ({ ...r })), skipWaiting: true };
    const merged = merge(pluginOptions, { runtimeCaching: RUNTIME_CACHING });
    expect(merged.runtimeCaching).toEqual(RUNTIME_CACHING);
  });
});
