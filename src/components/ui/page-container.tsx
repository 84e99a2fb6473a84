/** Centred page column in the three widths of docs/behaviour.md §2: wide 95 %, normal 90 %, narrow 85 %. */
import React, { type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';

export type PageWidth = 'wide' | 'normal' | 'narrow';

// Transient prop: a plain `width` would be written onto the <div> as an HTML attribute.
const Container = styled.div<{ $width: PageWidth }>`
  width: ${({ $width }) => theme.layout.pageWidth[$width]};
  max-width: ${theme.layout.maxContentWidth};
  margin: 0 auto;
`;

export interface PageContainerProps extends HTMLAttributes<HTMLDivElement> {
  width?: PageWidth;
}

export function PageContainer({ width = 'normal', ...rest }: PageContainerProps) {
  return <Container $width={width} {...rest} />;
}
