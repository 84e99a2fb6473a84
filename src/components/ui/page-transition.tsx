/**
 * docs/behaviour.md §2: page changes fade out and in over 500 ms: the old page out
 * (page-leave.ts, before Gatsby swaps), then the new one in here. Keyed by pathname, so a
 * navigation remounts the wrapper and replays the CSS animation; no JS timers, and nothing
 * moves for people who ask their system for reduced motion.
 *
 * The page a visitor lands on is not a page change: its static HTML shows at once. A fade from
 * transparent there hid the first paint for half a second and kept a slow phone's compositor
 * drawing a frame every 16 ms while the page was hydrating. After the first change of page
 * every page fades, the landing page too when the visitor comes back to it.
 */
import React, { type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { theme } from '../../styles/theme';

// From where the old page dimmed to (page-leave.ts): no frame between the two is blank (D102).
const fadeIn = keyframes`
  from { opacity: ${theme.transition.pageDimmed}; }
  to { opacity: 1; }
`;

const Fade = styled.div`
  &[data-fades='true'] {
    animation: ${fadeIn} ${theme.transition.pageEnterMs}ms ease-out both;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-fades='true'] { animation: none; }
  }
`;

// One browser tab's visit: where it landed and whether it has changed page since.
let landingPathname: string | undefined;
let hasChangedPage = false;

/** Whether the page at `pathname` was reached by a change of page in this tab. */
function isPageChange(pathname: string): boolean {
  // The build renders every page's HTML, and each is some visitor's landing page.
  if (typeof window === 'undefined') return false;
  landingPathname ??= pathname;
  if (pathname !== landingPathname) hasChangedPage = true;
  return hasChangedPage;
}

export interface PageTransitionProps {
  /** location.pathname of the page shown. */
  pathname: string;
  children: ReactNode;
}

export function PageTransition({ pathname, children }: PageTransitionProps) {
  return (
    <Fade key={pathname} data-pathname={pathname} data-fades={isPageChange(pathname)}>
      {children}
    </Fade>
  );
}
