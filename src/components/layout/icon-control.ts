/**
 * The top bar's icon controls (account, basket, hamburger): the site's Button and LinkButton
 * (tap target, centring, font, focus ring come from ui/button.tsx) drawn bare, with no fill and
 * no frame, in the text colour also under the pointer. Shared by the top bar and the basket
 * feature's control in it.
 */
import styled, { css } from 'styled-components';
import { Button, LinkButton } from '../ui/button';
import { theme } from '../../styles/theme';

const bare = css`
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

export const IconControlButton = styled(Button)`${bare}`;
export const IconControlLink = styled(LinkButton)`${bare}`;

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
