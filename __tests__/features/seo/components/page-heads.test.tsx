/**
 * Every page's Head: a Polish title and description of its own, the canonical URL (with
 * og:url) on SITE_URL in trailing-slash form, and noindex exactly on the private pages.
 */
import React, { type ComponentType } from 'react';
import { render } from '@testing-library/react';
import type { HeadProps } from 'gatsby';
import { SITE_URL } from '../../../../src/features/seo/site-url';
import { SITE_NAME } from '../../../../src/text/site';

type HeadModule = { Head: ComponentType<HeadProps> };

const PAGES: [path: string, load: () => HeadModule, isPrivate: boolean][] = [
  ['/', () => require('../../../../src/pages/index'), false],
  ['/menu/', () => require('../../../../src/pages/menu'), false],
  ['/menurestauracja/', () => require('../../../../src/pages/menurestauracja'), false],
  ['/about/', () => require('../../../../src/pages/about'), false],
  ['/basket/', () => require('../../../../src/pages/basket'), false],
  ['/regulamin/', () => require('../../../../src/pages/regulamin'), false],
  ['/polityka-prywatnosci/', () => require('../../../../src/pages/polityka-prywatnosci'), false],
  ['/profile/', () => require('../../../../src/pages/profile'), true],
  ['/summary/', () => require('../../../../src/pages/summary'), true],
  ['/payment/', () => require('../../../../src/pages/payment'), true],
  ['/order/', () => require('../../../../src/pages/order'), true],
  ['/verify/', () => require('../../../../src/pages/verify'), true],
  ['/auth/sign-in/', () => require('../../../../src/pages/auth/sign-in'), true],
  ['/auth/sign-up/', () => require('../../../../src/pages/auth/sign-up'), true],
  ['/auth/forgot-password/', () => require('../../../../src/pages/auth/forgot-password'), true],
  ['/admin/', () => require('../../../../src/pages/admin'), true],
];

const headOf = (path: string, load: () => HeadModule) => {
  const { Head } = load();
  const { container } = render(<Head {...({ location: { pathname: path }, pageContext: {} } as unknown as HeadProps)} />);
  const attr = (selector: string, name: string) => container.querySelector(selector)?.getAttribute(name) ?? null;
  return {
    title: container.querySelector('title')?.textContent ?? '',
    description: attr('meta[name="description"]', 'content'),
    canonical: attr('link[rel="canonical"]', 'href'),
    ogUrl: attr('meta[property="og:url"]', 'content'),
    robots: attr('meta[name="robots"]', 'content'),
  };
};

describe('page heads', () => {
  const heads = PAGES.map(([path, load]) => [path, headOf(path, load)] as const);

  it.each(PAGES)('%s has a title, a description, a canonical URL and the right robots rule', (path, load, isPrivate) => {
    const head = headOf(path, load);
    expect(head.title).toMatch(new RegExp(`${SITE_NAME}$`));
    expect(head.description?.length).toBeGreaterThan(30);
    expect(head.canonical).toBe(`${SITE_URL}${path}`);
    expect(head.ogUrl).toBe(head.canonical);
    expect(head.robots).toBe(isPrivate ? 'noindex' : null);
  });

  it('gives every page its own title and description', () => {
    expect(new Set(heads.map(([, h]) => h.title)).size).toBe(heads.length);
    expect(new Set(heads.map(([, h]) => h.description)).size).toBe(heads.length);
  });

  it('names the canonical page for a path without its trailing slash or with a query', () => {
    expect(headOf('/about', PAGES[3][1]).canonical).toBe(`${SITE_URL}/about/`);
  });

  it('keeps the 404 page out of the index, with no canonical URL (it answers for any address)', () => {
    const head = headOf('/nie-ma-takiej/', () => require('../../../../src/pages/404'));
    expect(head.robots).toBe('noindex');
    expect(head.canonical).toBeNull();
    expect(head.title).toMatch(/^Nie znaleziono strony/);
  });

  it('gives any restaurant-menu address the one canonical URL', () => {
    const head = headOf('/qr/menurestauracja-stolik-5', () => require('../../../../src/pages/404'));
    expect(head.canonical).toBe(`${SITE_URL}/menurestauracja/`);
    expect(head.robots).toBeNull();
  });
});

describe('JSON-LD in the heads', () => {
  const jsonLdOf = (path: string, load: () => HeadModule, pageContext: object) => {
    const { Head } = load();
    const { container } = render(<Head {...({ location: { pathname: path }, pageContext } as unknown as HeadProps)} />);
    return [...container.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.innerHTML));
  };

  it('puts the Restaurant with the build’s opening hours on /', () => {
    const [data] = jsonLdOf('/', PAGES[0][1], { openingHours: [{ open: '11:00', close: '21:00' }, null, null, null, null, null, null], priceRange: '5–50 zł' });
    expect(data['@type']).toBe('Restaurant');
    expect(data.priceRange).toBe('5–50 zł');
    expect(data.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Monday'], opens: '11:00', closes: '21:00' },
    ]);
  });

  it('puts the Menu of the pre-rendered lists on /menu/', () => {
    const item = { id: 2001, name: 'Hosomaki Łosoś', category: 'maki', price: 18.5, description: [], desc: '', image: '', isVisible: true, allergens: [] };
    const [data] = jsonLdOf('/menu/', PAGES[1][1], { prerenderedMenu: { sets: [], products: [item], ingredients: [] } });
    expect(data['@type']).toBe('Menu');
    expect(data.hasMenuSection[0].hasMenuItem[0]).toMatchObject({ name: 'Hosomaki Łosoś', offers: { price: '18.50', priceCurrency: 'PLN' } });
  });
});
