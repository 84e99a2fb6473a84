/**
 * D101: alcohol is marked 18+ on the menu and in the item window, and its first adding to a
 * basket asks the customer's age ('Anuluj' adds nothing); the answer lasts as long as the basket.
 */
import React from 'react';
import { act, cleanup as cleanupAll, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MenuExtras } from '../../../../src/features/menu/components/menu-extras';
import { ProductCard } from '../../../../src/features/menu/components/product-card';
import { ProductModalView } from '../../../../src/features/menu/components/product-modal';
import { ConnectedProductModal } from '../../../../src/features/menu/components/connected-product-modal';
import { clearBasket } from '../../../../src/features/basket/basket-thunks';
import { selectBasketItems } from '../../../../src/features/basket/basket-slice';
import { productModalOpened } from '../../../../src/features/modal/modal-slice';
import { makeTestStore, menuItem } from '../../../support/fake-services';

const BEER = menuItem({ id: 1101, name: 'Piwo Asahi', category: 'alcohol', price: 14 });
const WATER = menuItem({ id: 1102, name: 'Woda', category: 'beverages', price: 5 });
const ADULT_ONLY = 'Tylko dla osób pełnoletnich';

beforeEach(() => localStorage.clear());

describe('alcohol is marked 18+', () => {
  it('on the menu (row and card) and in the item window, and nothing else is', () => {
    render(<MenuExtras items={[BEER, WATER]} onOpen={jest.fn()} />);
    expect(screen.getByRole('button', { name: /Piwo Asahi/ })).toHaveTextContent('18+');
    expect(screen.getAllByRole('img', { name: ADULT_ONLY }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /^Woda/ })).not.toHaveTextContent('18+');
    cleanupAll();

    const card = render(<ProductCard item={{ ...BEER, image: '/images/a.svg' }} onOpen={jest.fn()} />);
    expect(within(card.container).getByRole('img', { name: ADULT_ONLY })).toHaveTextContent('18+');
    card.unmount();

    render(<ProductModalView product={{ ...BEER, desc: '', image: '/images/a.svg', allergens: [] }} isOpen variant="shop" onClose={jest.fn()} />);
    expect(screen.getAllByRole('img', { name: ADULT_ONLY }).length).toBeGreaterThan(0);
  });
});

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
