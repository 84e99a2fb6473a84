/** The public entry of this feature: what pages and other features may import (npm run lint checks it). */
export { CheckoutSummary } from './components/checkout-summary';
export { CheckoutPayment } from './components/checkout-payment';
export { OrderLines } from './components/order-lines';
export { PriceChangeNotice } from './components/price-change-notice';
export { readPriceChanges } from './price-changes';
export { selectDeliveryPrice, selectDeliveryZone } from './checkout-slice';
