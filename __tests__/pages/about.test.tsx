import React from 'react';
import { render, screen, within } from '@testing-library/react';
import type { HeadProps } from 'gatsby';
import AboutPage, { Head } from '../../src/pages/about';
import { normalizeSpaces } from '../test-utils';
import { PLAIN_DELIVERY, SEED_HOURS } from '../support/fake-services';
import { renderPage, settle } from '../support/render-page';

describe('/about page (Jak zamawiać)', () => {
  it('explains ordering step by step with the delivery terms from the API', async () => {
    const terms = { ...PLAIN_DELIVERY, zoneA: 12, zoneB: 22.5, minimumOrderB: 40, freeDeliveryFromA: 150 };
    renderPage(<AboutPage />, { getDeliveryPrices: jest.fn().mockResolvedValue(terms) });
    await settle();

    expect(screen.getByRole('heading', { level: 1, name: 'Jak zamawiać' })).toBeInTheDocument();
    const steps = screen.getAllByRole('listitem').filter((li) => li.parentElement?.tagName === 'OL');
    expect(steps.map((li) => li.querySelector('h2')?.textContent)).toEqual([
      'Wybierz z menu',
      'Sprawdź koszyk',
      'Zaloguj się lub zamów jako gość',
      'Dostawa',
      'Płatność przy odbiorze',
    ]);
    const zones = within(screen.getByRole('list', { name: 'Strefy dostawy' })).getAllByRole('listitem').map((li) => normalizeSpaces(li.textContent));
    expect(zones).toEqual(['Strefa A: dostawa 12,00 zł, darmowa dostawa od 150,00 zł', 'Strefa B: dostawa 22,50 zł, zamówienie od 40,00 zł']);
    // The hours staff set, the same line as the footer's and checkout's.
    const hours = screen.getByRole('heading', { name: 'Godziny otwarcia' }).nextElementSibling;
    expect(hours).toHaveTextContent(SEED_HOURS);
    expect(screen.getAllByRole('link', { name: 'Zamów online', hidden: true }).some((a) => a.getAttribute('href') === '/menu/')).toBe(true);
  });

  it('has a Polish title', () => {
    const { container } = render(<Head {...({ location: { pathname: '/about/' } } as HeadProps)} />);
    expect(container.querySelector('title')).toHaveTextContent(/^Jak zamawiać \| /);
  });
});
