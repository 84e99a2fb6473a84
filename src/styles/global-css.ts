import { theme } from './theme';

/**
 * Resets and base typography; everything else is styled next to its component. Plain CSS that
 * gatsby-ssr puts first in every page's head, not a styled-components global style: that one
 * re-computes and re-inserts its rules in a layout effect on every render of the root,
 * about half of the hydration commit on a phone, for CSS that never changes.
 */
export const GLOBAL_CSS = `
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; scroll-behavior: smooth; }
/* Anchored sections (#about, #contact) must not hide under the fixed-height nav bar. */
[id] { scroll-margin-top: ${theme.layout.navHeight}; }
body {
  margin: 0;
  font-family: ${theme.fonts.body};
  line-height: 1.5;
  color: ${theme.palette.text};
  background: ${theme.palette.background};
}
h1, h2, h3 { font-family: ${theme.fonts.heading}; line-height: 1.2; }
img, svg { max-width: 100%; height: auto; display: block; }
a { color: ${theme.palette.link}; }
:focus-visible { outline: 3px solid ${theme.palette.focus}; outline-offset: 2px; }
/* A visitor who already chose never sees the pre-rendered cookie banner (gatsby-ssr.tsx). */
html[data-cookie-consent] [data-cookie-banner] { display: none; }
@media (prefers-reduced-motion: reduce) {
  html { scroll-behavior: auto; }
}
`;
