/**
 * − value + stepper. The minimum basket quantity is 1 (docs/behaviour.md §9), so minus is disabled there;
 * the value is announced politely when it changes.
 */
import React from 'react';
import styled from 'styled-components';
import { MAX_QUANTITY, MIN_QUANTITY } from '../../../domain/rules/order-limits';
import { theme } from '../../styles/theme';

const Group = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${theme.palette.text};
  border-radius: ${theme.radii.pill};
`;

const Step = styled.button`
  width: ${theme.tapTarget};
  height: ${theme.tapTarget};
  border: 0;
  border-radius: ${theme.radii.pill};
  font: inherit;
  font-size: ${theme.fontSizes.lg};
  font-weight: 600;
  color: ${theme.palette.text};
  background: transparent;
  cursor: pointer;
  &:hover:not(:disabled) { background: ${theme.palette.surface}; }
  &:disabled {
    color: ${theme.palette.mutedText};
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${theme.palette.focus};
    outline-offset: 2px;
  }
`;

const Value = styled.output`
  min-width: 2.5ch;
  text-align: center;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

export interface QuantityCounterProps {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  /** Accessible name of the group, e.g. 'Ilość: Maki łosoś' in a list of many counters. */
  label?: string;
}

export function QuantityCounter({ value, onChange, min = MIN_QUANTITY, max = MAX_QUANTITY, label = 'Ilość' }: QuantityCounterProps) {
  const clamp = (n: number) => Math.min(max, Math.max(min, n));
  return (
    <Group role="group" aria-label={label}>
      <Step type="button" aria-label="Zmniejsz ilość" disabled={value <= min} onClick={() => onChange(clamp(value - 1))}>
        <span aria-hidden="true">−</span>
      </Step>
      <Value aria-live="polite">{value}</Value>
      <Step type="button" aria-label="Zwiększ ilość" disabled={value >= max} onClick={() => onChange(clamp(value + 1))}>
        <span aria-hidden="true">+</span>
      </Step>
    </Group>
  );
}
