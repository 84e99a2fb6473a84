/**
 * /auth/forgot-password/: step 1 asks the provider for a code (its refusal shown as is),
 * step 2 sets the new password with the code; any refusal shows the exact Polish message of
 * docs/behaviour.md §8; success leads to sign-in with a note.
 */
import React from 'react';
import { render, screen } from '@testing-library/react';
import type { HeadProps } from 'gatsby';
import ForgotPasswordPage, { Head } from '../../../src/pages/auth/forgot-password';
import { PASSWORD_HINT } from '../../../src/features/account/components/account-text';
import { PASSWORD_RESET_ERROR } from '../../../src/features/account/account-thunks';
import { ACCOUNT_MESSAGES as M } from '../../../src/features/account/account-validation';
import { fakeIdentity } from '../../support/fake-services';
import { fill, providerError, renderAccountPage, settle, spyGatsbyNavigate, submit } from '../account-helpers';

let navigate: jest.SpyInstance;
beforeEach(() => {
  navigate = spyGatsbyNavigate();
});
afterEach(() => navigate.mockRestore());

async function toStepTwo(identity = fakeIdentity()) {
  const page = renderAccountPage(<ForgotPasswordPage />, { identity });
  await settle();
  fill('E-mail', 'Jan@Example.pl');
  await submit('Wyślij kod');
  return page;
}

function fillNewPassword(code: string, password: string, repeat = password) {
  fill('Kod weryfikacyjny', code);
  fill('Nowe hasło', password);
  fill('Powtórz nowe hasło', repeat);
}

describe('/auth/forgot-password/', () => {
  it('sends the code, then sets the new password and goes to sign-in with a note', async () => {
    const { identity } = await toStepTwo();
    expect(identity.forgotPassword).toHaveBeenCalledWith('jan@example.pl');
    const code = screen.getByLabelText('Kod weryfikacyjny');
    expect(code).toHaveFocus();
    expect(code).toHaveAccessibleDescription('Jeśli konto z adresem jan@example.pl istnieje, wysłaliśmy na nie kod.');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByLabelText('Nowe hasło')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Nowe hasło')).toHaveAccessibleDescription(PASSWORD_HINT);

    fillNewPassword('123456', 'NoweHaslo9');
    await submit('Ustaw nowe hasło');

    expect(identity.confirmNewPassword).toHaveBeenCalledWith('jan@example.pl', '123456', 'NoweHaslo9');
    expect(navigate).toHaveBeenCalledWith('/auth/sign-in/', { state: { passwordChanged: true } });
  });

  it('shows the exact Polish message when the provider refuses the code', async () => {
    const identity = fakeIdentity({ confirmNewPassword: jest.fn().mockRejectedValue(providerError('Invalid code provided', 'CodeMismatchException')) });
    await toStepTwo(identity);
    fillNewPassword('000000', 'NoweHaslo9');
    await submit('Ustaw nowe hasło');

    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Kod weryfikacyjny jest nieprawidłowy lub hasło nie spełnia wymagań: co najmniej 8 znaków, co najmniej jedna wielka litera i cyfra\.$/,
    );
    expect(navigate).not.toHaveBeenCalled();
  });

  it('refuses a weak new password with the same message and says which part fails', async () => {
    const { identity } = await toStepTwo();
    fillNewPassword('123456', 'slabe');
    await submit('Ustaw nowe hasło');

    expect(screen.getByRole('alert')).toHaveTextContent(PASSWORD_RESET_ERROR);
    const field = screen.getByLabelText('Nowe hasło');
    expect(field).toHaveAccessibleDescription(`${PASSWORD_HINT} ${M.passwordTooShort} ${M.passwordNoCapital} ${M.passwordNoDigit}`);
    expect(field).toHaveFocus();
    expect(identity.confirmNewPassword).not.toHaveBeenCalled();
  });

  it('checks the code and the repeated password before asking', async () => {
    const { identity } = await toStepTwo();
    fillNewPassword('', 'NoweHaslo9', 'NoweHaslo8');
    await submit('Ustaw nowe hasło');
    expect(screen.getByLabelText('Kod weryfikacyjny')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(M.codeRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Powtórz nowe hasło')).toHaveAccessibleDescription(M.passwordsDiffer);
    expect(identity.confirmNewPassword).not.toHaveBeenCalled();
  });

  it('says in Polish why the code cannot be sent, and stays on step 1', async () => {
    const identity = fakeIdentity({ forgotPassword: jest.fn().mockRejectedValue(providerError('Attempt limit exceeded, please try after some time.', 'LimitExceededException')) });
    renderAccountPage(<ForgotPasswordPage />, { identity });
    await settle();
    fill('E-mail', 'jan@example.pl');
    await submit('Wyślij kod');
    expect(screen.getByRole('alert')).toHaveTextContent('Zbyt wiele prób. Odczekaj kilka minut i spróbuj ponownie.');
    expect(screen.queryByLabelText('Kod weryfikacyjny')).toBeNull();
  });

  it('has a Polish title', () => {
    const { container } = render(<Head {...({ location: { pathname: '/auth/forgot-password/' } } as HeadProps)} />);
    expect(container.querySelector('title')?.textContent).toMatch(/^Resetowanie hasła \| /);
  });
});
