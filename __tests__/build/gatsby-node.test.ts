/**
 * gatsby-node.ts: which pages carry the build's data (only those that render it, so `/`
 * stays small), the restaurant menu's matchPath, no createPage loop, the redirects, and the
 * files written after the build (meta-refresh fallbacks, robots.txt).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPages, onCreatePage, onPostBuild, onPreBootstrap } from '../../gatsby-node';
import redirects from '../../domain/rules/redirects.json';

type Page = { path: string; matchPath?: string; component: string; context: Record<string, unknown> };

const reporter = () => ({ info: jest.fn(), panicOnBuild: jest.fn() });

function runOnCreatePage(page: Page) {
  const created: Page[] = [];
  const deleted: Page[] = [];
  const actions = { createPage: (p: Page) => created.push(p), deletePage: (p: Page) => deleted.push(p) };
  (onCreatePage as (args: unknown) => void)({ page, actions, reporter: reporter() });
  return { created, deleted };
}

const page = (pagePath: string): Page => ({ path: pagePath, component: `/src/pages${pagePath}.tsx`, context: {} });

describe('gatsby-node', () => {
  beforeAll(async () => {
    delete process.env.SHOP_API_URL;
    delete process.env.GATSBY_SHOP_API_URL;
    const r = reporter();
    await (onPreBootstrap as (args: unknown) => Promise<void>)({ reporter: r });
    expect(r.info).toHaveBeenCalledWith(expect.stringMatching(/^Pre-rendered menu: seed data/));
  });

  it('gives /menu/ the online lists and /menurestauracja/ the restaurant lists and its matchPath', () => {
    const menu = runOnCreatePage(page('/menu/'));
    expect(menu.deleted).toHaveLength(1);
    const lists = menu.created[0].context.prerenderedMenu as { sets: unknown[]; products: unknown[] };
    expect(lists.sets.length).toBeGreaterThan(0);

    const restaurant = runOnCreatePage(page('/menurestauracja/'));
    expect(restaurant.created[0].matchPath).toBe('/menurestauracja/*');
    expect(restaurant.created[0].context.prerenderedMenu).not.toEqual(lists);
  });

  it('gives / its opening hours, price range, ways of ordering, slides and welcome text, but never the menu', () => {
    const { created } = runOnCreatePage(page('/'));
    const context = created[0].context;
    expect(Object.keys(context).sort()).toEqual(['carousel', 'fulfilments', 'openingHours', 'priceRange', 'welcome']);
    expect(context.openingHours).toHaveLength(7);
    expect(context.priceRange).toMatch(/^\d.*zł$/);
    // The seed's (no API in this test): delivery and pickup, for the JSON-LD's order action (D95).
    expect(context.fulfilments).toEqual(['delivery', 'pickup']);
  });

  it('leaves other pages alone and does not loop on the pages it created', () => {
    expect(runOnCreatePage(page('/about/'))).toEqual({ created: [], deleted: [] });
    const { created } = runOnCreatePage(page('/menurestauracja/'));
    expect(runOnCreatePage(created[0])).toEqual({ created: [], deleted: [] });
    const home = runOnCreatePage(page('/')).created[0];
    expect(runOnCreatePage(home)).toEqual({ created: [], deleted: [] });
  });

  it('creates a permanent redirect for each old path, with and without the slash', () => {
    const createRedirect = jest.fn();
    (createPages as (args: unknown) => void)({ actions: { createRedirect } });
    for (const { from, to } of redirects) {
      expect(createRedirect).toHaveBeenCalledWith(expect.objectContaining({ fromPath: from, toPath: to, isPermanent: true }));
      expect(createRedirect).toHaveBeenCalledWith(expect.objectContaining({ fromPath: `${from}/`, toPath: to }));
    }
  });

  describe('after the build', () => {
    const cwd = process.cwd();
    let dir: string;
    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatsby-node-'));
      fs.mkdirSync(path.join(dir, 'public'));
      process.chdir(dir);
    });
    afterEach(() => {
      process.chdir(cwd);
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('writes a meta-refresh page for every old path and robots.txt, again on a second build', () => {
      for (let build = 0; build < 2; build++) {
        const r = reporter();
        (onPostBuild as (args: unknown) => void)({ reporter: r });
        expect(r.panicOnBuild).not.toHaveBeenCalled();
      }
      for (const { from, to } of redirects) {
        const html = fs.readFileSync(path.join(dir, 'public', from, 'index.html'), 'utf8');
        expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`);
      }
      expect(fs.readFileSync(path.join(dir, 'public', 'robots.txt'), 'utf8')).toMatch(/^Sitemap: http.*\/sitemap-index\.xml$/m);
    });

    it('refuses to hide a real page of the site behind an old path', () => {
      const from = redirects[0].from;
      fs.mkdirSync(path.join(dir, 'public', from), { recursive: true });
      fs.writeFileSync(path.join(dir, 'public', from, 'index.html'), '<!doctype html><title>Prawdziwa strona</title>');
      const r = reporter();
      (onPostBuild as (args: unknown) => void)({ reporter: r });
      expect(r.panicOnBuild).toHaveBeenCalledWith(expect.stringContaining('would overwrite a page'));
      expect(fs.readFileSync(path.join(dir, 'public', from, 'index.html'), 'utf8')).toContain('Prawdziwa strona');
    });
  });
});
