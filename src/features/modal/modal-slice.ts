/**
 * Modal state (docs/behaviour.md §3): the product modal and the system notice modal. The product modal's
 * quantity counter is the modal component's own state (features/menu/components/product-modal.tsx):
 * it lives only while one product is shown and starts at 1 for each.
 */

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
  /** Carried so the basket knows e.g. alcohol; not part of the empty product of docs/behaviour.md §3. */
  category?: string;
  allergens?: string[];
  /** 'Może zawierać' (D99). */
  mayContain?: string[];
  /** 'none' | 'vegetarian' | 'vegan' (domain/rules/allergens.ts). */
  diet?: string;
  /** Staff marked it sold out for today: the modal shows 'Wyprzedane' and cannot add it. */
  soldOut?: boolean;
}

/** docs/behaviour.md §3: "All empty by default." */
export const EMPTY_PRODUCT: ModalProduct = { name: '', price: 0, description: [], id: 0, image: '', desc: '' };

export interface ModalState {
  isProductModalActive: boolean;
  productData: ModalProduct;
  /** The system notice modal ('INFORMACJA') is open. */
  systemDisableModalActive: boolean;
  /** Ordering is disabled by the system switch, as the modals show it. */
  systemDisabled: boolean;
}

export const initialModalState: ModalState = {
  isProductModalActive: false,
  productData: EMPTY_PRODUCT,
  systemDisableModalActive: false,
  systemDisabled: false,
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
  if (Array.isArray(product.mayContain)) copy.mayContain = [...product.mayContain];
  if (typeof product.diet === 'string') copy.diet = product.diet;
  if (product.soldOut === true) copy.soldOut = true;
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

export type ModalAction =
  | ReturnType<typeof productModalOpened>
  | ReturnType<typeof productModalClosed>
  | ReturnType<typeof systemModalSet>
  | ReturnType<typeof systemDisabledSet>;

export function modalReducer(state: ModalState = initialModalState, action: ModalAction | { type: string }): ModalState {
  const a = action as ModalAction;
  switch (a.type) {
    case 'modal/productModalOpened':
      return { ...state, isProductModalActive: true, productData: toModalProduct(a.payload) };
    case 'modal/productModalClosed':
      return { ...state, isProductModalActive: false, productData: EMPTY_PRODUCT };
    case 'modal/systemModalSet':
      return { ...state, systemDisableModalActive: a.payload === true };
    case 'modal/systemDisabledSet':
      return { ...state, systemDisabled: a.payload === true };
    default:
      return state;
  }
}

interface WithModal {
  modal: ModalState;
}

export const selectIsProductModalActive = (state: WithModal) => state.modal.isProductModalActive;
export const selectProductData = (state: WithModal) => state.modal.productData;
export const selectIsSystemModalActive = (state: WithModal) => state.modal.systemDisableModalActive;
export const selectModalSystemDisabled = (state: WithModal) => state.modal.systemDisabled;
