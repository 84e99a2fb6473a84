/**
 * Serves the built site next to the API, cached the way Gatsby's output needs (cache-rules.ts).
 * What it serves is the live release of the local publish target (DATA_DIR/site, switched by
 * the publisher): each request reads the live pointer once, so it is answered from one release;
 * hashed assets missing there are looked up in the kept older releases, for tabs still open on
 * one. SITE_DIR instead serves a fixed folder as it is.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import redirects from '../../../domain/rules/redirects.json';
import { cacheControlFor, isImmutable, REVALIDATE } from './cache-rules';

/** Paths the API owns: unknown ones get a JSON 404, never the site's HTML page. */
export function isApiPath(url: string, shopBase: string): boolean {
  return [shopBase, '/carousel', '/delivery', '/identity', '/graphql'].some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );
}

/** The folder answering this request: the fixed SITE_DIR, or the live release (null before the first). */
function siteRoot(app: FastifyInstance): string | null {
  return app.config.site.fixedDir ?? app.liveSite?.liveDir() ?? null;
}

// The release folder a served file is in: its cache rule depends on the path inside it.
const RELEASE_PREFIX = /^.*?[\\/]site[\\/]releases[\\/][^\\/]+[\\/]/;

export async function registerStaticSite(app: FastifyInstance): Promise<void> {
  const { fixedDir } = app.config.site;
  const root = fixedDir ?? path.join(app.config.dataDir, 'site');
  fs.mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    serve: false,
    index: ['index.html'],
    redirect: true,
    cacheControl: false,
    setHeaders: (reply, filePath) =>
      reply.header('cache-control', cacheControlFor(fixedDir ? path.relative(fixedDir, filePath) : filePath.replace(RELEASE_PREFIX, ''))),
  });

  // Old addresses keep working for customers' bookmarks and search results.
  for (const { from, to } of redirects) {
    for (const url of new Set([from, `${from}/`])) {
      app.get(url, (_request, reply) => reply.redirect(to, 301));
    }
  }

  const serve = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = decodeURIComponentSafe(request.url.split('?')[0]);
    if (pathname === null || isApiPath(request.url, app.config.shopBase)) return reply.callNotFound();
    const live = siteRoot(app);
    if (live === null) return sendNotPublished(reply);
    const roots = !fixedDir && isImmutable(pathname.slice(1)) ? app.liveSite!.assetDirs() : [live];
    // @fastify/static tries several roots in turn, given as the options' root.
    return reply.sendFile(pathname, { root: roots.length > 1 ? roots : live } as unknown as string);
  };
  app.get('/*', serve);
}

function decodeURIComponentSafe(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Before the first release (npm start builds it before saying 'ready'): a short Polish page, retried. */
function sendNotPublished(reply: FastifyReply) {
  return reply
    .status(503)
    .header('retry-after', '30')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send('<!doctype html><html lang="pl"><meta charset="utf-8"><title>Strona w przygotowaniu</title><p>Strona jest właśnie publikowana. Odśwież ją za chwilę.</p></html>');
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
    const wantsPage = (method === 'GET' || method === 'HEAD') && !isApiPath(url, app.config.shopBase);
    const root = app.config.site.serve ? siteRoot(app) : null;
    if (wantsPage && root !== null) {
      const sent =
        (url.includes('menurestauracja') && sendHtml(reply, root, 'menurestauracja/index.html', 200)) ||
        sendHtml(reply, root, '404.html', 404);
      if (sent) return sent;
    }
    return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: `Route ${method} ${url.split('?')[0]} not found` });
  });
}
