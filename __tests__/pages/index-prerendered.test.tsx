/**
 * The home page from the build's data (page context): the welcome text and slides the API
 * had at build time are in the HTML, the first slide fetched first; live ones replace them.
 */
import React from 'react';
import { screen } from '@testing-library/react';
import IndexPage from '../../src/pages/index';
import type { HomePageContext } from '../../src/features/seo/prerendered';
import { renderPage, settle } from '../support/render-page';

const CONTEXT: HomePageContext = {
  welcome: { title: 'Witamy w Sushi Kami!', text: 'Tekst z budowania strony.' },
  carousel: [
    { id: 1, title: 'Slajd z budowania', text: '', image: '/images/carousel/1.svg', link: '/menu/' },
    { id: 2, title: 'Drugi slajd', text: '', image: '/images/carousel/2.svg', link: '' },
  ],
};

const never = () => new Promise<never>(() => undefined);

beforeEach(() => localStorage.clear());

describe('home page with the build’s data', () => {
  it('shows the build’s welcome text and slides while the API has not answered', async () => {
    renderPage(<IndexPage pageContext={CONTEXT} />, { getWelcomeText: never, getCarousel: never });
    await settle();
    expect(screen.getByRole('heading', { name: 'Witamy w Sushi Kami!' })).toBeInTheDocument();
    const first = screen.getByRole('img', { name: 'Slajd z budowania' });
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
  });

  it('lets the live text and slides replace them', async () => {
    renderPage(<IndexPage pageContext={CONTEXT} />, {
      getWelcomeText: jest.fn().mockResolvedValue({ title: 'Nowe powitanie', text: 'Na żywo.' }),
      getCarousel: jest.fn().mockResolvedValue([{ id: 9, title: 'Slajd na żywo', text: '', image: '/images/carousel/3.svg', link: '' }]),
    });
    await settle();
    expect(screen.getByRole('heading', { name: 'Nowe powitanie' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Witamy w Sushi Kami!' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Slajd na żywo' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Slajd z budowania', hidden: true })).not.toBeInTheDocument();
  });
});
