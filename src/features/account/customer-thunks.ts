/**
 * The signed-in customer's calls to the shop API: details and order history, every one with
 * the ID token. An expiring token is renewed by the identity service before use (docs/behaviour.md §9: 10
 * minutes early); one the API still refuses (401) is renewed once more and the call retried;
 * if even that fails the session is marked expired and the UI asks to sign in again. The
 * basket is another slice and nothing here touches it.
 */
import { identityOf } from '../../services/thunk-services';
import type { AppThunk } from '../../app/store';
import type { ShopApi } from '../../lib/shop-api';
import type { IdentitySession } from '../../services/identity-client';
import { clearPendingDetails, readPendingDetails } from './account-pending-details';
import { EMPTY_CUSTOMER_DETAILS, selectCustomerDetails } from './account-slice';
import type { CustomerDetails, OrderView } from '../../lib/shop-api-types';
import { ordersFetched, ordersFetchFailed, ordersFetchStarted, sessionExpired, customerDetailsSaved, customerDetailsSaveFailed, customerDetailsSaveStarted } from './account-events';
import { hasErrors, validateCustomerDetails, type FormOutcome } from './account-validation';
import { identityErrorCode } from './identity-messages';

export const DETAILS_SAVE_ERROR = 'Nie udało się zapisać danych. Spróbuj ponownie.';
export const DETAILS_SAVE_LOG = 'Error while saving the customer details.';
export const ORDERS_LOG = 'Error while getting the customer orders.';
export const DETAILS_CREATE_LOG = 'Error while creating the customer details.';
/** docs/behaviour.md §7 and §9: the history request asks for orders 0 till 100. */
export const ORDERS_WINDOW = { from: 0, till: 100 } as const;

const statusOf = (err: unknown): number | undefined => {
  const status = (err as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
};

/** Runs `request` with a valid ID token (see the file comment for the renewal rules). */
export const withIdToken =
  <T>(request: (token: string) => Promise<T>): AppThunk<Promise<T>> =>
  async (dispatch, _getState, services) => {
    const identity = identityOf(services);
    const expire = (err: unknown): never => {
      dispatch(sessionExpired());
      throw err;
    };
    let token: string;
    try {
      token = await identity.getIdToken();
    } catch (err) {
      // No session left (refresh token expired or revoked) is an expiry; offline is not.
      return identityErrorCode(err) === 'NotAuthenticated' ? expire(err) : Promise.reject(err);
    }
    try {
      return await request(token);
    } catch (err) {
      if (statusOf(err) !== 401) throw err;
      // The API refused a token the client thought valid (revoked, clock skew): renew once.
      const renewed = await identity.refreshSession().catch(() => null);
      if (!renewed) return expire(err);
      try {
        return await request(renewed.idToken);
      } catch (retryErr) {
        return statusOf(retryErr) === 401 ? expire(retryErr) : Promise.reject(retryErr);
      }
    }
  };

/**
 * The customer's details right after sign-in or restore. A 404 means none was saved yet:
 * they are created from the details kept at sign-up (account-pending-details.ts explains why
 * they wait until now). Without one, the customer starts with just the e-mail and fills the rest
 * in on /profile. Other failures reject: signing in over a broken API would show empty
 * details that a save could then write over the real one.
 */
export async function loadCustomerDetails(shopApi: ShopApi, session: IdentitySession): Promise<CustomerDetails> {
  try {
    return await shopApi.getCustomerDetails(session.idToken, session.email);
  } catch (err) {
    if (statusOf(err) !== 404) throw err;
  }
  const pending = readPendingDetails(session.email);
  if (!pending) return { ...EMPTY_CUSTOMER_DETAILS, email: session.email, nip: '-' };
  try {
    const created = await shopApi.createCustomer(session.idToken, pending);
    clearPendingDetails();
    return created;
  } catch (err) {
    // Kept for the next sign-in; meanwhile a save on /profile (PUT creates too) stores it.
    console.error(DETAILS_CREATE_LOG, err);
    return pending;
  }
}

/** PUT the whole details; the e-mail is always the signed-in account's. */
export const saveCustomerDetails =
  (data: CustomerDetails): AppThunk<Promise<FormOutcome<CustomerDetails>>> =>
  async (dispatch, getState, services) => {
    const fieldErrors = validateCustomerDetails(data);
    if (hasErrors(fieldErrors)) return { ok: false, fieldErrors };
    const body: CustomerDetails = {
      email: selectCustomerDetails(getState()).email,
      name: data.name.trim(),
      phoneNumber: data.phoneNumber.trim(),
      address: data.address.trim(),
      nip: data.nip.trim() || '-', // docs/behaviour.md §5
    };
    dispatch(customerDetailsSaveStarted());
    try {
      const saved = await dispatch(withIdToken((token) => services.shopApi.updateCustomerDetails(token, body)));
      dispatch(customerDetailsSaved(saved));
      return { ok: true };
    } catch (err) {
      console.error(DETAILS_SAVE_LOG, err); // docs/behaviour.md §8: logged; the form shows the Polish message
      dispatch(customerDetailsSaveFailed(DETAILS_SAVE_ERROR));
      return { ok: false, fieldErrors: {} };
    }
  };

const time = (iso: string): number => Date.parse(iso) || 0;

/** Newest first, whatever order the API used (the sort is stable for equal dates). */
export const newestFirst = (orders: readonly OrderView[]): OrderView[] =>
  [...orders].sort((a, b) => time(b.createdAt) - time(a.createdAt));

/** The order history; a failure is logged only (docs/behaviour.md §8). */
export const fetchCustomerOrders = (): AppThunk => async (dispatch, getState, services) => {
  dispatch(ordersFetchStarted());
  try {
    const id = selectCustomerDetails(getState()).email;
    const { data } = await dispatch(
      withIdToken((token) => services.shopApi.getCustomerHistory(token, { ...ORDERS_WINDOW, id })),
    );
    dispatch(ordersFetched(newestFirst(Array.isArray(data) ? data : [])));
  } catch (err) {
    console.error(ORDERS_LOG, err);
    dispatch(ordersFetchFailed());
  }
};
