/**
 * /auth/sign-up/: labelled fields with autofill tokens, the thunk's Polish field errors next
 * to their fields (the password message names the part of the rule that fails), the
 * provider's refusal in an alert, and /verify/ after a successful sign-up.
 */
import React from 'react';
import { render, screen, within } from '@testing-library/react';
import type { HeadProps } from 'gatsby';
import SignUpPage, { Head } from '../../../src/pages/auth/sign-up';
import { PASSWORD_HINT } from '../../../src/features/account/components/account-text';
import { ACCOUNT_MESSAGES as M } from '../../../src/features/account/account-validation';
import { readPendingDetails } from '../../../src/features/account/account-pending-details';
import { fakeIdentity } from '../../support/fake-services';
import { deferred, fill, providerError, renderAccountPage, settle, submit } from '../account-helpers';

const VALID = {
  'E-mail': ' Jan@Example.PL ',
  Hasło: 'Sushi2024',
  'Powtórz hasło': 'Sushi2024',
  'Imię i nazwisko': 'Jan Kowalski',
  Telefon: '600 100 200',
  'Adres dostawy': 'ul. Długa 1, Warszawa',
};

function fillForm(fields: Partial<Record<keyof typeof VALID, string>> = {}) {
  for (const [label, value] of Object.entries({ ...VALID, ...fields })) fill(label, value);
}

async function renderSignUp(identity = fakeIdentity()) {
  const page = renderAccountPage(<SignUpPage />, { identity });
  await settle();
  return page;
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('/auth/sign-up/', () => {
  it('has a labelled field for every value with the right autofill token', async () => {
    await renderSignUp();
    expect(screen.getByRole('heading', { level: 1, name: 'Rejestracja' })).toBeInTheDocument();
    const tokens: [string, string][] = [
      ['E-mail', 'email'],
      ['Hasło', 'new-password'],
      ['Powtórz hasło', 'new-password'],
      ['Imię i nazwisko', 'name'],
      ['Telefon', 'tel'],
      ['Adres dostawy', 'street-address'],
      ['NIP (opcjonalnie)', 'off'],
    ];
    for (const [label, token] of tokens) expect(screen.getByLabelText(label)).toHaveAttribute('autocomplete', token);
    expect(screen.getByLabelText('Hasło')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Hasło')).toHaveAccessibleDescription(PASSWORD_HINT);
    expect(screen.getByLabelText('Telefon')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('NIP (opcjonalnie)')).not.toBeRequired();
    expect(screen.getByLabelText('E-mail')).toBeRequired();
    expect(screen.getByRole('link', { name: 'Masz już konto? Zaloguj się' })).toHaveAttribute('href', '/auth/sign-in/');
  });

  it.each([
    ['Abc1', [M.passwordTooShort]],
    ['abcdefg1', [M.passwordNoCapital]],
    ['Abcdefgh', [M.passwordNoDigit]],
    ['abcdefgh', [M.passwordNoCapital, M.passwordNoDigit]],
    ['abc', [M.passwordTooShort, M.passwordNoCapital, M.passwordNoDigit]],
  ])('refuses the password %p saying which part of the rule fails', async (password, messages) => {
    const { identity, navigate } = await renderSignUp();
    fillForm({ Hasło: password, 'Powtórz hasło': password });
    await submit('Załóż konto');

    const field = screen.getByLabelText('Hasło');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(`${PASSWORD_HINT} ${messages.join(' ')}`);
    expect(field).toHaveFocus(); // the only invalid field: the keyboard lands on it
    expect(identity.signUp).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows every missing value next to its field and focuses the first', async () => {
    await renderSignUp();
    fill('NIP (opcjonalnie)', '123');
    await submit('Załóż konto');
    const described: [string, string][] = [
      ['E-mail', M.emailRequired],
      ['Powtórz hasło', M.repeatPasswordRequired],
      ['Imię i nazwisko', M.nameRequired],
      ['Telefon', `Np. 600 100 200. ${M.phoneRequired}`],
      ['NIP (opcjonalnie)', `Tylko jeśli potrzebujesz faktury. ${M.nipInvalid}`],
    ];
    for (const [label, message] of described) expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    // Correcting a field takes its message away.
    fill('E-mail', 'jan@example.pl');
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
  });

  it('creates the account (e-mail lower-cased), keeps the details without passwords, goes to /verify/', async () => {
    const answer = deferred<{ email: string; userConfirmed: boolean }>();
    const identity = fakeIdentity({ signUp: jest.fn(() => answer.promise) });
    const { navigate } = await renderSignUp(identity);
    fillForm();
    await submit('Załóż konto');

    expect(screen.getByRole('button', { name: 'Zakładanie konta…' })).toBeDisabled();
    expect(identity.signUp).toHaveBeenCalledWith({
      email: 'jan@example.pl',
      password: 'Sushi2024',
      name: 'Jan Kowalski',
      phoneNumber: '600 100 200',
      address: 'ul. Długa 1, Warszawa',
      nip: '',
    });
    answer.resolve({ email: 'jan@example.pl', userConfirmed: false });
    await settle();

    expect(navigate).toHaveBeenCalledWith('/verify/');
    expect(readPendingDetails()).toEqual({ email: 'jan@example.pl', name: 'Jan Kowalski', phoneNumber: '600 100 200', address: 'ul. Długa 1, Warszawa', nip: '-' });
  });

  it('links the privacy policy before the button', async () => {
    await renderSignUp(fakeIdentity());
    const note = screen.getByTestId('sign-up-privacy');
    expect(within(note).getByRole('link', { name: 'Polityka prywatności' })).toHaveAttribute('href', '/polityka-prywatnosci/');
    expect(note.compareDocumentPosition(screen.getByRole('button', { name: 'Załóż konto' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the refusal in Polish in an alert and stays', async () => {
    const identity = fakeIdentity({ signUp: jest.fn().mockRejectedValue(providerError('User already exists', 'UsernameExistsException')) });
    const { navigate } = await renderSignUp(identity);
    fillForm();
    await submit('Załóż konto');

    expect(screen.getByRole('alert')).toHaveTextContent('Konto z tym adresem e-mail już istnieje. Zaloguj się albo skorzystaj z „Nie pamiętasz hasła?”.');
    expect(screen.getByRole('button', { name: 'Załóż konto' })).toBeEnabled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('has a Polish title', () => {
    const { container } = render(<Head {...({ location: { pathname: '/auth/sign-up/' } } as HeadProps)} />);
    expect(container.querySelector('title')?.textContent).toMatch(/^Rejestracja \| /);
  });
});
