/**
 * The rounded choice button of the menu's category filter (aria-pressed) and the tab bar
 * (aria-selected): one look for "the chosen one is black".
 */
import styled from 'styled-components';
import { theme } from '../../styles/theme';

export const PillButton = styled.button`
  min-height: ${theme.tapTarget};
  padding: 0 ${theme.space.md};
  border: 1px solid ${theme.palette.text};
  border-radius: ${theme.radii.pill};
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  color: ${theme.palette.text};
  background: ${theme.palette.background};
  cursor: pointer;
  &[aria-pressed='true'],
  &[aria-selected='true'] {
    color: ${theme.palette.inverseText};
    background: ${theme.palette.inverseBackground};
  }
  &:hover:not([aria-pressed='true']):not([aria-selected='true']) {
    background: ${theme.palette.surface};
  }
  &:focus-visible {
    outline: 3px solid ${theme.palette.focus};
    outline-offset: 2px;
  }
`;
