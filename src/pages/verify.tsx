import React, { useEffect, useState } from 'react';
import { Link, type HeadFC } from 'gatsby';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { Layout } from '../features/shell';
import { AccountForm, AccountPage, FormLinks, FormMessage, SubmitButton } from '../features/account';
import { TextField } from '../components/ui/text-field';
import { useAccountForm } from '../features/account';
import { Seo } from '../features/seo';
import { selectPendingEmail } from '../features/account';
import { recallPendingEmail, resendSignUpCode, ResendCodeButton, verifyEmail } from '../features/account';
import { ACCOUNT_MESSAGES, emailProblem } from '../features/account';
import { normalizeEmail } from '../../domain/rules/email';

const TITLE = 'Weryfikacja adresu e-mail';

export default function VerifyPage() {
  const dispatch = useAppDispatch();
  const pendingEmail = useAppSelector(selectPendingEmail);
  const { values, setValues, field, showErrors, formRef, busy, submitWith } = useAccountForm({ email: '', code: '' });
  const [failure, setFailure] = useState('');
  const [note, setNote] = useState('');

  // After a reload the store is empty: the e-mail comes back from this tab's sign-up.
  useEffect(() => {
    dispatch(recallPendingEmail());
  }, [dispatch]);
  useEffect(() => {
    if (pendingEmail) setValues((current) => (current.email ? current : { ...current, email: pendingEmail }));
  }, [pendingEmail, setValues]);

  // On success the thunk goes to the sign-in page.
  const submit = () => {
    const errors: Record<string, string> = {};
    const email = emailProblem(values.email);
    if (email) errors.email = email;
    if (!values.code.trim()) errors.code = ACCOUNT_MESSAGES.codeRequired;
    setFailure('');
    return submitWith(errors, async () => {
      try {
        await dispatch(verifyEmail(values.email, values.code));
      } catch (err) {
        setFailure(err instanceof Error ? err.message : String(err));
      }
    });
  };

  // A code that did not arrive or has expired: a new one to the address in the form.
  const resend = async (): Promise<boolean> => {
    setFailure('');
    setNote('');
    const problem = emailProblem(values.email);
    if (problem) {
      showErrors({ email: problem });
      return false;
    }
    try {
      await dispatch(resendSignUpCode(values.email));
    } catch (err) {
      setFailure(err instanceof Error ? err.message : String(err));
      return false;
    }
    setNote(`Wysłaliśmy nowy kod na adres ${normalizeEmail(values.email)}.`);
    return true;
  };

  return (
    <Layout width="narrow">
      <AccountPage title={TITLE} intro="Wpisz kod, który wysłaliśmy na Twój adres e-mail. Po potwierdzeniu możesz się zalogować.">
        <FormMessage>{failure}</FormMessage>
        <FormMessage tone="success">{note}</FormMessage>
        <AccountForm label="Potwierdź adres e-mail" onSubmit={submit} formRef={formRef}>
          <TextField {...field('email')} label="E-mail" type="email" autoComplete="email" />
          <TextField {...field('code')} label="Kod weryfikacyjny" autoComplete="one-time-code" inputMode="numeric" />
          <SubmitButton busy={busy} busyLabel="Sprawdzanie kodu…">
            Potwierdź
          </SubmitButton>
          <ResendCodeButton onResend={resend} />
        </AccountForm>
        <FormLinks>
          <li>
            <Link to="/auth/sign-in/">Masz już potwierdzone konto? Zaloguj się</Link>
          </li>
        </FormLinks>
      </AccountPage>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={TITLE} description="Potwierdź adres e-mail kodem z wiadomości, aby zalogować się na nowe konto." path={location.pathname} />
);
