/** The public entry of this feature: what pages and other features may import (npm run lint checks it). */
export { selectBasketItems, selectBasketTotal, selectHasAlcohol, MAX_QUANTITY, MIN_QUANTITY, basketTotal, selectBasketCount } from './basket-slice';
export type { BasketItem } from './basket-slice';
export { clearBasket, decrementItem, deleteItem, incrementItem } from './basket-thunks';
export type { BasketItemInput, WithBasket } from './basket-slice';
export { addItem } from './basket-thunks';
// The menu's add button: asks the age before the first alcoholic drink (D101).
export { useAgeCheckedAdd } from './components/use-age-checked-add';
// Delivery or pickup (D95): what the basket chose, counted only while the restaurant offers it.
export {
  selectFulfilment,
  selectBasketDiscountGrosze,
  selectBasketItemsGrosze,
  selectChoiceWithdrawnMessage,
  selectPickupBelowMinimumMessage,
} from './fulfilment-choice';
// The top bar's control (in every page's first load; its preview loads on its own) and the
// basket page's screen: an importer that takes one of them does not load the other
// (features/package.json: sideEffects false).
export { BasketMenu } from './components/basket-menu';
export { BasketScreen } from './components/basket-screen';
// The promo code (D105): its field, the hook that keeps it checked on the basket's and checkout's
// pages, what the sums and the order read, and the refusal the order's pricing may give.
export { PromoCodeField } from './components/promo-code-field';
export { usePromoCode } from './use-promo-code';
export { selectAppliedPromoCode, selectPromoCodeToSend, selectPromoDiscountGrosze } from './promo-selectors';
export { promoRefusedAtPlacement, type PromoContact } from './promo-thunks';
