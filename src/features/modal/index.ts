/** The public entry of this feature: what pages and other features may import (npm run lint checks it). */
export { productModalClosed, productModalOpened, selectIsProductModalActive, selectIsSystemModalActive, selectProductData, systemModalSet } from './modal-slice';
export type { ModalProduct } from './modal-slice';
