/**
 * Form rules of the account pages, checked before anything is sent (docs/behaviour.md §5): the password
 * rule, matching passwords, e-mail format and the customer's details the shop API requires
 * (domain/contract/customer.ts; NIP, phone and e-mail by domain/rules). cognito-local enforces no password policy, so
 * this check is what keeps weak passwords out locally. Messages are Polish, one per field.
 */
import { isEmailAddress, isPhoneNumber } from '../../../domain/rules/contact';
import { normalizeNip } from '../../../domain/rules/nip';
import type { CustomerDetails } from '../../lib/shop-api-types';

export const PASSWORD_MIN_LENGTH = 8; // docs/behaviour.md §9

export const ACCOUNT_MESSAGES = {
  passwordRequired: 'Podaj hasło.',
  passwordTooShort: `Hasło musi mieć co najmniej ${PASSWORD_MIN_LENGTH} znaków.`,
  passwordNoCapital: 'Hasło musi zawierać wielką literę.',
  passwordNoDigit: 'Hasło musi zawierać cyfrę.',
  repeatPasswordRequired: 'Powtórz hasło.',
  passwordsDiffer: 'Hasła nie są takie same.',
  emailRequired: 'Podaj adres e-mail.',
  emailInvalid: 'Adres e-mail jest nieprawidłowy.',
  nameRequired: 'Podaj imię.',
  phoneRequired: 'Podaj numer telefonu.',
  phoneInvalid: 'Numer telefonu jest nieprawidłowy.',
  addressRequired: 'Podaj adres dostawy.',
  addressTooShort: 'Adres jest za krótki.',
  nipInvalid: 'NIP jest nieprawidłowy (10 cyfr).',
  codeRequired: 'Podaj kod weryfikacyjny.',
} as const;

export interface SignUpForm {
  email: string;
  password: string;
  repeatPassword: string;
  name: string;
  phoneNumber: string;
  address: string;
  nip: string;
}

/** Field name → Polish message; an empty object means the form is valid. */
export type FieldErrors<F> = Partial<Record<keyof F, string>>;

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;

/** What a form thunk resolves to: ok, or the messages to show next to the fields. */
export type FormOutcome<F> = { ok: true } | { ok: false; fieldErrors: FieldErrors<F> };

/** A refused form or flow: `message` for the form, `fieldErrors` for single fields. */
export class AccountError extends Error {
  readonly fieldErrors: Record<string, string>;

  constructor(message: string, fieldErrors: Record<string, string> = {}, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'AccountError';
    this.fieldErrors = fieldErrors;
  }
}

/** Which parts of the rule fail, in the order the rule names them; '' when the password is good. */
export function passwordProblem(password: string): string {
  if (!password) return ACCOUNT_MESSAGES.passwordRequired;
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(ACCOUNT_MESSAGES.passwordTooShort);
  // Any capital letter counts, Polish ones too (Ł, Ż ...): that is what a customer means by it.
  if (!/\p{Lu}/u.test(password)) problems.push(ACCOUNT_MESSAGES.passwordNoCapital);
  if (!/[0-9]/.test(password)) problems.push(ACCOUNT_MESSAGES.passwordNoDigit);
  return problems.join(' ');
}

/** '-' for none, the 10 digits when valid, undefined otherwise: the API's own rule. */
export { normalizeNip };

export function emailProblem(email: string): string {
  const value = (email ?? '').trim();
  if (!value) return ACCOUNT_MESSAGES.emailRequired;
  return isEmailAddress(value) ? '' : ACCOUNT_MESSAGES.emailInvalid;
}

/** The customer's details (sign-up and the profile page). */
export function validateCustomerDetails(data: Omit<CustomerDetails, 'email'>): FieldErrors<CustomerDetails> {
  const errors: FieldErrors<CustomerDetails> = {};
  if (!str(data.name)) errors.name = ACCOUNT_MESSAGES.nameRequired;
  const phone = str(data.phoneNumber);
  if (!phone) errors.phoneNumber = ACCOUNT_MESSAGES.phoneRequired;
  else if (!isPhoneNumber(phone)) errors.phoneNumber = ACCOUNT_MESSAGES.phoneInvalid;
  const address = str(data.address);
  if (!address) errors.address = ACCOUNT_MESSAGES.addressRequired;
  else if (address.length < 3) errors.address = ACCOUNT_MESSAGES.addressTooShort;
  if (normalizeNip(data.nip) === undefined) errors.nip = ACCOUNT_MESSAGES.nipInvalid;
  return errors;
}

export function validateSignUp(form: SignUpForm): FieldErrors<SignUpForm> {
  const errors: FieldErrors<SignUpForm> = { ...validateCustomerDetails(form) };
  const email = emailProblem(form.email);
  if (email) errors.email = email;
  const password = passwordProblem(form.password);
  if (password) errors.password = password;
  if (!form.repeatPassword) errors.repeatPassword = ACCOUNT_MESSAGES.repeatPasswordRequired;
  else if (form.repeatPassword !== form.password) errors.repeatPassword = ACCOUNT_MESSAGES.passwordsDiffer;
  return errors;
}

function str(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
