import React, { useState } from 'react';
import { Link, type HeadFC, type PageProps } from 'gatsby';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Layout } from '../../features/shell';
import { AccountForm, AccountPage, FormLinks, FormMessage, SubmitButton } from '../../features/account';
import { IDENTITY_TEXT, PASSWORD_CHANGED_NOTE, SESSION_EXPIRED_NOTE, type SignInLocationState } from '../../features/account';
import { TextField } from '../../components/ui/text-field';
import { useAccountForm } from '../../features/account';
import { Seo } from '../../features/seo';
import { selectIsAuthenticating, selectSessionExpired, selectSignedInEmail, selectSignInError } from '../../features/account';
import { signIn } from '../../features/account';
import { ACCOUNT_MESSAGES, emailProblem } from '../../features/account';

const TITLE = 'Logowanie';

export default function SignInPage({ location }: Pick<PageProps, 'location'>) {
  const dispatch = useAppDispatch();
  const isAuthenticating = useAppSelector(selectIsAuthenticating);
  const signInError = useAppSelector(selectSignInError);
  const sessionExpired = useAppSelector(selectSessionExpired);
  // After an expired session the store still knows who it was: offer that e-mail again.
  const knownEmail = useAppSelector(selectSignedInEmail);
  const { values, field, showErrors, formRef } = useAccountForm({ email: sessionExpired ? knownEmail : '', password: '' });
  // The store keeps the last failure of this visit; the page shows only its own attempts'.
  const [submitted, setSubmitted] = useState(false);
  const passwordChanged = (location?.state as SignInLocationState | null)?.passwordChanged === true;

  // On success the thunk goes home; a failure lands in signInError in Polish (D61).
  const submit = () => {
    const errors: Record<string, string> = {};
    const email = emailProblem(values.email);
    if (email) errors.email = email;
    if (!values.password) errors.password = ACCOUNT_MESSAGES.passwordRequired;
    showErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setSubmitted(true);
    void dispatch(signIn(values.email, values.password));
  };

  return (
    <Layout width="narrow">
      <AccountPage title={TITLE}>
        {sessionExpired && <FormMessage tone="success">{SESSION_EXPIRED_NOTE}</FormMessage>}
        {passwordChanged && <FormMessage tone="success">{PASSWORD_CHANGED_NOTE}</FormMessage>}
        <FormMessage>
          {submitted && signInError && (
            <>
              {signInError}
              {/* Not confirmed yet: the way on (the thunk told /verify/ the e-mail). */}
              {signInError === IDENTITY_TEXT.notConfirmed && (
                <>
                  {' '}
                  <Link to="/verify/">Wpisz kod lub wyślij go ponownie</Link>
                </>
              )}
            </>
          )}
        </FormMessage>
        <AccountForm label="Zaloguj się" onSubmit={submit} formRef={formRef}>
          <TextField {...field('email')} label="E-mail" type="email" autoComplete="username" />
          <TextField {...field('password')} label="Hasło" type="password" autoComplete="current-password" />
          <SubmitButton busy={isAuthenticating} busyLabel="Logowanie…">
            Zaloguj się
          </SubmitButton>
        </AccountForm>
        <FormLinks>
          <li>
            <Link to="/auth/forgot-password/">Nie pamiętasz hasła?</Link>
          </li>
          <li>
            <Link to="/auth/sign-up/">Nie masz konta? Załóż konto</Link>
          </li>
        </FormLinks>
      </AccountPage>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={TITLE} description="Zaloguj się, aby zamawiać szybciej i widzieć historię swoich zamówień." path={location.pathname} />
);
