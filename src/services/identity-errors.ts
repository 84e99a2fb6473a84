/**
 * The identity service's errors: what identity.ts throws and the account's thunks show. A
 * module of their own, apart from identity-types.ts, so the first load (which only asks
 * whether a session is stored) does not carry them.
 */
/** docs/behaviour.md §8 wording for what the site refuses before asking the provider. */
export const IDENTITY_MESSAGES = {
  emptyUsername: 'Username cannot be empty',
  emptyPassword: 'Password cannot be empty',
  emptyCode: 'Confirmation code cannot be empty',
  notAuthenticated: 'User is not authenticated',
  authenticationError: 'Authentication Error',
} as const;

/** A failure with the provider's code (e.g. CodeMismatchException) and its own message. */
export class IdentityError extends Error {
  readonly code: string;

  constructor(message: string, code: string) {
    super(message);
    this.name = 'IdentityError';
    this.code = code;
  }
}
