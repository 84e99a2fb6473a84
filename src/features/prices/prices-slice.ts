/**
 * The delivery terms (docs/behaviour.md §3, §9; decisions.md D70): per zone the delivery price,
 * the minimum order value and the free-delivery threshold, in grosze; the defaults (the spec's
 * 10 and 20 zł, no minimum) until the API answers.
 */
import { DEFAULT_DELIVERY_TERMS, deliveryTermsFromZloty, type DeliveryTerms } from '../../../domain/rules/delivery-terms';
import type { DeliveryPrices } from '../../lib/shop-api-types';

export type PricesState = DeliveryTerms;

export const initialPricesState: PricesState = DEFAULT_DELIVERY_TERMS;

/** The fetched terms (zł, as GET /delivery/ writes them); all zones are replaced together. */
export const pricesSet = (prices: DeliveryPrices) => ({ type: 'prices/pricesSet' as const, payload: prices });

export type PricesAction = ReturnType<typeof pricesSet>;

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

function isWellFormed(prices: DeliveryPrices | null | undefined): prices is DeliveryPrices {
  if (!prices) return false;
  const { zoneA, zoneB, minimumOrderA, minimumOrderB, freeDeliveryFromA, freeDeliveryFromB } = prices;
  return (
    [zoneA, zoneB, minimumOrderA, minimumOrderB].every(isAmount) &&
    [freeDeliveryFromA, freeDeliveryFromB].every((value) => value === null || isAmount(value))
  );
}

export function pricesReducer(state: PricesState = initialPricesState, action: PricesAction | { type: string }): PricesState {
  if (action.type !== 'prices/pricesSet') return state;
  const prices = (action as PricesAction).payload;
  // A malformed answer must not turn a known price into NaN: then the last terms stay.
  return isWellFormed(prices) ? deliveryTermsFromZloty(prices) : state;
}

interface WithPrices {
  prices: PricesState;
}

export const selectDeliveryTerms = (state: WithPrices) => state.prices;
