import React from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { HeadProps } from 'gatsby';
import IndexPage, { Head } from '../../src/pages/index';
import { CAROUSEL_KEY } from '../../src/lib/storage';
import type { ShopApi } from '../../src/lib/shop-api';
import { FALLBACK_WELCOME } from '../../src/text/site';
import { SEED_HOURS } from '../support/fake-services';
import { renderPage, settle } from '../support/render-page';
import { RESTAURANT_FACTS } from '../support/restaurant-fixtures';

const SLIDES = [
  { id: 1, title: 'Świeże sushi każdego dnia', text: 'Ryby co rano.', image: '/images/carousel/1.svg', link: '/menu/' },
  { id: 2, title: 'Dowóz pod same drzwi', text: 'Strefa A i B.', image: '/images/carousel/2.svg', link: '/about/' },
];

async function renderHome(api: Partial<ShopApi> = {}) {
  const page = renderPage(<IndexPage />, api);
  await settle();
  return page;
}

beforeEach(() => localStorage.clear());

describe('home page', () => {
  it('shows the Polish heading, the navigation and the welcome text from the API', async () => {
    const getWelcomeText = jest.fn().mockResolvedValue({ title: 'Zapraszamy na sushi!', text: 'Najlepsze maki w mieście.' });
    const { store } = await renderHome({ getWelcomeText });

    expect(screen.getByRole('heading', { level: 1, name: 'Świeże sushi z dostawą do domu' })).toBeInTheDocument();
    // jsdom ignores media queries: the desktop nav counts as hidden here (display: none on phones).
    for (const label of ['O nas', 'Zamów online', 'Kontakt', 'Jak zamawiać']) {
      expect(screen.getAllByRole('link', { name: label, hidden: true }).length).toBeGreaterThan(0);
    }
    // No add-ons shop is configured here (GATSBY_ADDONS_SHOP_URL unset): no link to it at all.
    expect(screen.queryByRole('link', { name: 'Sklep - dodatki', hidden: true })).not.toBeInTheDocument();
    expect(document.querySelector('a[href="#"]')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Zapraszamy na sushi!' })).toBeInTheDocument();
    expect(screen.getByText('Najlepsze maki w mieście.')).toBeInTheDocument();
    expect(screen.queryByText(FALLBACK_WELCOME.title)).not.toBeInTheDocument();
    expect(getWelcomeText).toHaveBeenCalledTimes(1);
    expect(store.getState().content.welcome?.title).toBe('Zapraszamy na sushi!');
  });

  it('keeps the fallback welcome and logs when the API fails', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderHome({ getWelcomeText: jest.fn().mockRejectedValue(new Error('offline')) });

    expect(screen.getByRole('heading', { name: FALLBACK_WELCOME.title })).toBeInTheDocument();
    expect(screen.getByText(FALLBACK_WELCOME.text)).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Error while getting welcome text.', expect.any(Error));
    log.mockRestore();
  });

  it('has the sections #presentation (with Zamów online), #about and #contact (from the restaurant facts)', async () => {
    const { container } = await renderHome();
    for (const [id, heading] of [['presentation', 'Nasze menu'], ['about', 'O nas'], ['contact', 'Kontakt']]) {
      const section = container.querySelector<HTMLElement>(`section#${id}`)!;
      expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(heading);
    }
    const presentation = container.querySelector<HTMLElement>('#presentation')!;
    expect(within(presentation).getByRole('link', { name: 'Zamów online' })).toHaveAttribute('href', '/menu/');
    for (const img of within(presentation).getAllByRole('img')) {
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }
    // The seed's facts are still placeholders: shown as such, marked, never as links.
    const contact = container.querySelector<HTMLElement>('#contact')!;
    expect(contact.querySelector('address[data-placeholder="true"]')).toHaveTextContent('Telefon: [DO UZUPEŁNIENIA]');
    expect(within(contact).queryByRole('link')).toBeNull();
    expect(contact).toHaveTextContent(`Godziny otwarcia: ${SEED_HOURS}`);
  });

  it("shows the facts staff set as soon as the page has loaded them: phone and e-mail as links", async () => {
    const facts = { ...RESTAURANT_FACTS, hours: 'pon.–niedz. 11:00–23:00' };
    const { container } = await renderHome({ getRestaurantInfo: jest.fn().mockResolvedValue(facts) });
    const contact = container.querySelector<HTMLElement>('#contact address')!;
    expect(contact).not.toHaveAttribute('data-placeholder');
    expect(contact).toHaveTextContent('Adres: ul. Marszałkowska 10, 00-001 Warszawa');
    expect(within(contact).getByRole('link', { name: '+48 22 123 45 67' })).toHaveAttribute('href', 'tel:+48221234567');
    expect(within(contact).getByRole('link', { name: 'kontakt@sushikami.pl' })).toHaveAttribute('href', 'mailto:kontakt@sushikami.pl');
    expect(contact).toHaveTextContent('Godziny otwarcia: pon.–niedz. 11:00–23:00');
    // The footer of the same page says the same.
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Godziny otwarcia: pon.–niedz. 11:00–23:00');
  });

  it('shows the carousel slides loaded by the page load, navigable, and saves them', async () => {
    await renderHome({ getCarousel: jest.fn().mockResolvedValue(SLIDES) });

    const carousel = screen.getByRole('region', { name: 'Polecamy' });
    expect(within(carousel).getByRole('heading', { level: 2 })).toHaveTextContent('Świeże sushi każdego dnia');
    fireEvent.click(within(carousel).getByRole('button', { name: 'Następny slajd' }));
    expect(within(carousel).getByRole('heading', { level: 2 })).toHaveTextContent('Dowóz pod same drzwi');
    expect(JSON.parse(localStorage.getItem(CAROUSEL_KEY)!)).toEqual(SLIDES);
  });

  it('shows the saved slides (CAROUSEL_LIST) while the API does not answer', async () => {
    localStorage.setItem(CAROUSEL_KEY, JSON.stringify(SLIDES.slice(1)));
    await renderHome({ getCarousel: jest.fn(() => new Promise<never>(() => {})) });
    expect(screen.getByRole('img', { name: 'Dowóz pod same drzwi' })).toBeInTheDocument();
  });

  it('has no carousel when there are no slides', async () => {
    localStorage.setItem(CAROUSEL_KEY, 'undefined');
    await renderHome();
    expect(screen.queryByRole('region', { name: 'Polecamy' })).not.toBeInTheDocument();
  });

  it('has a Polish head', () => {
    const { container } = render(<Head {...({ location: { pathname: '/' } } as HeadProps)} />);
    expect(container.querySelector('title')).toHaveTextContent('Sushi — zamów online');
    expect(container.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Świeże sushi/);
  });
});
