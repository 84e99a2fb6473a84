import React from 'react';
import { render, fireEvent, screen } from '@testing-library/react';
import { MenuExtras } from '../../../../src/features/menu/components/menu-extras';
import { ProductCard } from '../../../../src/features/menu/components/product-card';
import { ProductModalView } from '../../../../src/features/menu/components/product-modal';
import { addItem } from '../../../../src/features/basket/basket-thunks';
import { selectBasketItems } from '../../../../src/features/basket/basket-slice';
import { productModalOpened, selectProductData } from '../../../../src/features/modal/modal-slice';
import { makeTestStore, menuItem } from '../../../support/fake-services';

const ITEM = { id: 2001, name: 'Łosoś nigiri', price: 12.5, description: [], desc: '', image: '/images/a.svg', allergens: [] };

describe('items sold out for today', () => {
  it("the card says 'Wyprzedane', an available one does not", () => {
    const { rerender } = render(<ProductCard item={{ ...ITEM, soldOut: true }} onOpen={jest.fn()} />);
    expect(screen.getByText('Wyprzedane')).toBeInTheDocument();
    rerender(<ProductCard item={ITEM} onOpen={jest.fn()} />);
    expect(screen.queryByText('Wyprzedane')).not.toBeInTheDocument();
  });

  it("an add-on row says 'Wyprzedane' in its name, an available one does not", () => {
    const sauce = menuItem({ id: 4001, name: 'Sos sojowy', category: 'dodatki', price: 2 });
    const drink = menuItem({ id: 4002, name: 'Woda', category: 'beverages', price: 5 });
    render(<MenuExtras items={[{ ...sauce, soldOut: true }, drink]} onOpen={jest.fn()} />);
    expect(screen.getByRole('button', { name: /Sos sojowy.*Wyprzedane/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Woda/ })).not.toHaveTextContent('Wyprzedane');
  });

  it('the modal disables adding and says why', () => {
    const onAdd = jest.fn();
    render(<ProductModalView product={{ ...ITEM, soldOut: true }} isOpen variant="shop" onClose={jest.fn()} onAdd={onAdd} />);
    const add = screen.getByRole('button', { name: 'Dodaj do koszyka' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(/jest dziś niedostępna/);
    fireEvent.click(add);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('the modal keeps the flag and the basket refuses a sold-out item', () => {
    const { store } = makeTestStore();
    store.dispatch(productModalOpened({ ...ITEM, soldOut: true }));
    expect(selectProductData(store.getState()).soldOut).toBe(true);
    store.dispatch(addItem({ ...ITEM, soldOut: true }, 2));
    expect(selectBasketItems(store.getState())).toEqual([]);
    store.dispatch(addItem({ ...ITEM, soldOut: false }, 2));
    expect(selectBasketItems(store.getState())).toEqual([{ id: 2001, name: 'Łosoś nigiri', price: 12.5, quantity: 2, image: '/images/a.svg' }]);
  });
});
