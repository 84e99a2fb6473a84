/** What the app decorates Fastify with; one place so routes and plugins agree. */
import type { Config } from './config';
import type { IdentityClaims, TokenVerifier } from './identity/token-verifier';
import type { MenuCatalog } from './lib/menu-catalog';
import type { AuditRepository } from './repositories/audit-repository';
import type { ClientRepository } from './repositories/client-repository';
import type { ContentRepository } from './repositories/content-repository';
import type { MenuRepository } from './repositories/menu-repository';
import type { OrderRepository } from './repositories/order-repository';

export interface Repositories {
  menu: MenuRepository;
  content: ContentRepository;
  clients: ClientRepository;
  orders: OrderRepository;
  audit: AuditRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    repos: Repositories;
    menuCatalog: MenuCatalog;
    tokenVerifier: TokenVerifier;
    /** The shop's clock: opening hours, delivery times and order times all read it. */
    now: () => Date;
  }
  interface FastifyRequest {
    /** Set by the auth hooks from a verified Cognito ID token. */
    identity?: IdentityClaims;
  }
}
