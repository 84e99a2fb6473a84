/**
 * The build's output as the patches and their checks read it: every HTML file of public/, the
 * pages Gatsby rendered among them, and webpack's chunk groups (webpack.stats.json).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pageChunkReader, pagePathOf } from './page-chunks';

/** Every HTML file the build wrote, at any depth of public/. */
export function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

export interface BuiltPage {
  /** '/menu/' for public/menu/index.html */
  path: string;
  html: string;
  /** Its component chunk and the shared chunks webpack loads with it ([] for a page without page data). */
  chunks: string[];
}

export interface BuiltSite {
  publicDir: string;
  /** Every HTML file, Gatsby's pages or not (the site's redirect fallbacks). */
  html: Array<{ path: string; html: string }>;
  /** The pages Gatsby rendered (they hold its root element). */
  pages: BuiltPage[];
  /** Scripts of the chunk group every page loads: webpack's runtime, React, the app. */
  appScripts: string[];
  /** Names of webpack's named chunk groups ('app', each page component, the lazy ones named in an import). */
  chunkGroups: string[];
  /** Scripts of every named chunk group (the app and each page component). */
  chunkGroupScripts: string[];
  /** A built script's text by its URL path ('/app-1.js'). */
  script(src: string): string;
}

type Stats = { namedChunkGroups: Record<string, { assets: { name: string }[] }> };
const scriptsOf = (group: { assets: { name: string }[] }) =>
  group.assets.filter((asset) => asset.name.endsWith('.js')).map((asset) => `/${asset.name}`);

export function readBuiltSite(publicDir: string): BuiltSite {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as Stats;
  const pageChunks = pageChunkReader(publicDir);
  const html = htmlFiles(publicDir).map((file) => ({ path: pagePathOf(publicDir, file), html: fs.readFileSync(file, 'utf8') }));
  const pages = html.filter((page) => page.html.includes('<div id="___gatsby">')).map((page) => ({ ...page, chunks: pageChunks(page.path) }));
  const scripts = new Map<string, string>();
  return {
    publicDir,
    html,
    pages,
    appScripts: scriptsOf(stats.namedChunkGroups.app),
    chunkGroups: Object.keys(stats.namedChunkGroups),
    chunkGroupScripts: [...new Set(Object.values(stats.namedChunkGroups).flatMap(scriptsOf))],
    script(src) {
      let text = scripts.get(src);
      if (text === undefined) {
        text = fs.readFileSync(path.join(publicDir, src), 'utf8');
        scripts.set(src, text);
      }
      return text;
    },
  };
}
