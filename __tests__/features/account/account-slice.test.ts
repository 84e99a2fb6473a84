import { accountReducer, initialAccountState, selectAccount, selectIsAuthenticated, selectIsAuthenticating, selectIsFetchingOrders, selectIsSessionChecked, selectIsUpdatingCustomerDetails, selectIsVerified, selectPendingEmail, selectSessionExpired, selectSignInError, selectSignUpError, selectCustomerDetails, selectCustomerDetailsError, selectCustomerName, selectCustomerOrders, sessionRestoreFinished, sessionRestoreStarted, type AccountState } from '../../../src/features/account/account-slice';
import type { OrderView } from '../../../src/lib/shop-api-types';
import { ordersFetched, ordersFetchFailed, ordersFetchStarted, pendingEmailRecalled, sessionExpired, signedIn, signedOut, signedUp, signInFailed, signInStarted, signUpFailed, signUpStarted, customerDetailsSaved, customerDetailsSaveFailed, customerDetailsSaveStarted } from '../../../src/features/account/account-events';

const user = { phoneNumber: '500600700', address: 'ul. Rybna 1', email: 'ala@example.com', name: 'Ala', nip: '-' };
const order = { id: 'o-1', createdAt: '2025-01-01T12:00:00Z' } as OrderView;
const reduce = (state: AccountState, ...actions: { type: string }[]) => actions.reduce(accountReducer, state);

describe('account reducer', () => {
  it('starts signed out with the spec fields and the session not checked yet', () => {
    expect(accountReducer(undefined, { type: '@@INIT' })).toEqual({
      customerDetails: { phoneNumber: '', address: '', email: '', name: '', nip: '' },
      isAuthenticated: false,
      isAuthenticating: false,
      signInError: null,
      signUpError: null,
      isFetchingOrders: false,
      orders: [],
      isUpdatingCustomerDetails: false,
      isVerified: false,
      customerDetailsError: null,
      sessionExpired: false,
      isSessionChecked: false,
      pendingEmail: '',
    });
  });

  it('signing in sets the customer details, marks authenticated and clears both errors and the expiry', () => {
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
      customerDetails: user,
      isAuthenticated: true,
      isAuthenticating: false,
      signInError: null,
      signUpError: null,
      isVerified: true,
      sessionExpired: false,
      isSessionChecked: true,
      pendingEmail: '',
    });
    expect(state.customerDetails).not.toHaveProperty('extra');
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
    expect(accountReducer(started, sessionRestoreFinished({ customerDetails: user, isVerified: false }))).toMatchObject({
      customerDetails: user,
      isAuthenticated: true,
      isAuthenticating: false,
      isVerified: false,
      isSessionChecked: true,
    });
  });

  it('an expired session is no longer authenticated but keeps the data for signing in again', () => {
    const state = reduce(initialAccountState, signedIn(user, true), sessionExpired());
    expect(state).toMatchObject({ isAuthenticated: false, sessionExpired: true, customerDetails: user });
  });

  it('saving the customer details: flag while saving, then the saved data or a message', () => {
    const started = reduce(initialAccountState, signedIn(user, true), customerDetailsSaveFailed('x'), customerDetailsSaveStarted());
    expect(started).toMatchObject({ isUpdatingCustomerDetails: true, customerDetailsError: null });
    expect(accountReducer(started, customerDetailsSaved({ ...user, name: 'Alicja' }))).toMatchObject({
      isUpdatingCustomerDetails: false,
      customerDetails: { ...user, name: 'Alicja' },
    });
    expect(accountReducer(started, customerDetailsSaveFailed('Nie udało się zapisać danych.'))).toMatchObject({
      isUpdatingCustomerDetails: false,
      customerDetails: user,
      customerDetailsError: 'Nie udało się zapisać danych.',
    });
  });

  it('orders: flag while fetching, then the list; a failure only ends the flag', () => {
    const started = accountReducer(initialAccountState, ordersFetchStarted());
    expect(started.isFetchingOrders).toBe(true);
    expect(accountReducer(started, ordersFetched([order]))).toMatchObject({ isFetchingOrders: false, orders: [order] });
    expect(accountReducer({ ...started, orders: [order] }, ordersFetchFailed())).toMatchObject({
      isFetchingOrders: false,
      orders: [order],
    });
  });

  it('signing out clears the customer details, the flag and the orders; the session stays checked', () => {
    const signed = reduce(initialAccountState, signedIn(user, true), ordersFetched([order]));
    expect(accountReducer(signed, signedOut())).toEqual({ ...initialAccountState, isSessionChecked: true });
  });
});

describe('account selectors', () => {
  it('select authentication and the greeting name', () => {
    const out = { account: initialAccountState };
    const inn = { account: accountReducer(undefined, signedIn(user, false)) };
    expect(selectIsAuthenticated(out)).toBe(false);
    expect(selectCustomerName(out)).toBe('');
    expect(selectIsAuthenticated(inn)).toBe(true);
    expect(selectCustomerName(inn)).toBe('Ala');
    expect(selectCustomerDetails(inn)).toEqual(user);
    expect(selectIsVerified(inn)).toBe(false);
    // No greeting for a session that ran out, though the data is kept.
    expect(selectCustomerName({ account: accountReducer(inn.account, sessionExpired()) })).toBe('');
  });

  it('select every field of the account state', () => {
    const account: AccountState = {
      ...initialAccountState,
      isAuthenticating: true,
      signInError: 'in',
      signUpError: 'up',
      orders: [order],
      isFetchingOrders: true,
      isUpdatingCustomerDetails: true,
      customerDetailsError: 'save',
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
    expect(selectCustomerOrders(state)).toEqual([order]);
    expect(selectIsFetchingOrders(state)).toBe(true);
    expect(selectIsUpdatingCustomerDetails(state)).toBe(true);
    expect(selectCustomerDetailsError(state)).toBe('save');
    expect(selectIsVerified(state)).toBe(true);
    expect(selectSessionExpired(state)).toBe(true);
    expect(selectIsSessionChecked(state)).toBe(true);
    expect(selectPendingEmail(state)).toBe('p@q.pl');
  });
});
