/**
 * Which addresses search engines may list, in one place: the Seo component (canonical URL,
 * noindex), the sitemap's excludes (gatsby-config.ts) and robots.txt (gatsby-node.ts) all read
 * these lists, so a private page can never be indexable in one and hidden in another. No
 * imports: gatsby-config.ts reads this file too.
 */

/** The canonical origin when SITE_URL is not set at build time (the local product). */
export const DEFAULT_SITE_URL = 'http://localhost:8000';

/**
 * Pages that belong to one customer or to staff: never indexed, never in the sitemap,
 * disallowed in robots.txt. Each entry covers the path and everything below it.
 */
export const PRIVATE_PATHS = ['/profile/', '/summary/', '/payment/', '/order/', '/verify/', '/auth/', '/admin/'] as const;

/** The restaurant menu answers many addresses (QR codes); they are all this one page. */
export const RESTAURANT_MENU_PATH = '/menurestauracja/';

/** SITE_URL without a trailing slash, so `${origin}${path}` never doubles it. */
export const normalizeSiteUrl = (siteUrl: string | undefined): string =>
  (siteUrl?.trim() || DEFAULT_SITE_URL).replace(/\/+$/, '');

/** Gatsby's page paths end in a slash (/menu/); a pathname from the browser may not. */
export function canonicalPath(pathname: string): string {
  if (pathname.includes('menurestauracja')) return RESTAURANT_MENU_PATH;
  const path = pathname.split(/[?#]/)[0] || '/';
  const withLeading = path.startsWith('/') ? path : `/${path}`;
  return withLeading.endsWith('/') ? withLeading : `${withLeading}/`;
}

export function isPrivatePath(pathname: string): boolean {
  const path = canonicalPath(pathname);
  return PRIVATE_PATHS.some((prefix) => path.startsWith(prefix));
}

export const absoluteUrl = (siteUrl: string, pathname: string): string =>
  `${normalizeSiteUrl(siteUrl)}${canonicalPath(pathname)}`;

/**
 * gatsby-plugin-sitemap's excludes (minimatch against the path without its trailing slash).
 * The plugin already leaves out the 404 pages and the offline app shell.
 */
export const SITEMAP_EXCLUDES: string[] = PRIVATE_PATHS.flatMap((prefix) => {
  const bare = prefix.replace(/\/$/, '');
  return [bare, `${bare}/**`];
});

/** The sitemap index gatsby-plugin-sitemap writes (its default output folder is /). */
export const SITEMAP_PATH = '/sitemap-index.xml';

/** robots.txt: everything public, private pages disallowed, the sitemap's absolute URL. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${normalizeSiteUrl(siteUrl)}${SITEMAP_PATH}`,
    '',
  ].join('\n');
}
