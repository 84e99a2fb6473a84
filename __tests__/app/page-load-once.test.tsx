import React from 'react';
import { act, render } from '@testing-library/react';
import { RootWrapper } from '../../src/app/root-wrapper';
import { NOTICE_LOAD_ERROR_LOG, isRestaurantPath } from '../../src/app/use-page-load';
import { selectBasketCount } from '../../src/features/basket/basket-slice';
import { BASKET_KEY } from '../../src/lib/storage';
import { flushPromises, makeTestStore } from '../support/fake-services';

const settle = () => act(flushPromises);

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('page load in the root wrapper', () => {
  it('runs the shop sequence once, however often pages change or the wrapper remounts', async () => {
    const { store, shopApi } = makeTestStore();
    const view = render(<RootWrapper store={store}>strona 1</RootWrapper>);
    await settle();

    // A client-side navigation: the wrapper stays, the page under it changes.
    window.history.pushState(null, '', '/basket/');
    view.rerender(<RootWrapper store={store}>strona 2</RootWrapper>);
    await settle();
    // Hot reload (gatsby-browser keeps the store): a new wrapper on the same store.
    view.unmount();
    render(<RootWrapper store={store}>strona 3</RootWrapper>);
    await settle();

    for (const call of [shopApi.getNotice, shopApi.getSets, shopApi.getProducts, shopApi.getCarousel, shopApi.getDeliveryPrices]) {
      expect(call).toHaveBeenCalledTimes(1);
    }
    expect(shopApi.getMenuSets).not.toHaveBeenCalled();
  });

  it('runs only the restaurant menu on any path containing menurestauracja', async () => {
    window.history.replaceState(null, '', '/qr/menurestauracja-stolik-5');
    const { store, shopApi } = makeTestStore();
    render(<RootWrapper store={store}>menu</RootWrapper>);
    await settle();

    expect(shopApi.getMenuSets).toHaveBeenCalledTimes(1);
    expect(shopApi.getMenuProducts).toHaveBeenCalledTimes(1);
    for (const call of [shopApi.getNotice, shopApi.getSets, shopApi.getCarousel]) expect(call).not.toHaveBeenCalled();
    expect(isRestaurantPath('/menurestauracja/')).toBe(true);
    expect(isRestaurantPath('/menu/')).toBe(false);
  });

  it('logs a notice failure and still loads the rest (basket, menu)', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(BASKET_KEY, JSON.stringify([{ id: 2001, name: 'Maki', price: 20, quantity: 2 }]));
    const failure = new Error('notice down');
    const { store, shopApi } = makeTestStore({ getNotice: jest.fn().mockRejectedValue(failure) });
    render(<RootWrapper store={store}>strona</RootWrapper>);
    await settle();

    expect(log).toHaveBeenCalledWith(NOTICE_LOAD_ERROR_LOG, failure);
    expect(selectBasketCount(store.getState())).toBe(2);
    expect(shopApi.getProducts).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });
});
