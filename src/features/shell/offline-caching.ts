/**
 * Runtime caching of the service worker (gatsby-plugin-offline's `workboxConfig`), so that
 * after one visit `/`, `/menu/` and `/basket/` work offline: pages and scripts come from the
 * plugin's precache and its default rules, the menu lists from the last answer while a fresh
 * one is fetched, short texts from the network first with a quick fall back to the cache.
 *
 * The plugin lodash-merges our options into its own, and merge joins arrays index by index:
 * a shorter list would leave default rules under ours, a longer one overwrite them. So the
 * list below is complete: our rules first (Workbox uses the first match), then the plugin's
 * defaults copied from gatsby-plugin-offline 6.16 gatsby-node.js. Only GET requests are ever
 * routed by Workbox, so orders and customer-details POSTs pass untouched anyway.
 */

// Any origin: the API may live on another host (GATSBY_SHOP_API_URL). Both shop bases.
const ORIGIN = String.raw`^https?:\/\/[^/]+`;
const SHOP = String.raw`\/(?:dev-)?shop`;
const END = String.raw`\/?(?:\?.*)?$`;

/** A customer's own data, orders, staff tools, identity and GraphQL: always the network. */
export const NEVER_CACHED = new RegExp(`${ORIGIN}(?:${SHOP}\\/(?:client|order|staff)|\\/identity\\/|\\/graphql)`);
/** Menu lists of the shop and of the restaurant menu: the last answer now, a fresh one for next time. */
export const MENU_LISTS = new RegExp(`${ORIGIN}${SHOP}\\/(?:menu\\/)?(?:sushiSet|product|ingredient)${END}`);
/** The system notice (closed shop!), welcome text, carousel, delivery prices: fresh when the network answers. */
export const SHOP_TEXTS = new RegExp(`${ORIGIN}(?:${SHOP}\\/(?:close|welcomeText)|\\/carousel|\\/delivery)${END}`);

/** A slow network must not hold the page: after this long the cached answer is used. */
export const TEXTS_NETWORK_TIMEOUT_SECONDS = 3;

type Handler = 'StaleWhileRevalidate' | 'CacheFirst' | 'NetworkFirst' | 'NetworkOnly' | 'CacheOnly';
export interface RuntimeCachingRule {
  urlPattern: RegExp;
  handler: Handler;
  options?: { networkTimeoutSeconds: number };
}

/** gatsby-plugin-offline's own rules (without its Cypress-only one). */
export const PLUGIN_DEFAULT_RULES: RuntimeCachingRule[] = [
  // Hashed scripts, styles and static/ never change under one URL.
  { urlPattern: /(\.js$|\.css$|static\/)/, handler: 'CacheFirst' },
  // page-data.json, static queries and app-data.json are not content hashed.
  { urlPattern: /^https?:.*\/page-data\/.*\.json/, handler: 'StaleWhileRevalidate' },
  { urlPattern: /^https?:.*\.(png|jpg|jpeg|webp|avif|svg|gif|tiff|js|woff|woff2|json|css)$/, handler: 'StaleWhileRevalidate' },
  { urlPattern: /^https?:\/\/fonts\.googleapis\.com\/css/, handler: 'StaleWhileRevalidate' },
];

export const RUNTIME_CACHING: RuntimeCachingRule[] = [
  { urlPattern: NEVER_CACHED, handler: 'NetworkOnly' },
  { urlPattern: MENU_LISTS, handler: 'StaleWhileRevalidate' },
  { urlPattern: SHOP_TEXTS, handler: 'NetworkFirst', options: { networkTimeoutSeconds: TEXTS_NETWORK_TIMEOUT_SECONDS } },
  ...PLUGIN_DEFAULT_RULES,
];

/** The handler Workbox would pick for a GET of `url` (first match), or null for plain network. */
export function handlerFor(url: string, rules: RuntimeCachingRule[] = RUNTIME_CACHING): Handler | null {
  return rules.find((rule) => rule.urlPattern.test(url))?.handler ?? null;
}
