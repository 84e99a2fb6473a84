/** The public entry of this feature: what pages and other features may import (npm run lint checks it). */
export { TrackedOrder } from './components/tracked-order';
// The order page's event the analytics hear (purchase of an order paid online).
export { ORDER_SEEN, type OrderSeenAction } from './order-seen';
