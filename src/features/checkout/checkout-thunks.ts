/**
 * Sending the order and asking the delivery zone. The form lives in sessionStorage
 * (checkout-form.ts); the basket in the store. submitOrder keeps one idempotency key per
 * checkout attempt: a retry after a network failure reuses it and gets the first order back
 * instead of a second one. Only success clears the basket.
 */
import type { AppThunk } from '../../app/store';
import { navigateOf, redirectOf } from '../../services/thunk-services';
import { ShopApiError } from '../../lib/shop-api';
import { NETWORK_ERROR_CODE, NETWORK_ERROR_STATUS, NO_CONNECTION_MESSAGE, isRetryStatus } from '../../lib/retry-policy';
import type { OrderBody, PlacedOrder } from '../../lib/shop-api-types';
import { orderPagePath } from '../../lib/order-page-path';
import { selectIsAuthenticated, withIdToken } from '../account';
import { clearBasket, promoRefusedAtPlacement, selectBasketItems, selectFulfilment, selectHasAlcohol, selectPromoCodeToSend } from '../basket';
import { isPaymentAddress } from '../payment';
import {
  clearCheckoutStorage,
  forgetIdempotencyKey,
  formFieldOf,
  idempotencyKey,
  validateCheckout,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutForm,
} from './checkout-form';
import { savePriceChanges } from './price-changes';
import { orderPlaced, postalCodeEntered, zoneLookedUp, type ZoneResult } from './checkout-slice';
import { isPostalCode } from '../../../domain/rules/delivery-zones';
import type { Fulfilment } from '../../../domain/rules/fulfilment';

export type { ZoneResult } from './checkout-slice';

/** The device is offline (the shop API client gave up with code NETWORK_ERROR). */
export const NETWORK_ERROR_MESSAGE = NO_CONNECTION_MESSAGE;
/** Online, but the server did not answer or kept failing even after the client's retries. */
export const SERVER_ERROR_MESSAGE =
  'Serwer restauracji chwilowo nie odpowiada. Spróbuj ponownie za chwilę — Twój koszyk został zachowany.';
export const EMPTY_BASKET_MESSAGE = 'Twój koszyk jest pusty.';
export const INVALID_FORM_MESSAGE = 'Popraw zaznaczone pola na stronie podsumowania.';
export const ZONE_ERROR_MESSAGE = 'Nie udało się sprawdzić strefy dostawy. Spróbuj ponownie.';
/** Shown (not blocking) on the summary when the zone could not be checked. */
export const ZONE_UNCHECKED_MESSAGE =
  'Nie udało się teraz sprawdzić strefy dostawy. Możesz przejść dalej — strefę i cenę dostawy sprawdzimy przy składaniu zamówienia.';

export type SubmitResult =
  /** `toPayment`: the browser is on its way to the online payment page (else to the order page). */
  | { ok: true; order: PlacedOrder; toPayment: boolean }
  | { ok: false; message: string; fieldErrors: CheckoutErrors; retryable: boolean; code?: string };

export { orderPagePath };

export function orderBodyOf(
  form: CheckoutForm,
  items: { id: number; quantity: number; price: number; name: string }[],
  hasAlcohol: boolean,
  fulfilment: Fulfilment = 'delivery',
  promoCode?: string,
): OrderBody {
  const body: OrderBody = {
    items: items.map(({ id, quantity, price, name }) => ({ id, quantity, price, name })),
    fulfilment,
    customer: { name: form.name.trim(), phoneNumber: form.phoneNumber.trim(), email: form.email.trim() },
    // Pickup sends no address: the API refuses one (D95); the form keeps it for a later delivery.
    ...(fulfilment === 'delivery' && { address: { street: form.street.trim(), postalCode: form.postalCode.trim(), city: form.city.trim() } }),
    deliveryTime: form.deliveryType === 'scheduled' ? { type: 'scheduled', at: form.deliveryAt } : { type: 'asap' },
    paymentMethod: form.paymentMethod,
    acceptedTerms: true,
  };
  if (hasAlcohol) body.adultConfirmed = form.adultConfirmed;
  const notes = form.notes.trim();
  if (notes) body.notes = notes;
  if (promoCode) body.promoCode = promoCode;
  return body;
}

/**
 * No answer, throttling or a 5xx, still failing after the client's own retries: the order
 * may or may not exist, so the same idempotency key must be sent again.
 */
const isRetryable = (err: unknown) =>
  !(err instanceof ShopApiError) || err.status === NETWORK_ERROR_STATUS || isRetryStatus(err.status) || err.status >= 500;

/** A bare TypeError comes only from a fetch that bypassed the client; treat it as offline. */
const isOffline = (err: unknown) => !(err instanceof ShopApiError) || err.code === NETWORK_ERROR_CODE;

export const submitOrder =
  (form: CheckoutForm): AppThunk<Promise<SubmitResult>> =>
  async (dispatch, getState, services) => {
    const state = getState();
    const items = selectBasketItems(state);
    const hasAlcohol = selectHasAlcohol(state);
    const fulfilment = selectFulfilment(state);
    if (items.length === 0) return { ok: false, message: EMPTY_BASKET_MESSAGE, fieldErrors: {}, retryable: false };
    const fieldErrors = validateCheckout(form, { hasAlcohol, fulfilment });
    if (Object.keys(fieldErrors).length > 0) {
      return { ok: false, message: INVALID_FORM_MESSAGE, fieldErrors, retryable: false };
    }
    const body = orderBodyOf(form, items, hasAlcohol, fulfilment, selectPromoCodeToSend(state));
    const key = idempotencyKey();
    try {
      let order: PlacedOrder;
      if (selectIsAuthenticated(state)) {
        order = await dispatch(withIdToken((token) => services.shopApi.placeOrder(body, { idempotencyKey: key, token })));
      } else {
        order = await services.shopApi.placeOrder(body, { idempotencyKey: key });
      }
      // Prices the server changed: the order page tells the customer (kept for this tab).
      savePriceChanges(order.id, order.priceChanges);
      dispatch(clearBasket());
      dispatch(orderPlaced(order.id, order));
      clearCheckoutStorage();
      // Online: the order waits for its payment at Przelewy24, which sends the customer back to
      // the order page. No address (the gateway could not be reached): the order page offers to pay.
      const paymentUrl = order.payment?.redirectUrl;
      const toPayment = typeof paymentUrl === 'string' && isPaymentAddress(paymentUrl);
      if (toPayment) redirectOf(services)(paymentUrl);
      else navigateOf(services)(orderPagePath(order.id));
      return { ok: true, order, toPayment };
    } catch (err) {
      if (isRetryable(err)) {
        console.error('Order not sent', err);
        const message = isOffline(err) ? NETWORK_ERROR_MESSAGE : SERVER_ERROR_MESSAGE;
        return { ok: false, message, fieldErrors: {}, retryable: true };
      }
      const apiError = err as ShopApiError;
      // A definitive refusal: nothing was stored, the corrected form is a new attempt.
      forgetIdempotencyKey();
      // The order's pricing refused the code (D105): the summary shows why beside the code; nothing is lost.
      if (apiError.code?.startsWith('PROMO_')) {
        dispatch(promoRefusedAtPlacement(apiError.message));
        navigateOf(services)('/summary/');
      }
      const field: CheckoutField | undefined = formFieldOf(apiError.field);
      return {
        ok: false,
        message: apiError.message,
        fieldErrors: field ? { [field]: apiError.message } : {},
        retryable: false,
        code: apiError.code,
      };
    }
  };

/** The zone and delivery price of a postal code; the server's Polish message when outside both zones. */
export const lookupZone =
  (postalCode: string): AppThunk<Promise<ZoneResult>> =>
  async (_dispatch, _getState, services) => {
    try {
      return { ok: true, zone: await services.shopApi.getDeliveryZone(postalCode.trim()) };
    } catch (err) {
      if (err instanceof ShopApiError && err.code === 'OUT_OF_ZONE') {
        return { ok: false, message: err.message, outOfZone: true };
      }
      return { ok: false, message: ZONE_ERROR_MESSAGE, outOfZone: false };
    }
  };

/**
 * Keeps the store's zone in step with the form's postal code: no zone while the code is not a
 * valid NN-NNN code, else the server's answer (the previous answer shows until it comes).
 */
export const checkDeliveryZone =
  (postalCode: string): AppThunk<Promise<void>> =>
  async (dispatch) => {
    const code = postalCode.trim();
    if (!isPostalCode(code)) {
      dispatch(postalCodeEntered(null));
      return;
    }
    dispatch(postalCodeEntered(code));
    dispatch(zoneLookedUp(code, await dispatch(lookupZone(code))));
  };

/** What the time picker may offer now for delivery or pickup; null when it cannot be read. */
export const loadDeliveryTimes = (fulfilment: Fulfilment): AppThunk<Promise<import('../../lib/shop-api-types').DeliveryTimes | null>> =>
  async (_dispatch, _getState, services) => {
    try {
      return await services.shopApi.getDeliveryTimes(fulfilment);
    } catch (err) {
      console.error('Delivery times not loaded', err);
      return null;
    }
  };

/** Opening hours for the summary page; null when they cannot be read. */
export const loadOpeningHours = (): AppThunk<Promise<import('../../lib/shop-api-types').OpeningHours | null>> =>
  async (_dispatch, _getState, services) => {
    try {
      return await services.shopApi.getOpeningHours();
    } catch (err) {
      console.error('Opening hours not loaded', err);
      return null;
    }
  };
