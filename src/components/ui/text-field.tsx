/**
 * The one labelled text field of the account forms: label tied to the input, an optional
 * hint and the field's Polish error under it, both read with the field (aria-describedby),
 * aria-invalid while the error shows. `multiline` gives a textarea (addresses: the
 * street-address autofill token belongs to multi-line controls).
 */
import React, { useId, type HTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { ErrorText } from './date-input';
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

const Hint = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.palette.mutedText};
`;

const control = css`
  min-height: ${theme.tapTarget};
  padding: ${theme.space.sm};
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

const Input = styled.input`${control}`;
const TextArea = styled.textarea`
  ${control};
  resize: vertical;
`;

export interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Marked '(opcjonalnie)' in the label; every other field is required. */
  optional?: boolean;
  multiline?: boolean;
  disabled?: boolean;
}

export function TextField(props: TextFieldProps) {
  const { name, label, value, onChange, error, hint, type = 'text', autoComplete, inputMode, optional, multiline, disabled } = props;
  const id = `${useId()}-${name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    name,
    value,
    autoComplete,
    disabled,
    required: !optional,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <Field>
      <Label htmlFor={id}>
        {label}
        {optional && ' (opcjonalnie)'}
      </Label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {multiline ? (
        <TextArea {...shared} rows={2} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input {...shared} type={type} inputMode={inputMode} onChange={(event) => onChange(event.target.value)} />
      )}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  );
}
