/**
 * One theme for the whole site. Raw tokens first (the spec's numbers), then role names that
 * components use, so a component says `theme.layout.navHeight`, never `70px`.
 */

const breakpoints = {
  xs: 470,
  sm: 480,
  md: 834,
  lg: 1080,
  xl: 1440,
} as const;

const colors = {
  black: '#000000',
  white: '#ffffff',
  grey100: '#f4f4f4',
  grey500: '#6b6b6b',
  grey800: '#222222',
  accent: '#c8102e',
} as const;

const px = (n: number): string => `${n}px`;

export const theme = {
  breakpoints,
  colors,
  // Media queries built from the breakpoints; mobile first, so `up` is the usual choice.
  media: {
    up: {
      xs: `@media (min-width: ${px(breakpoints.xs)})`,
      sm: `@media (min-width: ${px(breakpoints.sm)})`,
      // The desktop navigation shows above 835 px (spec: 834 is the last mobile width).
      md: `@media (min-width: ${px(breakpoints.md + 1)})`,
      lg: `@media (min-width: ${px(breakpoints.lg)})`,
      xl: `@media (min-width: ${px(breakpoints.xl)})`,
    },
    down: {
      md: `@media (max-width: ${px(breakpoints.md)})`,
      lg: `@media (max-width: ${px(breakpoints.lg - 1)})`,
    },
  },
  layout: {
    navHeight: px(70),
    modalWidth: px(700),
    mobileMenuWidth: px(700),
    pageWidth: { wide: '95%', normal: '90%', narrow: '85%' },
    maxContentWidth: px(breakpoints.xl),
  },
  fonts: {
    body: `system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`,
    heading: `Georgia, 'Times New Roman', serif`,
  },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '32px', xl: '64px' },
  // Role names: what a colour is for, not what it is.
  palette: {
    text: colors.black,
    mutedText: colors.grey500,
    background: colors.white,
    surface: colors.grey100,
    inverseText: colors.white,
    inverseBackground: colors.black,
    link: colors.black,
    focus: colors.accent,
  },
  transition: { page: '500ms' },
} as const;

export type Theme = typeof theme;
