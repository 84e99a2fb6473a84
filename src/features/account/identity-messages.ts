/**
 * What a person reads when the identity provider refuses: a Polish sentence that says what to
 * do, never the provider's English (docs/decisions.md D61). Cognito and cognito-local name the
 * same mistake differently (a wrong password is NotAuthorizedException on Cognito,
 * InvalidPasswordException on cognito-local), and one code means different things at different
 * steps (InvalidPasswordException at sign-up is a weak password), so the step decides.
 */

/** Where the person was: sign-in, sign-up, entering the sign-up code, asking for or using a reset code. */
export type IdentityStep = 'signIn' | 'signUp' | 'verify' | 'resendCode' | 'forgotPassword' | 'resetPassword';

export const IDENTITY_TEXT = {
  // One answer for a wrong password and an unknown e-mail: the form must not tell whether an account exists.
  wrongCredentials: 'Nieprawidłowy adres e-mail lub hasło.',
  notConfirmed: 'To konto nie jest jeszcze potwierdzone. Wpisz kod, który wysłaliśmy na Twój adres e-mail.',
  accountExists: 'Konto z tym adresem e-mail już istnieje. Zaloguj się albo skorzystaj z „Nie pamiętasz hasła?”.',
  weakPassword: 'Hasło nie spełnia wymagań: co najmniej 8 znaków, co najmniej jedna wielka litera i cyfra.',
  wrongCode: 'Kod weryfikacyjny jest nieprawidłowy.',
  expiredCode: 'Kod weryfikacyjny wygasł. Wyślij nowy kod.',
  tooManyAttempts: 'Zbyt wiele prób. Odczekaj kilka minut i spróbuj ponownie.',
  resetRequired: 'Ustaw nowe hasło: skorzystaj z „Nie pamiętasz hasła?”.',
  offline: 'Brak połączenia z serwerem logowania. Sprawdź internet i spróbuj ponownie.',
  invalidInput: 'Sprawdź wpisane dane i spróbuj ponownie.',
  signInFailed: 'Nie udało się zalogować. Spróbuj ponownie za chwilę.',
  // The Polish counterpart of the spec's 'Error creating account': a sign-up refused for a reason
  // not named below (D102).
  signUpFailed: 'Nie udało się założyć konta. Spróbuj ponownie za chwilę.',
  codeNotDelivered: 'Nie udało się wysłać kodu na ten adres e-mail. Sprawdź adres i spróbuj ponownie.',
  signUpClosed: 'Zakładanie kont jest chwilowo niedostępne. Spróbuj ponownie później.',
  verifyFailed: 'Nie udało się potwierdzić konta. Spróbuj ponownie za chwilę.',
  resendFailed: 'Nie udało się wysłać kodu. Spróbuj ponownie za chwilę.',
  forgotFailed: 'Nie udało się wysłać kodu do zmiany hasła. Spróbuj ponownie za chwilę.',
  resetFailed: 'Nie udało się zmienić hasła. Spróbuj ponownie za chwilę.',
} as const;

const FALLBACK: Record<IdentityStep, string> = {
  signIn: IDENTITY_TEXT.signInFailed,
  signUp: IDENTITY_TEXT.signUpFailed,
  verify: IDENTITY_TEXT.verifyFailed,
  resendCode: IDENTITY_TEXT.resendFailed,
  forgotPassword: IDENTITY_TEXT.forgotFailed,
  resetPassword: IDENTITY_TEXT.resetFailed,
};

const TOO_MANY = new Set(['LimitExceededException', 'TooManyRequestsException', 'TooManyFailedAttemptsException']);

/** The provider's error code ('' when there is none), e.g. 'UserNotFoundException'. */
export const identityErrorCode = (err: unknown): string => {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
};
const providerMessageOf = (err: unknown): string => {
  const message = (err as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : '';
};

/** The provider's error as the Polish sentence for this step. */
export function identityErrorMessage(err: unknown, step: IdentityStep): string {
  const code = identityErrorCode(err);
  if (TOO_MANY.has(code) || /attempts exceeded/i.test(providerMessageOf(err))) return IDENTITY_TEXT.tooManyAttempts;
  switch (code) {
    case 'NotAuthorizedException':
      // At sign-up the pool refuses new accounts ('SignUp is not permitted for this user pool').
      if (step === 'signUp') return IDENTITY_TEXT.signUpClosed;
      return step === 'signIn' ? IDENTITY_TEXT.wrongCredentials : FALLBACK[step];
    case 'UserNotFoundException':
      return step === 'signIn' ? IDENTITY_TEXT.wrongCredentials : FALLBACK[step];
    case 'CodeDeliveryFailureException':
      return IDENTITY_TEXT.codeNotDelivered;
    case 'InvalidPasswordException':
      // cognito-local's answer to a wrong password at sign-in; elsewhere the policy refused it.
      return step === 'signIn' ? IDENTITY_TEXT.wrongCredentials : IDENTITY_TEXT.weakPassword;
    case 'UserNotConfirmedException':
      return IDENTITY_TEXT.notConfirmed;
    case 'UsernameExistsException':
    case 'AliasExistsException':
      return IDENTITY_TEXT.accountExists;
    case 'CodeMismatchException':
      return IDENTITY_TEXT.wrongCode;
    case 'ExpiredCodeException':
      return IDENTITY_TEXT.expiredCode;
    case 'PasswordResetRequiredException':
      return IDENTITY_TEXT.resetRequired;
    case 'NetworkError':
      return IDENTITY_TEXT.offline;
    case 'InvalidParameterException':
    case 'UserLambdaValidationException':
      return IDENTITY_TEXT.invalidInput;
    default:
      // A fetch that never reached the provider fails with a TypeError and no code. Anything
      // else (the spec's 'Error creating account' included) gets the step's Polish sentence:
      // the provider's English is never shown.
      return err instanceof TypeError ? IDENTITY_TEXT.offline : FALLBACK[step];
  }
}

/** Whether the provider refused because the account still waits for its e-mailed code. */
export const isUnconfirmed = (err: unknown): boolean => identityErrorCode(err) === 'UserNotConfirmedException';
