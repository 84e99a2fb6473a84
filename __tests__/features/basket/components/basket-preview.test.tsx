import React from 'react';
import { render, fireEvent, screen } from '@testing-library/react';
import { BasketPreview } from '../../../../src/features/basket/components/basket-preview';
import { normalizeSpaces } from '../../../test-utils';

const ITEMS = [
  { id: 201, name: 'Maki łosoś', price: 12.5, quantity: 2 },
  { id: 305, name: 'Zestaw Tokio', price: 0.1, quantity: 3 },
];

describe('BasketPreview', () => {
  it('says the basket is empty', () => {
    render(<BasketPreview items={[]} total={0} />);
    expect(screen.getByText('Nie masz produktów w koszyku.')).toBeInTheDocument();
    expect(screen.queryByText('Moje zamówienie')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ZAMAWIAM' })).not.toBeInTheDocument();
  });

  it('lists the items with quantities and line prices in zł, the total and the order link', () => {
    render(<BasketPreview items={ITEMS} total={25.3} />);
    expect(screen.getByRole('heading', { name: 'Moje zamówienie' })).toBeInTheDocument();
    expect(normalizeSpaces(screen.getByText(/25,30/).textContent)).toBe('25,30 zł');

    const rows = screen.getAllByRole('listitem').map((row) => normalizeSpaces(row.textContent));
    expect(rows).toEqual(['x2 szt Maki łosoś 25,00 zł', 'x3 szt Zestaw Tokio 0,30 zł']);
    expect(screen.getByText('x2 szt')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'ZAMAWIAM' })).toHaveAttribute('href', '/basket/');
  });

  it('tells the owner when the customer goes to order', () => {
    const onOrder = jest.fn();
    render(<BasketPreview items={ITEMS} total={25.3} onOrder={onOrder} />);
    fireEvent.click(screen.getByRole('link', { name: 'ZAMAWIAM' }));
    expect(onOrder).toHaveBeenCalledTimes(1);
  });
});
