/**
 * Runs the mail dispatcher with the app (D72): from onReady, woken by every new outbox message
 * (a notification on commit, from this or another instance), stopped on close after the
 * message in hand. Without SMTP_URL (API tests that do not look at mail) messages wait in the
 * outbox; `npm start` always has one (the local catcher's), production requires it.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { createNotificationListener } from '../events/notification-listener';
import { OUTBOX_CHANNEL } from '../repositories/outbox-repository';
import { createMailDispatcher } from './dispatcher';
import { createSmtpGateway } from './smtp-gateway';
import { renderMail } from './templates';

/** Due retries are looked for this often; new messages wake the dispatcher at once. */
const POLL_MS = 1000;

export async function startMailDispatch(app: FastifyInstance, db: Database): Promise<void> {
  app.decorate('mailDispatcher', null);
  const { mail } = app.config;
  const smtpUrl = mail.smtpUrl;
  if (!smtpUrl) return;
  const listener = createNotificationListener(db, app.log);
  app.addHook('onReady', async () => {
    app.mailDispatcher = createMailDispatcher({
      outbox: app.repos.outbox,
      findOrder: app.repos.orders.findById,
      gateway: createSmtpGateway({ smtpUrl, from: mail.from }),
      render: renderMail,
      from: mail.from,
      siteUrl: app.config.siteUrl,
      retryBaseMs: mail.retryBaseMs,
      maxAttempts: mail.maxAttempts,
      pollMs: POLL_MS,
      log: app.log,
    });
    await listener.listen(OUTBOX_CHANNEL, () => app.mailDispatcher?.wake());
  });
  app.addHook('onClose', async () => {
    await listener.close();
    await app.mailDispatcher?.stop();
  });
}
