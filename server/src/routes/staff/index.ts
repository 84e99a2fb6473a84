/**
 * The restaurant's side, for members of the Cognito group 'staff' only: orders and their
 * e-mails, the shop's settings, the menu, promo codes and the audit log. Every route answers 401 without a
 * valid ID token and 403 (FORBIDDEN) outside the group, and is never stored by shared caches
 * or the service worker.
 */
import type { FastifyInstance } from 'fastify';
import { requireGroup, STAFF_GROUP } from '../../plugins/app/auth';
import { releaseRoutes } from '../releases';
import { staffAuditRoutes } from './audit';
import { staffMailRoutes } from './mails';
import { staffMenuRoutes } from './menu';
import { staffOrderRoutes } from './orders';
import { staffPromotionRoutes } from './promotions';
import { staffReportRoutes } from './reports';
import { staffSettingsRoutes } from './settings';

export async function staffRoutes(app: FastifyInstance): Promise<void> {
  // Hooks of this plugin cover the route plugins registered below it.
  app.addHook('onRequest', requireGroup(STAFF_GROUP));
  app.addHook('onSend', async (_request, reply) => {
    // Customers' contact data and unpublished settings: never kept by any cache.
    reply.header('cache-control', 'private, no-store');
  });
  await app.register(staffOrderRoutes);
  await app.register(staffMailRoutes);
  await app.register(staffSettingsRoutes);
  await app.register(staffMenuRoutes);
  await app.register(staffAuditRoutes);
  await app.register(staffReportRoutes);
  await app.register(staffPromotionRoutes);
  await app.register(releaseRoutes);
}
