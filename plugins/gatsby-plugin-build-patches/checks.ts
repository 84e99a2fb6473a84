/**
 * One check per patch, on the real build's output: each says what in public/ shows that its
 * patch applied, so a release of Gatsby, styled-components or a plugin that silently stops a
 * patch fails the build (onPostBuild) and the real-build test, naming the patch. A check
 * returns its problems ([] when the patch holds); README.md says what each one looks at.
 */
import { __PRIVATE__ } from 'styled-components';
import { serverStyleNames } from './adopt-server-styles';
import { startedBundles } from './bundles-after-first-paint';
import type { BuiltPage, BuiltSite } from './built-site';
import { COMPILE_HINT } from './compile-hint';
import { earlyTapsScript } from './early-taps';
import type verified from './verified-versions.json';

export type PatchName = keyof typeof verified;
export type Check = (site: BuiltSite) => string[];

const SERVER_STYLE_TAG = /<style data-styled="[^"]*"[^>]*>([^<]*)<\/style>/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]+)"/g;
const COMPONENT_ID = /(^|[_-])sc-[\w-]+$/;

const head = (page: BuiltPage) => page.html.slice(0, page.html.indexOf('</head>'));
const serverCss = (page: BuiltPage) => Array.from(head(page).matchAll(SERVER_STYLE_TAG), (tag) => tag[1]).join('');

/** Per element: the styled-components ids in its class attribute and the generated names beside them. */
function styledClasses(page: BuiltPage): Array<{ ids: string[]; names: string[] }> {
  const body = page.html.slice(page.html.indexOf('<body'));
  return Array.from(body.matchAll(CLASS_ATTRIBUTE), ([, value]) => {
    const tokens = value.split(/\s+/).filter(Boolean);
    return { ids: tokens.filter((token) => COMPONENT_ID.test(token)), names: tokens.filter((token) => !COMPONENT_ID.test(token)) };
  }).filter((element) => element.ids.length > 0);
}

const hasRule = (css: string, name: string) => new RegExp(`\\.${name}(?![\\w-])`).test(css);

/** Each page's problems, the first few: enough to see what changed without a wall of text. */
const perPage = (pages: BuiltPage[], problem: (page: BuiltPage) => string | undefined) =>
  pages.flatMap((page) => {
    const found = problem(page);
    return found ? [`${page.path}: ${found}`] : [];
  });

/**
 * What each stand-in keeps out of the bundle, by a string that survives minification: present
 * in the file it replaces (or one that file requires), so absent from the scripts every page
 * loads while the stand-in holds. The real-build test checks each marker is in that file.
 */
export const STAND_IN_MARKERS = {
  'styled-components-browser-stand-in': {
    what: "gatsby-plugin-styled-components' browser wrapper (it reads pluginOptions.disableVendorPrefixes)",
    package: 'gatsby-plugin-styled-components',
    file: 'gatsby-browser.js',
    marker: '.disableVendorPrefixes',
  },
  'partytown-browser-stand-in': {
    what: "Gatsby's Partytown snippet injector (required by its partytown gatsby-browser.js)",
    package: 'gatsby',
    file: 'dist/internal-plugins/partytown/utils/inject-partytown-snippet.js',
    marker: 'partytown-sandbox-sw',
  },
  'stylis-prefixer-stand-in': {
    what: "stylis' vendor prefixer tables",
    package: 'styled-components>stylis',
    file: 'src/Prefixer.js',
    marker: 'flex-line-pack',
  },
  'slice-component-stand-in': {
    what: "Gatsby's <Slice> component",
    package: 'gatsby',
    file: 'cache-dir/slice.js',
    marker: 'Nested slices are not supported',
  },
} as const satisfies Partial<Record<PatchName, { what: string; package: string; file: string; marker: string }>>;

const standInHolds = (patch: keyof typeof STAND_IN_MARKERS): Check => (site) => {
  const { what, marker } = STAND_IN_MARKERS[patch];
  return site.appScripts.filter((src) => site.script(src).includes(marker)).map((src) => `${src} holds ${what} ('${marker}')`);
};

export const CHECKS: Record<PatchName, Check> = {
  'bundles-after-first-paint': (site) =>
    perPage(site.pages, (page) => {
      if (/<script[^>]*\ssrc=/.test(page.html)) return "a script tag loads a bundle (Gatsby's tags were not replaced)";
      if ((page.html.match(/id="bundles-after-first-paint"/g) ?? []).length !== 1) return 'not exactly one starter script';
      const slice = /<!-- slice-start id="_gatsby-scripts-\d+" -->[\s\S]*<!-- slice-end id="_gatsby-scripts-\d+" -->/.exec(page.html);
      if (!slice?.[0].includes('id="bundles-after-first-paint"')) return "the starter is outside Gatsby's scripts slice";
      const started = startedBundles(page.html);
      if (site.appScripts.some((src, i) => started[i] !== src)) return `starts ${started.join(' ')}, not first ${site.appScripts.join(' ')}`;
      return undefined;
    }),
  'page-chunks-with-bundles': (site) => [
    ...perPage(site.pages, (page) => {
      const missing = page.chunks.filter((src) => !startedBundles(page.html).includes(src));
      return missing.length > 0 ? `the starter leaves out its chunks ${missing.join(' ')}` : undefined;
    }),
    ...(site.pages.some((page) => page.chunks.length > 0) ? [] : ['no page has a chunk group (webpack.stats.json or page data changed)']),
  ],
  'no-nul-bytes': (site) => site.html.filter((page) => page.html.includes('\0')).map((page) => `${page.path}: holds a NUL byte`),
  'styled-tags-without-version': (site) =>
    perPage(site.pages, (page) => {
      if (page.html.includes('data-styled-version')) return "a style tag keeps styled-components' version attribute";
      if (!/<style data-styled="">/.test(head(page))) return 'no server-rendered styled-components tag in the head';
      return undefined;
    }),
  'adopt-server-styles': (site) => [
    ...(typeof __PRIVATE__?.mainSheet?.registerName === 'function' ? [] : ["styled-components' __PRIVATE__.mainSheet.registerName is gone"]),
    ...perPage(site.pages, (page) => {
      const css = serverCss(page);
      const read = serverStyleNames(css);
      const readIds = new Set(read.map(([id]) => id));
      const unreadIds = Array.from(css.matchAll(/data-styled\.\w+\[id="([^"]+)"\]/g), ([, id]) => id).filter((id) => !readIds.has(id));
      if (unreadIds.length > 0) return `markers it does not read (their form changed): ${unreadIds.slice(0, 3).join(' ')}`;
      const registered = new Set(read.map(([, name]) => name));
      const unread = styledClasses(page).flatMap((element) => element.names.filter((name) => hasRule(css, name) && !registered.has(name)));
      return unread.length > 0 ? `class names with server rules that adoptServerStyles would not register: ${unread.slice(0, 5).join(' ')}` : undefined;
    }),
  ],
  'root-style-sheet': (site) =>
    perPage(site.pages, (page) => {
      const css = serverCss(page);
      const unstyled = styledClasses(page).flatMap((element) => element.names.filter((name) => !hasRule(css, name)));
      return unstyled.length > 0 ? `class names without their rules in the HTML: ${[...new Set(unstyled)].slice(0, 5).join(' ')}` : undefined;
    }),
  'no-gtag-before-consent': (site) =>
    site.html.flatMap((page) =>
      ['googletagmanager.com', "gtag('config'", 'dataLayer'].filter((marker) => page.html.includes(marker)).map((marker) => `${page.path}: holds '${marker}'`),
    ),
  'styled-components-browser-stand-in': standInHolds('styled-components-browser-stand-in'),
  'partytown-browser-stand-in': standInHolds('partytown-browser-stand-in'),
  'stylis-prefixer-stand-in': standInHolds('stylis-prefixer-stand-in'),
  'slice-component-stand-in': standInHolds('slice-component-stand-in'),
  'compile-hint': (site) => {
    const started = site.pages.flatMap((page) => startedBundles(page.html));
    return [...new Set([...site.chunkGroupScripts, ...started])]
      .filter((src) => !site.script(src).startsWith(`${COMPILE_HINT}\n`))
      .map((src) => `${src} does not start with the compile hint`);
  },
  'early-taps': (site) =>
    perPage(site.pages, (page) => (head(page).includes(`<script>${earlyTapsScript()}</script>`) ? undefined : 'no early-taps script in the head')),
  'leave-before-navigate': (site) => {
    const app = site.appScripts.map((src) => site.script(src)).join('\n');
    return [
      ...(/window\.___navigate=/.test(app) ? [] : ["Gatsby's runtime no longer sets window.___navigate"]),
      ...(/window\.___loader=/.test(app) ? [] : ["Gatsby's runtime no longer sets window.___loader"]),
      ...(NAVIGATE_LOADS_PAGE.test(app) ? [] : ["Gatsby's navigate no longer awaits loader.loadPage before it swaps"]),
      ...(site.chunkGroups.includes('page-leave') ? [] : ['no page-leave chunk (the site no longer loads the patch)']),
    ];
  },
  'hydrate-as-transition': (site) => [
    ...perPage(site.pages, (page) =>
      /<div id="___gatsby"><div[^>]*\sid="gatsby-focus-wrapper"/.test(page.html) ? undefined : "Gatsby's root no longer starts with #gatsby-focus-wrapper",
    ),
    ...(site.appScripts.some((src) => site.script(src).includes('"replaceHydrateFunction"'))
      ? []
      : ["Gatsby's runtime no longer asks plugins for replaceHydrateFunction"]),
  ],
};

/** Gatsby's navigate, minified: its one-second notice timer, then the page's load it swaps after. */
const NAVIGATE_LOADS_PAGE = /"onRouteUpdateDelayed",\{location:window\.location\}\)\},1e3\);[\w$.]+\.loadPage\(/;

export interface FailedCheck {
  patch: PatchName;
  problems: string[];
}

export function failedChecks(site: BuiltSite, checks: Record<PatchName, Check> = CHECKS): FailedCheck[] {
  return (Object.entries(checks) as Array<[PatchName, Check]>)
    .map(([patch, check]) => ({ patch, problems: check(site) }))
    .filter((result) => result.problems.length > 0);
}

export function describeFailures(failures: FailedCheck[]): string {
  return [
    `gatsby-plugin-build-patches: ${failures.map((f) => f.patch).join(', ')} no longer ${failures.length > 1 ? 'apply' : 'applies'} to this build:`,
    ...failures.flatMap((f) => [`  patch "${f.patch}":`, ...f.problems.slice(0, 5).map((problem) => `    - ${problem}`)]),
    'See plugins/gatsby-plugin-build-patches/README.md for what each patch relies on.',
  ].join('\n');
}
