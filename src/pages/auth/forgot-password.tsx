import React, { useEffect, useRef, useState } from 'react';
import { Link, navigate, type HeadFC } from 'gatsby';
import { useAppDispatch } from '../../app/hooks';
import { Layout } from '../../features/shell';
import { AccountForm, AccountPage, FormLinks, FormMessage, SubmitButton } from '../../features/account';
import { PASSWORD_HINT, type SignInLocationState } from '../../features/account';
import { TextField } from '../../components/ui/text-field';
import { useAccountForm, type Errors } from '../../features/account';
import { Seo } from '../../features/seo';
import { Button } from '../../components/ui/button';
import { forgotPassword, PASSWORD_RESET_ERROR, PATHS, submitNewPassword } from '../../features/account';
import { AccountError, ACCOUNT_MESSAGES, emailProblem, passwordProblem, ResendCodeButton } from '../../features/account';
import { normalizeEmail } from '../../../domain/rules/email';

const TITLE = 'Resetowanie hasła';

type ResetForm = { email: string; code: string; newPassword: string; repeatPassword: string };

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

export default function ForgotPasswordPage() {
  const dispatch = useAppDispatch();
  const [step, setStep] = useState<'request' | 'reset'>('request');
  const [failure, setFailure] = useState('');
  const { values, field, showErrors, formRef, busy, submitWith } = useAccountForm<ResetForm>({
    email: '',
    code: '',
    newPassword: '',
    repeatPassword: '',
  });

  // A new step replaces the form: the focus goes to its first field, not to the page's top.
  const stepShown = useRef(false);
  useEffect(() => {
    if (stepShown.current) formRef.current?.querySelector<HTMLElement>('input')?.focus();
    stepShown.current = true;
  }, [step, formRef]);

  // Step 1: the provider e-mails a code; a refusal is shown in Polish (docs/decisions.md D61).
  const requestCode = () => {
    const email = emailProblem(values.email);
    setFailure('');
    return submitWith(email ? { email } : {}, async () => {
      try {
        await dispatch(forgotPassword(values.email));
        setStep('reset');
      } catch (err) {
        setFailure(messageOf(err));
      }
    });
  };

  // Step 2, the code did not come or has expired: a new one, to the same address.
  const resendCode = async (): Promise<boolean> => {
    setFailure('');
    try {
      await dispatch(forgotPassword(values.email));
      return true;
    } catch (err) {
      setFailure(messageOf(err));
      return false;
    }
  };

  // Step 2: code and new password; any refusal gives the one Polish message of docs/behaviour.md §8.
  const resetPassword = () => {
    const errors: Errors<ResetForm> = {};
    if (!values.code.trim()) errors.code = ACCOUNT_MESSAGES.codeRequired;
    const weak = passwordProblem(values.newPassword);
    if (weak) errors.newPassword = weak;
    if (!values.repeatPassword) errors.repeatPassword = ACCOUNT_MESSAGES.repeatPasswordRequired;
    else if (values.repeatPassword !== values.newPassword) errors.repeatPassword = ACCOUNT_MESSAGES.passwordsDiffer;
    // The thunk refuses a weak password with the docs/behaviour.md §8 message: say it before asking too.
    setFailure(weak ? PASSWORD_RESET_ERROR : '');
    return submitWith(errors, async () => {
      try {
        await dispatch(submitNewPassword(values.email, values.code, values.newPassword));
      } catch (err) {
        setFailure(messageOf(err));
        if (err instanceof AccountError) showErrors(err.fieldErrors);
        return;
      }
      const state: SignInLocationState = { passwordChanged: true };
      void navigate(PATHS.signIn, { state });
    });
  };

  return (
    <Layout width="narrow">
      <AccountPage
        title={TITLE}
        intro="Podaj adres e-mail konta. Wyślemy na niego kod, którym ustawisz nowe hasło."
      >
        <FormMessage>{failure}</FormMessage>
        {step === 'request' ? (
          <AccountForm key="request" label="Wyślij kod" onSubmit={requestCode} formRef={formRef}>
            <TextField {...field('email')} label="E-mail" type="email" autoComplete="email" />
            <SubmitButton busy={busy} busyLabel="Wysyłanie…">
              Wyślij kod
            </SubmitButton>
          </AccountForm>
        ) : (
          <AccountForm key="reset" label="Ustaw nowe hasło" onSubmit={resetPassword} formRef={formRef}>
            <TextField
              {...field('code')}
              label="Kod weryfikacyjny"
              hint={`Jeśli konto z adresem ${normalizeEmail(values.email)} istnieje, wysłaliśmy na nie kod.`}
              autoComplete="one-time-code"
              inputMode="numeric"
            />
            <TextField {...field('newPassword')} label="Nowe hasło" type="password" autoComplete="new-password" hint={PASSWORD_HINT} />
            <TextField {...field('repeatPassword')} label="Powtórz nowe hasło" type="password" autoComplete="new-password" />
            <SubmitButton busy={busy} busyLabel="Zapisywanie…">
              Ustaw nowe hasło
            </SubmitButton>
            <ResendCodeButton onResend={resendCode} />
            <Button variant="link" onClick={() => setStep('request')}>
              Zmień adres e-mail
            </Button>
          </AccountForm>
        )}
        <FormLinks>
          <li>
            <Link to="/auth/sign-in/">Wróć do logowania</Link>
          </li>
        </FormLinks>
      </AccountPage>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={TITLE} description="Nie pamiętasz hasła? Wyślemy kod na Twój e-mail i ustawisz nowe hasło." path={location.pathname} />
);
