/** The heading and one-line help above a menu browser, the same on both menu pages. */
import React, { type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../../../styles/theme';

const Intro = styled.div`
  padding: ${theme.space.lg} 0 ${theme.space.md};
  h1 { margin: 0 0 ${theme.space.sm}; }
  p { margin: 0; max-width: 60ch; }
`;

export function MenuIntro({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Intro>
      <h1>{title}</h1>
      <p>{children}</p>
    </Intro>
  );
}
