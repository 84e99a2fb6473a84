/**
 * The order page reads one order and follows its status through the injected live client
 * (services/graphql-service.ts), so the page never builds a client of its own. Paying an order
 * that waits for its online payment is the payment feature's.
 */
import { graphqlOf } from '../../services/graphql-service';
import type { AppThunk } from '../../app/store';
import type { PublicOrder } from '../../lib/shop-api-types';
import type { OrderFeedEvent } from '../../lib/shop-graphql';
import { orderSeen } from './order-seen';

type OrderListener = (event: OrderFeedEvent) => void;

export const fetchTrackedOrder =
  (id: string): AppThunk<Promise<PublicOrder | null>> =>
  async (dispatch, _getState, services) => {
    const order = await graphqlOf(services).getOrder(id);
    if (order) dispatch(orderSeen(order));
    return order;
  };

/** Follows the order's status; returns the function that stops following. */
export const followOrder =
  (id: string, listener: OrderListener): AppThunk<() => void> =>
  (dispatch, _getState, services) =>
    graphqlOf(services).followOrder(id, (event) => {
      if (event.type === 'order') dispatch(orderSeen(event.order));
      else if (event.type === 'status') dispatch(orderSeen(event.event.order));
      listener(event);
    });
