/**
 * Sends what the outbox holds (D72): claims one due message at a time (a lease, so a crash
 * mid-send leaves it due again: at worst a resend with the same Message-ID, never a loss),
 * renders it from its snapshot and the order, and records the outcome. A server that is down
 * or answers 4xx gets the message again later, each wait twice the last (up to an hour); a
 * permanent refusal or the last attempt marks it failed, which staff see on the order.
 * Woken by every new message (a notification on commit, from any instance) and by a timer
 * for the retries.
 */
import type { FastifyBaseLogger } from 'fastify';
import { backoffMs } from '../../../domain/rules/backoff';
import type { ClaimedMail, OutboxRepository } from '../repositories/outbox-repository';
import type { StoredOrder } from '../repositories/order-rows';
import type { MailInput, RenderedMail } from './mail-types';
import { MailNotSent, senderDomain, type MailGateway } from './smtp-gateway';

const MAX_WAIT_MS = 60 * 60 * 1000;
/** Longer than the gateway's worst case (10 s to connect, 10 s greeting, 30 s idle socket). */
const LEASE_MS = 2 * 60 * 1000;

export interface DispatcherDeps {
  outbox: OutboxRepository;
  findOrder: (orderId: string) => Promise<StoredOrder | undefined>;
  gateway: MailGateway;
  render: (input: MailInput) => Promise<RenderedMail>;
  from: string;
  siteUrl: string;
  retryBaseMs: number;
  maxAttempts: number;
  /** How often due retries are looked for. */
  pollMs: number;
  log: FastifyBaseLogger;
}

export interface MailDispatcher {
  /** Looks for due messages now (a new one was written). */
  wake(): void;
  /** Resolves once nothing due is left (tests and shutdown). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export const retryWaitMs = (baseMs: number, attempts: number): number => backoffMs(attempts, baseMs, MAX_WAIT_MS);

export function createMailDispatcher(deps: DispatcherDeps): MailDispatcher {
  const domain = senderDomain(deps.from);
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function deliver(mail: ClaimedMail): Promise<void> {
    const order = await deps.findOrder(mail.orderId);
    if (!order) return deps.outbox.markFailed(mail.id, 'the order no longer exists');
    let rendered: RenderedMail;
    try {
      const orderPageUrl = `${deps.siteUrl}/order/?id=${encodeURIComponent(order.publicId)}`;
      rendered = await deps.render({ kind: mail.kind, order, snapshot: mail.snapshot, orderPageUrl });
    } catch (err) {
      deps.log.error({ err, mail: mail.id }, 'an order e-mail could not be rendered');
      return deps.outbox.markFailed(mail.id, `not rendered: ${(err as Error).message}`);
    }
    try {
      await deps.gateway.send({ ...rendered, to: mail.recipient, messageId: `<${mail.messageKey}@${domain}>` });
      await deps.outbox.markSent(mail.id);
    } catch (err) {
      const notSent = err instanceof MailNotSent ? err : new MailNotSent((err as Error).message, false);
      if (notSent.permanent || mail.attempts >= deps.maxAttempts) {
        deps.log.warn({ mail: mail.id, kind: mail.kind, order: order.publicId, error: notSent.message }, 'an order e-mail failed');
        return deps.outbox.markFailed(mail.id, notSent.message);
      }
      await deps.outbox.markRetry(mail.id, notSent.message, retryWaitMs(deps.retryBaseMs, mail.attempts));
    }
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      for (let mail = await deps.outbox.claimNext(LEASE_MS); mail && !stopped; mail = await deps.outbox.claimNext(LEASE_MS)) {
        await deliver(mail);
      }
    } while (again && !stopped);
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((err) => deps.log.error({ err }, 'the mail dispatcher stopped a round'))
      .finally(() => {
        running = undefined;
      });
  }

  const timer = setInterval(wake, deps.pollMs);
  timer.unref();
  wake();

  return {
    wake,
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      deps.gateway.close();
    },
  };
}
