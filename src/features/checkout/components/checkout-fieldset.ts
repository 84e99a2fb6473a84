/** A framed group of the checkout pages (delivery time, payment method): legend, radio rows, select. */
import styled from 'styled-components';
import { theme } from '../../../styles/theme';

export const CheckoutFieldset = styled.fieldset`
  border: 1px solid ${theme.palette.border};
  border-radius: ${theme.radii.sm};
  padding: ${theme.space.md};
  margin: 0 0 ${theme.space.md};
  legend {
    font-weight: 600;
    padding: 0 ${theme.space.xs};
  }
  /* A radio and its text on one tap-sized row. */
  label.radio {
    display: flex;
    align-items: center;
    gap: ${theme.space.sm};
    min-height: ${theme.tapTarget};
  }
  select {
    min-height: ${theme.tapTarget};
    font: inherit;
  }
`;
