/** The public entry of this feature: what pages and other features may import (npm run lint checks it). */
export { selectBasketItems, selectBasketTotal, selectHasAlcohol, MAX_QUANTITY, MIN_QUANTITY, basketTotal, selectBasketCount } from './basket-slice';
export type { BasketItem } from './basket-slice';
export { clearBasket, decrementItem, deleteItem, incrementItem } from './basket-thunks';
export type { WithBasket } from './basket-slice';
export { addItem } from './basket-thunks';
