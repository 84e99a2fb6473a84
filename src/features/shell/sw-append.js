/*
 * Appended to gatsby-plugin-offline's service worker (gatsby-config.ts, appendScript). Gatsby asks
 * for a page's data with the page's query string (/page-data/menu/page-data.json?bez=sezam for a
 * filtered menu link, D100), and the runtime cache holds the copy asked without it. Offline, when
 * the page-data route finds nothing, that copy answers; anything else fails as it would have.
 * (The plugin's options do not let a route ignore the query: its schema refuses matchOptions.)
 */
/* global workbox */
workbox.routing.setCatchHandler(async ({ event }) => {
  const url = new URL(event.request.url);
  if (event.request.method === 'GET' && url.search && /\/page-data\/.*\.json$/.test(url.pathname)) {
    const cached = await caches.match(url.origin + url.pathname, { ignoreSearch: true });
    if (cached) return cached;
  }
  return Response.error();
});
