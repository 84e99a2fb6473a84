/**
 * The frame every labelled form field shares: the label tied to the control, an optional hint
 * and the field's error under it, both read with the control (aria-describedby), and
 * aria-invalid while the error shows. The control itself is the caller's: it receives the
 * wiring from the render function.
 */
import React, { type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { theme } from '../../styles/theme';

const Frame = styled.div`
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

/** Shared with the checkbox and the payment steps so every form error looks the same. */
export const ErrorText = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  color: ${theme.palette.error};
`;

/** The look of a field's input: framed, a tap target tall, red and thicker while invalid. */
export const fieldControl = css`
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

/** What the shell hands the control. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: string;
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export function Field({ id, label, hint, error, className, children }: FieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Frame className={className}>
      <Label htmlFor={id}>{label}</Label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Frame>
  );
}
