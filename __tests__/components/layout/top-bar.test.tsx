import React from 'react';
import { render, fireEvent, screen, within } from '@testing-library/react';
import { TopBar, type TopBarProps } from '../../../src/components/layout/top-bar';
import { theme } from '../../../src/styles/theme';
import { desktopBasketLink, mockMatchMedia, normalizeSpaces } from '../../test-utils';

const ITEMS = [
  { id: 201, name: 'Maki łosoś', price: 12.5, quantity: 2 },
  { id: 305, name: 'Zestaw Tokio', price: 59, quantity: 1 },
];

function renderBar(props: Partial<TopBarProps> = {}) {
  return render(
    <TopBar
      basketCount={3}
      basketItems={ITEMS}
      basketTotal={84}
      isAuthenticated={false}
      addonsShopUrl="https://sklep.example.com/"
      {...props}
    />,
  );
}

describe('TopBar', () => {
  let restoreMatchMedia: (() => void) | undefined;
  afterEach(() => {
    restoreMatchMedia?.();
    restoreMatchMedia = undefined;
  });
  const asPhone = () => {
    restoreMatchMedia = mockMatchMedia((query) => query === theme.queries.mobileNav);
  };

  it('shows the logo and the main links', () => {
    const { container } = renderBar();
    expect(screen.getByRole('img', { name: /strona główna/ })).toHaveAttribute('src', '/images/logo.svg');
    // jsdom ignores media queries, so the desktop-only nav (display: none on phones) is
    // hidden here and has no accessible name; find it by its label attribute instead.
    const nav = container.querySelector<HTMLElement>('nav[aria-label="Główna nawigacja"]')!;
    const links = within(nav).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['O nas', '/#about'],
      ['Zamów online', '/menu/'],
      ['Kontakt', '/#contact'],
      ['Jak zamawiać', '/about/'],
      ['Sklep - dodatki', 'https://sklep.example.com/'],
    ]);
    expect(links[4]).toHaveAttribute('target', '_blank');
    expect(links[4]).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows no add-ons shop link when none is configured (never a dead href="#")', () => {
    const { container } = renderBar({ addonsShopUrl: '' });
    const nav = container.querySelector<HTMLElement>('nav[aria-label="Główna nawigacja"]')!;
    expect(within(nav).getAllByRole('link', { hidden: true }).map((link) => link.textContent)).toEqual(['O nas', 'Zamów online', 'Kontakt', 'Jak zamawiać']);
    expect(container.querySelector('a[href="#"], a:not([href])')).toBeNull();
  });

  it('badges the basket with the total quantity and names it with a Polish plural', () => {
    // Link (desktop) and button (phone) are both in the page, CSS shows one; jsdom ignores media
    // queries, hence `hidden: true` for the desktop link.
    const { rerender } = renderBar({ basketCount: 3 });
    expect(screen.getByRole('button', { name: 'Koszyk, 3 produkty' })).toBeInTheDocument();
    expect(screen.getByTestId('basket-badge')).toHaveTextContent('3');
    expect(desktopBasketLink('Koszyk, 3 produkty')).toHaveAttribute('href', '/basket/');
    const bar = (count: number) => (
      <TopBar basketCount={count} basketItems={[]} basketTotal={0} isAuthenticated={false} addonsShopUrl="" />
    );
    rerender(bar(1));
    expect(desktopBasketLink('Koszyk, 1 produkt')).toBeInTheDocument();
    rerender(bar(5));
    expect(desktopBasketLink('Koszyk, 5 produktów')).toBeInTheDocument();
    rerender(bar(22));
    expect(desktopBasketLink('Koszyk, 22 produkty')).toBeInTheDocument();
  });

  it('hides the preview at start', () => {
    renderBar();
    expect(screen.queryByText('Moje zamówienie')).not.toBeInTheDocument();
    expect(screen.queryByText('Nie masz produktów w koszyku.')).not.toBeInTheDocument();
  });

  // The preview and the mobile menu load on first use (React.lazy): their first appearance is awaited.
  it('on desktop shows the preview on hover and keyboard focus, and the icon links to the basket', async () => {
    renderBar();
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
    asPhone();
    renderBar();
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
    asPhone();
    renderBar({ basketCount: 0, basketItems: [], basketTotal: 0 });
    const basket = screen.getByRole('button', { name: 'Koszyk, 0 produktów' });
    fireEvent.mouseEnter(basket.parentElement!);
    expect(screen.queryByText('Nie masz produktów w koszyku.')).not.toBeInTheDocument();
    fireEvent.click(basket);
    expect(await screen.findByText('Nie masz produktów w koszyku.')).toBeInTheDocument();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByText('Nie masz produktów w koszyku.')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in', () => {
    renderBar();
    expect(screen.getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('href', '/auth/sign-in/');
    expect(screen.queryByText(/Cześć/)).not.toBeInTheDocument();
  });

  it('greets a signed-in customer and links to the profile', () => {
    renderBar({ isAuthenticated: true, userName: 'Anna' });
    expect(screen.getByText('Cześć Anna')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Cześć Anna/ })).toHaveAttribute('href', '/profile/');
  });

  it('opens the mobile menu from the hamburger and closes it as a <dialog> (the browser gives focus back)', async () => {
    asPhone();
    renderBar({ isAuthenticated: true, userName: 'Anna' });
    const hamburger = screen.getByRole('button', { name: 'Otwórz menu' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    hamburger.focus();
    fireEvent.click(hamburger);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: 'Cześć Anna' })).toHaveAttribute('href', '/profile/');
    const close = jest.spyOn(HTMLDialogElement.prototype, 'close');
    fireEvent(menu, new Event('cancel', { cancelable: true })); // the browser's Escape
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(close.mock.contexts).toEqual([menu]);
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    close.mockRestore();
  });
});
