import { createGlobalStyle } from 'styled-components';

// Resets and base typography; everything else is styled next to its component.
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-behavior: smooth; }
  /* Anchored sections (#about, #contact) must not hide under the fixed-height nav bar. */
  [id] { scroll-margin-top: ${({ theme }) => theme.layout.navHeight}; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    line-height: 1.5;
    color: ${({ theme }) => theme.palette.text};
    background: ${({ theme }) => theme.palette.background};
  }
  h1, h2, h3 { font-family: ${({ theme }) => theme.fonts.heading}; line-height: 1.2; }
  img, svg { max-width: 100%; height: auto; display: block; }
  a { color: ${({ theme }) => theme.palette.link}; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.palette.focus}; outline-offset: 2px; }
  /* A visitor who already chose never sees the pre-rendered cookie banner (gatsby-ssr.tsx). */
  html[data-cookie-consent] [data-cookie-banner] { display: none; }
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
  }
`;
