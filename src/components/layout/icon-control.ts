/**
 * The top bar's icon controls (account, basket, hamburger) are the site's Button and LinkButton
 * (tap target, centring, font, focus ring: ui/button.tsx) drawn bare with this: no fill, no
 * frame, the text colour also under the pointer. Shared by the top bar and the basket feature's
 * control in it.
 */
import { css } from 'styled-components';
import { theme } from '../../styles/theme';

/** For `styled(Button)` and `styled(LinkButton)` only: it overrides their look, it is not one of its own. */
export const iconControl = css`
  position: relative;
  padding: 0 ${theme.space.xs};
  border: 0;
  letter-spacing: normal;
  color: ${theme.palette.text};
  background: transparent;
  &:hover:not(:disabled) {
    color: ${theme.palette.text};
    background: transparent;
  }
  svg { width: 26px; height: 26px; }
`;

/** Line icons drawn in the text colour; decorative, the control around them has the name. */
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
