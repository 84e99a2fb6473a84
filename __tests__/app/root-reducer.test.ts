import { makeStore } from '../../src/app/store';
import { fakeShopApi } from '../support/fake-services';

describe('root state', () => {
  it('has the slices of the spec, with notice inside system', () => {
    const state = makeStore({ shopApi: fakeShopApi() }).getState();
    expect(Object.keys(state).sort()).toEqual(
      ['account', 'basket', 'carousel', 'content', 'menu', 'modal', 'navigation', 'prices', 'restaurantMenu', 'staff', 'system'].sort(),
    );
    expect(state.system.notice).toEqual({ text: '', isVisible: false, isSystemClose: false });
    expect(state.menu.currentPage).toBe(1);
    expect(state.restaurantMenu).toEqual(state.menu);
  });

  it('is serialisable: only plain data in the store', () => {
    const state = makeStore({ shopApi: fakeShopApi() }).getState();
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});
