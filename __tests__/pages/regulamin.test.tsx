import React from 'react';
import { render, screen } from '@testing-library/react';
import type { HeadProps } from 'gatsby';
import TermsPage, { Head } from '../../src/pages/regulamin';
import { paragraphText, termsOfSale } from '../../domain/rules/terms-of-sale';
import { normalizeSpaces } from '../test-utils';
import { RESTAURANT_FACTS } from '../support/restaurant-fixtures';
import { renderPage, settle } from '../support/render-page';

describe('/regulamin/ page', () => {
  it('renders every section of the shared terms, with the anchor and the privacy link', async () => {
    renderPage(<TermsPage />);
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Regulamin' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings).toHaveLength(7);
    expect(screen.getByRole('heading', { level: 2, name: '5. Odstąpienie od umowy' })).toHaveAttribute('id', 'odstapienie');
    expect(screen.getByRole('link', { name: 'polityka prywatności' })).toHaveAttribute('href', '/polityka-prywatnosci/');
    // The seller's paragraph (first) has the build's placeholders here; the next test reads it.
    const expected = termsOfSale(RESTAURANT_FACTS).sections.flatMap((s) => s.paragraphs.map(paragraphText)).slice(1);
    const shown = Array.from(document.querySelectorAll('h2 ~ p'), (p) => normalizeSpaces(p.textContent));
    expect(shown.slice(1)).toEqual(expected.map(normalizeSpaces));
  });

  it('names the seller from the live facts, without the warning', async () => {
    renderPage(<TermsPage />, { getRestaurantInfo: jest.fn().mockResolvedValue({ ...RESTAURANT_FACTS, hours: '' }) });
    await settle();
    expect(screen.getByTestId('seller-identity')).toHaveTextContent(
      'Sushi Kami sp. z o.o., ul. Marszałkowska 10, 00-001 Warszawa, NIP 5260001246, e-mail kontakt@sushikami.pl, telefon +48 22 123 45 67',
    );
    expect(screen.queryByTestId('placeholder-warning')).toBeNull();
  });

  it('shows the warning with the seed placeholders', async () => {
    renderPage(<TermsPage />);
    await settle();
    expect(screen.getByTestId('placeholder-warning')).toBeInTheDocument();
    expect(screen.getByTestId('seller-identity')).toHaveTextContent('[DO UZUPEŁNIENIA], [DO UZUPEŁNIENIA], [DO UZUPEŁNIENIA]');
  });

  it('has a Polish title', () => {
    const { container } = render(<Head {...({ location: { pathname: '/regulamin/' } } as HeadProps)} />);
    expect(container.querySelector('title')).toHaveTextContent(/^Regulamin \| /);
  });
});
