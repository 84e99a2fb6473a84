/** Small styled pieces the panel's forms and cards share. */
import React from 'react';
import styled from 'styled-components';
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

export const SmallButton = styled.button`
  min-height: ${theme.tapTarget};
  min-width: ${theme.tapTarget};
  padding: 0 ${theme.space.md};
  border: 2px solid ${theme.palette.inverseBackground};
  border-radius: ${theme.radii.sm};
  font: inherit;
  font-weight: 600;
  color: ${theme.palette.text};
  background: ${theme.palette.background};
  cursor: pointer;
  &[aria-pressed='true'], &[aria-selected='true'], &[data-primary='true'] {
    color: ${theme.palette.inverseText};
    background: ${theme.palette.inverseBackground};
  }
  &:disabled { cursor: not-allowed; opacity: 0.5; }
  &:focus-visible { outline: 3px solid ${theme.palette.focus}; outline-offset: 2px; }
`;

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
      <SmallButton type="submit" data-primary="true" disabled={form.busy}>
        {STAFF_TEXT.save}
      </SmallButton>
      <SaveStatus saved={form.saved} error={form.error} />
    </>
  );
}
