/**
 * @jest-environment node
 */
// The build renders /admin/ in Node: its static HTML must hold no orders, customer data or
// forms, only the loading line (the panel is client-only), and tell robots not to index it.
import React from 'react';
import { renderToString } from 'react-dom/server';
import StaffPage, { Head } from '../../src/pages/admin';
import { RootWrapper } from '../../src/app/root-wrapper';
import { makeStaffStore } from '../support/staff-fixtures';

describe('static HTML of /admin/', () => {
  it('holds only the loading line', () => {
    const { store } = makeStaffStore();
    const html = renderToString(
      <RootWrapper store={store}>
        <StaffPage />
      </RootWrapper>,
    );
    expect(html).toContain('Wczytujemy panel obsługi');
    expect(html).not.toContain('Zaloguj');
    expect(html).not.toContain('Nowe');
  });

  it('is not indexed', () => {
    const head = renderToString(<Head {...({ location: { pathname: '/admin/' } } as React.ComponentProps<typeof Head>)} />);
    expect(head).toMatch(/<meta name="robots" content="noindex/);
    expect(head).toContain('Panel obsługi');
  });
});
