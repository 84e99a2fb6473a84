/**
 * The terms an order is priced by (docs/behaviour.md §3, §9; decisions.md D70, D95): per zone the
 * delivery price, the minimum order value and the free-delivery threshold, in grosze; whether the
 * restaurant delivers at all; and pickup's terms. The defaults (the spec's 10 and 20 zł, no
 * minimum, delivery on) until the API answers; pickup stays unknown until GET /shop/pickup does.
 */
import { DEFAULT_DELIVERY_TERMS, deliveryTermsFromZloty, type DeliveryTerms } from '../../../domain/rules/delivery-terms';
import { pickupTermsFromZloty, type PickupTerms } from '../../../domain/rules/fulfilment';
import type { DeliveryPrices, PickupSettings } from '../../lib/shop-api-types';

export interface PricesState {
  zones: DeliveryTerms;
  /** GET /delivery/ `enabled`: false while the restaurant offers pickup only. */
  deliveryEnabled: boolean;
  /** null until GET /shop/pickup answered: then nothing is said about pickup yet. */
  pickup: PickupTerms | null;
}

export const initialPricesState: PricesState = { zones: DEFAULT_DELIVERY_TERMS, deliveryEnabled: true, pickup: null };

/** The fetched delivery terms (zł, as GET /delivery/ writes them); all zones are replaced together. */
export const pricesSet = (prices: DeliveryPrices) => ({ type: 'prices/pricesSet' as const, payload: prices });
/** GET /shop/pickup's answer (zł). */
export const pickupTermsSet = (settings: PickupSettings) => ({ type: 'prices/pickupTermsSet' as const, payload: settings });

export type PricesAction = ReturnType<typeof pricesSet | typeof pickupTermsSet>;

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isWhole = (value: unknown): value is number => isAmount(value) && Number.isInteger(value);

function isWellFormed(prices: DeliveryPrices | null | undefined): prices is DeliveryPrices {
  if (!prices) return false;
  const { zoneA, zoneB, minimumOrderA, minimumOrderB, freeDeliveryFromA, freeDeliveryFromB } = prices;
  return (
    [zoneA, zoneB, minimumOrderA, minimumOrderB].every(isAmount) &&
    [freeDeliveryFromA, freeDeliveryFromB].every((value) => value === null || isAmount(value))
  );
}

function isPickupSettings(settings: PickupSettings | null | undefined): settings is PickupSettings {
  if (!settings) return false;
  const { enabled, preparationMinutes, discountPercent, minimumOrder } = settings;
  return typeof enabled === 'boolean' && isWhole(preparationMinutes) && isWhole(discountPercent) && isAmount(minimumOrder);
}

/** An API from before pickup sends no `enabled`: it delivers. */
const deliversAt = (prices: DeliveryPrices) => (prices as { enabled?: unknown }).enabled !== false;

export function pricesReducer(state: PricesState = initialPricesState, action: PricesAction | { type: string }): PricesState {
  const a = action as PricesAction;
  switch (a.type) {
    // A malformed answer must not turn a known price into NaN: then the last terms stay.
    case 'prices/pricesSet':
      return isWellFormed(a.payload) ? { ...state, zones: deliveryTermsFromZloty(a.payload), deliveryEnabled: deliversAt(a.payload) } : state;
    case 'prices/pickupTermsSet':
      return isPickupSettings(a.payload) ? { ...state, pickup: pickupTermsFromZloty(a.payload) } : state;
    default:
      return state;
  }
}

export interface WithPrices {
  prices: PricesState;
}

export const selectDeliveryTerms = (state: WithPrices) => state.prices.zones;
export const selectDeliveryEnabled = (state: WithPrices) => state.prices.deliveryEnabled;
export const selectPickupTerms = (state: WithPrices) => state.prices.pickup;
