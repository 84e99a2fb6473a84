import React, { useState } from 'react';
import { Link, type HeadFC } from 'gatsby';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Layout } from '../../features/shell';
import { AccountForm, AccountPage, FormLinks, FormMessage, SubmitButton } from '../../features/account';
import { PASSWORD_HINT } from '../../features/account';
import { CustomerDetailsFields } from '../../features/account';
import { TextField } from '../../components/ui/text-field';
import { useAccountForm } from '../../features/account';
import { Seo } from '../../features/seo';
import { selectSignUpError } from '../../features/account';
import { signUp } from '../../features/account';
import { validateSignUp, type SignUpForm } from '../../features/account';

const TITLE = 'Rejestracja';

const EMPTY_FORM: SignUpForm = { email: '', password: '', repeatPassword: '', name: '', phoneNumber: '', address: '', nip: '' };

export default function SignUpPage() {
  const dispatch = useAppDispatch();
  const signUpError = useAppSelector(selectSignUpError);
  const { values, field, showErrors, formRef, busy, submitWith } = useAccountForm(EMPTY_FORM);
  // The store keeps the last failure of this visit; the page shows only its own attempts'.
  const [submitted, setSubmitted] = useState(false);

  // On success the thunk goes to /verify/; otherwise the messages go next to their fields.
  const submit = () =>
    submitWith(validateSignUp(values), async () => {
      setSubmitted(true);
      const outcome = await dispatch(signUp(values));
      if (!outcome.ok) showErrors(outcome.fieldErrors);
    });

  return (
    <Layout width="narrow">
      <AccountPage title={TITLE} intro="Załóż konto, aby zamawiać szybciej i widzieć historię swoich zamówień.">
        <FormMessage>{submitted && signUpError}</FormMessage>
        <AccountForm label="Załóż konto" onSubmit={submit} formRef={formRef}>
          <TextField {...field('email')} label="E-mail" type="email" autoComplete="email" />
          <TextField {...field('password')} label="Hasło" type="password" autoComplete="new-password" hint={PASSWORD_HINT} />
          <TextField {...field('repeatPassword')} label="Powtórz hasło" type="password" autoComplete="new-password" />
          <CustomerDetailsFields bind={field} />
          <p data-testid="sign-up-privacy">
            Twoje dane przetwarzamy, aby prowadzić konto i realizować zamówienia. Szczegóły i Twoje prawa:{' '}
            <Link to="/polityka-prywatnosci/">Polityka prywatności</Link>.
          </p>
          <SubmitButton busy={busy} busyLabel="Zakładanie konta…">
            Załóż konto
          </SubmitButton>
        </AccountForm>
        <FormLinks>
          <li>
            <Link to="/auth/sign-in/">Masz już konto? Zaloguj się</Link>
          </li>
        </FormLinks>
      </AccountPage>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={TITLE} description="Załóż konto, aby zamawiać szybciej i widzieć historię swoich zamówień." path={location.pathname} />
);
