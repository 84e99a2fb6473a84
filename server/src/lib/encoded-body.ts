/**
 * Bodies served thousands of times unchanged (the menu lists) are encoded once per rendered
 * version instead of on every request: @fastify/compress would brotli- or gzip-compress the
 * same 16 KB for each phone, which cost the menu route most of its throughput (bench/api-throughput.ts).
 * @fastify/compress leaves a reply alone once it carries a Content-Encoding.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

export type EncodedBodies = Record<ContentEncoding, Buffer>;

/** Below this size compression gains nothing worth a round of decoding (as @fastify/compress). */
export const COMPRESS_THRESHOLD = 1024;

const cache = new WeakMap<object, EncodedBodies>();

/**
 * The body as bytes in each encoding, computed on first use and kept as long as `source` (a
 * rendered list: a new rendering is a new object, so a changed menu is encoded afresh).
 */
export function encodedBodies(source: { body: string }): EncodedBodies {
  let bodies = cache.get(source);
  if (!bodies) {
    const identity = Buffer.from(source.body, 'utf8');
    const small = identity.length < COMPRESS_THRESHOLD;
    bodies = {
      identity,
      // Once per menu change, so the slowest, smallest settings are affordable.
      br: small ? identity : brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: small ? identity : gzipSync(identity, { level: 9 }),
    };
    cache.set(source, bodies);
  }
  return bodies;
}

/**
 * The encoding to answer with for an Accept-Encoding header (RFC 9110 12.5.3): the highest
 * q-value among br and gzip (br on a tie; `*` stands for both; q=0 refuses), else identity.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding {
  if (!acceptEncoding) return 'identity';
  // Browsers send a handful of distinct headers: parse each once (bounded, whatever clients send).
  let encoding = negotiated.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = parseAcceptEncoding(acceptEncoding);
    if (negotiated.size >= 64) negotiated.clear();
    negotiated.set(acceptEncoding, encoding);
  }
  return encoding;
}

const negotiated = new Map<string, ContentEncoding>();

function parseAcceptEncoding(acceptEncoding: string): ContentEncoding {
  const q: Record<string, number> = {};
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q[name.trim() === 'x-gzip' ? 'gzip' : name.trim()] = Number.isFinite(value) ? value : 0;
  }
  const of = (name: 'br' | 'gzip') => q[name] ?? q['*'] ?? 0;
  const br = of('br');
  const gzip = of('gzip');
  if (br <= 0 && gzip <= 0) return 'identity';
  return br >= gzip ? 'br' : 'gzip';
}

/** What to send for `source`: the bytes and the Content-Encoding header value (none for identity). */
export function encodedBody(source: { body: string }, acceptEncoding: string | undefined) {
  const bodies = encodedBodies(source);
  const encoding = negotiateEncoding(acceptEncoding);
  // A body under the threshold is stored once, unencoded, in every slot.
  const effective = bodies[encoding] === bodies.identity ? 'identity' : encoding;
  return { body: bodies[effective], encoding: effective === 'identity' ? undefined : effective };
}
