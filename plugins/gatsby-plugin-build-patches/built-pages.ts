/**
 * The patches applied to the HTML files after Gatsby has written them (onPostBuild): Gatsby 5
 * renders its script tags in a slice after every SSR hook, and React's stream renderer writes
 * the bytes itself, so neither can be changed earlier.
 */
import fs from 'node:fs';
import { startBundlesAfterFirstPaint } from './bundles-after-first-paint';
import { htmlFiles } from './built-site';
import { pageChunkReader, pagePathOf } from './page-chunks';

/**
 * React 18.3's renderToPipeableStream (Gatsby's HTML renderer) sometimes leaves a stray NUL
 * byte where a chunk ends just before a Polish letter ("z\0ł", react/react#31134); the letter
 * itself is whole, so dropping the byte restores the text.
 */
export const withoutNulBytes = (html: string): string => html.replace(/\0/g, '');

/** Rewrites every HTML file of public/ that a patch changes; returns how many it rewrote. */
export function rewriteBuiltPages(publicDir: string): number {
  const pageChunks = pageChunkReader(publicDir);
  let rewritten = 0;
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, 'utf8');
    const patched = startBundlesAfterFirstPaint(withoutNulBytes(html), pageChunks(pagePathOf(publicDir, file)));
    if (patched !== html) {
      fs.writeFileSync(file, patched);
      rewritten++;
    }
  }
  return rewritten;
}
