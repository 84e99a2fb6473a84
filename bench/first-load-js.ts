/**
 * First-load JavaScript of pages in the built site (run `npm run build:site` first, or the
 * Lighthouse bench, which builds when stale): the scripts the pre-rendered HTML loads (also the
 * bundles its inline starter adds after the first paint) plus the
 * page's chunk group (its component chunk and the shared chunks loaded with it, from
 * webpack.stats.json and the page data), raw and gzip
 * (level 9), and whether any of it holds the Cognito library or the GraphQL client (both must
 * load lazily: only signed-in customers and the order page need them). Also the HTML of `/`:
 * gzip size before the first <img (what one round trip, ~14 KB, brings) and in total.
 * Targets are printed next to the figures; only a missing page or file fails the run.
 *
 *   npx tsx bench/first-load-js.ts [/ /menu/ ...]
 *   FIRST_LOAD_BYTES=1 npx tsx bench/first-load-js.ts /   (exact bytes: comparing two builds)
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startedBundles } from '../plugins/gatsby-plugin-build-patches/bundles-after-first-paint';
import { pageChunkReader } from '../plugins/gatsby-plugin-build-patches/page-chunks';

const site = path.resolve(__dirname, '../public');
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/menu/', '/basket/', '/menurestauracja/'];
/** The first load of these two pages has a budget (decisions.md, 'The first seconds on a phone'). */
const BUDGETED = new Set(['/', '/menu/']);
const JS_BUDGET = 110 * 1024;
const HTML_FIRST_TRIP_BUDGET = 14 * 1024;
const kb = (bytes: number) => (process.env.FIRST_LOAD_BYTES === '1' ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);
const gzip = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;

/** Strings that survive minification and appear only in that code. */
const MARKERS = {
  Cognito: 'AWSCognitoIdentityProviderService',
  GraphQL: 'graphql-transport-ws',
} as const;

const pageChunks = pageChunkReader(site);

// Script tags and script preloads; not prefetch links (chunks for later use, fetched at idle priority).
const LOADING_TAG = /<script[^>]+src="[^"]+\.js"[^>]*>|<link(?![^>]*rel="prefetch")(?=[^>]*as="script")[^>]*>/g;

function firstLoadScripts(page: string, html: string): Set<string> {
  const scripts = new Set(
    [...html.matchAll(LOADING_TAG)]
      .map((tag) => /(?:src|href)="([^"]+\.js)"/.exec(tag[0])?.[1])
      .filter((src): src is string => !!src?.startsWith('/')),
  );
  // Gatsby's own bundles and the page's chunk group, which the page starts after its first paint.
  for (const src of startedBundles(html)) scripts.add(src);
  // Also counted where a page's HTML did not start them (webpack loads them after the page data).
  const own = pageChunks(page);
  if (own.length === 0) throw new Error(`no page data for ${page} in ${site}`);
  for (const src of own) scripts.add(src);
  return scripts;
}

// A marker found in no bundle at all would make "not in the first load" meaningless.
const allBundles = fs.readdirSync(site).filter((file) => file.endsWith('.js')).map((file) => fs.readFileSync(path.join(site, file)));
for (const [name, marker] of Object.entries(MARKERS)) {
  if (!allBundles.some((code) => code.includes(marker))) {
    throw new Error(`no bundle in public/ contains the ${name} marker '${marker}': update MARKERS in bench/first-load-js.ts`);
  }
}

console.log(`First-load JS (gzip -9); target for ${[...BUDGETED].join(' and ')}: <= ${kb(JS_BUDGET)}, no Cognito, no GraphQL client`);
for (const page of pages) {
  const html = fs.readFileSync(path.join(site, page, 'index.html'), 'utf8');
  const scripts = firstLoadScripts(page, html);
  let raw = 0;
  let zipped = 0;
  const found = new Set<string>();
  for (const src of scripts) {
    const code = fs.readFileSync(path.join(site, src));
    raw += code.length;
    zipped += gzip(code);
    for (const [name, marker] of Object.entries(MARKERS)) if (code.includes(marker)) found.add(name);
  }
  if (process.env.FIRST_LOAD_LIST === '1') console.log(`${page} scripts: ${[...scripts].join(' ')}`);
  const budgeted = BUDGETED.has(page);
  const misses = budgeted && (zipped > JS_BUDGET || found.size > 0);
  console.log(
    `${page.padEnd(20)} ${String(scripts.size).padStart(2)} scripts  ${kb(raw).padStart(10)} raw  ${kb(zipped).padStart(9)} gzip  ` +
      `Cognito: ${found.has('Cognito') ? 'YES' : 'no'}  GraphQL client: ${found.has('GraphQL') ? 'YES' : 'no'}` +
      (budgeted ? (misses ? '  MISSES target' : '  meets target') : ''),
  );
}

const home = fs.readFileSync(path.join(site, 'index.html'), 'utf8');
const firstImg = home.indexOf('<img');
const beforeImg = gzip(firstImg === -1 ? home : home.slice(0, firstImg));
console.log(
  `HTML of / (gzip -9): ${kb(beforeImg)} before the first <img${firstImg === -1 ? ' (no <img)' : ''} ` +
    `(target <= ${kb(HTML_FIRST_TRIP_BUDGET)}: ${beforeImg <= HTML_FIRST_TRIP_BUDGET ? 'meets' : 'MISSES'}), ${kb(gzip(home))} in total`,
);
