/**
 * Helmet's security headers, worked out once at startup. @fastify/helmet calls helmet(options)
 * for every request, which re-parses and re-validates the whole Content-Security-Policy each
 * time (~6 % of the CPU of GET /shop/product in bench/api-throughput.ts). Our options are the
 * same for every request (no nonces, no per-route settings), so the headers are too: a probe
 * instance with @fastify/helmet answers one request, and its headers are replayed from then on.
 */
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/** Headers of the probe's reply that are not helmet's. */
const NOT_HELMET = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  try {
    await probe.register(helmet, options);
    probe.get('/', async () => 'probe');
    const response = await probe.inject({ method: 'GET', url: '/' });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (!NOT_HELMET.has(name) && value !== undefined) headers[name] = String(value);
    }
    return headers;
  } finally {
    await probe.close();
  }
}

/** Sets `headers` on every reply of `app` (404s and errors included), as @fastify/helmet does. */
export function applyHeaders(app: FastifyInstance, headers: Record<string, string>): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
