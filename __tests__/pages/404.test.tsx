import React from 'react';
import { Provider } from 'react-redux';
import { render, screen } from '@testing-library/react';
import type { HeadProps, PageProps } from 'gatsby';
import NotFoundPage, { Head } from '../../src/pages/404';
import { makeTestStore } from '../support/fake-services';
import { renderWithMenu } from '../support/menu-fixture';

// The Node build, as gatsby build uses it (under jsdom 'react-dom/server' is the browser build).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderToString } = require('react-dom/server.node') as typeof import('react-dom/server');

const at = (pathname: string) => ({ location: { pathname } }) as unknown as PageProps;

describe('404 page', () => {
  it('is the Polish not-found page for an unknown path', async () => {
    await renderWithMenu(<NotFoundPage {...at('/tej-strony-nie-ma/')} />, { load: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wróć na stronę główną' })).toHaveAttribute('href', '/');
  });

  it("shows the restaurant menu for any other path containing 'menurestauracja'", async () => {
    await renderWithMenu(<NotFoundPage {...at('/qr/menurestauracja-stolik-5')} />, { load: 'restaurant' });
    expect(screen.getByRole('heading', { level: 1, name: 'Menu restauracji' })).toBeInTheDocument();
    expect(screen.queryByText('Nie znaleziono strony')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zobacz: Hosomaki Łosoś' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dodaj do koszyka' })).not.toBeInTheDocument();
  });

  it('pre-renders the not-found page even for such a path (the switch happens after hydration)', () => {
    // Under jsdom react-redux takes this for a browser and uses layout effects: only noise here.
    const warn = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = makeTestStore();
    const html = renderToString(
      <Provider store={store}>
        <NotFoundPage {...at('/qr/menurestauracja-stolik-5')} />
      </Provider>,
    );
    expect(html).toContain('Nie znaleziono strony');
    expect(html).not.toContain('Menu restauracji');
    warn.mockRestore();
  });

  it('titles the page by its path', () => {
    const title = (pathname: string) =>
      render(<Head {...({ location: { pathname } } as HeadProps)} />).container.querySelector('title')?.textContent;
    expect(title('/404.html')).toMatch(/^Nie znaleziono strony \| /);
    expect(title('/qr/menurestauracja-stolik-5')).toMatch(/^Menu restauracji \| /);
  });
});
