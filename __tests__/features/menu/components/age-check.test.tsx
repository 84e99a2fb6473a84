/**
 * D101: the first alcoholic drink added to a basket asks the customer's age ('Anuluj' adds
 * nothing); the answer lasts as long as the basket.
 */
import React from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ConnectedProductModal } from '../../../../src/features/menu/components/connected-product-modal';
import { clearBasket } from '../../../../src/features/basket/basket-thunks';
import { selectBasketItems } from '../../../../src/features/basket/basket-slice';
import { productModalOpened } from '../../../../src/features/modal/modal-slice';
import { makeTestStore, menuItem } from '../../../support/fake-services';

const BEER = menuItem({ id: 1101, name: 'Piwo Asahi', category: 'alcohol', price: 14 });
const WATER = menuItem({ id: 1102, name: 'Woda', category: 'beverages', price: 5 });

beforeEach(() => localStorage.clear());

describe("the age question at the first alcoholic drink", () => {
  function openItem(item: typeof BEER) {
    const { store } = makeTestStore();
    store.dispatch(productModalOpened(item));
    render(
      <Provider store={store}>
        <ConnectedProductModal variant="shop" />
      </Provider>,
    );
    return store;
  }
  const addButton = () => screen.findByRole('button', { name: 'Dodaj do koszyka' });

  it("'Anuluj' adds nothing; 'Mam ukończone 18 lat' adds, and the basket is not asked again until it is emptied", async () => {
    const store = openItem(BEER);
    fireEvent.click(await addButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mam ukończone 18 lat' })).not.toBeInTheDocument());
    expect(selectBasketItems(store.getState())).toEqual([]);

    fireEvent.click(await addButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Mam ukończone 18 lat' }));
    await waitFor(() => expect(selectBasketItems(store.getState())).toMatchObject([{ id: 1101, quantity: 1 }]));

    fireEvent.click(await addButton()); // remembered for this basket: no question
    expect(screen.queryByRole('button', { name: 'Mam ukończone 18 lat' })).not.toBeInTheDocument();
    await waitFor(() => expect(selectBasketItems(store.getState())).toMatchObject([{ id: 1101, quantity: 2 }]));

    act(() => void store.dispatch(clearBasket())); // a new basket asks again
    fireEvent.click(await addButton());
    expect(await screen.findByRole('button', { name: 'Mam ukończone 18 lat' })).toBeInTheDocument();
  });

  it('asks nothing for a drink without alcohol', async () => {
    const store = openItem(WATER);
    fireEvent.click(await addButton());
    await waitFor(() => expect(selectBasketItems(store.getState())).toMatchObject([{ id: 1102, quantity: 1 }]));
    expect(screen.queryByRole('button', { name: 'Mam ukończone 18 lat' })).not.toBeInTheDocument();
  });
});
