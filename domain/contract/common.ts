/**
 * Pieces every resource of the shop API shares: the error answer and the common field
 * spellings. The server validates with these schemas; the site imports the Static types only.
 */
import { Type, type Static } from 'typebox';
import { EMAIL_MAX_LENGTH, PHONE_PATTERN } from '../rules/contact';

export const ErrorResponse = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  /** A stable name for refusals a client handles, e.g. 'OUT_OF_ZONE'. */
  code: Type.Optional(Type.String()),
  /** The input the message belongs under, e.g. 'body/address/postalCode'. */
  field: Type.Optional(Type.String()),
});
export type ErrorResponse = Static<typeof ErrorResponse>;

/** An e-mail as Cognito usernames are: trimmed and lower-cased before use. */
export const Email = Type.String({ format: 'email', maxLength: EMAIL_MAX_LENGTH });

/** Polish numbers in the usual spellings: +48 600 100 200, 600-100-200, (22) 123 45 67. */
export const PhoneNumber = Type.String({ pattern: PHONE_PATTERN, maxLength: 20 });

/** ?limit=N as a string (the app does not coerce query types); the upper bound is checked by the route. */
export const LimitQuery = Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,2}$' }));
