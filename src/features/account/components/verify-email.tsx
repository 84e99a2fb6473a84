/**
 * The verify page's content: the e-mailed sign-up code confirms the address (the e-mail comes
 * prefilled from this tab's sign-up, also after a reload), a new code on request; a confirmed
 * code leads to sign-in (the thunk navigates).
 */
import React, { useEffect, useState } from 'react';
import { Link } from 'gatsby';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { TextField } from '../../../components/ui/text-field';
import { normalizeEmail } from '../../../../domain/rules/email';
import { selectPendingEmail } from '../account-slice';
import { recallPendingEmail, resendSignUpCode, verifyEmail } from '../account-thunks';
import { ACCOUNT_MESSAGES, emailProblem } from '../account-validation';
import { AccountForm, AccountPage, FormLinks, FormMessage, SubmitButton } from './auth-form-layout';
import { ResendCodeButton } from './resend-code-button';
import { useAccountForm } from './use-account-form';

export function VerifyEmail({ title }: { title: string }) {
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
    <AccountPage title={title} intro="Wpisz kod, który wysłaliśmy na Twój adres e-mail. Po potwierdzeniu możesz się zalogować.">
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
  );
}
