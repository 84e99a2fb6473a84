/**
 * GraphQL at POST /graphql (and GET, and websockets for subscriptions) with mercurius.
 * Registered as its own encapsulated plugin: mercurius installs an error handler that would
 * otherwise replace the shop API's one. Every request needs the public API key in the
 * 'x-api-key' header; a websocket may instead send it in its connection_init payload.
 * A subscription's connection lives as long as its credentials do (live-connections.ts, D77).
 */
import type { FastifyInstance } from 'fastify';
import mercurius from 'mercurius';
import type { Database } from '../db/database';
import { createDbEmitter } from '../events/db-emitter';
import { createNotificationListener } from '../events/notification-listener';
import { MENU_CHANGED_TOPIC } from '../events/order-events';
import { createApiKeys } from './api-keys';
import { createLiveConnections } from './live-connections';
import { createResolvers } from './resolvers';
import { schema } from './schema';

/** Proxies and load balancers drop idle connections after about a minute. */
const KEEP_ALIVE_MS = 25_000;

export interface GraphqlPluginOptions {
  db: Database;
}

export async function graphqlPlugin(app: FastifyInstance, opts: GraphqlPluginOptions): Promise<void> {
  const { config } = app;
  const warn = (message: string) => app.log.warn(`live connections: ${message}`);
  const keys = createApiKeys({ key: config.graphqlApiKey, file: config.graphqlApiKeyFile, onError: warn });
  const isValidKey = keys.accepts;
  const live = createLiveConnections({
    acceptsKey: keys.accepts,
    reloadKeys: keys.reload,
    // The list the staff HTTP routes answer from too (D79): each check keeps it fresh for them.
    staffMembers: () => app.staffMembership.refresh(),
    intervalMs: config.liveCheckMs,
    warn,
  });
  app.addHook('onClose', async () => live.stop());
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
    resolvers: createResolvers(isValidKey, live),
    path: '/graphql',
    graphiql: false,
    queryDepth: 8,
    // The socket joins the resolvers' context: a subscription's checks register it with `live`.
    subscription: { emitter, keepAlive: KEEP_ALIVE_MS, context: (socket) => ({ socket }) },
  });
}
