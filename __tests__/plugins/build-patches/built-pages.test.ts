/**
 * @jest-environment node
 */
// The HTML rewrite of the plugin's onPostBuild, on a small public/ of its own: the logic in
// isolation (real-build.test.ts proves it on a real build).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rewriteBuiltPages } from '../../../plugins/gatsby-plugin-build-patches/built-pages';
import { startedBundles } from '../../../plugins/gatsby-plugin-build-patches/bundles-after-first-paint';

let publicDir: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
  fs.writeFileSync(path.join(publicDir, file), text);
};
const read = (file: string) => fs.readFileSync(path.join(publicDir, file), 'utf8');

beforeEach(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-pages-'));
  const menuGroup = { assets: [{ name: 'component---src-pages-menu-tsx-1.js' }, { name: '6c95-2.js' }, { name: 'menu.css' }] };
  write('webpack.stats.json', JSON.stringify({ namedChunkGroups: { 'component---src-pages-menu-tsx': menuGroup } }));
});
afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

it("drops the stray NUL bytes React's stream renderer leaves before multi-byte letters", () => {
  write('menu/index.html', '<!doctype html><p>ry\0ż</p><span>16,90\u00a0z\0ł</span>');
  expect(rewriteBuiltPages(publicDir)).toBe(1);
  expect(read('menu/index.html')).toBe('<!doctype html><p>ryż</p><span>16,90\u00a0zł</span>');
});

it("starts a page's own chunks with Gatsby's bundles after the first paint", () => {
  write('page-data/menu/page-data.json', JSON.stringify({ componentChunkName: 'component---src-pages-menu-tsx' }));
  const tags = '<script src="/webpack-runtime-1.js" async=""></script><script src="/app-3.js" async=""></script>';
  write('menu/index.html', `<!doctype html><body><main>Menu</main>${tags}</body>`);
  rewriteBuiltPages(publicDir);
  expect(startedBundles(read('menu/index.html'))).toEqual(['/webpack-runtime-1.js', '/app-3.js', '/component---src-pages-menu-tsx-1.js', '/6c95-2.js']);
});

it('leaves pages without bundles or NUL bytes (a redirect fallback) as they are, and a second run changes nothing', () => {
  write('zamow/index.html', '<!doctype html><meta http-equiv="refresh" content="0; url=/menu/">');
  write('page-data/menu/page-data.json', JSON.stringify({ componentChunkName: 'component---src-pages-menu-tsx' }));
  write('menu/index.html', '<!doctype html><body><script src="/app-3.js" async=""></script></body>');
  expect(rewriteBuiltPages(publicDir)).toBe(1);
  expect(rewriteBuiltPages(publicDir)).toBe(0);
});
