import {
  EMPTY_PRODUCT,
  initialModalState,
  modalReducer,
  productModalClosed,
  productModalOpened,
  selectIsSystemModalActive,
  selectModalSystemDisabled,
  systemDisabledSet,
  systemModalSet,
  type ModalState,
} from '../../../src/features/modal/modal-slice';
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
      mayContain: [],
      diet: 'none',
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

describe('modal selectors', () => {
  it('exposes the system flags through selectors', () => {
    const { store } = makeTestStore();
    store.dispatch(systemModalSet(true));
    expect(selectIsSystemModalActive(store.getState())).toBe(true);
    expect(selectModalSystemDisabled(store.getState())).toBe(false);
  });
});
