/** The public entry of this feature: what pages and other features may import (npm run lint checks it). */
export { ORDER_BUTTON_NOTES, paymentPhrase, paymentStateLabel } from './payment-texts';
export { isPaymentAddress } from './payment-address';
export { PaymentMethodChoice } from './components/payment-method-choice';
export { OrderPayment } from './components/order-payment';
export { PaymentState } from './components/payment-state';
export { PartialRefunds } from './components/partial-refunds';
