/**
 * Account state, its reducer and selectors (its events: account-events.ts). docs/behaviour.md §3
 * names the fields userData, userOrders, isFetchingUserOrder and isUpadingUserData; ours say
 * customer, one word for the person who orders (D90). The flows that reach the identity
 * provider and the shop API are thunks (account-thunks.ts, customer-thunks.ts); nothing of the
 * identity SDK is ever stored here.
 */
import type { CustomerDetails, OrderView } from '../../lib/shop-api-types';
import type { AccountEvent } from './account-events';

export interface AccountState {
  /** The signed-in customer's phoneNumber, address, email (the identity username), name, nip ('-' when none). */
  customerDetails: CustomerDetails;
  isAuthenticated: boolean;
  /** On during sign-in, sign-up and session restore (docs/behaviour.md §4). */
  isAuthenticating: boolean;
  /** The identity provider's wording, kept as is; null when there is none. */
  signInError: string | null;
  signUpError: string | null;
  isFetchingOrders: boolean;
  /** Newest first. */
  orders: OrderView[];
  isUpdatingCustomerDetails: boolean;
  /** From the identity provider's email_verified attribute. */
  isVerified: boolean;
  /** Polish message of the last failed save of the details; null when there is none. */
  customerDetailsError: string | null;
  /** The session ran out and could not be renewed: the UI asks to sign in again. */
  sessionExpired: boolean;
  /** The page-load session restore has finished: pages may now tell "signed out" apart from "not known yet". */
  isSessionChecked: boolean;
  /** The e-mail that signed up and still has to be verified (for /verify). */
  pendingEmail: string;
}

export const EMPTY_CUSTOMER_DETAILS: CustomerDetails = { phoneNumber: '', address: '', email: '', name: '', nip: '' };

export const initialAccountState: AccountState = {
  customerDetails: EMPTY_CUSTOMER_DETAILS,
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
};

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A plain copy of the known fields only: whatever else the API or SDK adds stays out. */
const copyCustomerDetails = (u: Partial<CustomerDetails>): CustomerDetails => ({
  phoneNumber: str(u.phoneNumber),
  address: str(u.address),
  email: str(u.email),
  name: str(u.name),
  nip: str(u.nip),
});

/** Page load's session restore (restore-session.ts); the other events are in account-events.ts. */
export const sessionRestoreStarted = () => ({ type: 'account/sessionRestoreStarted' as const });
/** null: nobody to restore, or the restore failed (silently, docs/behaviour.md §4). */
export const sessionRestoreFinished = (restored: { customerDetails: CustomerDetails; isVerified: boolean } | null) => ({
  type: 'account/sessionRestoreFinished' as const,
  payload: restored,
});

export type AccountAction = AccountEvent | ReturnType<typeof sessionRestoreStarted | typeof sessionRestoreFinished>;

function signIn(state: AccountState, customerDetails: CustomerDetails, isVerified: boolean): AccountState {
  return {
    ...state,
    customerDetails: copyCustomerDetails(customerDetails),
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
      return signIn(state, a.payload.customerDetails, a.payload.isVerified);
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
        ? signIn(state, a.payload.customerDetails, a.payload.isVerified)
        : { ...state, isAuthenticating: false, isSessionChecked: true };
    case 'account/sessionExpired':
      // The customer's details stay (the sign-in form can offer the e-mail); the basket is another slice.
      return { ...state, isAuthenticated: false, sessionExpired: true };
    case 'account/customerDetailsSaveStarted':
      return { ...state, isUpdatingCustomerDetails: true, customerDetailsError: null };
    case 'account/customerDetailsSaved':
      return { ...state, isUpdatingCustomerDetails: false, customerDetails: copyCustomerDetails(a.payload.customerDetails) };
    case 'account/customerDetailsSaveFailed':
      return { ...state, isUpdatingCustomerDetails: false, customerDetailsError: a.payload.message };
    case 'account/ordersFetchStarted':
      return { ...state, isFetchingOrders: true };
    case 'account/ordersFetched':
      return { ...state, isFetchingOrders: false, orders: a.payload.orders };
    case 'account/ordersFetchFailed':
      return { ...state, isFetchingOrders: false };
    case 'account/signedOut':
      // Orders and verification belong to the signed-out customer too: nothing of theirs stays.
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
export const selectCustomerName = (state: WithAccount) => (state.account.isAuthenticated ? state.account.customerDetails.name : '');
export const selectCustomerDetails = (state: WithAccount) => state.account.customerDetails;
/** The signed-in account's e-mail (a customer's or a staff member's); kept after the session expired. */
export const selectSignedInEmail = (state: WithAccount) => state.account.customerDetails.email;
export const selectSignInError = (state: WithAccount) => state.account.signInError;
export const selectSignUpError = (state: WithAccount) => state.account.signUpError;
export const selectCustomerOrders = (state: WithAccount) => state.account.orders;
export const selectIsFetchingOrders = (state: WithAccount) => state.account.isFetchingOrders;
export const selectIsUpdatingCustomerDetails = (state: WithAccount) => state.account.isUpdatingCustomerDetails;
export const selectCustomerDetailsError = (state: WithAccount) => state.account.customerDetailsError;
export const selectIsVerified = (state: WithAccount) => state.account.isVerified;
export const selectSessionExpired = (state: WithAccount) => state.account.sessionExpired;
export const selectIsSessionChecked = (state: WithAccount) => state.account.isSessionChecked;
export const selectPendingEmail = (state: WithAccount) => state.account.pendingEmail;
