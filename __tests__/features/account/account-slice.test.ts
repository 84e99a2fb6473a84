import {
  accountReducer,
  initialAccountState,
  selectIsAuthenticated,
  selectUserData,
  selectUserName,
  signedIn,
  signedOut,
} from '../../../src/features/account/account-slice';

const user = { phoneNumber: '500600700', address: 'ul. Rybna 1', email: 'ala@example.com', name: 'Ala', nip: '-' };

describe('account reducer', () => {
  it('starts signed out with the spec fields', () => {
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
    });
  });

  it('signing in sets the user data, marks authenticated and clears both errors', () => {
    const before = { ...initialAccountState, isAuthenticating: true, signInError: 'Incorrect username or password.', signUpError: 'x' };
    const state = accountReducer(before, signedIn({ ...user, extra: 'no' } as typeof user, true));
    expect(state).toMatchObject({
      userData: user,
      isAuthenticated: true,
      isAuthenticating: false,
      signInError: null,
      signUpError: null,
      isVerified: true,
    });
    expect(state.userData).not.toHaveProperty('extra');
  });

  it('signing out clears the user data, the flag and the orders', () => {
    const signed = { ...accountReducer(undefined, signedIn(user, true)), userOrders: [{ id: 1 }] };
    expect(accountReducer(signed, signedOut())).toEqual(initialAccountState);
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
  });
});
