/**
 * First-load JavaScript of pages in the built site (run `npm run build:site` first): the
 * scripts the pre-rendered HTML loads plus the page's own component chunks (from Gatsby's
 * chunk map and the page data), raw and gzip (level 9), and whether any of it holds the
 * Cognito library (it must load lazily, only for signed-in customers).
 *
 *   npx tsx bench/first-load-js.ts [/ /menu/ ...]
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const site = path.resolve(__dirname, '../public');
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/menu/', '/basket/', '/menurestauracja/'];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

for (const page of pages) {
  const html = fs.readFileSync(path.join(site, page, 'index.html'), 'utf8');
  const scripts = new Set(
    [...html.matchAll(/<script[^>]+src="([^"]+\.js)"|<link[^>]+href="([^"]+\.js)"[^>]*as="script"|<link[^>]+as="script"[^>]+href="([^"]+\.js)"/g)]
      .map((m) => m[1] ?? m[2] ?? m[3])
      .filter((src) => src.startsWith('/')),
  );
  const chunkMap = JSON.parse(JSON.parse(/window\.___chunkMapping=(".*?");/.exec(html)![1])) as Record<string, string[]>;
  const pageData = path.join(site, 'page-data', page === '/' ? 'index' : page.replace(/^\/|\/$/g, ''), 'page-data.json');
  const { componentChunkName } = JSON.parse(fs.readFileSync(pageData, 'utf8')) as { componentChunkName: string };
  for (const src of chunkMap[componentChunkName] ?? []) scripts.add(src);
  let raw = 0;
  let gzip = 0;
  let cognito = false;
  for (const src of scripts) {
    const code = fs.readFileSync(path.join(site, src));
    raw += code.length;
    gzip += gzipSync(code, { level: 9 }).length;
    cognito ||= code.includes('AWSCognitoIdentityProviderService');
  }
  console.log(`${page.padEnd(20)} ${String(scripts.size).padStart(2)} scripts  ${kb(raw).padStart(10)} raw  ${kb(gzip).padStart(9)} gzip  Cognito in first load: ${cognito ? 'YES' : 'no'}`);
}
