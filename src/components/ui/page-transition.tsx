/**
 * Fades each page in over the spec's 500 ms. Keyed by pathname, so a navigation remounts the
 * wrapper and replays the CSS animation; no JS timers, and nothing moves for people who ask
 * their system for reduced motion.
 */
import React, { type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { theme } from '../../styles/theme';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Fade = styled.div`
  animation: ${fadeIn} ${theme.transition.page} ease-out both;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export interface PageTransitionProps {
  /** location.pathname of the page shown. */
  pathname: string;
  children: ReactNode;
}

export function PageTransition({ pathname, children }: PageTransitionProps) {
  return (
    <Fade key={pathname} data-pathname={pathname}>
      {children}
    </Fade>
  );
}
