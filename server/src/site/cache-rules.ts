/**
 * How long browsers and CDNs may keep each file of the built site, per Gatsby's caching
 * guidance: hashed assets for a year, HTML / page-data / sw.js revalidated on every visit.
 * One source for our own static server and the S3 upload.
 */
import mime from 'mime-types';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';
// Gatsby names bundles like app-3f1c9e0b1a2d4c5e6f70.js; its /static/ folder is content-hashed too.
const HASHED_FILE = /-[0-9a-f]{16,}\.(js|css|map)$/;

/** `relativePath` uses '/' (a manifest path) or the platform's separator. */
export function cacheControlFor(relativePath: string): string {
  const file = relativePath.split('\\').join('/');
  if (file === 'sw.js' || file.startsWith('page-data/') || file.endsWith('.html')) return REVALIDATE;
  if (file.startsWith('static/') || HASHED_FILE.test(file)) return IMMUTABLE;
  return REVALIDATE;
}

export const isImmutable = (relativePath: string): boolean => cacheControlFor(relativePath) === IMMUTABLE;

/** Content-Type with a charset for text, so a CDN serves Polish letters right. */
export function contentTypeFor(relativePath: string): string {
  const file = relativePath.split('\\').join('/');
  if (file.endsWith('.webmanifest')) return 'application/manifest+json; charset=utf-8';
  const type = mime.lookup(file) || 'application/octet-stream';
  // mime-types adds the charset to text/* and JSON only; SVG and XML are text too.
  if (type === 'image/svg+xml' || type === 'application/xml') return `${type}; charset=utf-8`;
  return mime.contentType(type) || type;
}
