/**
 * The frame of the account forms (sign-up, verify, sign-in, password reset), which their pages
 * put inside the shell's narrow Layout (the shell shows the account, so the account never
 * imports the shell): a column and its heading, the form-level message (errors as role=alert,
 * notes as role=status, so both are announced), the submit button with its busy wording,
 * and the row of links under the form.
 */
import React, { type FormEvent, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button';
import { InlineList } from '../../../components/ui/inline-list';
import { theme } from '../../../styles/theme';

const Column = styled.div`
  max-width: 32rem;
  margin: 0 auto;
`;

const StyledForm = styled.form`
  margin: ${theme.space.md} 0;
`;

const Message = styled.p<{ $tone: 'error' | 'success' }>`
  margin: ${theme.space.md} 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border-left: 4px solid ${({ $tone }) => ($tone === 'error' ? theme.palette.error : theme.palette.text)};
  background: ${theme.palette.surface};
  font-weight: 600;
  color: ${({ $tone }) => ($tone === 'error' ? theme.palette.error : theme.palette.text)};
`;

export const FormLinks = styled(InlineList)`
  gap: ${theme.space.sm} ${theme.space.lg};
  margin: ${theme.space.md} 0;
`;

export interface AccountPageProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

export function AccountPage({ title, intro, children }: AccountPageProps) {
  return (
    <Column>
      <h1>{title}</h1>
      {intro && <p>{intro}</p>}
      {children}
    </Column>
  );
}

/** An error (role=alert) or a note (role=status); nothing when there is no text. */
export function FormMessage({ tone = 'error', children }: { tone?: 'error' | 'success'; children?: ReactNode }) {
  if (!children) return null;
  return (
    <Message role={tone === 'error' ? 'alert' : 'status'} $tone={tone}>
      {children}
    </Message>
  );
}

export interface AccountFormProps {
  /** Accessible name of the form. */
  label: string;
  onSubmit: () => void;
  formRef?: RefObject<HTMLFormElement>;
  children: ReactNode;
}

/** Validation is the site's (Polish messages); the browser's own bubbles stay off. */
export function AccountForm({ label, onSubmit, formRef, children }: AccountFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <StyledForm ref={formRef} aria-label={label} noValidate onSubmit={submit}>
      {children}
    </StyledForm>
  );
}

export interface SubmitButtonProps {
  busy: boolean;
  /** What the button says while busy, e.g. 'Logowanie…'. */
  busyLabel: string;
  children: ReactNode;
}

export function SubmitButton({ busy, busyLabel, children }: SubmitButtonProps) {
  return (
    <Button type="submit" variant="primary-wide" disabled={busy} aria-busy={busy || undefined}>
      {busy ? busyLabel : children}
    </Button>
  );
}
