/**
 * Page load's session restore, apart from the account thunks (forms, validation, sign-in)
 * so that what every page loads stays small: visitors who never signed in need only the
 * stored-session check; the customer's details load for those who have a session.
 */
import { identityOf } from '../../services/thunk-services';
import type { AppThunk } from '../../app/store';
import { selectIsAuthenticated, sessionRestoreFinished, sessionRestoreStarted } from './account-slice';

/** The stored session, if any, with the customer's details. Failures are silently ignored (docs/behaviour.md §4). */
export const restoreSession = (): AppThunk => async (dispatch, getState, services) => {
  if (selectIsAuthenticated(getState())) return; // a later page of the same visit
  const identity = identityOf(services);
  dispatch(sessionRestoreStarted());
  // Most visitors never signed in: for them the identity library is not even downloaded.
  if (!identity.hasStoredSession()) {
    dispatch(sessionRestoreFinished(null));
    return;
  }
  try {
    const session = await identity.getSession();
    const { loadCustomerDetails } = await import('./customer-thunks');
    const customerDetails = session && (await loadCustomerDetails(services.shopApi, session));
    dispatch(sessionRestoreFinished(session && customerDetails ? { customerDetails, isVerified: session.emailVerified } : null));
  } catch {
    dispatch(sessionRestoreFinished(null));
  }
};
