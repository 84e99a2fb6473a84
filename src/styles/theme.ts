/**
 * One theme for the whole site. Raw tokens first (the numbers of docs/behaviour.md §9), then role names that
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
  // Borders and disabled fills only, never text: too light for 4.5:1 on white.
  grey300: '#d4d4d4',
  grey500: '#6b6b6b',
  grey800: '#222222',
  accent: '#c8102e',
} as const;

const px = (n: number): string => `${n}px`;

/** docs/behaviour.md §9: the desktop navigation shows above 835 px; 835 itself is a phone's layout. */
const LAST_MOBILE_NAV_WIDTH = 835;

export const theme = {
  breakpoints,
  colors,
  // Media queries built from the breakpoints; mobile first, so `up` is the usual choice.
  media: {
    up: {
      xs: `@media (min-width: ${px(breakpoints.xs)})`,
      sm: `@media (min-width: ${px(breakpoints.sm)})`,
      // The desktop navigation (and what switches with it) from 836 px.
      md: `@media (min-width: ${px(LAST_MOBILE_NAV_WIDTH + 1)})`,
      lg: `@media (min-width: ${px(breakpoints.lg)})`,
      xl: `@media (min-width: ${px(breakpoints.xl)})`,
    },
    down: {
      md: `@media (max-width: ${px(LAST_MOBILE_NAV_WIDTH)})`,
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
    // #c8102e on white is 5.9:1, so the accent may carry small text (errors, prices).
    accent: colors.accent,
    error: colors.accent,
    border: colors.grey300,
    disabledBackground: colors.grey300,
    overlay: 'rgba(0, 0, 0, 0.6)',
    // Dividers on the black mobile menu.
    inverseBorder: colors.grey800,
  },
  // Spec §9: a page change takes 500 ms, the old page fading out, then the new one in. The old
  // page dims to pageDimmed rather than vanishing, and the new one fades in from there (D102):
  // on a slow page change the old page stays in sight until the new one can be shown.
  transition: { pageLeaveMs: 200, pageEnterMs: 300, pageDimmed: 0.4, fast: '150ms' },
  // Raw queries for window.matchMedia (behaviour in JS), matching the CSS media above.
  queries: {
    // At or below 835 px the top bar is mobile: hamburger menu, basket preview on click.
    mobileNav: `(max-width: ${px(LAST_MOBILE_NAV_WIDTH)})`,
    // Below 1080 px the menu shows every section stacked and the tabs scroll to them.
    mobileTabs: `(max-width: ${px(breakpoints.lg - 1)})`,
    reducedMotion: '(prefers-reduced-motion: reduce)',
  },
  // Spec: tabs scroll to their section leaving 50 px above it.
  tabScrollOffset: 50,
  // WCAG 2.5.5: nothing tappable smaller than 44 x 44 CSS px.
  tapTarget: px(44),
  radii: { sm: '4px', md: '8px', pill: '999px' },
  fontSizes: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem' },
  shadows: {
    card: '0 1px 3px rgba(0, 0, 0, 0.08), 0 4px 16px rgba(0, 0, 0, 0.06)',
    popover: '0 8px 32px rgba(0, 0, 0, 0.18)',
  },
  // Stacking order: sticky bar < its popovers < slide-in menu < modal dialogs.
  zIndex: { nav: 100, popover: 110, modal: 300 },
} as const;

export type Theme = typeof theme;
