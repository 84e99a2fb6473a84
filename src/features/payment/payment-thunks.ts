/**
 * Paying an order placed for online payment that is not paid yet (D73), from the order page:
 * again online (the API opens a new attempt and the browser leaves for its page), or in cash to
 * the rider. Both go through the injected shop API.
 */
import { redirectOf } from '../../services/thunk-services';
import type { AppThunk } from '../../app/store';
import { ShopApiError } from '../../lib/shop-api';
import type { PaymentReturn, PublicOrder } from '../../lib/shop-api-types';
import { isPaymentAddress } from './payment-address';

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
export const payOrderOnline =
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
export const payOrderInCash =
  (id: string): AppThunk<Promise<PaymentOutcome>> =>
  async (_dispatch, _getState, services) => {
    try {
      return { ok: true, order: await services.shopApi.payOrderInCash(id) };
    } catch (err) {
      return paymentFailure(err);
    }
  };

/**
 * The customer is back from Przelewy24 (the order page's address carries the mark, D106): how
 * the attempt ended. Anything but an answer (no connection, an old API) is 'unknown': the page
 * then says no more than it did before.
 */
export const checkPaymentReturn =
  (id: string): AppThunk<Promise<PaymentReturn['outcome']>> =>
  async (_dispatch, _getState, services) => {
    try {
      return (await services.shopApi.paymentReturn(id)).outcome;
    } catch (err) {
      console.warn('The payment could not be checked on return', err);
      return 'unknown';
    }
  };
