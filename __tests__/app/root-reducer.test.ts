import { makeStore } from '../../src/app/store';
import { itemAdded } from '../../src/features/basket/basket-slice';
import { initialStaffState } from '../../src/features/staff/staff-slice';
import { addStaffSlice } from '../../src/features/staff/staff-store';
import { fakeShopApi } from '../support/fake-services';

describe('root state', () => {
  it('has the slices of the spec, with notice inside system', () => {
    const state = makeStore({ shopApi: fakeShopApi() }).getState();
    expect(Object.keys(state).sort()).toEqual(
      ['account', 'basket', 'carousel', 'contact', 'content', 'menu', 'modal', 'navigation', 'prices', 'restaurantMenu', 'system'].sort(),
    );
    expect(state.system.notice).toEqual({ text: '', isVisible: false, isSystemClose: false });
    expect(state.menu.currentPage).toBe(1);
    expect(state.restaurantMenu).toEqual(state.menu);
  });

  it('gets the staff slice only when the staff panel adds it, keeping the rest of the state', () => {
    const store = makeStore({ shopApi: fakeShopApi() });
    store.dispatch(itemAdded({ id: 1, name: 'Maki', price: 10 }, 2));
    const before = store.getState();

    const staffStore = addStaffSlice(store);
    expect(staffStore.getState().staff).toEqual(initialStaffState);
    expect(staffStore.getState().basket).toBe(before.basket);
    addStaffSlice(store); // again: nothing changes
    expect(store.getState().basket).toBe(before.basket);
  });

  it('is serialisable: only plain data in the store', () => {
    const state = makeStore({ shopApi: fakeShopApi() }).getState();
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});
