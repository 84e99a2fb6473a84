/** The public entry of this feature: what pages and other features may import (npm run lint checks it). */
export { selectDeliveryTerms, selectDeliveryEnabled, selectPickupTerms } from './prices-slice';
export type { WithPrices } from './prices-slice';
export { basketDeliveryNotes, zoneTermsLine, type BasketDeliveryNotes } from './delivery-terms-text';
export {
  NO_ALCOHOL_DISCOUNT_NOTE,
  PICKUP_DISCOUNT_LABEL,
  pickupBelowMinimumMessage,
  pickupDiscountLabel,
  pickupMinimumLine,
  preparationLine,
} from './pickup-terms-text';
export { reloadFulfilmentTerms } from './prices-thunks';
export { useFulfilmentTerms } from './use-fulfilment-terms';
// Promo codes' words (D105).
export { PROMO_TERMS_NOTE, orderDiscountLines, promoDiscountLabel } from './promo-terms-text';
