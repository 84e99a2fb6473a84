/**
 * Who gets into /admin/: signed out -> the staff sign-in form; signed in but without the
 * 'staff' group in the ID token -> 'Brak dostępu' with a sign-out button; staff -> the panel.
 * The server checks the group again on every call; this only decides what to show.
 */
import React, { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectIsAuthenticated, selectIsAuthenticating, selectIsSessionChecked, selectSignedInEmail, selectSignInError, signIn, signOut } from '../../account';
import { selectStaffAccess } from '../staff-selectors';
import { useStaffSelector } from '../staff-store';
import { checkStaffAccess } from '../staff-thunks';
import { TextField } from '../../../components/ui/text-field';
import { Button } from '../../../components/ui/button';
import { STAFF_TEXT } from './staff-text';
import { FieldError } from './staff-ui';
import { theme } from '../../../styles/theme';

export const STAFF_PANEL_PATH = '/admin/';

const Box = styled.div`
  max-width: 420px;
  margin: ${theme.space.xl} auto;
  padding: 0 ${theme.space.md};
`;

function StaffSignIn() {
  const dispatch = useAppDispatch();
  const busy = useAppSelector(selectIsAuthenticating);
  const providerError = useAppSelector(selectSignInError);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setMissing('Podaj e-mail i hasło.');
      return;
    }
    setMissing('');
    void dispatch(signIn(email.trim(), password, STAFF_PANEL_PATH));
  };
  return (
    <Box>
      <h1>{STAFF_TEXT.signInTitle}</h1>
      <form onSubmit={submit} noValidate aria-label={STAFF_TEXT.signInTitle}>
        <TextField name="email" type="email" label="E-mail" value={email} onChange={setEmail} autoComplete="username" />
        <TextField name="password" type="password" label="Hasło" value={password} onChange={setPassword} autoComplete="current-password" />
        {(missing || providerError) && <FieldError role="alert">{missing || `Nie udało się zalogować: ${providerError}`}</FieldError>}
        <Button type="submit" variant="primary-wide" disabled={busy}>
          {busy ? 'Logowanie…' : 'Zaloguj'}
        </Button>
      </form>
    </Box>
  );
}

export function StaffGate({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const checked = useAppSelector(selectIsSessionChecked);
  const signedIn = useAppSelector(selectIsAuthenticated);
  const access = useStaffSelector(selectStaffAccess);
  const email = useAppSelector(selectSignedInEmail);

  useEffect(() => {
    if (signedIn && access === 'unknown') void dispatch(checkStaffAccess());
  }, [dispatch, signedIn, access]);

  if (!checked) return <Box role="status">{STAFF_TEXT.checking}</Box>;
  if (!signedIn) return <StaffSignIn />;
  if (access === 'unknown') return <Box role="status">{STAFF_TEXT.checking}</Box>;
  if (access === 'denied') {
    return (
      <Box>
        <h1>{STAFF_TEXT.title}</h1>
        <p role="alert">{STAFF_TEXT.noAccess}</p>
        <p>Zalogowano jako {email}.</p>
        <Button onClick={() => void dispatch(signOut(STAFF_PANEL_PATH)).catch(() => undefined)}>{STAFF_TEXT.signOut}</Button>
      </Box>
    );
  }
  return <>{children}</>;
}
