/**
 * Every page is static (no getServerData, no DSG): with the sharp version this machine can
 * install, a render engine fails the build (see STACK.md), and static HTML is what customers
 * arriving from search should get anyway. Data the pages pre-render (menu, opening hours,
 * slides) is read once at bootstrap and handed to them as page context.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode, Page } from 'gatsby';
import redirects from './domain/rules/redirects.json';
import { loadBuildData, type BuildData } from './src/features/seo/build-data';
import { seedSiteBuildData } from './server/src/db/seed/site-build-data';
import { listedItems, priceRangeOf } from './src/features/seo/prerendered';
import { REDIRECT_NOTICE, redirectFiles } from './src/features/seo/redirect-pages';
import { normalizeSiteUrl, robotsTxt } from './src/features/seo/site-paths';

const siteUrl = normalizeSiteUrl(process.env.SITE_URL);

/**
 * The restaurant menu answers for deeper paths too (/menurestauracja/stolik-5). A matchPath
 * can only end in *, so other paths containing the word are caught by the 404 page.
 */
const RESTAURANT_MENU_PATH = /^\/menurestauracja\/?$/;
const RESTAURANT_MENU_MATCH_PATH = '/menurestauracja/*';

let buildData: BuildData | undefined;

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  buildData = await loadBuildData({
    apiUrl: process.env.SHOP_API_URL || process.env.GATSBY_SHOP_API_URL,
    shopBase: process.env.GATSBY_SHOP_BASE,
    required: process.env.SHOP_API_REQUIRED === 'true',
    log: (message) => reporter.info(message),
    seed: seedSiteBuildData,
  });
};

/** What a page gets beyond Gatsby's own: only the pages that render the data carry it. */
function extraContextOf(pagePath: string, data: BuildData): Record<string, unknown> {
  if (pagePath === '/') {
    return {
      openingHours: data.openingHours,
      priceRange: priceRangeOf(listedItems(data.menu)),
      fulfilments: data.fulfilments,
      carousel: data.carousel,
      welcome: data.welcome,
    };
  }
  if (pagePath === '/menu/') return { prerenderedMenu: data.menu };
  if (RESTAURANT_MENU_PATH.test(pagePath)) return { prerenderedMenu: data.restaurantMenu };
  return {};
}

export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions, reporter }) => {
  // Fail early and clearly if a page ever asks for deferred generation.
  if ((page as { defer?: boolean }).defer) {
    reporter.panicOnBuild(`Page ${page.path} is deferred (DSG); every page must be static.`);
  }
  const extra = buildData ? extraContextOf(page.path, buildData) : {};
  const matchPath = RESTAURANT_MENU_PATH.test(page.path) ? RESTAURANT_MENU_MATCH_PATH : page.matchPath;
  // createPage calls this hook again for the new page: unchanged pages stop the loop.
  const context = (page.context ?? {}) as Record<string, unknown>;
  const changed = matchPath !== page.matchPath || Object.keys(extra).some((key) => !(key in context));
  if (!changed) return;
  actions.deletePage(page);
  actions.createPage({ ...page, matchPath, context: { ...context, ...extra } } as Page);
};

// For hosts with a Gatsby adapter (they turn these into real 301s). gatsby serve and plain
// static hosts ignore them: the meta-refresh pages written in onPostBuild cover those.
export const createPages: GatsbyNode['createPages'] = ({ actions }) => {
  for (const { from, to } of redirects) {
    for (const fromPath of new Set([from, from.endsWith('/') ? from : `${from}/`])) {
      actions.createRedirect({ fromPath, toPath: to, isPermanent: true, statusCode: 301 });
    }
  }
};

// SITE_URL has no GATSBY_ prefix, so the bundles get it as a constant (src/features/seo/site-url.ts);
// the notice the build read goes the same way (src/features/system/build-notice.ts).
// The stand-ins and the compile hint: plugins/gatsby-plugin-build-patches.
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, plugins }) => {
  const constants = {
    __SITE_URL__: JSON.stringify(siteUrl),
    __BUILD_NOTICE__: JSON.stringify(buildData?.notice),
    __BUILD_RESTAURANT__: JSON.stringify(buildData?.restaurant),
  };
  actions.setWebpackConfig({
    plugins: [plugins.define(constants)],
    // A feature's index.ts only re-exports (pages import through it): flagged free of side
    // effects, a page's chunk keeps only the modules whose exports it uses, as before the entries.
    module: { rules: [{ test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false }] },
  });
};

// After plugins/gatsby-plugin-build-patches has rewritten Gatsby's pages (its onPostBuild runs first).
export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }) => {
  const publicDir = path.resolve('public');
  for (const { file, html } of redirectFiles(redirects, siteUrl)) {
    const target = path.join(publicDir, file);
    // An old address must never hide a real page of the site (our own file from an earlier build may be replaced).
    if (fs.existsSync(target) && !fs.readFileSync(target, 'utf8').includes(REDIRECT_NOTICE)) {
      reporter.panicOnBuild(`Redirect fallback ${file} would overwrite a page of the site.`);
      return;
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, html);
  }
  fs.writeFileSync(path.join(publicDir, 'robots.txt'), robotsTxt(siteUrl));
  reporter.info(`Wrote ${redirects.length} redirect fallback pages and robots.txt for ${siteUrl}.`);
};
