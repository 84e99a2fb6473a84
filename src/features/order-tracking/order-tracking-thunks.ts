/**
 * The order page reads one order and follows its status through the injected live client
 * (services/graphql-service.ts), so the page never builds a client of its own. An order waiting
 * for its online payment is paid again or switched to cash through the injected shop API.
 */
import { graphqlOf } from '../../services/graphql-service';
import { redirectOf } from '../../services/thunk-services';
import type { AppThunk } from '../../app/store';
import { isPaymentAddress } from '../../lib/payment-address';
import { ShopApiError } from '../../lib/shop-api';
import type { PublicOrder } from '../../lib/shop-api-types';
import type { OrderFeedEvent } from '../../lib/shop-graphql';

type OrderListener = (event: OrderFeedEvent) => void;

export const fetchTrackedOrder =
  (id: string): AppThunk<Promise<PublicOrder | null>> =>
  (_dispatch, _getState, services) =>
    graphqlOf(services).getOrder(id);

/** Follows the order's status; returns the function that stops following. */
export const followOrder =
  (id: string, listener: OrderListener): AppThunk<() => void> =>
  (_dispatch, _getState, services) =>
    graphqlOf(services).followOrder(id, listener);

/** A payment call's outcome: the order as it now is (cash), or the Polish reason it failed. */
export type PaymentOutcome = { ok: true; order?: PublicOrder } | { ok: false; message: string };

/** When the failure carries no Polish message of the API's (a bug, a lost connection outside the client). */
export const PAYMENT_ACTION_FAILED_MESSAGE = 'Nie udało się. Odśwież stronę i spróbuj ponownie.';

/**
 * The API's Polish message: ORDER_NOT_PAYABLE and the like as sent; PAYMENT_UNAVAILABLE (503)
 * with the API's own words, not the client's generic give-up text; no answer at all with the
 * client's message on the connection.
 */
function paymentFailure(err: unknown): { ok: false; message: string } {
  console.error('Payment call failed', err);
  if (!(err instanceof ShopApiError)) return { ok: false, message: PAYMENT_ACTION_FAILED_MESSAGE };
  const message = err.code === 'PAYMENT_UNAVAILABLE' && err.serverMessage ? err.serverMessage : err.message;
  return { ok: false, message };
}

/**
 * Pays (again) an order awaiting its online payment or past its time: the API opens a new
 * payment attempt and the browser leaves for its page (Przelewy24 sends it back here).
 */
export const payTrackedOrder =
  (id: string): AppThunk<Promise<PaymentOutcome>> =>
  async (_dispatch, _getState, services) => {
    try {
      const { redirectUrl } = await services.shopApi.payOrder(id);
      if (!isPaymentAddress(redirectUrl)) return paymentFailure(new Error(`Not a payment address: ${redirectUrl}`));
      redirectOf(services)(redirectUrl);
      return { ok: true };
    } catch (err) {
      return paymentFailure(err);
    }
  };

/** The customer gives up paying online and pays the rider: the order goes to the kitchen as 'new'. */
export const payTrackedOrderInCash =
  (id: string): AppThunk<Promise<PaymentOutcome>> =>
  async (_dispatch, _getState, services) => {
    try {
      return { ok: true, order: await services.shopApi.payOrderInCash(id) };
    } catch (err) {
      return paymentFailure(err);
    }
  };
