/** The basket's list of terms (each zone's delivery, or pickup's), quieter than the sums above it. */
import styled from 'styled-components';
import { theme } from '../../../styles/theme';

export const TermsList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${theme.palette.mutedText};
`;
