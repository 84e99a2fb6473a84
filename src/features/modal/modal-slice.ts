/**
 * Modal state (spec 3): the product modal and the system notice modal, plus the product
 * modal's quantity counter. The counter lives here rather than in component state because
 * its rules are state rules (spec 4: minimum 1, back to 1 after adding to the basket), and
 * as a reaction to 'basket/itemAdded' the reset is one reducer case a unit test can pin.
 */
import { MAX_QUANTITY, MIN_QUANTITY } from '../basket/basket-slice';

export interface ModalProduct {
  id: number;
  name: string;
  /** zł */
  price: number;
  /** Short facts shown as chips. */
  description: string[];
  image: string;
  /** Long text. */
  desc: string;
  /** Carried so the basket knows e.g. alcohol; not part of the spec's empty product. */
  category?: string;
  allergens?: string[];
}

/** Spec 3: "All empty by default." */
export const EMPTY_PRODUCT: ModalProduct = { name: '', price: 0, description: [], id: 0, image: '', desc: '' };

export interface ModalState {
  isProductModalActive: boolean;
  productData: ModalProduct;
  /** The system notice modal ('INFORMACJA') is open. */
  systemDisableModalActive: boolean;
  /** Ordering is disabled by the system switch, as the modals show it. */
  systemDisabled: boolean;
  /** The product modal's counter. */
  productQuantity: number;
}

export const initialModalState: ModalState = {
  isProductModalActive: false,
  productData: EMPTY_PRODUCT,
  systemDisableModalActive: false,
  systemDisabled: false,
  productQuantity: MIN_QUANTITY,
};

/** A plain copy with the modal's fields only (no set contents or other API extras). */
function toModalProduct(product: ModalProduct): ModalProduct {
  const copy: ModalProduct = {
    id: product.id,
    name: product.name,
    price: product.price,
    description: Array.isArray(product.description) ? [...product.description] : [],
    image: product.image ?? '',
    desc: product.desc ?? '',
  };
  if (typeof product.category === 'string') copy.category = product.category;
  if (Array.isArray(product.allergens)) copy.allergens = [...product.allergens];
  return copy;
}

export const productModalOpened = (product: ModalProduct) => ({
  type: 'modal/productModalOpened' as const,
  payload: product,
});
export const productModalClosed = () => ({ type: 'modal/productModalClosed' as const });
export const systemModalSet = (isActive: boolean) => ({ type: 'modal/systemModalSet' as const, payload: isActive });
export const systemDisabledSet = (isDisabled: boolean) => ({
  type: 'modal/systemDisabledSet' as const,
  payload: isDisabled,
});
export const quantityIncremented = () => ({ type: 'modal/quantityIncremented' as const });
export const quantityDecremented = () => ({ type: 'modal/quantityDecremented' as const });

export type ModalAction =
  | ReturnType<typeof productModalOpened>
  | ReturnType<typeof productModalClosed>
  | ReturnType<typeof systemModalSet>
  | ReturnType<typeof systemDisabledSet>
  | ReturnType<typeof quantityIncremented>
  | ReturnType<typeof quantityDecremented>;

export function modalReducer(state: ModalState = initialModalState, action: ModalAction | { type: string }): ModalState {
  const a = action as ModalAction;
  switch (a.type) {
    case 'modal/productModalOpened':
      return { ...state, isProductModalActive: true, productData: toModalProduct(a.payload), productQuantity: MIN_QUANTITY };
    case 'modal/productModalClosed':
      return { ...state, isProductModalActive: false, productData: EMPTY_PRODUCT, productQuantity: MIN_QUANTITY };
    case 'modal/systemModalSet':
      return { ...state, systemDisableModalActive: a.payload === true };
    case 'modal/systemDisabledSet':
      return { ...state, systemDisabled: a.payload === true };
    case 'modal/quantityIncremented':
      return { ...state, productQuantity: Math.min(state.productQuantity + 1, MAX_QUANTITY) };
    case 'modal/quantityDecremented':
      return { ...state, productQuantity: Math.max(state.productQuantity - 1, MIN_QUANTITY) };
    default:
      // Spec 4: the counter goes back to 1 after adding to the basket.
      if (action.type === 'basket/itemAdded') return { ...state, productQuantity: MIN_QUANTITY };
      return state;
  }
}

interface WithModal {
  modal: ModalState;
}

export const selectIsProductModalActive = (state: WithModal) => state.modal.isProductModalActive;
export const selectProductData = (state: WithModal) => state.modal.productData;
export const selectProductQuantity = (state: WithModal) => state.modal.productQuantity;
/** Spec 4: the minus button is disabled at 1. */
export const selectCanDecrementQuantity = (state: WithModal) => state.modal.productQuantity > MIN_QUANTITY;
export const selectIsSystemModalActive = (state: WithModal) => state.modal.systemDisableModalActive;
export const selectModalSystemDisabled = (state: WithModal) => state.modal.systemDisabled;
