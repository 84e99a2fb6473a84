/**
 * The rounded choice button of the menu's category filter (aria-pressed) and the tab bar
 * (aria-selected): one look for "the chosen one is black".
 */
import styled from 'styled-components';

export const PillButton = styled.button`
  min-height: ${({ theme }) => theme.tapTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.palette.text};
  border-radius: ${({ theme }) => theme.radii.pill};
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme }) => theme.palette.text};
  background: ${({ theme }) => theme.palette.background};
  cursor: pointer;
  &[aria-pressed='true'],
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.palette.inverseText};
    background: ${({ theme }) => theme.palette.inverseBackground};
  }
  &:hover:not([aria-pressed='true']):not([aria-selected='true']) {
    background: ${({ theme }) => theme.palette.surface};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
  }
`;
