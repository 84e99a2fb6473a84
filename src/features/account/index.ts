/** The public entry of this feature: what pages and other features may import (npm run lint checks it). */
export { AccountForm, AccountPage, FormLinks, FormMessage, SubmitButton } from './components/auth-form-layout';
export { useAccountForm } from './components/use-account-form';
export type { Errors } from './components/use-account-form';
export { selectPendingEmail, selectIsAuthenticated, selectIsSessionChecked, selectSignUpError, selectIsAuthenticating, selectSessionExpired, selectSignInError, selectUserData } from './account-slice';
export { recallPendingEmail, resendSignUpCode, verifyEmail, PATHS, signOut, forgotPassword, PASSWORD_RESET_ERROR, submitNewPassword, signUp, signIn } from './account-thunks';
export { ACCOUNT_MESSAGES, emailProblem, AccountError, passwordProblem, validateSignUp } from './account-validation';
export type { SignUpForm } from './account-validation';
export { OrderHistory } from './components/order-history';
export { ProfileDetails } from './components/profile-details';
export { PASSWORD_HINT, PASSWORD_CHANGED_NOTE, SESSION_EXPIRED_NOTE } from './components/account-text';
export type { SignInLocationState } from './components/account-text';
export { ProfileFields } from './components/profile-fields';
export { ResendCodeButton } from './components/resend-code-button';
export { IDENTITY_TEXT } from './identity-messages';
export { withIdToken } from './account-profile-thunks';
export { selectUserName } from './account-slice';
