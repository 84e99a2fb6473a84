/**
 * /auth/sign-in/: the provider's wording on failure, home on success (signed in with the
 * details), the busy button while isAuthenticating, the links, the notes after an expired
 * session and after a password reset.
 */
import React from 'react';
import { screen } from '@testing-library/react';
import type { PageProps } from 'gatsby';
import SignInPage from '../../../src/pages/auth/sign-in';
import { PASSWORD_CHANGED_NOTE, SESSION_EXPIRED_NOTE } from '../../../src/features/account/components/account-text';
import { initialAccountState, selectAccount, selectCustomerName } from '../../../src/features/account/account-slice';
import { ACCOUNT_MESSAGES as M } from '../../../src/features/account/account-validation';
import { BASKET_KEY } from '../../../src/lib/storage';
import type { IdentitySession } from '../../../src/services/identity-client';
import { fakeIdentity, fakeSession } from '../../support/fake-services';
import { deferred, fill, DETAILS, providerError, renderAccountPage, settle, submit } from '../account-helpers';

type Location = Pick<PageProps, 'location'>['location'];
const at = (state?: unknown) => ({ pathname: '/auth/sign-in/', search: '', state }) as unknown as Location;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('/auth/sign-in/', () => {
  it('has labelled e-mail and password fields, and links to sign-up and the password reset', async () => {
    renderAccountPage(<SignInPage location={at()} />);
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Logowanie' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Hasło')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Nie masz konta? Załóż konto' })).toHaveAttribute('href', '/auth/sign-up/');
    expect(screen.getByRole('link', { name: 'Nie pamiętasz hasła?' })).toHaveAttribute('href', '/auth/forgot-password/');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says in Polish that the e-mail or password is wrong, whatever the provider's wording", async () => {
    const identity = fakeIdentity({
      signIn: jest.fn().mockRejectedValue(providerError('Incorrect username or password.', 'NotAuthorizedException')),
    });
    const { navigate, store } = renderAccountPage(<SignInPage location={at()} />, { identity });
    await settle();
    fill('E-mail', 'jan@example.pl');
    fill('Hasło', 'Zle-haslo1');
    await submit('Zaloguj się');

    expect(screen.getByRole('alert')).toHaveTextContent(/^Nieprawidłowy adres e-mail lub hasło\.$/);
    expect(selectAccount(store.getState()).signInError).toBe('Nieprawidłowy adres e-mail lub hasło.');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says "Logowanie…" while signing in, then goes home signed in with the details; the basket stays', async () => {
    localStorage.setItem(BASKET_KEY, JSON.stringify([{ id: 2001, name: 'Maki łosoś', price: 12.5, quantity: 2 }]));
    const answer = deferred<IdentitySession>();
    const identity = fakeIdentity({ signIn: jest.fn(() => answer.promise) });
    const { navigate, store, shopApi } = renderAccountPage(<SignInPage location={at()} />, {
      identity,
      api: { getCustomerDetails: jest.fn().mockResolvedValue(DETAILS) },
    });
    await settle();
    fill('E-mail', 'jan@example.pl');
    fill('Hasło', 'Sushi2024');
    await submit('Zaloguj się');

    expect(screen.getByRole('button', { name: 'Logowanie…' })).toBeDisabled();
    answer.resolve(fakeSession({ email: 'jan@example.pl', idToken: 'tok' }));
    await settle();

    expect(identity.signIn).toHaveBeenCalledWith('jan@example.pl', 'Sushi2024');
    expect(shopApi.getCustomerDetails).toHaveBeenCalledWith('tok', 'jan@example.pl');
    expect(navigate).toHaveBeenCalledWith('/');
    expect(selectCustomerName(store.getState())).toBe('Jan Kowalski');
    expect(store.getState().basket.items).toHaveLength(1);
  });

  it('refuses empty fields in Polish without asking the provider', async () => {
    const { identity } = renderAccountPage(<SignInPage location={at()} />);
    await settle();
    await submit('Zaloguj się');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(M.emailRequired);
    expect(screen.getByLabelText('Hasło')).toHaveAccessibleDescription(M.passwordRequired);
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(identity.signIn).not.toHaveBeenCalled();
  });

  it('after an expired session says so (the basket is kept) and offers the e-mail again', async () => {
    renderAccountPage(<SignInPage location={at()} />, {
      preloadedState: { account: { ...initialAccountState, customerDetails: DETAILS, sessionExpired: true } },
    });
    await settle();
    expect(screen.getByText(SESSION_EXPIRED_NOTE)).toHaveAttribute('role', 'status');
    expect(SESSION_EXPIRED_NOTE).toMatch(/koszyk został zachowany/);
    expect(screen.getByLabelText('E-mail')).toHaveValue('jan@example.pl');
  });

  it("does not greet a new visit with an earlier visit's failure", async () => {
    renderAccountPage(<SignInPage location={at({ passwordChanged: true })} />, {
      preloadedState: { account: { ...initialAccountState, signInError: 'Invalid password' } },
    });
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('after a password reset says the password was changed', async () => {
    renderAccountPage(<SignInPage location={at({ passwordChanged: true })} />);
    await settle();
    expect(screen.getByText(PASSWORD_CHANGED_NOTE)).toHaveAttribute('role', 'status');
  });
});
