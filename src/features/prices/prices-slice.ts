/**
 * Delivery prices (docs/behaviour.md §3, §9): zone A and zone B in zł, defaults until the API answers.
 */
import { groszeToZloty } from '../../../domain/rules/money';
import { DEFAULT_DELIVERY_PRICES } from '../../../domain/rules/prices';
import type { DeliveryPrices } from '../../lib/shop-api-types';

export const ZONE_A = groszeToZloty(DEFAULT_DELIVERY_PRICES.zoneAGrosze);
export const ZONE_B = groszeToZloty(DEFAULT_DELIVERY_PRICES.zoneBGrosze);

export type PricesState = DeliveryPrices;

export const initialPricesState: PricesState = { zoneA: ZONE_A, zoneB: ZONE_B };

/** The fetched prices; both zones are replaced together. */
export const pricesSet = (prices: DeliveryPrices) => ({ type: 'prices/pricesSet' as const, payload: prices });

export type PricesAction = ReturnType<typeof pricesSet>;

const isPrice = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

export function pricesReducer(state: PricesState = initialPricesState, action: PricesAction | { type: string }): PricesState {
  if (action.type !== 'prices/pricesSet') return state;
  const prices = (action as PricesAction).payload;
  // A malformed answer must not turn a known price into NaN: then the last prices stay.
  if (!prices || !isPrice(prices.zoneA) || !isPrice(prices.zoneB)) return state;
  return { zoneA: prices.zoneA, zoneB: prices.zoneB };
}

interface WithPrices {
  prices: PricesState;
}

export const selectDeliveryPrices = (state: WithPrices) => state.prices;
export const selectZoneA = (state: WithPrices) => state.prices.zoneA;
export const selectZoneB = (state: WithPrices) => state.prices.zoneB;
