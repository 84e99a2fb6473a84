/**
 * @jest-environment node
 */
// gatsby-plugin-build-patches on a real `gatsby build` of this site: with a changed version
// table the build stops at its start naming the patch; with the real one it builds, its
// onPostBuild runs every check, and here every check holds on the output again. Then each
// patch undone by hand in that output fails its own check and no other. The build runs in a
// copy of the site (node_modules linked), so the checkout's public/ and .cache/ and a build
// running there stay untouched. About a minute or two on two cores.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readBuiltSite, type BuiltSite } from '../../../plugins/gatsby-plugin-build-patches/built-site';
import { CHECKS, failedChecks, STAND_IN_MARKERS, type PatchName } from '../../../plugins/gatsby-plugin-build-patches/checks';
import { COMPILE_HINT } from '../../../plugins/gatsby-plugin-build-patches/compile-hint';
import verified from '../../../plugins/gatsby-plugin-build-patches/verified-versions.json';
import { packageDir } from '../../../plugins/gatsby-plugin-build-patches/version-guard';

const ROOT = path.resolve(__dirname, '../../..');
/** What a build does not read: outputs, state, tests, docs. */
const NOT_COPIED = new Set(['node_modules', 'public', '.cache', '.data', '.cognito', '.git', 'dist', 'test-results', 'playwright-report', '__tests__', 'e2e', 'docs', 'bench']);
const TABLE = path.join('plugins', 'gatsby-plugin-build-patches', 'verified-versions.json');

let site: string;
let built: BuiltSite;
let buildLog: string;

function gatsbyBuild(): { status: number | null; log: string } {
  const env: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true', NODE_ENV: 'production', GATSBY_GTAG_ID: 'G-BUILDTEST0' };
  // The seed data, never a shop API this machine may be running.
  for (const name of ['SHOP_API_URL', 'GATSBY_SHOP_API_URL', 'SHOP_API_REQUIRED', 'SITE_URL']) delete env[name];
  // At a lower priority: the other test files keep their share of the two cores meanwhile.
  const result = spawnSync('nice', ['-n', '10', process.execPath, path.join(ROOT, 'node_modules/gatsby/cli.js'), 'build'], {
    cwd: site,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 600_000,
  });
  return { status: result.status, log: `${result.stdout}\n${result.stderr}` };
}

beforeAll(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'build-patches-site-'));
  for (const entry of fs.readdirSync(ROOT)) {
    if (!NOT_COPIED.has(entry)) fs.cpSync(path.join(ROOT, entry), path.join(site, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(site, 'node_modules'));
}, 60_000);

afterAll(() => {
  if (site) fs.rmSync(site, { recursive: true, force: true });
});

describe('a real gatsby build', () => {
  it('stops at its start, naming the patch, when a recorded version is not the installed one', () => {
    const recorded = { ...verified, 'root-style-sheet': { ...verified['root-style-sheet'], 'styled-components': '6.5.9' } };
    fs.writeFileSync(path.join(site, TABLE), JSON.stringify(recorded));
    try {
      const { status, log } = gatsbyBuild();
      expect(status).not.toBe(0);
      expect(log).toMatch(/patch "root-style-sheet": verified on styled-components 6\.5\.9, installed styled-components 6\.\d+\.\d+/);
      expect(fs.existsSync(path.join(site, 'public', 'index.html'))).toBe(false);
    } finally {
      fs.copyFileSync(path.join(ROOT, TABLE), path.join(site, TABLE));
    }
  }, 300_000);

  it("builds with the recorded versions, its onPostBuild reporting every patch's check held", () => {
    const { status, log } = gatsbyBuild();
    buildLog = log;
    if (status !== 0) throw new Error(`gatsby build failed (${status}):\n${log.slice(-4000)}`);
    expect(log).toMatch(/gatsby-plugin-build-patches: \d+ pages rewritten, every patch's check holds/);
    built = readBuiltSite(path.join(site, 'public'));
  }, 600_000);

  it('holds every check on the output, for the pages every customer meets', () => {
    expect(buildLog).toBeDefined();
    expect(failedChecks(built)).toEqual([]);
    const paths = built.pages.map((page) => page.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/menu/', '/menurestauracja/', '/basket/', '/admin/', '/offline-plugin-app-shell-fallback/']));
    // Built with analytics, so the gtag patch had tags to take out (the consent banner shows it).
    expect(built.pages.find((page) => page.path === '/menu/')?.html).toContain('data-cookie-banner');
  });
});

/** The built site with one page's HTML changed, or one script's text. */
function undone(change: { page?: string; html?: (html: string) => string; script?: (src: string, text: string) => string }): BuiltSite {
  const edit = <T extends { path: string; html: string }>(page: T): T =>
    change.page === page.path && change.html ? { ...page, html: change.html(page.html) } : page;
  return {
    ...built,
    html: built.html.map(edit),
    pages: built.pages.map(edit),
    script: (src) => (change.script ? change.script(src, built.script(src)) : built.script(src)),
  };
}

const failing = (output: BuiltSite) => failedChecks(output).map((failure) => failure.patch);
const replaceOnce = (pattern: RegExp, replacement: string) => (html: string) => {
  expect(html).toMatch(pattern);
  return html.replace(pattern, replacement);
};

describe('each check, on the real output with its patch undone', () => {
  const cases: Array<[PatchName, Parameters<typeof undone>[0]]> = [
    // A bundle tag in a form the rewrite does not know (Gatsby's own form is covered by the unit tests).
    ['bundles-after-first-paint', { page: '/menu/', html: replaceOnce(/<\/body>/, '<script src="/app.js" defer=""></script></body>') }],
    ['page-chunks-with-bundles', { page: '/menu/', html: replaceOnce(/,"\/component---src-pages-menu-tsx-[\w]+\.js"/, '') }],
    ['no-nul-bytes', { page: '/menu/', html: replaceOnce(/zł/, 'z\0ł') }],
    ['styled-tags-without-version', { page: '/', html: replaceOnce(/<style data-styled="">/, '<style data-styled="" data-styled-version="6.6.0">') }],
    ['adopt-server-styles', { page: '/', html: (html) => html.replace(/data-styled\.g(\d+)\[id=/g, 'data-styled.group$1[id=') }],
    // The root-level pieces' tag is the last styled-components tag of the head.
    ['root-style-sheet', { page: '/menu/', html: replaceOnce(/<style data-styled="">[^<]*<\/style>(?![\s\S]*<style data-styled=)/, '') }],
    ['no-gtag-before-consent', { page: '/', html: replaceOnce(/<\/head>/, '<link rel="preconnect" href="https://www.googletagmanager.com"/></head>') }],
    ['early-taps', { page: '/basket/', html: replaceOnce(/<script>\(function\(\)\{var last=null;[^<]*<\/script>/, '') }],
    ['hydrate-as-transition', { page: '/about/', html: replaceOnce(/ id="gatsby-focus-wrapper"/, '') }],
    ['leave-before-navigate', { script: (src, text) => (built.appScripts.includes(src) ? text.replace(/window\.___navigate=/g, 'window.___go=') : text) }],
    ['compile-hint', { script: (src, text) => (src === built.appScripts[0] ? text.slice(COMPILE_HINT.length + 1) : text) }],
    ...(Object.entries(STAND_IN_MARKERS) as Array<[PatchName, { marker: string }]>).map(
      ([patch, { marker }]): [PatchName, Parameters<typeof undone>[0]] => [
        patch,
        { script: (src, text) => (src === built.appScripts.at(-1) ? `${text};"${marker}"` : text) },
      ],
    ),
  ];

  it('covers every patch', () => {
    expect(cases.map(([patch]) => patch).sort()).toEqual(Object.keys(CHECKS).sort());
  });

  it.each(cases)('%s fails, alone', (patch, change) => {
    expect(built).toBeDefined();
    expect(failing(undone(change))).toEqual([patch]);
  });
});

describe('the stand-ins', () => {
  it.each(Object.entries(STAND_IN_MARKERS))('%s: the marker its check looks for is in the code it keeps out', (_patch, stand) => {
    expect(fs.readFileSync(path.join(packageDir(ROOT, stand.package), stand.file), 'utf8')).toContain(stand.marker);
  });
});
