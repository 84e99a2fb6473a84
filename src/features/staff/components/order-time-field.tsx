/**
 * When the customer wants the food: 'jak najszybciej' (while the restaurant is open) or one of
 * the times GET /shop/delivery-times offers for this way of receiving. A change may keep the
 * order's own time (`keepLabel`: the value '').
 */
import React, { useId } from 'react';
import styled from 'styled-components';
import type { Fulfilment } from '../../../../domain/rules/fulfilment';
import { Field, fieldControl } from '../../../components/ui/field';
import { formatDayClock } from './staff-text';
import { useOrderTimes } from './use-order-inputs';

const Select = styled.select`
  ${fieldControl};
  max-width: 100%;
`;

interface OrderTimeFieldProps {
  fulfilment: Fulfilment;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  keepLabel?: string;
}

export function OrderTimeField({ fulfilment, value, onChange, error, keepLabel }: OrderTimeFieldProps) {
  const id = useId();
  const times = useOrderTimes(fulfilment);
  const slots = times?.slots ?? [];
  // The chosen slot stays listed while the times are read again (or after it passed).
  const listed = value && value !== 'asap' && !slots.includes(value) ? [value, ...slots] : slots;
  return (
    <Field id={id} label={fulfilment === 'pickup' ? 'Czas odbioru' : 'Czas dostawy'} error={error}>
      {(control) => (
        <Select {...control} value={value} onChange={(e) => onChange(e.target.value)}>
          {keepLabel !== undefined && <option value="">{keepLabel}</option>}
          <option value="asap" disabled={times?.asap === false}>
            Jak najszybciej{times?.asap === false ? ' (restauracja zamknięta)' : ''}
          </option>
          {listed.map((at) => (
            <option key={at} value={at}>
              {formatDayClock(at)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
