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
    renderMenu({ isAuthenticated: true, customerName: 'Piotr', basketCount: 2 });
    expect(screen.getByRole('link', { name: 'Cześć Piotr' })).toHaveAttribute('href', '/profile/');
    expect(screen.queryByRole('link', { name: 'Konto' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Koszyk' })).toHaveTextContent('(2)');
  });

  it.each([
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Zamknij menu' }))],
    ['Escape', () => fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }))],
    ['a link', () => fireEvent.click(screen.getByRole('link', { name: 'Zamów online' }))],
    ['the backdrop', () => fireEvent.click(screen.getByRole('dialog'))],
  ])('closes with %s', (_how, act) => {
    const { onClose } = renderMenu();
    act();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is a modal <dialog>, not a copy of one', () => {
    const { menu } = renderMenu();
    expect(menu!.tagName).toBe('DIALOG');
    expect(menu).toHaveAttribute('open');
  });

  it('does not close on a click inside its panel', () => {
    const { onClose } = renderMenu();
    fireEvent.click(screen.getByRole('navigation', { name: 'Menu mobilne' }));
    expect(onClose).not.toHaveBeenCalled();
  });
});
