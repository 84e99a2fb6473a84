/**
 * @jest-environment node
 */
// The build pre-renders the banner (it paints with the page instead of arriving late as the
// largest element); a build without analytics has none.
import React from 'react';
import { renderToString } from 'react-dom/server';
import { CookieBanner } from '../../../../src/features/consent/components/cookie-banner';

const render = () => renderToString(<CookieBanner />);

afterEach(() => {
  delete process.env.GATSBY_GTAG_ID;
});

it('is in the HTML of a build with analytics, marked for the head script to hide', () => {
  process.env.GATSBY_GTAG_ID = 'G-SSR000001';
  const html = render();
  expect(html).toContain('aria-label="Zgoda na pliki cookie"');
  expect(html).toContain('data-cookie-banner=""');
  expect(html).toContain('Akceptuję wszystkie');
  expect(html).toContain('Tylko niezbędne');
  expect(html).not.toContain('googletagmanager');
});

it('is absent from a build without analytics', () => {
  expect(render()).toBe('');
});
