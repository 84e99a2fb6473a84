import React from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
// Gatsby's router ships no type declarations.
// @ts-expect-error TS7016
import { LocationProvider, createHistory, createMemorySource } from '@gatsbyjs/reach-router';
import { Layout, SHOP_CLOSED_MESSAGE } from '../../../../src/features/shell/components/layout';
import { signedIn } from '../../../../src/features/account/account-events';
import { selectIsSystemModalActive } from '../../../../src/features/modal/modal-slice';
import { selectNotice } from '../../../../src/features/system/system-slice';
import { BASKET_KEY } from '../../../../src/lib/storage';
import { renderPage, settle } from '../../../support/render-page';
import { desktopBasketLink } from '../../../test-utils';

const NOTICE = { text: 'W Wigilię restauracja jest nieczynna.', isVisible: true, isSystemClose: false };
const page = <p>Treść strony</p>;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(BASKET_KEY, JSON.stringify([{ id: 2001, name: 'Maki łosoś', price: 12.5, quantity: 3 }]));
});

describe('Layout, shop variant', () => {
  it('wires the top bar to the store: basket badge and preview data, account link', async () => {
    const { store } = renderPage(<Layout>{page}</Layout>);
    await settle();

    expect(screen.getByTestId('basket-badge')).toHaveTextContent('3');
    expect(desktopBasketLink('Koszyk, 3 produkty')).toHaveAttribute('href', '/basket/');
    expect(screen.getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('href', '/auth/sign-in/');

    // The desktop preview opens on hover and shows the store's basket.
    fireEvent.mouseEnter(desktopBasketLink('Koszyk, 3 produkty').parentElement!);
    expect(await screen.findByRole('heading', { name: 'Moje zamówienie' })).toBeInTheDocument();

    const user = { name: 'Anna', email: 'anna@example.pl', phoneNumber: '', address: '', nip: '-' };
    act(() => {
      store.dispatch(signedIn(user, true));
    });
    expect(screen.getByRole('link', { name: 'Cześć Anna, moje konto' })).toHaveAttribute('href', '/profile/');
  });

  it('has a skip link to the main content, and a footer with marked placeholders and #contact', async () => {
    renderPage(<Layout width="narrow">{page}</Layout>);
    await settle();

    expect(screen.getByRole('link', { name: 'Przejdź do treści' })).toHaveAttribute('href', '#main');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(within(main).getByText('Treść strony').parentElement).toHaveStyle({ width: '85%' });
    const footer = screen.getByRole('contentinfo');
    expect(footer.querySelector('address[data-placeholder="true"]')).toHaveTextContent('[DO UZUPEŁNIENIA]');
    const footerLinks = within(within(footer).getByRole('navigation', { name: 'Informacje' })).getAllByRole('link');
    expect(footerLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Regulamin', '/regulamin/'],
      ['Polityka prywatności', '/polityka-prywatnosci/'],
      ['Kontakt i dojazd', '/#contact'],
    ]);
  });

  it("shows the notice as 'INFORMACJA' with the API's text; closing hides it", async () => {
    const { store } = renderPage(<Layout>{page}</Layout>, { getNotice: jest.fn().mockResolvedValue(NOTICE) });
    await settle();

    const dialog = screen.getByRole('dialog', { name: 'INFORMACJA' });
    expect(dialog).toHaveTextContent(NOTICE.text);
    // The shop is open: no closed banner.
    expect(screen.queryByText(SHOP_CLOSED_MESSAGE)).not.toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(selectNotice(store.getState()).isVisible).toBe(false);
    expect(selectIsSystemModalActive(store.getState())).toBe(false);
  });

  it('shows a banner with the notice text while the shop is closed', async () => {
    const closed = { text: 'Wracamy jutro o 12:00.', isVisible: false, isSystemClose: true };
    renderPage(<Layout>{page}</Layout>, { getNotice: jest.fn().mockResolvedValue(closed) });
    await settle();

    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent(SHOP_CLOSED_MESSAGE);
    expect(banner).toHaveTextContent('Wracamy jutro o 12:00.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('fades the page in keyed by the router location', async () => {
    const history = createHistory(createMemorySource('/basket/'));
    renderPage(
      <LocationProvider history={history}>
        <Layout>{page}</Layout>
      </LocationProvider>,
    );
    await settle();
    expect(screen.getByText('Treść strony').closest('[data-pathname]')).toHaveAttribute('data-pathname', '/basket/');
  });
});

describe('Layout, restaurant variant', () => {
  it('has no basket, no account, no notice modal and no closed banner', async () => {
    const closedNotice = { ...NOTICE, isSystemClose: true };
    renderPage(<Layout variant="restaurant">{page}</Layout>, {}, {
      system: { isDisabled: true, notice: closedNotice, isDismissed: false },
    });
    await settle();

    expect(screen.getByText('Treść strony')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /strona główna/ })).toHaveAttribute('href', '/');
    expect(screen.queryByTestId('basket-badge')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Koszyk/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Zaloguj|konto/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(SHOP_CLOSED_MESSAGE)).not.toBeInTheDocument();
  });
});
