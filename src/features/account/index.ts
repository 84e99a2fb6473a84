/** The public entry of this feature: what pages and other features may import (npm run lint checks it). */
export { AccountForm, AccountPage, FormLinks, FormMessage, SubmitButton } from './components/auth-form-layout';
export { useAccountForm } from './components/use-account-form';
export type { Errors } from './components/use-account-form';
export { selectIsAuthenticated, selectIsSessionChecked, selectSignUpError, selectIsAuthenticating, selectSessionExpired, selectSignInError, selectCustomerDetails, selectSignedInEmail } from './account-slice';
export { PATHS, signOut, forgotPassword, PASSWORD_RESET_ERROR, submitNewPassword, signUp, signIn } from './account-thunks';
export { ACCOUNT_MESSAGES, emailProblem, AccountError, passwordProblem, validateSignUp } from './account-validation';
export type { SignUpForm } from './account-validation';
export { AccountOverview } from './components/account-overview';
export { VerifyEmail } from './components/verify-email';
export { PASSWORD_HINT, PASSWORD_CHANGED_NOTE, SESSION_EXPIRED_NOTE } from './components/account-text';
export type { SignInLocationState } from './components/account-text';
export { CustomerDetailsFields } from './components/customer-details-fields';
export { ResendCodeButton } from './components/resend-code-button';
export { IDENTITY_TEXT } from './identity-messages';
export { withIdToken } from './customer-thunks';
export { selectCustomerName } from './account-slice';
