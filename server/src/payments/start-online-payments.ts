/**
 * Online payments with the app (D73): the Przelewy24 client from P24_* (or, under `npm start`,
 * the local stand-in's address, which server.ts puts there), the payments job stopped on close.
 * Without either, online payment answers 503 and the rest of the shop works as before.
 */
import type { FastifyInstance } from 'fastify';
import { createOnlinePayments } from './online-payments';
import { createP24Client } from './p24-client';

export function startOnlinePayments(app: FastifyInstance): void {
  const { payments: settings, siteUrl, shopBase, mail } = app.config;
  if (!settings.p24) {
    app.decorate('payments', null);
    return;
  }
  const payments = createOnlinePayments({
    client: createP24Client(settings.p24),
    repo: app.repos.payments,
    siteUrl,
    shopBase,
    mail: async () => ({ facts: await app.repos.content.get('restaurant'), restaurantCopyTo: mail.restaurantCopyTo }),
    now: app.now,
    checkIntervalMs: settings.checkIntervalMs,
    log: app.log,
  });
  app.decorate('payments', payments);
  app.addHook('onClose', async () => payments.stop());
}
