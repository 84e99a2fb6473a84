/** A framed group of the checkout pages (delivery time, payment method): legend, radio rows, select. */
import styled from 'styled-components';

export const CheckoutFieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  padding: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  legend {
    font-weight: 600;
    padding: 0 ${({ theme }) => theme.space.xs};
  }
  /* A radio and its text on one tap-sized row. */
  label.radio {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: ${({ theme }) => theme.tapTarget};
  }
  select {
    min-height: ${({ theme }) => theme.tapTarget};
    font: inherit;
  }
`;
