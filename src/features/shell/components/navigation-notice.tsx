/**
 * 'Wczytywanie strony…' while a navigation waits over 1000 ms for its page (docs/behaviour.md §2). The
 * live region is always in the document and only its text changes, so screen readers
 * announce the notice when it appears (a region inserted together with its text is often
 * not announced). Mounted once, above every page, by the root wrapper.
 */
import React from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../../../app/hooks';
import { selectIsNavigationDelayed } from '../navigation-slice';
import { theme } from '../../../styles/theme';

export const NAVIGATION_NOTICE_TEXT = 'Wczytywanie strony…';

const Region = styled.div`
  position: fixed;
  top: calc(${theme.layout.navHeight} + ${theme.space.sm});
  left: 50%;
  transform: translateX(-50%);
  z-index: 1000;
  pointer-events: none;
`;

const Text = styled.p`
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.sm};
  background: ${theme.palette.inverseBackground};
  color: ${theme.palette.inverseText};
`;

export function NavigationNotice() {
  const isDelayed = useAppSelector(selectIsNavigationDelayed);
  return (
    // aria-live without role="status": pages have their own status regions (closed-shop banner).
    <Region aria-live="polite" aria-atomic="true" data-testid="navigation-notice">
      {isDelayed && <Text>{NAVIGATION_NOTICE_TEXT}</Text>}
    </Region>
  );
}
