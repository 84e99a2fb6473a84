/** The public entry of this feature: what pages and other features may import (npm run lint checks it). */
export { selectDeliveryTerms } from './prices-slice';
export { basketDeliveryNotes, zoneTermsLine, type BasketDeliveryNotes } from './delivery-terms-text';
