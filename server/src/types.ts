/** What the app decorates Fastify with; one place so routes and plugins agree. */
import type { Config } from './config';
import type { IdentityClaims, TokenVerifier } from './identity/token-verifier';
import type { StaffMembership } from './identity/staff-membership';
import type { MenuCatalog } from './lib/menu-catalog';
import type { AuditRepository } from './repositories/audit-repository';
import type { CustomerRepository } from './repositories/customer-repository';
import type { ContentRepository } from './repositories/content-repository';
import type { MenuRepository } from './repositories/menu-repository';
import type { OrderRepository } from './repositories/order-repository';
import type { ReleaseRepository } from './repositories/release-repository';
import type { OutboxRepository } from './repositories/outbox-repository';
import type { MailDispatcher } from './mail/dispatcher';
import type { OnlinePayments } from './payments/online-payments';
import type { PaymentRepository } from './repositories/payment-repository';
import type { ReportRepository } from './repositories/report-repository';
import type { PromotionRepository } from './repositories/promotion-repository';
import type { Publisher } from './publish/publisher';
import type { LiveSite } from './site/live-release';
import type { FairGate } from './db/fair-access';

export interface Repositories {
  menu: MenuRepository;
  content: ContentRepository;
  customers: CustomerRepository;
  orders: OrderRepository;
  audit: AuditRepository;
  releases: ReleaseRepository;
  outbox: OutboxRepository;
  payments: PaymentRepository;
  reports: ReportRepository;
  promotions: PromotionRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    repos: Repositories;
    menuCatalog: MenuCatalog;
    tokenVerifier: TokenVerifier;
    /** Whether a token's staff claim still holds: the identity provider's group list (D79). */
    staffMembership: StaffMembership;
    /**
     * Where batches of orders take their turns (D76): the embedded database's gate, which every
     * query goes through; on PostgreSQL a gate of the order batches alone (the pool serves the rest).
     */
    orderGate: FairGate;
    /** The shop's clock: opening hours, delivery times and order times all read it. */
    now: () => Date;
    /** Publishes the pre-rendered site (staff panel, first release at start). */
    publisher: Publisher;
    /** The local target's live release, which the static site serves (null with SITE_DIR). */
    liveSite: LiveSite | null;
    /** Sends the outbox's e-mails once the app is ready; null without SMTP_URL (tests that do not send mail). */
    mailDispatcher: MailDispatcher | null;
    /** Przelewy24 (or its local stand-in); null when none is configured (API tests that do not pay online). */
    payments: OnlinePayments | null;
  }
  interface FastifyRequest {
    /** Set by the auth hooks from a verified Cognito ID token. */
    identity?: IdentityClaims;
  }
}
