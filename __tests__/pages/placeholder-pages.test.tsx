import React, { type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import type { HeadFC, HeadProps } from 'gatsby';
import * as Summary from '../../src/pages/summary';
import * as Payment from '../../src/pages/payment';
import { BASKET_KEY } from '../../src/lib/storage';
import { normalizeSpaces } from '../test-utils';
import { renderPage, settle } from '../support/render-page';

type PageModule = { default: ComponentType; Head: HeadFC };

// Pages whose flows come in later issues: each already exists, in Polish, and says so.
// (The account pages have their own tests: account-*.test.tsx.)
const PAGES: [string, PageModule, string, RegExp][] = [
  ['/summary/', Summary, 'Podsumowanie zamówienia', /będzie dostępne wkrótce/],
  ['/payment/', Payment, 'Płatność', /będzie dostępna wkrótce/],
];

beforeEach(() => localStorage.clear());

describe.each(PAGES)('%s', (pathname, page, heading, line) => {
  it(`is '${heading}', says honestly that it is coming and links back to the menu`, async () => {
    const Page = page.default;
    renderPage(<Page />);
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(line)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wróć do menu' })).toHaveAttribute('href', '/menu/');
  });

  it('has a Polish title', () => {
    const { container } = render(<page.Head {...({ location: { pathname } } as HeadProps)} />);
    expect(container.querySelector('title')?.textContent).toMatch(new RegExp(`^${heading} \\| `));
  });
});

describe('/summary/ with a basket', () => {
  it('shows the basket read-only with the total', async () => {
    localStorage.setItem(BASKET_KEY, JSON.stringify([{ id: 2001, name: 'Maki łosoś', price: 12.5, quantity: 2 }]));
    renderPage(<Summary.default />);
    await settle();
    const list = screen.getByRole('list', { name: 'Zawartość koszyka' });
    expect(normalizeSpaces(list.textContent)).toBe('x2 szt Maki łosoś 25,00 zł');
    expect(normalizeSpaces(screen.getByText(/^Razem:/).textContent)).toBe('Razem: 25,00 zł');
    // Read-only: no quantity or delete controls in the page itself.
    expect(screen.getByRole('main').querySelector('button')).toBeNull();
  });
});
