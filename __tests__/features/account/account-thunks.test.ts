/**
 * Sign-up, verification and sign-in, with a fake identity service and a fake shop API in the
 * thunk extra argument and a navigate spy (restore, sign-out and reset: account-session-thunks).
 */
import { readPendingDetails } from '../../../src/features/account/account-pending-details';
import { selectAccount, selectPendingEmail } from '../../../src/features/account/account-slice';
import { IDENTITY_TEXT } from '../../../src/features/account/identity-messages';
import {
  recallPendingEmail,
  signIn,
  signUp,
  VERIFY_CODE_ERROR,
  verifyEmail,
} from '../../../src/features/account/account-thunks';
import type { SignUpForm } from '../../../src/features/account/account-validation';
import type { ShopApi } from '../../../src/lib/shop-api';
import type { Identity } from '../../../src/services/identity-client';
import { fakeIdentity, fakeSession, makeTestStore } from '../../support/fake-services';

const form: SignUpForm = {
  email: ' Jan@Example.PL ',
  password: 'Haslo1234',
  repeatPassword: 'Haslo1234',
  name: ' Jan ',
  phoneNumber: '600 100 200',
  address: 'ul. Długa 1, Warszawa',
  nip: '',
};
const details = { email: 'jan@example.pl', name: 'Jan', phoneNumber: '600 100 200', address: 'ul. Długa 1, Warszawa', nip: '-' };
const notFound = () => Object.assign(new Error('No details for this customer yet'), { status: 404 });
const providerError = (message: string, code: string) => Object.assign(new Error(message), { code });

function setup(identity: Partial<Identity> = {}, api: Partial<ShopApi> = {}) {
  return makeTestStore(api, undefined, { identity: fakeIdentity(identity) });
}

/** A promise the test settles itself, to look at the state in between. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('signUp', () => {
  it('refuses an invalid form with field messages and asks nobody', async () => {
    const { store, identity, navigate } = setup();
    const outcome = await store.dispatch(signUp({ ...form, password: 'haslo1234', repeatPassword: 'inne', email: 'x' }));
    expect(outcome).toEqual({
      ok: false,
      fieldErrors: {
        email: 'Adres e-mail jest nieprawidłowy.',
        password: 'Hasło musi zawierać wielką literę.',
        repeatPassword: 'Hasła nie są takie same.',
      },
    });
    expect(identity.signUp).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(selectAccount(store.getState()).isAuthenticating).toBe(false);
  });

  it('creates the account with the lower-cased e-mail, keeps the details for later and goes to /verify/', async () => {
    const answer = deferred<{ email: string; userConfirmed: boolean }>();
    const { store, identity, shopApi, navigate } = setup({ signUp: jest.fn(() => answer.promise) });

    const result = store.dispatch(signUp(form));
    expect(selectAccount(store.getState()).isAuthenticating).toBe(true);
    answer.resolve({ email: 'jan@example.pl', userConfirmed: false });

    await expect(result).resolves.toEqual({ ok: true });
    // All the details go with the account (D67), so another device's first sign-in finds them.
    expect(identity.signUp).toHaveBeenCalledWith({
      email: 'jan@example.pl',
      password: 'Haslo1234',
      name: 'Jan',
      phoneNumber: '600 100 200',
      address: 'ul. Długa 1, Warszawa',
      nip: '',
    });
    // No token yet: this tab also keeps the details (without passwords, nip '-') for its first sign-in.
    expect(shopApi.createCustomer).not.toHaveBeenCalled();
    expect(readPendingDetails()).toEqual(details);
    expect(sessionStorage.getItem('SUSHI_PENDING_PROFILE')).not.toMatch(/Haslo1234|password/i);
    expect(selectAccount(store.getState())).toMatchObject({ isAuthenticating: false, signUpError: null, pendingEmail: 'jan@example.pl' });
    expect(navigate).toHaveBeenCalledWith('/verify/');
  });

  it("says in Polish that the account exists (never the provider's English), or that it could not be made", async () => {
    const { store, navigate } = setup({ signUp: jest.fn().mockRejectedValue(providerError('User already exists', 'UsernameExistsException')) });
    await expect(store.dispatch(signUp(form))).resolves.toEqual({ ok: false, fieldErrors: {} });
    expect(selectAccount(store.getState())).toMatchObject({ isAuthenticating: false, signUpError: IDENTITY_TEXT.accountExists });
    expect(readPendingDetails()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();

    const silent = setup({ signUp: jest.fn().mockRejectedValue({}) });
    await silent.store.dispatch(signUp(form));
    expect(selectAccount(silent.store.getState()).signUpError).toBe('Nie udało się założyć konta. Spróbuj ponownie za chwilę.');
  });

  it('the verify page finds the e-mail again after a reload', async () => {
    await setup().store.dispatch(signUp(form));
    const { store } = setup(); // a new page load: a new store
    store.dispatch(recallPendingEmail());
    expect(selectPendingEmail(store.getState())).toBe('jan@example.pl');
  });

  it('/verify/ opened on its own knows the e-mail of a sign-up or sign-in just attempted in the tab, until sign-in succeeds', async () => {
    await setup({ signUp: jest.fn().mockRejectedValue(providerError('Error creating account', 'InternalErrorException')) }).store.dispatch(signUp(form));
    const afterSignUp = setup().store; // /verify/ opened by hand: a new page load
    afterSignUp.dispatch(recallPendingEmail());
    expect(selectPendingEmail(afterSignUp.getState())).toBe('jan@example.pl');

    const refused = setup({ signIn: jest.fn().mockRejectedValue(providerError('User is not confirmed.', 'UserNotConfirmedException')) });
    await refused.store.dispatch(signIn(' Ewa@Example.pl ', 'Haslo1234'));
    const afterSignIn = setup().store;
    afterSignIn.dispatch(recallPendingEmail());
    expect(selectPendingEmail(afterSignIn.getState())).toBe('ewa@example.pl');

    await setup().store.dispatch(signIn('ewa@example.pl', 'Haslo1234'));
    const afterSuccess = setup().store;
    afterSuccess.dispatch(recallPendingEmail());
    expect(selectPendingEmail(afterSuccess.getState())).toBe('');
  });
});

describe('verifyEmail', () => {
  it('confirms the code and goes to sign-in', async () => {
    const { store, identity, navigate } = setup();
    await store.dispatch(verifyEmail('Jan@Example.pl', '123456'));
    expect(identity.confirmSignUp).toHaveBeenCalledWith('jan@example.pl', '123456');
    expect(navigate).toHaveBeenCalledWith('/auth/sign-in/');
  });

  it('a wrong, expired or empty code each gets its Polish message', async () => {
    const wrong = setup({ confirmSignUp: jest.fn().mockRejectedValue(providerError('Invalid code', 'CodeMismatchException')) });
    await expect(wrong.store.dispatch(verifyEmail('jan@example.pl', '000000'))).rejects.toThrow(VERIFY_CODE_ERROR);
    expect(VERIFY_CODE_ERROR).toBe('Kod weryfikacyjny jest nieprawidłowy.');
    expect(wrong.navigate).not.toHaveBeenCalled();

    const expired = setup({ confirmSignUp: jest.fn().mockRejectedValue(providerError('Code expired', 'ExpiredCodeException')) });
    await expect(expired.store.dispatch(verifyEmail('jan@example.pl', '123456'))).rejects.toThrow('Kod weryfikacyjny wygasł. Wyślij nowy kod.');

    const empty = setup({ confirmSignUp: jest.fn().mockRejectedValue(providerError('Confirmation code cannot be empty', 'InvalidParameterException')) });
    await expect(empty.store.dispatch(verifyEmail('jan@example.pl', ''))).rejects.toThrow(IDENTITY_TEXT.invalidInput);
  });
});

describe('signIn', () => {
  it('stores the details, marks authenticated, clears both errors and goes home', async () => {
    const answer = deferred<ReturnType<typeof fakeSession>>();
    const { store, identity, shopApi, navigate } = setup(
      { signIn: jest.fn(() => answer.promise) },
      { getCustomerDetails: jest.fn().mockResolvedValue(details) },
    );
    store.dispatch({ type: 'account/signUpFailed', payload: { message: 'old' } });

    const done = store.dispatch(signIn('jan@example.pl', 'Haslo1234'));
    expect(selectAccount(store.getState()).isAuthenticating).toBe(true);
    answer.resolve(fakeSession({ email: 'jan@example.pl', idToken: 'tok', emailVerified: false }));
    await done;

    expect(identity.signIn).toHaveBeenCalledWith('jan@example.pl', 'Haslo1234');
    expect(shopApi.getCustomerDetails).toHaveBeenCalledWith('tok', 'jan@example.pl');
    expect(selectAccount(store.getState())).toMatchObject({
      customerDetails: details,
      isAuthenticated: true,
      isAuthenticating: false,
      isVerified: false,
      signInError: null,
      signUpError: null,
    });
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('after sign-up, the first sign-in creates the details without passwords and with nip "-"', async () => {
    const { store, shopApi } = setup();
    await store.dispatch(signUp(form));
    await store.dispatch(signIn('jan@example.pl', 'Haslo1234'));

    expect(shopApi.getCustomerDetails).toHaveBeenCalled(); // answered 404
    expect(shopApi.createCustomer).toHaveBeenCalledWith('id-token-1', details);
    expect(readPendingDetails()).toBeNull();
    expect(selectAccount(store.getState())).toMatchObject({ isAuthenticated: true, customerDetails: details, pendingEmail: '' });
  });

  it('without kept details (another tab or device) starts with just the e-mail', async () => {
    const { store, shopApi } = setup({}, { getCustomerDetails: jest.fn().mockRejectedValue(notFound()) });
    await store.dispatch(signIn('jan@example.pl', 'Haslo1234'));
    expect(shopApi.createCustomer).not.toHaveBeenCalled();
    expect(selectAccount(store.getState()).customerDetails).toEqual({ email: 'jan@example.pl', name: '', phoneNumber: '', address: '', nip: '-' });
  });

  it('never uses the kept details of another e-mail', async () => {
    await setup().store.dispatch(signUp(form));
    const { store, shopApi } = setup({ signIn: jest.fn(async () => fakeSession({ email: 'ktos@example.pl' })) });
    await store.dispatch(signIn('ktos@example.pl', 'Haslo1234'));
    expect(shopApi.createCustomer).not.toHaveBeenCalled();
    expect(readPendingDetails()).toEqual(details);
  });

  it('signs in with the kept details when creating them fails, and keeps them for the next time', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await setup().store.dispatch(signUp(form));
    const { store } = setup({}, { createCustomer: jest.fn().mockRejectedValue(new Error('down')) });
    await store.dispatch(signIn('jan@example.pl', 'Haslo1234'));
    expect(selectAccount(store.getState())).toMatchObject({ isAuthenticated: true, customerDetails: details });
    expect(readPendingDetails()).toEqual(details);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('a failure puts the Polish sentence in signInError and stays on the page', async () => {
    const { store, navigate } = setup({
      signIn: jest.fn().mockRejectedValue(providerError('Incorrect username or password.', 'NotAuthorizedException')),
    });
    await store.dispatch(signIn('jan@example.pl', 'zle'));
    expect(selectAccount(store.getState())).toMatchObject({
      isAuthenticated: false,
      isAuthenticating: false,
      signInError: 'Nieprawidłowy adres e-mail lub hasło.',
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('fails when the details cannot be read (a broken API must not look like empty details)', async () => {
    const { store } = setup({}, { getCustomerDetails: jest.fn().mockRejectedValue(Object.assign(new Error('Internal Server Error'), { status: 500 })) });
    await store.dispatch(signIn('jan@example.pl', 'Haslo1234'));
    expect(selectAccount(store.getState())).toMatchObject({ isAuthenticated: false, signInError: 'Internal Server Error' });
  });
});
