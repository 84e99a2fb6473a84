import {
  EMPTY_PRODUCT,
  initialModalState,
  modalReducer,
  productModalClosed,
  productModalOpened,
  quantityDecremented,
  quantityIncremented,
  selectCanDecrementQuantity,
  selectIsProductModalActive,
  selectIsSystemModalActive,
  selectModalSystemDisabled,
  selectProductData,
  selectProductQuantity,
  systemDisabledSet,
  systemModalSet,
  type ModalState,
} from '../../../src/features/modal/modal-slice';
import { addModalProductToBasket } from '../../../src/features/modal/modal-thunks';
import { itemAdded } from '../../../src/features/basket/basket-slice';
import { BASKET_KEY } from '../../../src/lib/storage';
import { makeTestStore, menuItem } from '../../support/fake-services';

const product = menuItem({ id: 2001, name: 'Maki z łososiem', price: 18.5, description: ['8 szt'], desc: 'Długi opis', allergens: ['fish'] });
const run = (...actions: { type: string }[]) => actions.reduce<ModalState>(modalReducer, initialModalState);

beforeEach(() => localStorage.clear());

describe('modal reducer', () => {
  it('starts closed with the empty product of the spec', () => {
    expect(modalReducer(undefined, { type: '@@INIT' })).toEqual({
      isProductModalActive: false,
      productData: { name: '', price: 0, description: [], id: 0, image: '', desc: '' },
      systemDisableModalActive: false,
      systemDisabled: false,
      productQuantity: 1,
    });
  });

  it('opening stores a plain copy of the product and activates the modal', () => {
    const state = run(productModalOpened({ ...product, contents: [{ id: 1, name: 'x', quantity: 1 }] } as typeof product));
    expect(state.isProductModalActive).toBe(true);
    expect(state.productData).toEqual({
      id: 2001,
      name: 'Maki z łososiem',
      price: 18.5,
      description: ['8 szt'],
      image: product.image,
      desc: 'Długi opis',
      category: 'maki',
      allergens: ['fish'],
    });
  });

  it('closing clears the product', () => {
    const state = run(productModalOpened(product), productModalClosed());
    expect(state.isProductModalActive).toBe(false);
    expect(state.productData).toEqual(EMPTY_PRODUCT);
  });

  it('sets the system modal and the system disabled flags', () => {
    const state = run(systemModalSet(true), systemDisabledSet(true));
    expect(state).toMatchObject({ systemDisableModalActive: true, systemDisabled: true });
    expect(modalReducer(state, systemModalSet(false)).systemDisableModalActive).toBe(false);
    expect(modalReducer(state, systemDisabledSet(false)).systemDisabled).toBe(false);
  });
});

describe('product modal quantity counter', () => {
  it('counts up and down but never below 1', () => {
    expect(run(quantityIncremented(), quantityIncremented()).productQuantity).toBe(3);
    expect(run(quantityIncremented(), quantityDecremented(), quantityDecremented()).productQuantity).toBe(1);
  });

  it('stops at 99', () => {
    const state = Array.from({ length: 120 }, quantityIncremented).reduce<ModalState>(modalReducer, initialModalState);
    expect(state.productQuantity).toBe(99);
  });

  it('disables decrement at 1', () => {
    expect(selectCanDecrementQuantity({ modal: run() })).toBe(false);
    expect(selectCanDecrementQuantity({ modal: run(quantityIncremented()) })).toBe(true);
  });

  it('goes back to 1 after adding to the basket and when another product opens', () => {
    expect(run(quantityIncremented(), itemAdded(product, 2)).productQuantity).toBe(1);
    expect(run(quantityIncremented(), productModalOpened(product)).productQuantity).toBe(1);
  });
});

describe('addModalProductToBasket', () => {
  it('adds the shown product with the counted quantity, saves, and resets the counter', () => {
    const { store } = makeTestStore();
    store.dispatch(productModalOpened(product));
    store.dispatch(quantityIncremented());
    store.dispatch(quantityIncremented());

    store.dispatch(addModalProductToBasket());

    expect(store.getState().basket.items).toEqual([
      { id: 2001, name: 'Maki z łososiem', price: 18.5, quantity: 3, image: product.image, category: 'maki' },
    ]);
    expect(store.getState().basket.totalPrice).toBe(55.5);
    expect(JSON.parse(localStorage.getItem(BASKET_KEY)!)).toHaveLength(1);
    expect(selectProductQuantity(store.getState())).toBe(1);
    expect(selectIsProductModalActive(store.getState())).toBe(true);
    expect(selectProductData(store.getState()).name).toBe('Maki z łososiem');
  });

  it('adds nothing when no product is open', () => {
    const { store } = makeTestStore();
    store.dispatch(addModalProductToBasket());
    expect(store.getState().basket.items).toEqual([]);
  });

  it('exposes the system flags through selectors', () => {
    const { store } = makeTestStore();
    store.dispatch(systemModalSet(true));
    expect(selectIsSystemModalActive(store.getState())).toBe(true);
    expect(selectModalSystemDisabled(store.getState())).toBe(false);
  });
});
