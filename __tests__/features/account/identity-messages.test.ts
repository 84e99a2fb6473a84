/**
 * Every identity error a person can cause reads as a Polish sentence that says what to do;
 * the provider's English never reaches the page (docs/decisions.md D61).
 */
import { identityErrorMessage, IDENTITY_TEXT, isUnconfirmed, type IdentityStep } from '../../../src/features/account/identity-messages';
import { IdentityError } from '../../../src/services/identity-errors';

const refusal = (code: string, message = 'Provider English') => new IdentityError(message, code);

describe('identityErrorMessage', () => {
  it.each<[string, string, IdentityStep, string]>([
    ['wrong password (Cognito)', 'NotAuthorizedException', 'signIn', IDENTITY_TEXT.wrongCredentials],
    ['wrong password (cognito-local)', 'InvalidPasswordException', 'signIn', IDENTITY_TEXT.wrongCredentials],
    ['unknown e-mail: same answer as a wrong password', 'UserNotFoundException', 'signIn', IDENTITY_TEXT.wrongCredentials],
    ['unconfirmed account', 'UserNotConfirmedException', 'signIn', IDENTITY_TEXT.notConfirmed],
    ['existing account', 'UsernameExistsException', 'signUp', IDENTITY_TEXT.accountExists],
    ["password the provider's policy refuses", 'InvalidPasswordException', 'signUp', IDENTITY_TEXT.weakPassword],
    ['wrong code', 'CodeMismatchException', 'verify', IDENTITY_TEXT.wrongCode],
    ['expired code', 'ExpiredCodeException', 'verify', IDENTITY_TEXT.expiredCode],
    ['too many attempts', 'LimitExceededException', 'forgotPassword', IDENTITY_TEXT.tooManyAttempts],
    ['too many failed codes', 'TooManyFailedAttemptsException', 'verify', IDENTITY_TEXT.tooManyAttempts],
    ['reset required', 'PasswordResetRequiredException', 'signIn', IDENTITY_TEXT.resetRequired],
    ['no network', 'NetworkError', 'signUp', IDENTITY_TEXT.offline],
    ['anything else at sign-up', 'InternalErrorException', 'signUp', 'Nie udało się założyć konta. Spróbuj ponownie za chwilę.'],
    ["the spec's 'Error creating account'", 'Error', 'signUp', 'Nie udało się założyć konta. Spróbuj ponownie za chwilę.'],
    ['sign-up closed by the pool', 'NotAuthorizedException', 'signUp', IDENTITY_TEXT.signUpClosed],
    ['the code e-mail could not be sent', 'CodeDeliveryFailureException', 'signUp', IDENTITY_TEXT.codeNotDelivered],
    ['a sign-up check refused the details', 'UserLambdaValidationException', 'signUp', IDENTITY_TEXT.invalidInput],
    ['anything else at sign-in', 'UnexpectedLambdaException', 'signIn', 'Nie udało się zalogować. Spróbuj ponownie za chwilę.'],
  ])('%s: %s at %s', (_case, code, step, expected) => {
    expect(identityErrorMessage(refusal(code), step)).toBe(expected);
  });

  it.each<IdentityStep>(['signIn', 'signUp', 'verify', 'resendCode', 'forgotPassword', 'resetPassword'])(
    'never shows English at %s, whatever the provider or the site says',
    (step) => {
      const refusals = [refusal('SomethingNewException', 'Error creating account'), new Error('Error creating account'), 'Authentication Error', undefined, null];
      for (const err of refusals) {
        const message = identityErrorMessage(err, step);
        expect(message).not.toMatch(/error|account|exception/i);
        expect(message).toMatch(/[ąćęłńóśźż]/); // a Polish sentence
      }
    },
  );

  it("reads Cognito's 'Password attempts exceeded' (a NotAuthorizedException) as too many attempts", () => {
    expect(identityErrorMessage(refusal('NotAuthorizedException', 'Password attempts exceeded'), 'signIn')).toBe(IDENTITY_TEXT.tooManyAttempts);
  });

  it('reads a fetch that never reached the provider as no connection', () => {
    expect(identityErrorMessage(new TypeError('Failed to fetch'), 'signIn')).toBe(IDENTITY_TEXT.offline);
  });

  it('never returns English, for any code at any step', () => {
    const steps: IdentityStep[] = ['signIn', 'signUp', 'verify', 'resendCode', 'forgotPassword', 'resetPassword'];
    for (const step of steps) {
      for (const code of ['NotAuthorizedException', 'UserNotFoundException', 'Whatever', '']) {
        const text = identityErrorMessage(refusal(code, 'User not authorized'), step);
        expect(text).not.toMatch(/\b(User|Invalid|password|not|exists)\b/);
        expect(text).toMatch(/[.!]$/);
      }
    }
  });

  it('tells an unconfirmed account apart', () => {
    expect(isUnconfirmed(refusal('UserNotConfirmedException'))).toBe(true);
    expect(isUnconfirmed(refusal('NotAuthorizedException'))).toBe(false);
  });
});
