import React from 'react';
import { render, fireEvent, screen } from '@testing-library/react';
import { MenuGrid } from '../../../../src/features/menu/components/menu-grid';
import * as productCard from '../../../../src/features/menu/components/product-card';
import { menuItem } from '../../../support/fake-services';

// Counts the cards' renders; the card itself renders as usual.
jest.mock('../../../../src/features/menu/components/product-card', () => {
  const actual = jest.requireActual('../../../../src/features/menu/components/product-card');
  return { ...actual, ProductCard: jest.fn(actual.ProductCard) };
});
const cardRenders = productCard.ProductCard as unknown as jest.Mock;

const ITEMS = [menuItem({ name: 'Maki łosoś', price: 12.5 }), menuItem({ name: 'Nigiri tuńczyk', price: 9 })];
const copies = () => ITEMS.map((item) => JSON.parse(JSON.stringify(item)) as (typeof ITEMS)[number]);

describe('MenuGrid', () => {
  beforeEach(() => cardRenders.mockClear());

  it('does not render a card again when the live list brings the same item as a new object', () => {
    const onOpen = jest.fn();
    const { rerender } = render(<MenuGrid items={ITEMS} onOpen={onOpen} />);
    expect(cardRenders).toHaveBeenCalledTimes(2);

    rerender(<MenuGrid items={copies()} onOpen={onOpen} />);
    expect(cardRenders).toHaveBeenCalledTimes(2);
  });

  it('renders exactly the changed card, and opens the details with the new item', () => {
    const onOpen = jest.fn();
    const { rerender } = render(<MenuGrid items={ITEMS} onOpen={onOpen} />);
    const changed = copies();
    // A field the card does not show still counts: the modal opens with this object.
    changed[1] = { ...changed[1], desc: 'Nowy opis' };
    rerender(<MenuGrid items={changed} onOpen={onOpen} />);
    expect(cardRenders).toHaveBeenCalledTimes(3);

    fireEvent.click(screen.getByRole('button', { name: 'Zobacz: Nigiri tuńczyk' }));
    expect(onOpen).toHaveBeenCalledWith(changed[1]);
  });
});
