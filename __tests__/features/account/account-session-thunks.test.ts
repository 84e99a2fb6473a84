/**
 * Session restore on page load, sign-out and password reset, with a fake identity service
 * and a fake shop API in the thunk extra argument and a navigate spy.
 */
import { selectAccount } from '../../../src/features/account/account-slice';
import {
  forgotPassword,
  PASSWORD_RESET_ERROR,
  signIn,
  signOut,
  submitNewPassword,
} from '../../../src/features/account/account-thunks';
import { restoreSession } from '../../../src/features/account/restore-session';
import { AccountError } from '../../../src/features/account/account-validation';
import { loadShopPage } from '../../../src/app/page-load';
import { itemAdded, selectBasketItems } from '../../../src/features/basket/basket-slice';
import type { ShopApi } from '../../../src/lib/shop-api';
import { createLazyIdentity, type Identity } from '../../../src/services/identity-client';
import { fakeIdentity, fakeSession, makeTestStore } from '../../support/fake-services';

const details = { email: 'jan@example.pl', name: 'Jan', phoneNumber: '600 100 200', address: 'ul. Długa 1, Warszawa', nip: '-' };
const providerError = (message: string, code: string) => Object.assign(new Error(message), { code });

function setup(identity: Partial<Identity> = {}, api: Partial<ShopApi> = {}) {
  return makeTestStore(api, undefined, { identity: fakeIdentity(identity) });
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('restoreSession', () => {
  it('without a stored session finishes at once and never imports the identity module', async () => {
    const load = jest.fn();
    const { store } = makeTestStore({}, undefined, { identity: createLazyIdentity({}, load) });
    await store.dispatch(restoreSession());
    expect(load).not.toHaveBeenCalled();
    expect(selectAccount(store.getState())).toMatchObject({ isAuthenticated: false, isAuthenticating: false, isSessionChecked: true });
  });

  it('restores the stored session with its details', async () => {
    const { store, shopApi } = setup(
      { hasStoredSession: jest.fn(() => true), getSession: jest.fn().mockResolvedValue(fakeSession({ idToken: 'tok' })) },
      { getCustomerDetails: jest.fn().mockResolvedValue({ ...details, email: 'jan@example.pl' }) },
    );
    const done = store.dispatch(restoreSession());
    expect(selectAccount(store.getState()).isAuthenticating).toBe(true);
    await done;
    expect(shopApi.getCustomerDetails).toHaveBeenCalledWith('tok', 'jan@example.pl');
    expect(selectAccount(store.getState())).toMatchObject({ isAuthenticated: true, isAuthenticating: false, customerDetails: details, isVerified: true });
  });

  it.each([
    ['the session is gone', { getSession: jest.fn().mockResolvedValue(null) }, {}],
    ['the identity provider fails', { getSession: jest.fn().mockRejectedValue(new Error('Network error')) }, {}],
    ['the details cannot be read', { getSession: jest.fn().mockResolvedValue(fakeSession()) }, { getCustomerDetails: jest.fn().mockRejectedValue(new Error('down')) }],
  ])('is silently ignored when %s', async (_case, identity, api) => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = setup({ hasStoredSession: () => true, ...identity }, api);
    await expect(store.dispatch(restoreSession())).resolves.toBeUndefined();
    expect(selectAccount(store.getState())).toMatchObject({ isAuthenticated: false, isAuthenticating: false, isSessionChecked: true, signInError: null });
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('runs as part of the shop page load', async () => {
    const { store } = setup({ hasStoredSession: () => true, getSession: jest.fn().mockResolvedValue(fakeSession()) }, { getCustomerDetails: jest.fn().mockResolvedValue(details) });
    await store.dispatch(loadShopPage());
    expect(selectAccount(store.getState()).isAuthenticated).toBe(true);
  });

  it('does nothing when already signed in (a later page of the same visit)', async () => {
    const { store, identity } = setup({ hasStoredSession: jest.fn(() => true) }, { getCustomerDetails: jest.fn().mockResolvedValue(details) });
    await store.dispatch(signIn('jan@example.pl', 'Haslo1234'));
    await store.dispatch(restoreSession());
    expect(identity.hasStoredSession).not.toHaveBeenCalled();
    expect(identity.getSession).not.toHaveBeenCalled();
  });
});

describe('signOut', () => {
  const line = { id: 2001, name: 'Maki', price: 20 };

  it('signs out, clears the user but not the basket, and goes home', async () => {
    const { store, identity, navigate } = setup({}, { getCustomerDetails: jest.fn().mockResolvedValue(details) });
    await store.dispatch(signIn('jan@example.pl', 'Haslo1234'));
    store.dispatch(itemAdded(line, 2));
    navigate.mockClear();

    await store.dispatch(signOut());

    expect(identity.signOut).toHaveBeenCalled();
    expect(selectAccount(store.getState())).toMatchObject({ isAuthenticated: false, customerDetails: { email: '', name: '' } });
    expect(selectBasketItems(store.getState())).toEqual([{ ...line, quantity: 2 }]);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('rethrows the service message; the local session is gone anyway, the basket stays', async () => {
    const { store, navigate } = setup({ signOut: jest.fn().mockRejectedValue(providerError('Network error', 'NetworkError')) }, { getCustomerDetails: jest.fn().mockResolvedValue(details) });
    await store.dispatch(signIn('jan@example.pl', 'Haslo1234'));
    store.dispatch(itemAdded(line, 1));
    navigate.mockClear();

    await expect(store.dispatch(signOut())).rejects.toThrow('Network error');
    expect(selectAccount(store.getState()).isAuthenticated).toBe(false);
    expect(selectBasketItems(store.getState())).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('password reset', () => {
  it('asks for a code with the lower-cased e-mail and says in Polish why it could not', async () => {
    const { store, identity } = setup();
    await store.dispatch(forgotPassword(' Jan@Example.PL'));
    expect(identity.forgotPassword).toHaveBeenCalledWith('jan@example.pl');

    const failing = setup({ forgotPassword: jest.fn().mockRejectedValue(providerError('Attempt limit exceeded', 'LimitExceededException')) });
    await expect(failing.store.dispatch(forgotPassword('jan@example.pl'))).rejects.toThrow('Zbyt wiele prób. Odczekaj kilka minut i spróbuj ponownie.');
  });

  it('answers an unknown e-mail as a known one: the form does not tell whether an account exists', async () => {
    const unknown = setup({ forgotPassword: jest.fn().mockRejectedValue(providerError('User does not exist.', 'UserNotFoundException')) });
    await expect(unknown.store.dispatch(forgotPassword('nikt@example.pl'))).resolves.toBeUndefined();
    expect(unknown.identity.forgotPassword).toHaveBeenCalledWith('nikt@example.pl');
  });

  it('sets the new password with the code', async () => {
    const { store, identity } = setup();
    await store.dispatch(submitNewPassword('Jan@example.pl', '123456', 'NoweHaslo5'));
    expect(identity.confirmNewPassword).toHaveBeenCalledWith('jan@example.pl', '123456', 'NoweHaslo5');
  });

  it.each([
    ['Nowe1', 'Hasło musi mieć co najmniej 8 znaków.'],
    ['nowehaslo5', 'Hasło musi zawierać wielką literę.'],
    ['NoweHaslo', 'Hasło musi zawierać cyfrę.'],
  ])('refuses the weak password %j before asking the provider', async (password, detail) => {
    const { store, identity } = setup();
    const error = await store.dispatch(submitNewPassword('jan@example.pl', '123456', password)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccountError);
    expect(error).toMatchObject({ message: PASSWORD_RESET_ERROR, fieldErrors: { newPassword: detail } });
    expect(identity.confirmNewPassword).not.toHaveBeenCalled();
  });

  it('a wrong code gives the Polish message of spec 8', async () => {
    const { store } = setup({ confirmNewPassword: jest.fn().mockRejectedValue(providerError('Invalid code', 'CodeMismatchException')) });
    await expect(store.dispatch(submitNewPassword('jan@example.pl', '000000', 'NoweHaslo5'))).rejects.toThrow(
      'Kod weryfikacyjny jest nieprawidłowy lub hasło nie spełnia wymagań: co najmniej 8 znaków, co najmniej jedna wielka litera i cyfra.',
    );
  });
});
