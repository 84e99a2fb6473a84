import React from 'react';
import { render, fireEvent, screen } from '@testing-library/react';
import { BasketMenu, type BasketMenuProps } from '../../../../src/features/basket/components/basket-menu';
import { desktopBasketLink, normalizeSpaces } from '../../../test-utils';

const ITEMS = [
  { id: 201, name: 'Maki łosoś', price: 12.5, quantity: 2 },
  { id: 305, name: 'Zestaw Tokio', price: 59, quantity: 1 },
];

const renderMenu = (props: Partial<BasketMenuProps> = {}) =>
  render(<BasketMenu count={3} items={ITEMS} total={84} isMobile={false} {...props} />);

describe('BasketMenu', () => {
  it('badges the basket with the total quantity and names it with a Polish plural', () => {
    // Link (desktop) and button (phone) are both in the page, CSS shows one; jsdom ignores media
    // queries, hence `hidden: true` for the desktop link.
    const { rerender } = renderMenu();
    expect(screen.getByRole('button', { name: 'Koszyk, 3 produkty' })).toBeInTheDocument();
    expect(screen.getByTestId('basket-badge')).toHaveTextContent('3');
    expect(desktopBasketLink('Koszyk, 3 produkty')).toHaveAttribute('href', '/basket/');
    const menu = (count: number) => <BasketMenu count={count} items={[]} total={0} isMobile={false} />;
    rerender(menu(1));
    expect(desktopBasketLink('Koszyk, 1 produkt')).toBeInTheDocument();
    rerender(menu(5));
    expect(desktopBasketLink('Koszyk, 5 produktów')).toBeInTheDocument();
    rerender(menu(22));
    expect(desktopBasketLink('Koszyk, 22 produkty')).toBeInTheDocument();
  });

  it('hides the preview at start', () => {
    renderMenu();
    expect(screen.queryByText('Moje zamówienie')).not.toBeInTheDocument();
    expect(screen.queryByText('Nie masz produktów w koszyku.')).not.toBeInTheDocument();
  });

  // The preview loads on first use (React.lazy): its first appearance is awaited.
  it('on desktop shows the preview on hover and keyboard focus, and the icon links to the basket', async () => {
    renderMenu();
    const basket = desktopBasketLink('Koszyk, 3 produkty');
    fireEvent.mouseEnter(basket.parentElement!);
    expect(await screen.findByText('Moje zamówienie')).toBeInTheDocument();
    expect(normalizeSpaces(screen.getByText(/84,00/).textContent)).toBe('84,00 zł');
    fireEvent.mouseLeave(basket.parentElement!);
    expect(screen.queryByText('Moje zamówienie')).not.toBeInTheDocument();

    fireEvent.focus(basket);
    expect(screen.getByText('Moje zamówienie')).toBeInTheDocument();
    fireEvent.keyDown(basket, { key: 'Escape' });
    expect(screen.queryByText('Moje zamówienie')).not.toBeInTheDocument();
  });

  it('on a phone toggles the preview with a click', async () => {
    renderMenu({ isMobile: true });
    const basket = screen.getByRole('button', { name: 'Koszyk, 3 produkty' });
    expect(basket).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Moje zamówienie')).not.toBeInTheDocument();

    fireEvent.click(basket);
    expect(basket).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Moje zamówienie')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ZAMAWIAM' })).toHaveAttribute('href', '/basket/');

    fireEvent.click(basket);
    expect(screen.queryByText('Moje zamówienie')).not.toBeInTheDocument();
  });

  it('on a phone closes the preview on a tap elsewhere, and ignores hover', async () => {
    renderMenu({ count: 0, items: [], total: 0, isMobile: true });
    const basket = screen.getByRole('button', { name: 'Koszyk, 0 produktów' });
    fireEvent.mouseEnter(basket.parentElement!);
    expect(screen.queryByText('Nie masz produktów w koszyku.')).not.toBeInTheDocument();
    fireEvent.click(basket);
    expect(await screen.findByText('Nie masz produktów w koszyku.')).toBeInTheDocument();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByText('Nie masz produktów w koszyku.')).not.toBeInTheDocument();
  });
});
