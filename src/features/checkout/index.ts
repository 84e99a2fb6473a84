/** The public entry of this feature: what pages may import (npm run lint checks it). */
export { OrderLines } from './components/order-lines';
export { SUMMARY_FIELDS, validateCheckout } from './checkout-form';
export type { CheckoutErrors, PaymentMethod } from './checkout-form';
export { loadDeliveryTimes, loadOpeningHours, ZONE_UNCHECKED_MESSAGE, submitOrder } from './checkout-thunks';
export { useCheckoutForm, useDeliveryZone } from './use-checkout-form';
export { CheckoutFieldset } from './components/checkout-fieldset';
export { PriceChangeNotice } from './components/price-change-notice';
export { readPriceChanges } from './price-changes';
