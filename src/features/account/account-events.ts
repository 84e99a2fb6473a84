/**
 * The account's events outside page load: sign-in, sign-up, the customer's details and order history. They
 * live apart from the slice so that every page's first load (which needs the reducer and the
 * session restore's two events, account-slice.ts) does not carry them: only the account and
 * staff code that dispatches them loads this module.
 */
import type { CustomerDetails, OrderView } from '../../lib/shop-api-types';

/** docs/behaviour.md §4: signing in sets the customer's details, marks authenticated and clears both errors. */
export const signedIn = (customerDetails: CustomerDetails, isVerified: boolean) => ({
  type: 'account/signedIn' as const,
  payload: { customerDetails, isVerified },
});
export const signInStarted = () => ({ type: 'account/signInStarted' as const });
export const signInFailed = (message: string) => ({ type: 'account/signInFailed' as const, payload: { message } });
export const signUpStarted = () => ({ type: 'account/signUpStarted' as const });
export const signUpFailed = (message: string) => ({ type: 'account/signUpFailed' as const, payload: { message } });
export const signedUp = (email: string) => ({ type: 'account/signedUp' as const, payload: { email } });
/** The verify page found the signed-up e-mail again (after a reload). */
export const pendingEmailRecalled = (email: string) => ({ type: 'account/pendingEmailRecalled' as const, payload: { email } });
export const sessionExpired = () => ({ type: 'account/sessionExpired' as const });
export const customerDetailsSaveStarted = () => ({ type: 'account/customerDetailsSaveStarted' as const });
export const customerDetailsSaved = (customerDetails: CustomerDetails) => ({ type: 'account/customerDetailsSaved' as const, payload: { customerDetails } });
export const customerDetailsSaveFailed = (message: string) => ({ type: 'account/customerDetailsSaveFailed' as const, payload: { message } });
export const ordersFetchStarted = () => ({ type: 'account/ordersFetchStarted' as const });
export const ordersFetched = (orders: OrderView[]) => ({ type: 'account/ordersFetched' as const, payload: { orders } });
export const ordersFetchFailed = () => ({ type: 'account/ordersFetchFailed' as const });
/** docs/behaviour.md §4: sign-out (global) clears the customer's details and the flag. */
export const signedOut = () => ({ type: 'account/signedOut' as const });

export type AccountEvent = ReturnType<
  | typeof signedIn | typeof signInStarted | typeof signInFailed | typeof signUpStarted | typeof signUpFailed
  | typeof signedUp | typeof pendingEmailRecalled | typeof sessionExpired | typeof customerDetailsSaveStarted
  | typeof customerDetailsSaved | typeof customerDetailsSaveFailed | typeof ordersFetchStarted | typeof ordersFetched
  | typeof ordersFetchFailed | typeof signedOut
>;
