/**
 * A built page's own scripts: its component chunk and the shared chunks webpack loads with it
 * (Gatsby's ___chunkMapping names only the first), from the build's webpack.stats.json and the
 * page's page data. Build-time only (built-pages.ts, built-site.ts, bench/first-load-js.ts).
 */
import fs from 'node:fs';
import path from 'node:path';

type ChunkGroups = Record<string, { assets: { name: string }[] }>;

/** Reads the build's chunk groups once; the returned function answers per page path ('/menu/'). */
export function pageChunkReader(publicDir: string): (pagePath: string) => string[] {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as { namedChunkGroups: ChunkGroups };
  return (pagePath) => {
    const name = pagePath === '/' ? 'index' : pagePath.replace(/^\/|\/$/g, '');
    const pageData = path.join(publicDir, 'page-data', name, 'page-data.json');
    if (!fs.existsSync(pageData)) return []; // not a Gatsby page (a redirect fallback)
    const { componentChunkName } = JSON.parse(fs.readFileSync(pageData, 'utf8')) as { componentChunkName: string };
    const group = stats.namedChunkGroups[componentChunkName];
    if (!group) throw new Error(`webpack.stats.json has no chunk group ${componentChunkName}`);
    return group.assets.filter((asset) => asset.name.endsWith('.js')).map((asset) => `/${asset.name}`);
  };
}

/** The page path a built HTML file serves: public/menu/index.html -> '/menu/'. */
export function pagePathOf(publicDir: string, htmlFile: string): string {
  const relative = path.relative(publicDir, htmlFile).split(path.sep).join('/');
  return `/${relative.replace(/(^|\/)index\.html$/, '$1')}`;
}
