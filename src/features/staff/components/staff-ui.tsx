/** Small styled pieces the panel's forms and cards share. */
import React, { forwardRef } from 'react';
import styled from 'styled-components';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { STAFF_TEXT } from './staff-text';
import { theme } from '../../../styles/theme';

export const Panel = styled.section`
  margin-bottom: ${theme.space.lg};
  padding: ${theme.space.md};
  border: 1px solid ${theme.palette.border};
  border-radius: ${theme.radii.md};
  h2 { margin-top: 0; font-size: ${theme.fontSizes.lg}; }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  margin: ${theme.space.sm} 0;
`;

/** The panel's compact button: the site's Button, small; framed unless a card's or form's main action says `variant="primary"`. */
export const SmallButton = forwardRef<HTMLButtonElement, ButtonProps>(function SmallButton({ variant = 'primary-reverse', ...props }, ref) {
  return <Button ref={ref} variant={variant} size="small" {...props} />;
});

const Radios = styled.fieldset`
  margin: 0 0 ${theme.space.md};
  label { display: inline-flex; align-items: center; gap: ${theme.space.xs}; min-height: ${theme.tapTarget}; margin-right: ${theme.space.md}; }
  input { width: 20px; height: 20px; margin: 0; }
`;

/** One choice of a few, as native radios (arrow keys move between them). */
export function RadioChoice<T extends string>(props: {
  legend: string;
  name: string;
  options: readonly (readonly [T, string])[];
  value: T;
  onChange: (value: T) => void;
}) {
  const { legend, name, options, value, onChange } = props;
  return (
    <Radios>
      <legend>{legend}</legend>
      {options.map(([option, label]) => (
        <label key={option}>
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          {label}
        </label>
      ))}
    </Radios>
  );
}

export const FieldError = styled.p`
  margin: ${theme.space.xs} 0 0;
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  color: ${theme.palette.error};
`;

const Status = styled.p<{ $error: boolean }>`
  min-height: 1.5em;
  margin: ${theme.space.sm} 0 0;
  font-weight: 600;
  color: ${({ $error }) => ($error ? theme.palette.error : theme.palette.text)};
`;

/** 'Zapisano' after a save, or the refusal; announced to screen readers. */
export function SaveStatus({ saved, error }: { saved: boolean; error: string }) {
  if (error) return <Status role="alert" $error>{error}</Status>;
  return <Status role="status" $error={false}>{saved ? STAFF_TEXT.saved : ''}</Status>;
}

/** The save button and its outcome, the same at the end of every shop form. */
export function SaveFooter({ form }: { form: { busy: boolean; saved: boolean; error: string } }) {
  return (
    <>
      <SmallButton type="submit" variant="primary" disabled={form.busy}>
        {STAFF_TEXT.save}
      </SmallButton>
      <SaveStatus saved={form.saved} error={form.error} />
    </>
  );
}
