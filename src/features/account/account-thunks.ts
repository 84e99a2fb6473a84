/**
 * Sign-up, e-mail verification, sign-in, sign-out and password reset (the session restore of
 * every page load is in restore-session.ts, so these stay out of the first load). The
 * identity service and `navigate` come from the thunk extra argument, so tests hand in fakes
 * and a spy; the identity module itself loads only when one of these first needs it.
 */
import { identityOf, navigateOf } from '../../services/thunk-services';
import type { AppThunk } from '../../app/store';
import type { IdentitySession } from '../../services/identity-types';
import { normalizeEmail } from '../../../domain/rules/email';
import { forgetAttemptedEmail, readAttemptedEmail, readPendingDetails, rememberAttemptedEmail, savePendingDetails } from './account-pending-details';
import { loadCustomerDetails } from './customer-thunks';
import { selectPendingEmail } from './account-slice';
import { pendingEmailRecalled, signedIn, signedOut, signedUp, signInFailed, signInStarted, signUpFailed, signUpStarted } from './account-events';
import { identityErrorCode, identityErrorMessage, IDENTITY_TEXT, isUnconfirmed } from './identity-messages';
import { AccountError, hasErrors, passwordProblem, validateSignUp, type FormOutcome, type SignUpForm } from './account-validation';

export const VERIFY_CODE_ERROR = IDENTITY_TEXT.wrongCode;
/** docs/behaviour.md §8, word for word. */
export const PASSWORD_RESET_ERROR =
  'Kod weryfikacyjny jest nieprawidłowy lub hasło nie spełnia wymagań: co najmniej 8 znaków, co najmniej jedna wielka litera i cyfra.';

export const PATHS = { home: '/', verify: '/verify/', signIn: '/auth/sign-in/' } as const;

/**
 * Validates, creates the identity account and goes to /verify. The details are not sent yet:
 * POST /shop/client needs an ID token, which an unconfirmed customer cannot have, so they wait in
 * sessionStorage (without the passwords) for the first sign-in (account-pending-details.ts).
 */
export const signUp =
  (form: SignUpForm): AppThunk<Promise<FormOutcome<SignUpForm>>> =>
  async (dispatch, _getState, services) => {
    const fieldErrors = validateSignUp(form);
    if (hasErrors(fieldErrors)) return { ok: false, fieldErrors };
    const email = normalizeEmail(form.email);
    const name = form.name.trim();
    const phoneNumber = form.phoneNumber.trim();
    rememberAttemptedEmail(email);
    dispatch(signUpStarted());
    try {
      await identityOf(services).signUp({ email, password: form.password, name, phoneNumber, address: form.address.trim(), nip: form.nip.trim() });
    } catch (err) {
      dispatch(signUpFailed(identityErrorMessage(err, 'signUp')));
      return { ok: false, fieldErrors: {} };
    }
    // docs/behaviour.md §5: no password or repeatPassword in the details, nip '-' when empty.
    savePendingDetails({ email, name, phoneNumber, address: form.address.trim(), nip: form.nip.trim() || '-' });
    dispatch(signedUp(email));
    navigateOf(services)(PATHS.verify);
    return { ok: true };
  };

/**
 * For /verify after a reload or opened on its own: the e-mail that signed up in this tab, else
 * the one of the sign-up or sign-in last attempted in it (D102).
 */
export const recallPendingEmail = (): AppThunk<void> => (dispatch, getState) => {
  if (selectPendingEmail(getState())) return;
  const email = readPendingDetails()?.email ?? readAttemptedEmail();
  if (email) dispatch(pendingEmailRecalled(email));
};

/** Confirms the e-mailed code, then goes to sign-in. Rejects with a message for the form. */
export const verifyEmail =
  (email: string, code: string): AppThunk =>
  async (_dispatch, _getState, services) => {
    try {
      await identityOf(services).confirmSignUp(normalizeEmail(email), code);
    } catch (err) {
      throw new AccountError(identityErrorMessage(err, 'verify'), {}, err);
    }
    navigateOf(services)(PATHS.signIn);
  };

/** E-mails a new sign-up code; rejects with a Polish message (the page keeps its cool-down either way). */
export const resendSignUpCode =
  (email: string): AppThunk =>
  async (_dispatch, _getState, services) => {
    try {
      await identityOf(services).resendSignUpCode(normalizeEmail(email));
    } catch (err) {
      throw new AccountError(identityErrorMessage(err, 'resendCode'), {}, err);
    }
  };

/** docs/behaviour.md §4: success stores the customer's details, marks authenticated, clears both errors and goes home. */
export const signIn =
  (email: string, password: string, redirectTo: string = PATHS.home): AppThunk =>
  async (dispatch, _getState, services) => {
    dispatch(signInStarted());
    rememberAttemptedEmail(normalizeEmail(email));
    let session: IdentitySession;
    try {
      session = await identityOf(services).signIn(email, password);
    } catch (err) {
      // An account still waiting for its code: /verify/ (linked with the message) knows the e-mail.
      if (isUnconfirmed(err)) dispatch(pendingEmailRecalled(normalizeEmail(email)));
      // In Polish, whatever the provider said (docs/decisions.md D61).
      dispatch(signInFailed(identityErrorMessage(err, 'signIn')));
      return;
    }
    try {
      dispatch(signedIn(await loadCustomerDetails(services.shopApi, session), session.emailVerified));
      forgetAttemptedEmail(); // signed in: nothing left to verify
    } catch (err) {
      dispatch(signInFailed(err instanceof Error && err.message ? err.message : IDENTITY_TEXT.signInFailed));
      return;
    }
    navigateOf(services)(redirectTo); // the staff panel signs in and stays on /admin/
  };

/**
 * Global sign-out where the provider supports it. The identity service clears this
 * browser's tokens even when it fails, so the state is cleared too; the failure is then
 * rethrown with the service's message (docs/behaviour.md §8). The basket stays.
 */
export const signOut = (redirectTo: string = PATHS.home): AppThunk => async (dispatch, _getState, services) => {
  try {
    await identityOf(services).signOut();
  } finally {
    dispatch(signedOut());
  }
  navigateOf(services)(redirectTo);
};

/**
 * Sends the reset code; rejects with a Polish message. An unknown e-mail gets the same answer
 * as a known one, so the form does not tell whether an account exists (as sign-in does not).
 */
export const forgotPassword =
  (email: string): AppThunk =>
  async (_dispatch, _getState, services) => {
    try {
      await identityOf(services).forgotPassword(normalizeEmail(email));
    } catch (err) {
      if (identityErrorCode(err) === 'UserNotFoundException') return;
      throw new AccountError(identityErrorMessage(err, 'forgotPassword'), {}, err);
    }
  };

/** Sets the new password with the e-mailed code; any failure gives the docs/behaviour.md §8 Polish message. */
export const submitNewPassword =
  (email: string, code: string, newPassword: string): AppThunk =>
  async (_dispatch, _getState, services) => {
    const problem = passwordProblem(newPassword);
    if (problem) throw new AccountError(PASSWORD_RESET_ERROR, { newPassword: problem });
    try {
      await identityOf(services).confirmNewPassword(normalizeEmail(email), code, newPassword);
    } catch (err) {
      // A wrong code or a refused password: the one message of docs/behaviour.md §8; an expired
      // code or too many tries say so, since retyping would not help.
      const code = identityErrorCode(err);
      const refused = code === 'CodeMismatchException' || code === 'InvalidPasswordException' || code === 'UserNotFoundException';
      throw new AccountError(refused ? PASSWORD_RESET_ERROR : identityErrorMessage(err, 'resetPassword'), {}, err);
    }
  };
