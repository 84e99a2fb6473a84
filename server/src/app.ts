/**
 * Builds the Fastify instance: plugins in a fixed order (guards, error shape, services,
 * routes, GraphQL, identity proxy, site), nothing started. Tests call this with app.inject.
 */
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { identityProxy } from './identity/identity-proxy';
import { createMenuCatalog } from './lib/menu-catalog';
import { formatSchemaErrors, registerErrorHandler } from './plugins/app/errors';
import { registerSecurity } from './plugins/external/security';
import { createAuditRepository } from './repositories/audit-repository';
import { createClientRepository } from './repositories/client-repository';
import { createContentRepository } from './repositories/content-repository';
import { createMenuRepository } from './repositories/menu-repository';
import { createOrderRepository } from './repositories/order-repository';
import { clientRoutes } from './routes/client';
import { rootContentRoutes, shopContentRoutes } from './routes/content';
import { menuRoutes } from './routes/menu';
import { orderRoutes } from './routes/order';
import { registerNotFound, registerStaticSite } from './site/static-site';
import type { TokenVerifier } from './identity/token-verifier';
import { graphqlPlugin } from './graphql';
import { deliveryRoutes } from './routes/delivery';
import { staffRoutes } from './routes/staff';
import './types';

export interface AppDeps {
  config: Config;
  db: Database;
  tokenVerifier: TokenVerifier;
  /** Local identity only: where cognito-local listens, proxied under /identity/. */
  localIdentity?: { endpoint: string; userPoolId: string };
  logger?: boolean | object;
  /** The shop's clock; tests pass a fixed or shifted one. Defaults to the system clock. */
  now?: () => Date;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    // Behind a CDN / load balancer in production: rate limits need the client's address.
    trustProxy: config.production,
    bodyLimit: 64 * 1024,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
    schemaErrorFormatter: formatSchemaErrors,
  });

  app.decorate('config', config);
  registerErrorHandler(app);
  await registerSecurity(app);
  await app.register(compress, { threshold: 1024 });

  const menu = createMenuRepository(db);
  app.decorate('repos', {
    menu,
    content: createContentRepository(db),
    clients: createClientRepository(db),
    orders: createOrderRepository(db),
    audit: createAuditRepository(db),
  });
  const now = deps.now ?? (() => new Date());
  // The catalog reads the shop's clock: 'sold out today' ends at Warsaw's midnight.
  app.decorate('menuCatalog', createMenuCatalog(menu, { now }));
  app.decorate('tokenVerifier', deps.tokenVerifier);
  app.decorate('now', now);

  await app.register(
    async (shop) => {
      await shop.register(menuRoutes);
      await shop.register(shopContentRoutes, { withClosePath: config.shopBase === '/shop' });
      await shop.register(clientRoutes);
      await shop.register(orderRoutes);
      await shop.register(deliveryRoutes);
      await shop.register(staffRoutes);
    },
    { prefix: config.shopBase },
  );
  await app.register(rootContentRoutes);
  await app.register(graphqlPlugin, { db });

  if (deps.localIdentity) {
    await app.register(identityProxy, { prefix: '/identity', upstream: deps.localIdentity.endpoint, userPoolId: deps.localIdentity.userPoolId });
  }
  if (config.site.serve) await registerStaticSite(app);
  registerNotFound(app);
  return app;
}
