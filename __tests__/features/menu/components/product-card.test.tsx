import React from 'react';
import { render, fireEvent, screen } from '@testing-library/react';
import { ProductCard } from '../../../../src/features/menu/components/product-card';
import { normalizeSpaces } from '../../../test-utils';

const ITEM = {
  id: 2101,
  name: 'Maki łosoś',
  price: 12.5,
  description: ['8 szt.', 'łosoś', 'ogórek'],
  image: '/images/menu/maki.svg',
};

describe('ProductCard', () => {
  it('shows the photo with the name as alt and fixed dimensions, the name, the chips and the price', () => {
    render(<ProductCard item={ITEM} onOpen={jest.fn()} />);
    const img = screen.getByRole('img', { name: 'Maki łosoś' });
    expect(img).toHaveAttribute('src', '/images/menu/maki.svg');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '300');
    expect(screen.getByRole('heading', { level: 3, name: 'Maki łosoś' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['8 szt.', 'łosoś', 'ogórek']);
    expect(normalizeSpaces(screen.getByText(/12,50/).textContent)).toBe('12,50 zł');
  });

  it('opens the details from its Zobacz button', () => {
    const onOpen = jest.fn();
    render(<ProductCard item={ITEM} onOpen={onOpen} />);
    const button = screen.getByRole('button', { name: 'Zobacz: Maki łosoś' });
    expect(button).toHaveTextContent('Zobacz');
    fireEvent.click(button);
    expect(onOpen).toHaveBeenCalledWith(ITEM);
  });

  it('leaves out the chip list when there are no chips', () => {
    render(<ProductCard item={{ ...ITEM, description: [] }} onOpen={jest.fn()} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
