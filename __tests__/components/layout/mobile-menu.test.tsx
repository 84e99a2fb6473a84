import React from 'react';
import { render, fireEvent, screen, within } from '@testing-library/react';
import { MobileMenu, type MobileMenuProps } from '../../../src/components/layout/mobile-menu';

function renderMenu(props: Partial<MobileMenuProps> = {}) {
  const onClose = jest.fn();
  render(
    <MobileMenu isOpen onClose={onClose} isAuthenticated={false} addonsShopUrl="https://sklep.example.com/" {...props} />,
  );
  return { onClose, menu: screen.queryByRole('dialog', { name: 'Menu' }) };
}

describe('MobileMenu', () => {
  it('renders nothing while closed', () => {
    const { menu } = renderMenu({ isOpen: false });
    expect(menu).toBeNull();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('has the main links plus Konto and Koszyk', () => {
    const { menu } = renderMenu();
    const links = within(menu!).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['O nas', '/#about'],
      ['Zamów online', '/menu/'],
      ['Kontakt', '/#contact'],
      ['Jak zamawiać', '/about/'],
      ['Sklep - dodatki', 'https://sklep.example.com/'],
      ['Konto', '/auth/sign-in/'],
      ['Koszyk', '/basket/'],
    ]);
  });

  it('leaves out the add-ons shop when none is configured', () => {
    const { menu } = renderMenu({ addonsShopUrl: '' });
    expect(within(menu!).queryByRole('link', { name: 'Sklep - dodatki' })).not.toBeInTheDocument();
    expect(menu!.querySelector('a[href="#"]')).toBeNull();
  });

  it('greets a signed-in customer instead of Konto', () => {
    renderMenu({ isAuthenticated: true, userName: 'Piotr', basketCount: 2 });
    expect(screen.getByRole('link', { name: 'Cześć Piotr' })).toHaveAttribute('href', '/profile/');
    expect(screen.queryByRole('link', { name: 'Konto' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Koszyk' })).toHaveTextContent('(2)');
  });

  it.each([
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Zamknij menu' }))],
    ['Escape', () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })],
    ['a link', () => fireEvent.click(screen.getByRole('link', { name: 'Zamów online' }))],
    ['the backdrop', () => fireEvent.click(screen.getByTestId('mobile-menu-backdrop'))],
  ])('closes with %s', (_how, act) => {
    const { onClose } = renderMenu();
    act();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('takes focus and keeps it inside while open', () => {
    renderMenu();
    const close = screen.getByRole('button', { name: 'Zamknij menu' });
    const basket = screen.getByRole('link', { name: 'Koszyk' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(basket).toHaveFocus();
    fireEvent.keyDown(basket, { key: 'Tab' });
    expect(close).toHaveFocus();
  });

  it('locks page scroll while open', () => {
    renderMenu();
    expect(document.body.style.overflow).toBe('hidden');
  });
});
