/**
 * Builds the Fastify instance: plugins in a fixed order (guards, error shape, services,
 * routes, GraphQL, identity proxy, site), nothing started. Tests call this with app.inject.
 */
import path from 'node:path';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { identityProxy } from './identity/identity-proxy';
import { createMenuCatalog } from './lib/menu-catalog';
import { formatSchemaErrors, registerErrorHandler } from './plugins/app/errors';
import { registerSecurity } from './plugins/external/security';
import { createFairGate, gateOf } from './db/fair-access';
import { createAuditRepository } from './repositories/audit-repository';
import { createCustomerRepository } from './repositories/customer-repository';
import { createContentRepository } from './repositories/content-repository';
import { createMenuRepository } from './repositories/menu-repository';
import { createOrderRepository } from './repositories/order-repository';
import { createReleaseRepository } from './repositories/release-repository';
import { createOutboxRepository } from './repositories/outbox-repository';
import { createPaymentRepository } from './repositories/payment-repository';
import { createReportRepository } from './repositories/report-repository';
import { createPromotionRepository } from './repositories/promotion-repository';
import { startOnlinePayments } from './payments/start-online-payments';
import { paymentRoutes } from './routes/payments';
import { startMailDispatch } from './mail/start-mail-dispatch';
import { inboxRoutes } from './mail/inbox-routes';
import type { LocalSmtp } from './mail/local-smtp';
import { createPublisher } from './publish/publisher';
import { createPublishTarget } from './publish/targets';
import { codeVersion } from './publish/code-version';
import { notifyStatement } from './events/order-events';
import { staffReleaseMessage } from './events/release-events';
import { createLiveSite, type LiveSite } from './site/live-release';
import type { PublishTarget } from './publish/publish-target';
import { customerRoutes } from './routes/customer';
import { rootContentRoutes, shopContentRoutes } from './routes/content';
import { menuRoutes } from './routes/menu';
import { orderRoutes } from './routes/order';
import { promoRoutes } from './routes/promo';
import { registerNotFound, registerStaticSite } from './site/static-site';
import type { TokenVerifier } from './identity/token-verifier';
import type { AdminApi } from './identity/cognito-api';
import { createStaffMembership } from './identity/staff-membership';
import { graphqlPlugin } from './graphql';
import { deliveryRoutes } from './routes/delivery';
import { staffRoutes } from './routes/staff';
import { backupRoutes, type BackupRouteOptions } from './backup/backup-endpoint';
import './types';
import { missingFactsMessage } from '../../domain/rules/restaurant-fact-labels';
import { missingFacts } from '../../domain/rules/restaurant-facts';

export interface AppDeps {
  config: Config;
  db: Database;
  tokenVerifier: TokenVerifier;
  /** Local identity only: where cognito-local listens, proxied under /identity/. */
  localIdentity?: { endpoint: string; userPoolId: string };
  /** The identity provider's admin API: who leaves the staff group loses the live board and the staff routes (D77, D79). */
  identityAdmin?: AdminApi;
  logger?: boolean | object;
  /** The shop's clock; tests pass a fixed or shifted one. Defaults to the system clock. */
  now?: () => Date;
  /** Publishing: tests hand in a target, a fake build command and where it writes. */
  publish?: { target?: PublishTarget; buildCommand?: string[]; buildOutputDir?: string };
  /** `npm start` without SMTP_URL: the local mail catcher, whose inbox is served under /dev/inbox/. */
  localMail?: LocalSmtp;
  /** `npm start` on the embedded database: `npm run backup` asks this process for the snapshot (D75). */
  backup?: BackupRouteOptions;
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
    customers: createCustomerRepository(db),
    orders: createOrderRepository(db),
    audit: createAuditRepository(db),
    releases: createReleaseRepository(db),
    outbox: createOutboxRepository(db),
    payments: createPaymentRepository(db),
    reports: createReportRepository(db),
    promotions: createPromotionRepository(db),
  });
  const now = deps.now ?? (() => new Date());
  // The catalog reads the shop's clock: 'sold out today' ends at Warsaw's midnight.
  app.decorate('menuCatalog', createMenuCatalog(menu, { now }));
  app.decorate('tokenVerifier', deps.tokenVerifier);
  app.decorate('staffMembership', createStaffMembership({ admin: deps.identityAdmin, maxAgeMs: config.liveCheckMs, warn: (m) => app.log.warn(`staff membership: ${m}`) }));
  app.decorate('now', now);
  // The embedded database's own gate; on PostgreSQL (a pool) one that only takes order batches in turn.
  app.decorate('orderGate', gateOf(db) ?? createFairGate());
  const publishTarget = deps.publish?.target ?? (await createPublishTarget(config));
  app.addHook('onClose', async () => publishTarget.close?.());
  const liveSite: LiveSite | null = config.site.fixedDir ? null : createLiveSite(config.dataDir);
  app.decorate('liveSite', liveSite);
  app.decorate(
    'publisher',
    createPublisher({
      releases: app.repos.releases,
      audit: app.repos.audit,
      menu,
      target: publishTarget,
      rootDir: config.rootDir,
      dataDir: config.dataDir,
      buildOutputDir: deps.publish?.buildOutputDir ?? path.join(config.rootDir, 'public'),
      buildCommand: deps.publish?.buildCommand,
      buildTimeoutMs: config.publish.buildTimeoutMs,
      keepReleases: config.publish.keepReleases,
      codeVersion: codeVersion(config.rootDir),
      apiOrigin: () => ownOrigin(app),
      announce: async (event) => void (await db.execute(notifyStatement(staffReleaseMessage(event)))),
      refusal: config.publish.requireRestaurantFacts ? () => restaurantFactsRefusal(app.repos.content) : undefined,
      now,
      onLive: () => liveSite?.refresh(),
    }),
  );

  await app.register(
    async (shop) => {
      await shop.register(menuRoutes);
      await shop.register(shopContentRoutes, { withClosePath: config.shopBase === '/shop' });
      await shop.register(customerRoutes);
      await shop.register(orderRoutes);
      await shop.register(promoRoutes);
      await shop.register(paymentRoutes);
      await shop.register(deliveryRoutes);
      await shop.register(staffRoutes);
    },
    { prefix: config.shopBase },
  );
  await app.register(rootContentRoutes);
  await startMailDispatch(app, db);
  startOnlinePayments(app);
  if (deps.localMail) await app.register(inboxRoutes, { smtp: deps.localMail });
  if (deps.backup) await app.register(backupRoutes, deps.backup);
  await app.register(graphqlPlugin, { db });

  if (deps.localIdentity) {
    await app.register(identityProxy, { prefix: '/identity', upstream: deps.localIdentity.endpoint, userPoolId: deps.localIdentity.userPoolId });
  }
  if (config.site.serve) await registerStaticSite(app);
  registerNotFound(app);
  return app;
}

/** Where this app answers on loopback: the build reads the live shop data from it. */
function ownOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the API is not listening: a publish reads the shop data from it');
  const host = address.family === 'IPv6' ? (address.address === '::' ? '[::1]' : `[${address.address}]`) : address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
  return `http://${host}:${address.port}`;
}

/** The Polish refusal while a restaurant fact is still a placeholder, or null when all are set (D68). */
async function restaurantFactsRefusal(content: FastifyInstance['repos']['content']): Promise<string | null> {
  const missing = missingFacts(await content.get('restaurant'));
  return missing.length > 0 ? missingFactsMessage(missing) : null;
}

