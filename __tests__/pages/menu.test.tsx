import React from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { HeadProps } from 'gatsby';
import MenuPage, { Head } from '../../src/pages/menu';
import { renderWithMenu } from '../support/menu-fixture';

describe('/menu page', () => {
  it("is 'Zamów online' with the shop's menu browser, which orders into the basket", async () => {
    const { store } = await renderWithMenu(<MenuPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Zamów online' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Szukaj w menu' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Zobacz: Hosomaki Łosoś' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Dodaj do koszyka' }));
    expect(store.getState().basket.items).toEqual([expect.objectContaining({ id: 2001, quantity: 1 })]);
  });

  it('has a Polish title and description', () => {
    const { container } = render(<Head {...({ location: { pathname: '/menu/' } } as HeadProps)} />);
    expect(container.querySelector('title')).toHaveTextContent(/^Zamów online \| /);
    expect(container.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Zamów sushi online/);
  });
});
