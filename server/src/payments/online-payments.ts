/**
 * Paying an order online with Przelewy24 (D73, docs/behaviour.md §4): an attempt is registered
 * for exactly the server's total and the browser sent to the payment page; P24's notification
 * is checked (sign, session, amount, currency) and confirmed with the verify call, and only
 * then the order becomes 'new' and reaches the kitchen. A job looks up overdue attempts at P24
 * before expiring them (15 minutes), verifies payments left notified (a failed verify, a
 * restart in between), and asks for the refunds that are due (a rejected paid order, money
 * after expiry, the difference after a change by phone lowered a paid order, D97). The client (p24-client.ts) does not know whether it talks to P24 or to the
 * local stand-in.
 */
import type { FastifyBaseLogger } from 'fastify';
import { isUnpaidStatus } from '../../../domain/rules/order-lifecycle';
import type { PaymentReturn } from '../../../domain/contract/order';
import { ONLINE_PAYMENT_MINUTES, PAYMENT_RETURN_MARK } from '../../../domain/rules/payment-methods';
import type { OrderMailSettings } from '../mail/order-mails';
import { remainingRefundGrosze } from '../lib/order-changes';
import { HttpError } from '../plugins/app/errors';
import type { PaymentRepository, StoredPayment } from '../repositories/payment-repository';
import { P24Error, P24NotificationRejected, type P24Client, type P24TransactionState } from './p24-client';

export const PAYMENT_UNAVAILABLE_MESSAGE = 'Płatności online są chwilowo niedostępne. Spróbuj za chwilę albo wybierz płatność przy odbiorze.';
const NOT_PAYABLE_MESSAGE = 'To zamówienie nie czeka już na płatność.';
export const ORDER_NOT_FOUND_MESSAGE = 'Nie znaleziono zamówienia o tym numerze.';
/** An expired order whose code was used up meanwhile cannot come back with its discount (D105). */
const PROMO_GONE_MESSAGE =
  'Kod rabatowy tego zamówienia został w międzyczasie wykorzystany, więc zamówienia nie można już opłacić. Złóż nowe zamówienie.';
/** A notified payment is verified by the job only after the notification's own try had its time. */
const VERIFY_GRACE_MS = 10_000;

export interface OnlinePaymentsDeps {
  client: P24Client;
  repo: PaymentRepository;
  /** SITE_URL: P24 returns the customer to the order page on it and notifies the API behind it. */
  siteUrl: string;
  shopBase: string;
  mail: () => Promise<OrderMailSettings>;
  now: () => Date;
  checkIntervalMs: number;
  log: FastifyBaseLogger;
}

export interface OnlinePayments {
  /** Registers a new attempt for an unpaid order: where to send the browser. */
  startPayment(publicId: string): Promise<{ redirectUrl: string }>;
  switchToCash(publicId: string): Promise<void>;
  /**
   * The customer is back from the gateway (D106): how the newest attempt ended, asked of P24
   * (which tells no one of a rejection). Money P24 holds whose notification has not come yet is
   * confirmed here and then: 'paid'; back without paying (rejected or cancelled): 'not_completed';
   * P24 could not be asked, or nothing to say: 'unknown'. Undefined when the order has no attempt.
   */
  returnOutcome(publicId: string): Promise<PaymentReturn['outcome'] | undefined>;
  /** P24's notification to urlStatus; throws HttpError (4xx: refused and logged; 502: the verify failed, P24 will repeat). */
  handleNotification(body: unknown): Promise<void>;
  handleRefundNotification(body: unknown): Promise<void>;
  /** One round of the job (tests call it; a timer runs it every PAYMENT_CHECK_SECONDS). */
  runChecks(): Promise<void>;
  stop(): Promise<void>;
}

export function createOnlinePayments(deps: OnlinePaymentsDeps): OnlinePayments {
  const { client, repo, log } = deps;
  const statusUrl = `${deps.siteUrl}${deps.shopBase}/payments/p24/status`;
  const refundStatusUrl = `${deps.siteUrl}${deps.shopBase}/payments/p24/refund-status`;

  async function verifyAndConfirm(payment: Pick<StoredPayment, 'sessionId' | 'amountGrosze'>, p24OrderId: number): Promise<void> {
    try {
      await client.verifyTransaction({ sessionId: payment.sessionId, orderId: p24OrderId, amountGrosze: payment.amountGrosze });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await repo.recordError(payment.sessionId, `verify: ${message}`);
      log.warn({ session: payment.sessionId, err: message }, 'a payment could not be verified yet');
      throw new HttpError(502, `verify of ${payment.sessionId} failed; it is retried`, 'VERIFY_FAILED');
    }
    const outcome = await repo.confirm(payment.sessionId, deps.now(), await deps.mail());
    if (outcome === 'refund-queued') {
      log.warn({ session: payment.sessionId }, 'money arrived for an order that no longer waited for it: refunding');
      await requestRefunds();
    }
  }

  /** Asks P24 to give money back; asking again with the same request id is safe (P24 knows it). */
  async function askForRefund(
    refund: { requestId: string; p24OrderId: number; sessionId: string; amountGrosze: number; description: string },
    requested: () => Promise<void>,
    failed: (error: string) => Promise<void>,
  ): Promise<void> {
    try {
      await client.refund({
        requestId: refund.requestId,
        refundsUuid: refund.requestId.replace(/-/g, '').slice(0, 32),
        orderId: refund.p24OrderId,
        sessionId: refund.sessionId,
        amountGrosze: refund.amountGrosze,
        description: refund.description,
        urlStatus: refundStatusUrl,
      });
      await requested();
    } catch (err) {
      await failed(`refund: ${(err as Error).message}`);
      log.warn({ session: refund.sessionId, err: (err as Error).message }, 'a refund could not be requested yet');
    }
  }

  /** Whole refunds (what is left of the payment after partial ones), then partial ones after a change by phone (D97). */
  async function requestRefunds(): Promise<void> {
    for (const payment of await repo.refundsToRequest()) {
      if (payment.p24OrderId === null || payment.refundRequestId === null) continue;
      await askForRefund(
        {
          requestId: payment.refundRequestId,
          p24OrderId: payment.p24OrderId,
          sessionId: payment.sessionId,
          amountGrosze: remainingRefundGrosze(payment.amountGrosze, payment.partiallyRefundedGrosze),
          description: `Zwrot za zamówienie ${payment.publicId}`,
        },
        () => repo.markRefundRequested(payment.sessionId),
        (error) => repo.recordError(payment.sessionId, error),
      );
    }
    for (const refund of await repo.partialRefundsToRequest()) {
      if (refund.p24OrderId === null) continue;
      await askForRefund(
        { ...refund, p24OrderId: refund.p24OrderId, description: `Częściowy zwrot ${refund.publicId}` },
        () => repo.markPartialRefundRequested(refund.id),
        (error) => repo.recordPartialRefundError(refund.id, error),
      );
    }
  }

  /** P24 holds the money of this attempt: its amount, not a lower one. */
  const holdsPayment = (known: P24TransactionState | undefined, payment: StoredPayment): known is P24TransactionState =>
    known !== undefined && (known.status === 'advance' || known.status === 'paid') && known.amount === payment.amountGrosze;

  /** P24 has the money but we had not heard (a lost or late notification): verify and confirm now. */
  async function confirmKnown(payment: StoredPayment, known: P24TransactionState): Promise<void> {
    await repo.markNotified(payment.sessionId, known.orderId);
    await verifyAndConfirm(payment, known.orderId).catch(() => undefined);
  }

  /** Overdue attempts: paid after all (a lost notification) or expired. */
  async function reconcileOverdue(): Promise<void> {
    const before = new Date(deps.now().getTime() - ONLINE_PAYMENT_MINUTES * 60_000);
    for (const payment of await repo.overdueAttempts(before)) {
      let known;
      try {
        known = await client.transactionBySession(payment.sessionId);
      } catch (err) {
        log.warn({ session: payment.sessionId, err: (err as Error).message }, 'an unpaid order could not be looked up at P24; not expired yet');
        continue;
      }
      if (holdsPayment(known, payment)) {
        await confirmKnown(payment, known);
      } else if (await repo.expire(payment.sessionId, before, deps.now())) {
        log.info({ order: payment.publicId }, 'an unpaid online order expired');
      }
    }
  }

  async function verifyLeftovers(): Promise<void> {
    for (const payment of await repo.unverified(new Date(deps.now().getTime() - VERIFY_GRACE_MS))) {
      if (payment.p24OrderId !== null) await verifyAndConfirm(payment, payment.p24OrderId).catch(() => undefined);
    }
  }

  let round: Promise<void> | undefined;
  async function runChecks(): Promise<void> {
    // One round at a time; a second caller waits for the running one.
    round ??= (async () => {
      try {
        await reconcileOverdue();
        await verifyLeftovers();
        await requestRefunds();
      } catch (err) {
        log.error({ err }, 'the payments job stopped a round');
      } finally {
        round = undefined;
      }
    })();
    return round;
  }
  const timer = setInterval(() => void runChecks(), deps.checkIntervalMs);
  timer.unref();

  return {
    async startPayment(publicId) {
      const attempt = await repo.newAttempt(publicId, deps.now());
      if (attempt === 'not_found') throw new HttpError(404, ORDER_NOT_FOUND_MESSAGE, 'ORDER_NOT_FOUND');
      if (attempt === 'not_payable') throw new HttpError(409, NOT_PAYABLE_MESSAGE, 'ORDER_NOT_PAYABLE');
      if (attempt === 'promo_used_up') throw new HttpError(409, PROMO_GONE_MESSAGE, 'PROMO_USED_UP');
      try {
        const { redirectUrl } = await client.registerTransaction({
          sessionId: attempt.sessionId,
          amountGrosze: attempt.amountGrosze,
          description: `Zamówienie ${publicId}`,
          email: attempt.email,
          urlReturn: `${deps.siteUrl}/order/?id=${publicId}&${PAYMENT_RETURN_MARK.param}=${PAYMENT_RETURN_MARK.value}`,
          urlStatus: statusUrl,
          timeLimitMinutes: ONLINE_PAYMENT_MINUTES,
        });
        return { redirectUrl };
      } catch (err) {
        const message = err instanceof P24Error ? `${err.kind}: ${err.message}` : (err as Error).message;
        await repo.markFailed(attempt.sessionId, `register: ${message}`);
        log.warn({ session: attempt.sessionId, err: message }, 'a payment could not be registered');
        throw new HttpError(503, PAYMENT_UNAVAILABLE_MESSAGE, 'PAYMENT_UNAVAILABLE');
      }
    },

    async switchToCash(publicId) {
      const result = await repo.switchToCash(publicId, deps.now(), await deps.mail());
      if (result === 'not_found') throw new HttpError(404, ORDER_NOT_FOUND_MESSAGE, 'ORDER_NOT_FOUND');
      if (result === 'not_payable') throw new HttpError(409, NOT_PAYABLE_MESSAGE, 'ORDER_NOT_PAYABLE');
      if (result === 'promo_used_up') throw new HttpError(409, PROMO_GONE_MESSAGE, 'PROMO_USED_UP');
    },

    async returnOutcome(publicId) {
      const payment = await repo.latestAttempt(publicId);
      if (!payment) return undefined;
      if (payment.state === 'verified' || payment.state === 'notified') return 'paid';
      // Switched to cash, rejected by staff...: the order's own status says what there is to say.
      if (!isUnpaidStatus(payment.orderStatus) || payment.state === 'failed') return 'unknown';
      let known;
      try {
        known = await client.transactionBySession(payment.sessionId);
      } catch (err) {
        log.warn({ session: payment.sessionId, err: (err as Error).message }, 'a returning customer\'s payment could not be looked up at P24');
        return 'unknown';
      }
      if (holdsPayment(known, payment)) {
        await confirmKnown(payment, known);
        return 'paid';
      }
      // Back from P24's page and P24 has no money: rejected or cancelled there. A slow bank
      // transfer looks the same; the words shown say so, and a later payment still counts.
      return known ? 'not_completed' : 'unknown';
    },

    async handleNotification(body) {
      let notification;
      try {
        notification = client.verifyNotification(body);
      } catch (err) {
        const reason = err instanceof P24NotificationRejected ? err.message : 'malformed';
        log.warn({ reason, body }, 'a payment notification was refused');
        throw new HttpError(400, `notification refused: ${reason}`, 'NOTIFICATION_REFUSED');
      }
      const payment = await repo.findBySession(notification.sessionId);
      if (!payment) {
        log.warn({ session: notification.sessionId }, 'a payment notification for an unknown session was refused');
        throw new HttpError(404, `unknown session ${notification.sessionId}`, 'UNKNOWN_SESSION', 'body/sessionId');
      }
      if (notification.amount !== payment.amountGrosze || notification.currency !== 'PLN') {
        log.warn({ session: payment.sessionId, amount: notification.amount, expected: payment.amountGrosze }, 'a payment notification with another amount was refused');
        throw new HttpError(400, `amount ${notification.amount} ${notification.currency} is not the ${payment.amountGrosze} PLN of ${payment.sessionId}`, 'AMOUNT_MISMATCH', 'body/amount');
      }
      if (payment.state === 'verified') return; // P24 repeats its notification: counted once.
      await repo.markNotified(payment.sessionId, notification.orderId);
      await verifyAndConfirm(payment, notification.orderId);
    },

    async handleRefundNotification(body) {
      let notification;
      try {
        notification = client.verifyRefundNotification(body);
      } catch (err) {
        const reason = err instanceof P24NotificationRejected ? err.message : 'malformed';
        log.warn({ reason, body }, 'a refund notification was refused');
        throw new HttpError(400, `notification refused: ${reason}`, 'NOTIFICATION_REFUSED');
      }
      const payment = await repo.findBySession(notification.sessionId);
      // Its request id tells a partial refund (D97) from the payment's whole one.
      const partial = payment && (await repo.findPartialRefund(notification.requestId, payment.id));
      if (!payment || (payment.refundRequestId === null && !partial)) {
        throw new HttpError(404, `no refund for session ${notification.sessionId}`, 'UNKNOWN_SESSION', 'body/sessionId');
      }
      if (notification.status !== 0) {
        log.error({ session: payment.sessionId, requestId: notification.requestId }, 'P24 rejected a refund: staff must return the money by hand');
        return;
      }
      if (partial) await repo.partialRefundDone(partial.id, deps.now());
      else await repo.refundDone(payment.sessionId, deps.now());
    },

    runChecks,

    async stop() {
      clearInterval(timer);
      await round;
    },
  };
}
