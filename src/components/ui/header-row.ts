/**
 * A heading and what goes with it (a result count, the signed-in e-mail and sign-out) on one
 * line, spread to both ends; on a narrow screen the companions wrap under the heading.
 * `$align`: 'baseline' lines up text of different sizes; the default 'center' suits buttons.
 */
import styled from 'styled-components';
import { theme } from '../../styles/theme';

export const HeaderRow = styled.div<{ $align?: 'center' | 'baseline'; $gap?: 'sm' | 'md' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: ${({ $align = 'center' }) => $align};
  justify-content: space-between;
  gap: ${({ $gap = 'sm' }) => theme.space[$gap]};
`;
