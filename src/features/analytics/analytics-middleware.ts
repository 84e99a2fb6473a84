/**
 * The store's ear for analytics, registered only in builds with a tracking id (app/store.ts;
 * without one the bundler drops this module). It is all a first load carries: the events
 * themselves (ecommerce-tracker.ts) are a chunk loaded once the visitor allowed measurement and
 * gtag has its consent defaults and config, and let go when consent is withdrawn. Before consent,
 * actions pass untouched; only the order page's latest order is remembered, so an online payment
 * confirmed while the chunk was still loading is not missed. Once measurement is allowed, what
 * happens while the chunk is on its way (a reload of /menu/ and a quick tap on an item) is kept
 * and handed to the tracker when it arrives; the page's own state it reads on attaching.
 */
import type { Middleware } from 'redux';
import { allowsMeasurement, onConsentApplied, currentConsent } from '../consent';
import { ORDER_SEEN, type OrderSeenAction } from '../order-tracking';
import type { RootState } from '../../app/root-reducer';
import type { EcommerceTracker } from './ecommerce-tracker';
import type { EcommerceEvent } from './ecommerce-events';

type Gtag = (...args: unknown[]) => void;

/** An action seen while the tracker loads, with the states around it. */
interface Heard {
  action: { type: string };
  before: RootState;
  after: RootState;
}
/** The tracker reads the page it attaches to itself: these would only repeat that. */
const READ_ON_ATTACH = new Set(['navigation/finished', 'menu/loaded']);
/** Enough for any quick start; a tracker that never loads cannot make it grow. */
const MAX_HEARD = 50;

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
  let heard: Heard[] = [];
  // The build's server render makes a store per page: no consent, nothing to hear.
  if (typeof window !== 'undefined') {
    onConsentApplied((choice) => {
      wanted = allowsMeasurement(choice);
      if (!wanted) {
        tracker = null;
        heard = [];
      }
      if (!wanted || tracker) return;
      import('./ecommerce-tracker')
        .then(({ createEcommerceTracker }) => {
          if (!wanted || tracker) return;
          const loaded = createEcommerceTracker(sendToGtag);
          loaded.attached(store.getState(), lastOrderSeen);
          for (const { action, before, after } of heard) loaded.handle(action, before, after);
          heard = [];
          tracker = loaded;
        })
        .catch(() => undefined);
    });
  }
  return (next) => (action) => {
    const before = store.getState();
    const result = next(action);
    const { type } = action as { type: string };
    if (type === ORDER_SEEN) lastOrderSeen = action as OrderSeenAction;
    if (tracker) tracker.handle(action as { type: string }, before, store.getState());
    else if (wanted && !READ_ON_ATTACH.has(type) && heard.length < MAX_HEARD) heard.push({ action: action as { type: string }, before, after: store.getState() });
    return result;
  };
};
