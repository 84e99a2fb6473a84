/**
 * /verify/: the e-mail comes prefilled from this tab's sign-up (also after a reload), the
 * code field is a one-time-code field, a wrong code gets the thunk's Polish message and a
 * confirmed code leads to the sign-in page.
 */
import React from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { VerifyEmail } from '../../../../src/features/account/components/verify-email';
import { initialAccountState } from '../../../../src/features/account/account-slice';
import { savePendingDetails } from '../../../../src/features/account/account-pending-details';
import { VERIFY_CODE_ERROR } from '../../../../src/features/account/account-thunks';
import { ACCOUNT_MESSAGES as M } from '../../../../src/features/account/account-validation';
import { fakeIdentity } from '../../../support/fake-services';
import { fill, DETAILS, providerError, renderAccountPage, settle, submit } from '../../../pages/account-helpers';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('/verify/', () => {
  it('prefills the e-mail that signed up in this store', async () => {
    renderAccountPage(<VerifyEmail title="Weryfikacja adresu e-mail" />, { preloadedState: { account: { ...initialAccountState, pendingEmail: 'jan@example.pl' } } });
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Weryfikacja adresu e-mail' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('jan@example.pl');
    expect(screen.getByLabelText('Kod weryfikacyjny')).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByLabelText('Kod weryfikacyjny')).toHaveAttribute('inputmode', 'numeric');
  });

  it('after a reload finds the e-mail again in the tab (recallPendingEmail)', async () => {
    savePendingDetails({ ...DETAILS, email: 'ola@example.pl' });
    renderAccountPage(<VerifyEmail title="Weryfikacja adresu e-mail" />);
    await settle();
    expect(screen.getByLabelText('E-mail')).toHaveValue('ola@example.pl');
  });

  it('shows the Polish message for a wrong code and stays', async () => {
    const identity = fakeIdentity({ confirmSignUp: jest.fn().mockRejectedValue(providerError('Invalid code', 'CodeMismatchException')) });
    const { navigate } = renderAccountPage(<VerifyEmail title="Weryfikacja adresu e-mail" />, { identity });
    await settle();
    fill('E-mail', 'jan@example.pl');
    fill('Kod weryfikacyjny', '000000');
    await submit('Potwierdź');

    expect(screen.getByRole('alert')).toHaveTextContent(VERIFY_CODE_ERROR);
    expect(VERIFY_CODE_ERROR).toBe('Kod weryfikacyjny jest nieprawidłowy.');
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Potwierdź' })).toBeEnabled();
  });

  it('confirms the code and goes to the sign-in page', async () => {
    const { identity, navigate } = renderAccountPage(<VerifyEmail title="Weryfikacja adresu e-mail" />);
    await settle();
    fill('E-mail', 'Jan@Example.pl');
    fill('Kod weryfikacyjny', '123456');
    await submit('Potwierdź');

    expect(identity.confirmSignUp).toHaveBeenCalledWith('jan@example.pl', '123456');
    expect(navigate).toHaveBeenCalledWith('/auth/sign-in/');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for the e-mail and the code before asking the provider', async () => {
    const { identity } = renderAccountPage(<VerifyEmail title="Weryfikacja adresu e-mail" />);
    await settle();
    await submit('Potwierdź');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(M.emailRequired);
    expect(screen.getByLabelText('Kod weryfikacyjny')).toHaveAccessibleDescription(M.codeRequired);
    expect(identity.confirmSignUp).not.toHaveBeenCalled();
  });
});

describe("/verify/ 'Wyślij kod ponownie'", () => {
  const withEmail = { preloadedState: { account: { ...initialAccountState, pendingEmail: 'jan@example.pl' } } };

  it('sends a new code to the lower-cased e-mail, says so, and waits a minute before the next', async () => {
    jest.useFakeTimers();
    try {
      const identity = fakeIdentity();
      renderAccountPage(<VerifyEmail title="Weryfikacja adresu e-mail" />, { ...withEmail, identity });
      await act(async () => undefined);
      fill('E-mail', ' Jan@Example.PL ');
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Wyślij kod ponownie' })));
      expect(identity.resendSignUpCode).toHaveBeenCalledWith('jan@example.pl');
      expect(screen.getByText('Wysłaliśmy nowy kod na adres jan@example.pl.')).toHaveAttribute('role', 'status');
      expect(screen.getByRole('button', { name: 'Wyślij kod ponownie (za 60 s)' })).toBeDisabled();
      const secondPasses = () => act(async () => jest.advanceTimersByTime(1_000));
      for (let second = 0; second < 59; second += 1) await secondPasses();
      expect(screen.getByRole('button', { name: 'Wyślij kod ponownie (za 1 s)' })).toBeDisabled();
      await secondPasses();
      expect(screen.getByRole('button', { name: 'Wyślij kod ponownie' })).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says in Polish why no code went out, and lets the customer try again at once', async () => {
    const identity = fakeIdentity({ resendSignUpCode: jest.fn().mockRejectedValue(providerError('Attempt limit exceeded', 'LimitExceededException')) });
    renderAccountPage(<VerifyEmail title="Weryfikacja adresu e-mail" />, { ...withEmail, identity });
    await settle();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Wyślij kod ponownie' })));
    expect(screen.getByRole('alert')).toHaveTextContent('Zbyt wiele prób. Odczekaj kilka minut i spróbuj ponownie.');
    expect(screen.getByRole('button', { name: 'Wyślij kod ponownie' })).toBeEnabled();
  });

  it('asks for a valid e-mail before sending anything', async () => {
    const identity = fakeIdentity();
    renderAccountPage(<VerifyEmail title="Weryfikacja adresu e-mail" />, { identity });
    await settle();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Wyślij kod ponownie' })));
    expect(identity.resendSignUpCode).not.toHaveBeenCalled();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });
});

