/**
 * 'Dostawa' or 'Odbiór osobisty' (D95): a radio group of the ways the restaurant has switched
 * on. With pickup the only one, a line names it (a group of one is no choice); with delivery the
 * only one, nothing shows, as before pickup existed. The choice is a basket event and is saved
 * with the basket.
 */
import React from 'react';
import styled from 'styled-components';
import { FULFILMENT_LABELS, type Fulfilment, type PickupTerms } from '../../../../domain/rules/fulfilment';
import { useAppDispatch } from '../../../app/hooks';
import { theme } from '../../../styles/theme';
import { chooseFulfilment } from '../basket-thunks';

const Group = styled.fieldset`
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.palette.border};
  border-radius: ${theme.radii.sm};
  legend { padding: 0 ${theme.space.xs}; font-weight: 600; }
`;

const Option = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.sm};
    min-height: ${theme.tapTarget};
  }
`;

const Hint = styled.span`
  color: ${theme.palette.mutedText};
  font-size: ${theme.fontSizes.sm};
`;

const HINT_ID = 'pickup-discount-hint';

export interface FulfilmentChoiceProps {
  offered: readonly Fulfilment[];
  value: Fulfilment;
  pickup: PickupTerms | null;
}

export function FulfilmentChoice({ offered, value, pickup }: FulfilmentChoiceProps) {
  const dispatch = useAppDispatch();
  if (offered.length < 2) return offered[0] === 'pickup' ? <p>Sposób odbioru: {FULFILMENT_LABELS.pickup}</p> : null;
  const discount = pickup && pickup.discountPercent > 0 ? `rabat ${pickup.discountPercent}%` : null;
  return (
    <Group>
      <legend>Sposób odbioru</legend>
      {offered.map((fulfilment) => (
        <Option key={fulfilment}>
          <label>
            <input
              type="radio"
              name="fulfilment"
              value={fulfilment}
              checked={value === fulfilment}
              aria-describedby={fulfilment === 'pickup' && discount ? HINT_ID : undefined}
              onChange={() => dispatch(chooseFulfilment(fulfilment))}
            />
            {FULFILMENT_LABELS[fulfilment]}
          </label>
          {fulfilment === 'pickup' && discount && <Hint id={HINT_ID}>{discount}</Hint>}
        </Option>
      ))}
    </Group>
  );
}
