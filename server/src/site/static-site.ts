/**
 * Serves the built Gatsby site next to the API, cached the way Gatsby's output needs:
 * hashed assets for a year, HTML / page-data / sw.js revalidated on every visit.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import redirects from '../../../src/redirects.json';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';
// Gatsby names bundles like app-3f1c9e0b1a2d4c5e6f70.js; its /static/ folder is content-hashed too.
const HASHED_FILE = /-[0-9a-f]{16,}\.(js|css|map)$/;

export function cacheControlFor(relativePath: string): string {
  const file = relativePath.split(path.sep).join('/');
  if (file === 'sw.js' || file.startsWith('page-data/') || file.endsWith('.html')) return REVALIDATE;
  if (file.startsWith('static/') || HASHED_FILE.test(file)) return IMMUTABLE;
  return REVALIDATE;
}

/** Paths the API owns: unknown ones get a JSON 404, never the site's HTML page. */
export function isApiPath(url: string, shopBase: string): boolean {
  return [shopBase, '/carousel', '/delivery', '/identity', '/graphql'].some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );
}

export async function registerStaticSite(app: FastifyInstance): Promise<void> {
  const root = app.config.site.dir;
  await app.register(fastifyStatic, {
    root,
    index: ['index.html'],
    redirect: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(path.relative(root, filePath))),
  });

  // Old addresses keep working for customers' bookmarks and search results.
  for (const { from, to } of redirects) {
    for (const url of new Set([from, `${from}/`])) {
      app.get(url, (_request, reply) => reply.redirect(to, 301));
    }
  }
}

function sendHtml(reply: FastifyReply, root: string, page: string, status: number) {
  const file = path.join(root, page);
  if (!fs.existsSync(file)) return false;
  reply.status(status).header('cache-control', REVALIDATE).type('text/html; charset=utf-8');
  return reply.send(fs.createReadStream(file));
}

/**
 * Unknown paths: the API answers JSON; the restaurant-menu variant answers 200 for any path
 * containing 'menurestauracja' (its QR codes print many shapes of that address); everything
 * else gets the site's Polish 404 page.
 */
export function registerNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const { url, method } = request;
    const root = app.config.site.dir;
    const wantsPage = (method === 'GET' || method === 'HEAD') && !isApiPath(url, app.config.shopBase);
    if (wantsPage && app.config.site.serve) {
      const sent =
        (url.includes('menurestauracja') && sendHtml(reply, root, 'menurestauracja/index.html', 200)) ||
        sendHtml(reply, root, '404.html', 404);
      if (sent) return sent;
    }
    return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: `Route ${method} ${url.split('?')[0]} not found` });
  });
}
