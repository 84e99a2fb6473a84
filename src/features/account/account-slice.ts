/**
 * Account state with the field names of docs/behaviour.md §3, its reducer and selectors (its
 * events: account-events.ts). The flows
 * that reach the identity provider and the shop API are thunks (account-thunks.ts,
 * account-profile-thunks.ts); nothing of the identity SDK is ever stored here.
 */
import type { CustomerDetails, OrderView } from '../../lib/shop-api-types';
import type { AccountEvent } from './account-events';

/** The customer's profile: phoneNumber, address, email (the identity username), name, nip ('-' when none). */
export type UserData = CustomerDetails;

/** One order of the history, as the API sends it. */
export type UserOrder = OrderView;

export interface AccountState {
  userData: UserData;
  isAuthenticated: boolean;
  /** On during sign-in, sign-up and session restore (docs/behaviour.md §4). */
  isAuthenticating: boolean;
  /** The identity provider's wording, kept as is; null when there is none. */
  signInError: string | null;
  signUpError: string | null;
  isFetchingUserOrder: boolean;
  /** Newest first. */
  userOrders: UserOrder[];
  /** Spelled as docs/behaviour.md §3 spells it. */
  isUpadingUserData: boolean;
  /** From the identity provider's email_verified attribute. */
  isVerified: boolean;
  /** Polish message of the last failed profile save; null when there is none. */
  userDataError: string | null;
  /** The session ran out and could not be renewed: the UI asks to sign in again. */
  sessionExpired: boolean;
  /** The page-load session restore has finished: pages may now tell "signed out" apart from "not known yet". */
  isSessionChecked: boolean;
  /** The e-mail that signed up and still has to be verified (for /verify). */
  pendingEmail: string;
}

export const EMPTY_USER_DATA: UserData = { phoneNumber: '', address: '', email: '', name: '', nip: '' };

export const initialAccountState: AccountState = {
  userData: EMPTY_USER_DATA,
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
};

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A plain copy of the known fields only: whatever else the API or SDK adds stays out. */
const copyUserData = (u: Partial<UserData>): UserData => ({
  phoneNumber: str(u.phoneNumber),
  address: str(u.address),
  email: str(u.email),
  name: str(u.name),
  nip: str(u.nip),
});

/** Page load's session restore (restore-session.ts); the other events are in account-events.ts. */
export const sessionRestoreStarted = () => ({ type: 'account/sessionRestoreStarted' as const });
/** null: nobody to restore, or the restore failed (silently, docs/behaviour.md §4). */
export const sessionRestoreFinished = (restored: { userData: UserData; isVerified: boolean } | null) => ({
  type: 'account/sessionRestoreFinished' as const,
  payload: restored,
});

export type AccountAction = AccountEvent | ReturnType<typeof sessionRestoreStarted | typeof sessionRestoreFinished>;

function signIn(state: AccountState, userData: UserData, isVerified: boolean): AccountState {
  return {
    ...state,
    userData: copyUserData(userData),
    isVerified: isVerified === true,
    isAuthenticated: true,
    isAuthenticating: false,
    signInError: null,
    signUpError: null,
    sessionExpired: false,
    isSessionChecked: true,
    pendingEmail: '',
  };
}

export function accountReducer(state: AccountState = initialAccountState, action: AccountAction | { type: string }): AccountState {
  const a = action as AccountAction;
  switch (a.type) {
    case 'account/signInStarted':
      return { ...state, isAuthenticating: true, signInError: null };
    case 'account/signedIn':
      return signIn(state, a.payload.userData, a.payload.isVerified);
    case 'account/signInFailed':
      return { ...state, isAuthenticating: false, signInError: a.payload.message };
    case 'account/signUpStarted':
      return { ...state, isAuthenticating: true, signUpError: null };
    case 'account/signUpFailed':
      return { ...state, isAuthenticating: false, signUpError: a.payload.message };
    case 'account/signedUp':
      return { ...state, isAuthenticating: false, signUpError: null, pendingEmail: a.payload.email };
    case 'account/pendingEmailRecalled':
      return { ...state, pendingEmail: a.payload.email };
    case 'account/sessionRestoreStarted':
      return { ...state, isAuthenticating: true };
    case 'account/sessionRestoreFinished':
      return a.payload
        ? signIn(state, a.payload.userData, a.payload.isVerified)
        : { ...state, isAuthenticating: false, isSessionChecked: true };
    case 'account/sessionExpired':
      // The user data stays (the sign-in form can offer the e-mail); the basket is another slice.
      return { ...state, isAuthenticated: false, sessionExpired: true };
    case 'account/userDataSaveStarted':
      return { ...state, isUpadingUserData: true, userDataError: null };
    case 'account/userDataSaved':
      return { ...state, isUpadingUserData: false, userData: copyUserData(a.payload.userData) };
    case 'account/userDataSaveFailed':
      return { ...state, isUpadingUserData: false, userDataError: a.payload.message };
    case 'account/ordersFetchStarted':
      return { ...state, isFetchingUserOrder: true };
    case 'account/ordersFetched':
      return { ...state, isFetchingUserOrder: false, userOrders: a.payload.orders };
    case 'account/ordersFetchFailed':
      return { ...state, isFetchingUserOrder: false };
    case 'account/signedOut':
      // Orders and verification belong to the signed-out user too: nothing of theirs stays.
      // The session question is answered, though: nobody is signed in.
      return { ...initialAccountState, isSessionChecked: true };
    default:
      return state;
  }
}

interface WithAccount {
  account: AccountState;
}

export const selectAccount = (state: WithAccount) => state.account;
export const selectIsAuthenticated = (state: WithAccount) => state.account.isAuthenticated;
export const selectIsAuthenticating = (state: WithAccount) => state.account.isAuthenticating;
/** The name for 'Cześć {name}'; '' when signed out (also after the session expired). */
export const selectUserName = (state: WithAccount) => (state.account.isAuthenticated ? state.account.userData.name : '');
export const selectUserData = (state: WithAccount) => state.account.userData;
export const selectSignInError = (state: WithAccount) => state.account.signInError;
export const selectSignUpError = (state: WithAccount) => state.account.signUpError;
export const selectUserOrders = (state: WithAccount) => state.account.userOrders;
export const selectIsFetchingUserOrder = (state: WithAccount) => state.account.isFetchingUserOrder;
export const selectIsUpdatingUserData = (state: WithAccount) => state.account.isUpadingUserData;
export const selectUserDataError = (state: WithAccount) => state.account.userDataError;
export const selectIsVerified = (state: WithAccount) => state.account.isVerified;
export const selectSessionExpired = (state: WithAccount) => state.account.sessionExpired;
export const selectIsSessionChecked = (state: WithAccount) => state.account.isSessionChecked;
export const selectPendingEmail = (state: WithAccount) => state.account.pendingEmail;
