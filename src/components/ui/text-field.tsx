/**
 * The one labelled text field of the account forms: label tied to the input, an optional
 * hint and the field's Polish error under it, both read with the field (aria-describedby),
 * aria-invalid while the error shows. `multiline` gives a textarea (addresses: the
 * street-address autofill token belongs to multi-line controls).
 */
import React, { useId, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { Field, fieldControl } from './field';

const Input = styled.input`${fieldControl}`;
const TextArea = styled.textarea`
  ${fieldControl};
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
  const change = (event: { target: { value: string } }) => onChange(event.target.value);
  return (
    <Field id={id} label={optional ? `${label} (opcjonalnie)` : label} hint={hint} error={error}>
      {(control) => {
        const shared = { ...control, name, value, autoComplete, disabled, required: !optional, onChange: change };
        return multiline ? <TextArea {...shared} rows={2} /> : <Input {...shared} type={type} inputMode={inputMode} />;
      }}
    </Field>
  );
}
