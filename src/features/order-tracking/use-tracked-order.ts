/**
 * The order of /order/?id=…: read once, then kept current by its status events. The state is
 * the page's own (a shared link shows any order; nothing of it belongs in the shop's store).
 */
import { useEffect, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import type { PublicOrder } from '../../lib/shop-api-types';
import { fetchTrackedOrder, followOrder } from './order-tracking-thunks';

export type TrackedOrderState = 'loading' | 'ready' | 'missing' | 'error';

export interface TrackedOrder {
  order: PublicOrder | null;
  state: TrackedOrderState;
  live: boolean;
  /** The order as an answer of the API has it now (the switch to cash), before its live event comes. */
  replaceOrder: (order: PublicOrder) => void;
}

export function useTrackedOrder(id: string): TrackedOrder {
  const dispatch = useAppDispatch();
  const [order, setOrder] = useState<PublicOrder | null>(null);
  const [state, setState] = useState<TrackedOrderState>('loading');
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (!id) {
      setState('missing');
      return undefined;
    }
    let current = true;
    dispatch(fetchTrackedOrder(id))
      .then((found) => {
        if (!current) return;
        if (found) {
          setOrder(found);
          setState('ready');
        } else setState('missing');
      })
      .catch((err: unknown) => {
        console.error('Order not loaded', err);
        if (current) setState((s) => (s === 'ready' ? s : 'error'));
      });
    const stop = dispatch(
      followOrder(id, (event) => {
        if (!current) return;
        if (event.type === 'order') {
          setOrder(event.order);
          setState('ready');
        } else if (event.type === 'status') {
          setOrder(event.event.order);
          setState('ready');
        } else if (event.type === 'connected') setLive(true);
        else if (event.type === 'disconnected') setLive(false);
      }),
    );
    return () => {
      current = false;
      stop();
    };
  }, [dispatch, id]);

  return { order, state, live, replaceOrder: setOrder };
}
