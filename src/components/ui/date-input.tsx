/**
 * Labelled date field with its error under it. The error is tied to the input by
 * aria-describedby and aria-invalid, so a screen reader reads it with the field.
 */
import React, { type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  margin-bottom: ${theme.space.md};
`;

const Label = styled.label`
  font-weight: 600;
`;

const Input = styled.input`
  min-height: ${theme.tapTarget};
  padding: 0 ${theme.space.sm};
  border: 1px solid ${theme.palette.mutedText};
  border-radius: ${theme.radii.sm};
  font: inherit;
  color: ${theme.palette.text};
  background: ${theme.palette.background};
  &[aria-invalid='true'] {
    border: 2px solid ${theme.palette.error};
  }
  &:focus-visible {
    outline: 3px solid ${theme.palette.focus};
    outline-offset: 1px;
  }
`;

/** Shared with the checkbox so every form error looks the same. */
export const ErrorText = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  color: ${theme.palette.error};
`;

export interface DateInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'value' | 'onChange'> {
  id: string;
  label: string;
  /** ISO date 'YYYY-MM-DD' (what <input type="date"> speaks), or '' when empty. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

export function DateInput({ id, label, value, onChange, error, ...rest }: DateInputProps) {
  const errorId = `${id}-error`;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input
        {...rest}
        id={id}
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  );
}
