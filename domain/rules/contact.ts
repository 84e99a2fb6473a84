/**
 * How a customer's phone number and e-mail address may be written: the site checks them before
 * sending, with the same rule the API's schemas apply (D57).
 */

/** The API's pattern (JSON schema string): +48 600 100 200, 600-100-200, (22) 123 45 67. */
export const PHONE_PATTERN = '^\\+?[0-9 ()-]{9,20}$';
const PHONE = new RegExp(PHONE_PATTERN);

export const isPhoneNumber = (value: string): boolean => PHONE.test(value);

/** The longest address SMTP carries (RFC 5321); the API's schema has the same limit. */
export const EMAIL_MAX_LENGTH = 254;

// Something@something.something, no spaces: the site's check before the API's format 'email'.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmailAddress = (value: string): boolean => EMAIL.test(value);
