import React from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { HeadProps } from 'gatsby';
import MenuRestauracjaPage, { Head } from '../../src/pages/menurestauracja';
import { renderWithMenu } from '../support/menu-fixture';

describe('/menurestauracja page', () => {
  it('shows the restaurant lists read-only: no basket, no counter, no add button', async () => {
    const { shopApi } = await renderWithMenu(<MenuRestauracjaPage />, { load: 'restaurant' });
    expect(screen.getByRole('heading', { level: 1, name: 'Menu restauracji' })).toBeInTheDocument();
    expect(shopApi.getMenuSets).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Zobacz: Zestaw Łosoś Mix' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /koszyk/i })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Zobacz: Zestaw Łosoś Mix' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zestaw Łosoś Mix' });
    expect(within(dialog).queryByRole('button', { name: 'Dodaj do koszyka' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Ilość' })).not.toBeInTheDocument();
  });

  it("has the Polish title 'Menu restauracji'", () => {
    const { container } = render(<Head {...({ location: { pathname: '/menurestauracja/' } } as HeadProps)} />);
    expect(container.querySelector('title')).toHaveTextContent(/^Menu restauracji \| /);
  });
});
