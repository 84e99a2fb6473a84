import React from 'react';
import { render, fireEvent, screen, within } from '@testing-library/react';
import { TopBar, type TopBarProps } from '../../../src/components/layout/top-bar';
import { theme } from '../../../src/styles/theme';
import { mockMatchMedia } from '../../test-utils';

function renderBar(props: Partial<TopBarProps> = {}) {
  return render(
    <TopBar
      basketCount={3}
      basketMenu={() => null}
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

  // The control's own behaviour: __tests__/features/basket/components/basket-menu.test.tsx.
  it('draws the basket control it is given, for the layout it is in', () => {
    const drawn: boolean[] = [];
    asPhone();
    renderBar({ basketMenu: (isMobile) => (drawn.push(isMobile), <span>koszyk</span>) });
    expect(screen.getByText('koszyk')).toBeInTheDocument();
    // False while hydrating (the server's markup), then the phone layout.
    expect(drawn[0]).toBe(false);
    expect(drawn.at(-1)).toBe(true);
  });

  it('sends a signed-out visitor to sign in', () => {
    renderBar();
    expect(screen.getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('href', '/auth/sign-in/');
    expect(screen.queryByText(/Cześć/)).not.toBeInTheDocument();
  });

  it('greets a signed-in customer and links to the profile', () => {
    renderBar({ isAuthenticated: true, customerName: 'Anna' });
    expect(screen.getByText('Cześć Anna')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Cześć Anna/ })).toHaveAttribute('href', '/profile/');
  });

  it('opens the mobile menu from the hamburger and closes it as a <dialog> (the browser gives focus back)', async () => {
    asPhone();
    renderBar({ isAuthenticated: true, customerName: 'Anna' });
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
