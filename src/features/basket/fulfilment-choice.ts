/**
 * Which ways of receiving the basket may choose from (D95), and what the choice means for its
 * sums: the restaurant switches delivery and pickup on and off, so the customer's saved choice
 * counts only while it is offered. Until pickup's terms are known, the saved choice stands (the
 * server says so if it is off, with the 409's Polish message).
 */
import {
  DEFAULT_FULFILMENT_TERMS,
  notOfferedMessage,
  offeredFulfilments,
  pickupDiscountGrosze,
  type Fulfilment,
  type PickupTerms,
} from '../../../domain/rules/fulfilment';
import { zlotyToGrosze } from '../../../domain/rules/money';
import { pickupBelowMinimumMessage, selectDeliveryEnabled, selectPickupTerms, type WithPrices } from '../prices';
import { discountLines, selectBasketItems, selectBasketTotal, selectChosenFulfilment, type WithBasket } from './basket-slice';

type State = WithBasket & WithPrices;

/** true offered, false switched off, null not known yet. */
function offerOf(fulfilment: Fulfilment, deliveryEnabled: boolean, pickup: PickupTerms | null): boolean | null {
  if (fulfilment === 'delivery') return deliveryEnabled;
  return pickup === null ? null : pickup.enabled;
}

/** The ways the basket offers as choices: those known to be switched on (pickup not known yet counts as off). */
export const offeredChoices = (deliveryEnabled: boolean, pickup: PickupTerms | null): Fulfilment[] =>
  offeredFulfilments({ deliveryEnabled, pickup: pickup ?? DEFAULT_FULFILMENT_TERMS.pickup });

/** How the order will be received: the saved choice while it may be offered, else the one that is. */
export function selectFulfilment(state: State): Fulfilment {
  const chosen = selectChosenFulfilment(state);
  const deliveryEnabled = selectDeliveryEnabled(state);
  const pickup = selectPickupTerms(state);
  if (offerOf(chosen, deliveryEnabled, pickup) !== false) return chosen;
  const other: Fulfilment = chosen === 'delivery' ? 'pickup' : 'delivery';
  return offerOf(other, deliveryEnabled, pickup) === true ? other : chosen;
}

/** The pickup discount of this basket in grosze (alcohol excluded); 0 for delivery or while pickup's terms are unknown. */
export const selectBasketDiscountGrosze = (state: State): number =>
  pickupDiscountGrosze(selectFulfilment(state), discountLines(selectBasketItems(state)), selectPickupTerms(state)?.discountPercent ?? 0);

/** The items' value in grosze: what the minimums and the discount are measured on. */
export const selectBasketItemsGrosze = (state: WithBasket): number => zlotyToGrosze(selectBasketTotal(state));

/** Below pickup's minimum order (measured before the discount, D95); null when it reaches it or pickup's terms are unknown. */
export function selectPickupBelowMinimumMessage(state: State): string | null {
  const pickup = selectPickupTerms(state);
  return pickup && pickupBelowMinimumMessage(pickup, selectBasketItemsGrosze(state));
}

/**
 * The saved choice was switched off since (say, pickup while the customer was away): the domain's
 * sentence naming what is possible now, so the switch to the other way is not silent.
 */
export function selectChoiceWithdrawnMessage(state: State): string | null {
  const chosen = selectChosenFulfilment(state);
  const pickup = selectPickupTerms(state);
  if (chosen === selectFulfilment(state) || pickup === null) return null;
  return notOfferedMessage({ deliveryEnabled: selectDeliveryEnabled(state), pickup }, chosen);
}
