/**
 * Account state with the spec's field names (spec 3). Only the state and the events that
 * need no identity service live here for now; sign-in, sign-up, session restore and the
 * order history join with the accounts issue (their thunks get `identity` as extra argument).
 */

export interface UserData {
  phoneNumber: string;
  address: string;
  /** The identity username. */
  email: string;
  name: string;
  /** Tax number; '-' when the customer has none (set at sign-up). */
  nip: string;
}

/** Order record fields are not in the spec; kept as the API sends them (plain JSON). */
export type UserOrder = Record<string, unknown>;

export interface AccountState {
  userData: UserData;
  isAuthenticated: boolean;
  isAuthenticating: boolean;
  /** The identity provider's wording, kept as is; null when there is none. */
  signInError: string | null;
  signUpError: string | null;
  isFetchingUserOrder: boolean;
  userOrders: UserOrder[];
  /** Spelling as the spec uses it. */
  isUpadingUserData: boolean;
  /** From the identity provider's email_verified attribute. */
  isVerified: boolean;
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
};

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Spec 4: signing in sets the user data, marks authenticated and clears both errors. */
export const signedIn = (userData: UserData, isVerified: boolean) => ({
  type: 'account/signedIn' as const,
  payload: { userData, isVerified },
});
/** Spec 4: sign-out (global) clears the user data and the flag. */
export const signedOut = () => ({ type: 'account/signedOut' as const });

export type AccountAction = ReturnType<typeof signedIn> | ReturnType<typeof signedOut>;

export function accountReducer(
  state: AccountState = initialAccountState,
  action: AccountAction | { type: string },
): AccountState {
  const a = action as AccountAction;
  switch (a.type) {
    case 'account/signedIn': {
      const u = a.payload.userData;
      return {
        ...state,
        // A plain copy of the known fields only: nothing of the identity SDK in the store.
        userData: {
          phoneNumber: str(u.phoneNumber),
          address: str(u.address),
          email: str(u.email),
          name: str(u.name),
          nip: str(u.nip),
        },
        isVerified: a.payload.isVerified === true,
        isAuthenticated: true,
        isAuthenticating: false,
        signInError: null,
        signUpError: null,
      };
    }
    case 'account/signedOut':
      // Orders and verification belong to the signed-out user too: nothing of theirs stays.
      return initialAccountState;
    default:
      return state;
  }
}

interface WithAccount {
  account: AccountState;
}

export const selectIsAuthenticated = (state: WithAccount) => state.account.isAuthenticated;
/** The name for 'Cześć {name}'; '' when signed out. */
export const selectUserName = (state: WithAccount) => state.account.userData.name;
export const selectUserData = (state: WithAccount) => state.account.userData;
