/**
 * A list laid out as a grid of as many columns as fit, each at least `$min` wide (one column
 * on the narrowest phones, never wider than the screen); no bullets, no indent.
 */
import styled from 'styled-components';
import { theme } from '../../styles/theme';

export const GridList = styled.ul<{ $min: string; $gap: keyof typeof theme.space }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min }) => $min}), 1fr));
  gap: ${({ $gap }) => theme.space[$gap]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
