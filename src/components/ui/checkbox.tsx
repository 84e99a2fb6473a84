/**
 * Native checkbox with its label; the whole label row is the tap target (44 px high), and an
 * optional error is tied to the box with aria-describedby.
 */
import React, { type ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorText } from './field';
import { theme } from '../../styles/theme';

const Wrapper = styled.div`
  margin-bottom: ${theme.space.md};
`;

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: ${theme.tapTarget};
  cursor: pointer;
`;

const Box = styled.input`
  flex: none;
  width: 22px;
  height: 22px;
  margin: 0;
  accent-color: ${theme.palette.inverseBackground};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${theme.palette.focus};
    outline-offset: 2px;
  }
`;

export interface CheckboxProps {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

export function Checkbox({ id, label, checked, onChange, error, required, disabled }: CheckboxProps) {
  const errorId = `${id}-error`;
  return (
    <Wrapper>
      <Label htmlFor={id}>
        <Box
          id={id}
          type="checkbox"
          checked={checked}
          required={required}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>{label}</span>
      </Label>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Wrapper>
  );
}
