/**
 * The order page saw its order as it now is (read, or a live status event): an event for other
 * parts of the store to hear (the analytics' purchase of an order paid online); the page keeps
 * the order in its own state.
 */
import type { PublicOrder } from '../../lib/shop-api-types';

export const ORDER_SEEN = 'orderTracking/orderSeen' as const;

export const orderSeen = (order: PublicOrder) => ({ type: ORDER_SEEN, payload: order });
export type OrderSeenAction = ReturnType<typeof orderSeen>;
