/**
 * The store's ear for analytics, registered only in builds with a tracking id (app/store.ts;
 * without one the bundler drops this module). It is all a first load carries: the events
 * themselves (ecommerce-tracker.ts) are a chunk loaded once the visitor allowed measurement and
 * gtag has its consent defaults and config, and let go when consent is withdrawn. Before that,
 * actions pass untouched; only the order page's latest order is remembered, so an online payment
 * confirmed while the chunk was still loading is not missed.
 */
import type { Middleware } from 'redux';
import { allowsMeasurement, onConsentApplied, currentConsent } from '../consent';
import { ORDER_SEEN, type OrderSeenAction } from '../order-tracking';
import type { RootState } from '../../app/root-reducer';
import type { EcommerceTracker } from './ecommerce-tracker';
import type { EcommerceEvent } from './ecommerce-events';

type Gtag = (...args: unknown[]) => void;

/** Into gtag's data layer, only while the choice in force allows measurement. */
function sendToGtag(event: EcommerceEvent): void {
  const { gtag } = window as unknown as { gtag?: Gtag };
  if (typeof gtag !== 'function' || !allowsMeasurement(currentConsent())) return;
  gtag('event', event.name, event.params);
}

export const analyticsMiddleware: Middleware<object, RootState> = (store) => {
  let tracker: EcommerceTracker | null = null;
  let wanted = false;
  let lastOrderSeen: OrderSeenAction | null = null;
  // The build's server render makes a store per page: no consent, nothing to hear.
  if (typeof window !== 'undefined') {
    onConsentApplied((choice) => {
      wanted = allowsMeasurement(choice);
      if (!wanted) tracker = null;
      if (!wanted || tracker) return;
      import('./ecommerce-tracker')
        .then(({ createEcommerceTracker }) => {
          if (!wanted || tracker) return;
          tracker = createEcommerceTracker(sendToGtag);
          tracker.attached(store.getState(), lastOrderSeen);
        })
        .catch(() => undefined);
    });
  }
  return (next) => (action) => {
    const before = store.getState();
    const result = next(action);
    const { type } = action as { type: string };
    if (type === ORDER_SEEN) lastOrderSeen = action as OrderSeenAction;
    tracker?.handle(action as { type: string }, before, store.getState());
    return result;
  };
};
