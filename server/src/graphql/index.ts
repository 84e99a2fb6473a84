/**
 * GraphQL at POST /graphql (and GET, and websockets for subscriptions) with mercurius.
 * Registered as its own encapsulated plugin: mercurius installs an error handler that would
 * otherwise replace the shop API's one. Every request needs the public API key in the
 * 'x-api-key' header; a websocket may instead send it in its connection_init payload.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import mercurius from 'mercurius';
import type { Database } from '../db/database';
import { createNotificationListener } from '../db/notifications';
import { createDbEmitter } from '../events/db-emitter';
import { MENU_CHANGED_TOPIC } from '../events/order-events';
import { createResolvers } from './resolvers';
import { schema } from './schema';

/** Proxies and load balancers drop idle connections after about a minute. */
const KEEP_ALIVE_MS = 25_000;

function keyChecker(expected: string): (key: unknown) => boolean {
  const want = Buffer.from(expected);
  return (key) => {
    if (typeof key !== 'string') return false;
    const got = Buffer.from(key);
    return got.length === want.length && timingSafeEqual(got, want);
  };
}

export async function graphqlPlugin(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const isValidKey = keyChecker(app.config.graphqlApiKey);
  const emitter = await createDbEmitter(opts.db, createNotificationListener(opts.db, app.log), app.log);
  app.addHook('onClose', (_instance, done) => emitter.close(() => done()));
  // The emitter is this app's one LISTEN connection, so the menu catalog hears staff changes
  // made through any instance here (the instance that made one has invalidated already).
  emitter.on(MENU_CHANGED_TOPIC, (_message, done) => {
    app.menuCatalog.invalidate();
    done();
  });

  // preValidation, not onRequest: by then @fastify/websocket has marked an upgrade request as
  // such, and closes its socket once a refusal is sent (refused in onRequest, it stays open).
  app.addHook('preValidation', async (request, reply) => {
    const key = request.headers['x-api-key'];
    const upgrade = request.headers.upgrade?.toLowerCase() === 'websocket';
    // A websocket without the header is let through: its key is checked per subscription.
    if (upgrade && key === undefined) return;
    if (!isValidKey(key)) {
      return reply.code(401).header('cache-control', 'no-store').send({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Missing or invalid API key (x-api-key)',
        code: 'INVALID_API_KEY',
      });
    }
  });

  await app.register(mercurius, {
    schema,
    resolvers: createResolvers(isValidKey),
    path: '/graphql',
    graphiql: false,
    queryDepth: 8,
    subscription: { emitter, keepAlive: KEEP_ALIVE_MS },
  });
}
