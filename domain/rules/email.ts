/**
 * An e-mail address as Cognito usernames and our client records use it: trimmed and lower-cased
 * (sign-up, sign-in, the order's customer and the staff check compare the same form).
 */
export const normalizeEmail = (email: string): string => (email ?? '').trim().toLowerCase();
