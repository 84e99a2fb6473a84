import { accountReducer, initialAccountState, selectAccount, selectIsAuthenticated, selectIsAuthenticating, selectIsFetchingUserOrder, selectIsSessionChecked, selectIsUpdatingUserData, selectIsVerified, selectPendingEmail, selectSessionExpired, selectSignInError, selectSignUpError, selectUserData, selectUserDataError, selectUserName, selectUserOrders, sessionRestoreFinished, sessionRestoreStarted, type AccountState, type UserOrder } from '../../../src/features/account/account-slice';
import { ordersFetched, ordersFetchFailed, ordersFetchStarted, pendingEmailRecalled, sessionExpired, signedIn, signedOut, signedUp, signInFailed, signInStarted, signUpFailed, signUpStarted, userDataSaved, userDataSaveFailed, userDataSaveStarted } from '../../../src/features/account/account-events';

const user = { phoneNumber: '500600700', address: 'ul. Rybna 1', email: 'ala@example.com', name: 'Ala', nip: '-' };
const order = { id: 'o-1', createdAt: '2025-01-01T12:00:00Z' } as UserOrder;
const reduce = (state: AccountState, ...actions: { type: string }[]) => actions.reduce(accountReducer, state);

describe('account reducer', () => {
  it('starts signed out with the spec fields and the session not checked yet', () => {
    expect(accountReducer(undefined, { type: '@@INIT' })).toEqual({
      userData: { phoneNumber: '', address: '', email: '', name: '', nip: '' },
      isAuthenticated: false,
      isAuthenticating: false,
      signInError: null,
      signUpError: null,
      isFetchingUserOrder: false,
      userOrders: [],
      isUpadingUserData: false,
      isVerified: false,
      userDataError: null,
      sessionExpired: false,
      isSessionChecked: false,
      pendingEmail: '',
    });
  });

  it('signing in sets the user data, marks authenticated and clears both errors and the expiry', () => {
    const before = {
      ...initialAccountState,
      isAuthenticating: true,
      signInError: 'Incorrect username or password.',
      signUpError: 'x',
      sessionExpired: true,
      pendingEmail: 'ala@example.com',
    };
    const state = accountReducer(before, signedIn({ ...user, extra: 'no' } as typeof user, true));
    expect(state).toMatchObject({
      userData: user,
      isAuthenticated: true,
      isAuthenticating: false,
      signInError: null,
      signUpError: null,
      isVerified: true,
      sessionExpired: false,
      isSessionChecked: true,
      pendingEmail: '',
    });
    expect(state.userData).not.toHaveProperty('extra');
  });

  it('sign-in: started turns the flag on and clears the old error; failed keeps the wording', () => {
    const started = accountReducer({ ...initialAccountState, signInError: 'old' }, signInStarted());
    expect(started).toMatchObject({ isAuthenticating: true, signInError: null });
    const failed = accountReducer(started, signInFailed('Incorrect username or password.'));
    expect(failed).toMatchObject({ isAuthenticating: false, isAuthenticated: false, signInError: 'Incorrect username or password.' });
  });

  it('sign-up: started, failed with the message, succeeded remembering the e-mail', () => {
    const started = accountReducer({ ...initialAccountState, signUpError: 'old' }, signUpStarted());
    expect(started).toMatchObject({ isAuthenticating: true, signUpError: null });
    expect(accountReducer(started, signUpFailed('User already exists'))).toMatchObject({
      isAuthenticating: false,
      signUpError: 'User already exists',
    });
    expect(accountReducer(started, signedUp('ala@example.com'))).toMatchObject({
      isAuthenticating: false,
      signUpError: null,
      pendingEmail: 'ala@example.com',
      isAuthenticated: false,
    });
    expect(accountReducer(initialAccountState, pendingEmailRecalled('b@c.pl')).pendingEmail).toBe('b@c.pl');
  });

  it('session restore: the flag is on while restoring; it ends signed in or just checked', () => {
    const started = accountReducer(initialAccountState, sessionRestoreStarted());
    expect(started.isAuthenticating).toBe(true);
    expect(accountReducer(started, sessionRestoreFinished(null))).toEqual({ ...initialAccountState, isSessionChecked: true });
    expect(accountReducer(started, sessionRestoreFinished({ userData: user, isVerified: false }))).toMatchObject({
      userData: user,
      isAuthenticated: true,
      isAuthenticating: false,
      isVerified: false,
      isSessionChecked: true,
    });
  });

  it('an expired session is no longer authenticated but keeps the data for signing in again', () => {
    const state = reduce(initialAccountState, signedIn(user, true), sessionExpired());
    expect(state).toMatchObject({ isAuthenticated: false, sessionExpired: true, userData: user });
  });

  it('saving user data: flag while saving, then the saved data or a message', () => {
    const started = reduce(initialAccountState, signedIn(user, true), userDataSaveFailed('x'), userDataSaveStarted());
    expect(started).toMatchObject({ isUpadingUserData: true, userDataError: null });
    expect(accountReducer(started, userDataSaved({ ...user, name: 'Alicja' }))).toMatchObject({
      isUpadingUserData: false,
      userData: { ...user, name: 'Alicja' },
    });
    expect(accountReducer(started, userDataSaveFailed('Nie udało się zapisać danych.'))).toMatchObject({
      isUpadingUserData: false,
      userData: user,
      userDataError: 'Nie udało się zapisać danych.',
    });
  });

  it('orders: flag while fetching, then the list; a failure only ends the flag', () => {
    const started = accountReducer(initialAccountState, ordersFetchStarted());
    expect(started.isFetchingUserOrder).toBe(true);
    expect(accountReducer(started, ordersFetched([order]))).toMatchObject({ isFetchingUserOrder: false, userOrders: [order] });
    expect(accountReducer({ ...started, userOrders: [order] }, ordersFetchFailed())).toMatchObject({
      isFetchingUserOrder: false,
      userOrders: [order],
    });
  });

  it('signing out clears the user data, the flag and the orders; the session stays checked', () => {
    const signed = reduce(initialAccountState, signedIn(user, true), ordersFetched([order]));
    expect(accountReducer(signed, signedOut())).toEqual({ ...initialAccountState, isSessionChecked: true });
  });
});

describe('account selectors', () => {
  it('select authentication and the greeting name', () => {
    const out = { account: initialAccountState };
    const inn = { account: accountReducer(undefined, signedIn(user, false)) };
    expect(selectIsAuthenticated(out)).toBe(false);
    expect(selectUserName(out)).toBe('');
    expect(selectIsAuthenticated(inn)).toBe(true);
    expect(selectUserName(inn)).toBe('Ala');
    expect(selectUserData(inn)).toEqual(user);
    expect(selectIsVerified(inn)).toBe(false);
    // No greeting for a session that ran out, though the data is kept.
    expect(selectUserName({ account: accountReducer(inn.account, sessionExpired()) })).toBe('');
  });

  it('select every field of the account state', () => {
    const account: AccountState = {
      ...initialAccountState,
      isAuthenticating: true,
      signInError: 'in',
      signUpError: 'up',
      userOrders: [order],
      isFetchingUserOrder: true,
      isUpadingUserData: true,
      userDataError: 'save',
      isVerified: true,
      sessionExpired: true,
      isSessionChecked: true,
      pendingEmail: 'p@q.pl',
    };
    const state = { account };
    expect(selectAccount(state)).toBe(account);
    expect(selectIsAuthenticating(state)).toBe(true);
    expect(selectSignInError(state)).toBe('in');
    expect(selectSignUpError(state)).toBe('up');
    expect(selectUserOrders(state)).toEqual([order]);
    expect(selectIsFetchingUserOrder(state)).toBe(true);
    expect(selectIsUpdatingUserData(state)).toBe(true);
    expect(selectUserDataError(state)).toBe('save');
    expect(selectIsVerified(state)).toBe(true);
    expect(selectSessionExpired(state)).toBe(true);
    expect(selectIsSessionChecked(state)).toBe(true);
    expect(selectPendingEmail(state)).toBe('p@q.pl');
  });
});
