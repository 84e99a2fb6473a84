/**
 * The top bar's line icons (account, basket, menu) are drawn in the text colour inside a
 * Button or LinkButton of the `icon` variant (ui/button.tsx), which has the name; the icon is
 * decorative. Shared by the top bar and the basket feature's control in it.
 */
export const ICON_SVG_PROPS = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;
