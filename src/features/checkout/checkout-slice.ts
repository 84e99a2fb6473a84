/**
 * The delivery zone of the checkout's postal code, shared by the summary and payment pages.
 * Only the zone lives here: the form itself stays in sessionStorage (checkout-form.ts), and the
 * zone is not saved anywhere, so a reload asks the server again, as it always did.
 * The slice joins the store when a checkout page renders (use-checkout-slice.ts).
 */
import { belowMinimumMessage, deliveryPriceGrosze, missingForFreeDeliveryGrosze, missingForMinimumGrosze } from '../../../domain/rules/delivery-charge';
import { zoneTermsFromZloty } from '../../../domain/rules/delivery-terms';
import { formatGrosze, groszeToZloty, zlotyToGrosze } from '../../../domain/rules/money';
import type { DeliveryZone, PlacedOrder } from '../../lib/shop-api-types';
import type { WithBasket } from '../basket';

/** The server's answer for a postal code: its zone and price, or why there is none. */
export type ZoneResult = { ok: true; zone: DeliveryZone } | { ok: false; message: string; outOfZone: boolean };

export interface CheckoutState {
  /** The valid NN-NNN code whose zone was last asked for; null while the form has none. */
  postalCode: string | null;
  /** The last answer taken; while a new code is being asked about, the previous answer stays. */
  zone: ZoneResult | null;
}

export const initialCheckoutState: CheckoutState = { postalCode: null, zone: null };

/** The form's postal code became a valid NN-NNN code ('' or null when it is not one). */
export const postalCodeEntered = (postalCode: string | null) => ({
  type: 'checkout/postalCodeEntered' as const,
  payload: postalCode || null,
});

/** The server answered the zone question for `postalCode`. */
export const zoneLookedUp = (postalCode: string, result: ZoneResult) => ({
  type: 'checkout/zoneLookedUp' as const,
  payload: { postalCode, result },
});

/** The order was placed: the next checkout starts with no zone. `meta.order`: the server's answer (the analytics' purchase). */
export const orderPlaced = (publicId: string, order?: PlacedOrder) => ({ type: 'checkout/orderPlaced' as const, payload: publicId, meta: { order } });

export type CheckoutAction = ReturnType<typeof postalCodeEntered | typeof zoneLookedUp | typeof orderPlaced>;

export function checkoutReducer(state: CheckoutState = initialCheckoutState, action: CheckoutAction | { type: string }): CheckoutState {
  const a = action as CheckoutAction;
  switch (a.type) {
    case 'checkout/postalCodeEntered':
      if (a.payload === null) return initialCheckoutState;
      return a.payload === state.postalCode ? state : { ...state, postalCode: a.payload };
    case 'checkout/zoneLookedUp':
      // An answer for a code the customer has since changed is stale.
      return a.payload.postalCode === state.postalCode ? { ...state, zone: a.payload.result } : state;
    case 'checkout/orderPlaced':
      return initialCheckoutState;
    default:
      return state;
  }
}

export interface WithCheckout {
  checkout: CheckoutState;
}

export const selectZoneResult = (state: WithCheckout) => state.checkout.zone;

/** The zone and price of the postal code; null while unknown or when there is none. */
export const selectDeliveryZone = (state: WithCheckout): DeliveryZone | null => {
  const zone = state.checkout.zone;
  return zone && zone.ok ? zone.zone : null;
};

/** The zone's terms in grosze and the basket's value, or null while the zone is unknown. */
function zoneAndBasket(state: WithCheckout & WithBasket) {
  const zone = selectDeliveryZone(state);
  return zone && { zone: zone.zone, terms: zoneTermsFromZloty(zone), itemsGrosze: zlotyToGrosze(state.basket.totalPrice) };
}

/** The delivery price in zł for this basket (nothing from the free-delivery value on); null while the zone is unknown. */
export const selectDeliveryPrice = (state: WithCheckout & WithBasket): number | null => {
  const known = zoneAndBasket(state);
  return known && groszeToZloty(deliveryPriceGrosze(known.terms, known.itemsGrosze));
};

/** Why the basket cannot be ordered to this zone: below its minimum order value; null otherwise. */
export const selectBelowMinimumMessage = (state: WithCheckout & WithBasket): string | null => {
  const known = zoneAndBasket(state);
  const missing = known ? missingForMinimumGrosze(known.terms, known.itemsGrosze) : 0;
  return known && missing > 0
    ? `${belowMinimumMessage(missing, known.zone)} (zamówienia od ${formatGrosze(known.terms.minimumOrderGrosze)}).`
    : null;
};

/** The zone's free delivery, beside the delivery price: reached, or how much is missing; null when it has none. */
export const selectFreeDeliveryNote = (state: WithCheckout & WithBasket): string | null => {
  const known = zoneAndBasket(state);
  if (!known || known.terms.freeDeliveryFromGrosze === null) return null;
  const missing = missingForFreeDeliveryGrosze(known.terms, known.itemsGrosze);
  return missing === null
    ? `darmowa dostawa od ${formatGrosze(known.terms.freeDeliveryFromGrosze)}`
    : `do darmowej dostawy brakuje ${formatGrosze(missing)}`;
};

/**
 * The server's message when it definitely does not deliver to the code; only this stops the
 * customer, a lookup that could not be made does not (the server prices the order itself).
 */
export const selectOutOfZoneMessage = (state: WithCheckout): string | null => {
  const zone = state.checkout.zone;
  return zone && !zone.ok && zone.outOfZone ? zone.message : null;
};

export const selectIsOutOfZone = (state: WithCheckout) => selectOutOfZoneMessage(state) !== null;

/** The lookup could not be made (offline, server trouble): a note, not an error. */
export const selectZoneUnchecked = (state: WithCheckout) => {
  const zone = state.checkout.zone;
  return zone !== null && !zone.ok && !zone.outOfZone;
};
