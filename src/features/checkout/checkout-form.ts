/**
 * The checkout form (summary and payment pages): its fields, the Polish validation messages
 * shown under each field, and its copy in sessionStorage so a reload loses nothing. The
 * idempotency key of the current checkout attempt lives next to it until the order succeeds.
 */
import { EMAIL_MAX_LENGTH, isEmailAddress, isPhoneNumber } from '../../../domain/rules/contact';
import { isPostalCode, POSTAL_CODE_SOURCE } from '../../../domain/rules/delivery-zones';
import { IDEMPOTENCY_KEY_LENGTH, ORDER_FIELD_MAX } from '../../../domain/rules/field-limits';
import { isPaymentMethod, type PaymentMethod } from '../../../domain/rules/payment-methods';
import type { Fulfilment } from '../../../domain/rules/fulfilment';

export type DeliveryType = 'asap' | 'scheduled';
/** At the door in cash or by card, or online before the kitchen starts (D73). */
export type { PaymentMethod };

export interface CheckoutForm {
  name: string;
  phoneNumber: string;
  email: string;
  street: string;
  postalCode: string;
  city: string;
  notes: string;
  deliveryType: DeliveryType;
  /** ISO instant of the chosen slot; '' for as soon as possible. */
  deliveryAt: string;
  paymentMethod: PaymentMethod;
  acceptedTerms: boolean;
  adultConfirmed: boolean;
}

export type CheckoutField = keyof CheckoutForm;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

export const EMPTY_CHECKOUT_FORM: CheckoutForm = {
  name: '',
  phoneNumber: '',
  email: '',
  street: '',
  postalCode: '',
  city: '',
  notes: '',
  deliveryType: 'asap',
  deliveryAt: '',
  paymentMethod: 'cash',
  acceptedTerms: false,
  adultConfirmed: false,
};

export const CHECKOUT_MESSAGES = {
  name: 'Podaj imię i nazwisko.',
  nameLength: `Imię i nazwisko mogą mieć najwyżej ${ORDER_FIELD_MAX.customerName} znaków.`,
  phoneNumber: 'Podaj poprawny numer telefonu, np. 600 100 200 lub +48 600 100 200.',
  email: 'Podaj poprawny adres e-mail, np. jan@example.pl.',
  street: 'Podaj ulicę i numer domu, np. Marszałkowska 10/5.',
  streetLength: `Ulica i numer domu mogą mieć najwyżej ${ORDER_FIELD_MAX.street} znaków.`,
  postalCode: 'Podaj kod pocztowy w formacie NN-NNN, np. 00-001.',
  city: 'Podaj miejscowość.',
  cityLength: `Nazwa miejscowości może mieć najwyżej ${ORDER_FIELD_MAX.city} znaków.`,
  deliveryAt: 'Wybierz godzinę dostawy.',
  pickupAt: 'Wybierz godzinę odbioru.',
  acceptedTerms: 'Musisz zaakceptować regulamin.',
  adultConfirmed: 'Potwierdź, że masz ukończone 18 lat: w koszyku jest alkohol.',
  notes: `Uwagi mogą mieć najwyżej ${ORDER_FIELD_MAX.notes} znaków.`,
} as const;

/**
 * Polish numbers as people write them: 600100200, 600 100 200, 600-100-200, (22) 123 45 67,
 * +48 600 100 200, 0048600100200. Nine digits after the optional country code.
 */
export function isPolishPhone(value: string): boolean {
  const trimmed = value.trim();
  if (!isPhoneNumber(trimmed)) return false;
  let digits = trimmed.replace(/[^0-9]/g, '');
  if (trimmed.startsWith('+')) {
    if (!digits.startsWith('48')) return false;
    digits = digits.slice(2);
  } else if (digits.startsWith('0048')) {
    digits = digits.slice(4);
  }
  return /^\d{9}$/.test(digits);
}

/** The customer's e-mail and phone for the promo code's check (per-customer limits, D105): only those that are valid. */
export function promoContactOf(form: Pick<CheckoutForm, 'email' | 'phoneNumber'>): { email?: string; phoneNumber?: string } {
  const email = form.email.trim();
  const phoneNumber = form.phoneNumber.trim();
  return {
    ...(isEmailAddress(email) && email.length <= EMAIL_MAX_LENGTH && { email }),
    ...(isPolishPhone(phoneNumber) && { phoneNumber }),
  };
}

/** Fields shown on the summary page. */
export const SUMMARY_FIELDS: readonly CheckoutField[] = [
  'name',
  'phoneNumber',
  'email',
  'street',
  'postalCode',
  'city',
  'notes',
  'deliveryAt',
  'acceptedTerms',
  'adultConfirmed',
];

/** The fields only a delivery asks for: pickup needs no address (D95). */
export const ADDRESS_FIELDS = ['street', 'postalCode', 'city'] as const satisfies readonly CheckoutField[];

export interface CheckoutRules {
  hasAlcohol: boolean;
  /** Absent: delivery, as the API takes it. */
  fulfilment?: Fulfilment;
}

/** Every message of an invalid field; {} when the form can be sent. */
export function validateCheckout(form: CheckoutForm, { hasAlcohol, fulfilment = 'delivery' }: CheckoutRules): CheckoutErrors {
  const errors = validateFields(form, hasAlcohol);
  if (fulfilment === 'pickup') {
    for (const field of ADDRESS_FIELDS) delete errors[field];
    if (errors.deliveryAt) errors.deliveryAt = CHECKOUT_MESSAGES.pickupAt;
  }
  return errors;
}

function validateFields(form: CheckoutForm, hasAlcohol: boolean): CheckoutErrors {
  const errors: CheckoutErrors = {};
  // Lengths as sent: orderBodyOf trims the text fields.
  const name = form.name.trim();
  if (name.length < 2) errors.name = CHECKOUT_MESSAGES.name;
  else if (name.length > ORDER_FIELD_MAX.customerName) errors.name = CHECKOUT_MESSAGES.nameLength;
  if (!isPolishPhone(form.phoneNumber)) errors.phoneNumber = CHECKOUT_MESSAGES.phoneNumber;
  if (!isEmailAddress(form.email.trim()) || form.email.trim().length > EMAIL_MAX_LENGTH) errors.email = CHECKOUT_MESSAGES.email;
  const street = form.street.trim();
  if (street.length < 3 || !/\d/.test(street) || !/\p{L}/u.test(street)) errors.street = CHECKOUT_MESSAGES.street;
  else if (street.length > ORDER_FIELD_MAX.street) errors.street = CHECKOUT_MESSAGES.streetLength;
  if (!isPostalCode(form.postalCode.trim())) errors.postalCode = CHECKOUT_MESSAGES.postalCode;
  const city = form.city.trim();
  if (city.length < 2) errors.city = CHECKOUT_MESSAGES.city;
  else if (city.length > ORDER_FIELD_MAX.city) errors.city = CHECKOUT_MESSAGES.cityLength;
  if (form.notes.length > ORDER_FIELD_MAX.notes) errors.notes = CHECKOUT_MESSAGES.notes;
  if (form.deliveryType === 'scheduled' && !form.deliveryAt) errors.deliveryAt = CHECKOUT_MESSAGES.deliveryAt;
  if (!form.acceptedTerms) errors.acceptedTerms = CHECKOUT_MESSAGES.acceptedTerms;
  if (hasAlcohol && !form.adultConfirmed) errors.adultConfirmed = CHECKOUT_MESSAGES.adultConfirmed;
  return errors;
}

/** The server's field ('body/address/postalCode', 'querystring/postalCode') as a form field. */
export function formFieldOf(serverField: string | undefined): CheckoutField | undefined {
  if (!serverField) return undefined;
  const last = serverField.split('/').filter(Boolean).pop() ?? '';
  const map: Record<string, CheckoutField> = {
    name: 'name',
    phoneNumber: 'phoneNumber',
    email: 'email',
    street: 'street',
    postalCode: 'postalCode',
    city: 'city',
    notes: 'notes',
    at: 'deliveryAt',
    deliveryTime: 'deliveryAt',
    acceptedTerms: 'acceptedTerms',
    adultConfirmed: 'adultConfirmed',
    paymentMethod: 'paymentMethod',
  };
  return map[last];
}

// --- sessionStorage: fails soft like lib/storage (private mode, SSR, bad JSON) ---

export const CHECKOUT_KEY = 'SUSHI_CHECKOUT';
export const IDEMPOTENCY_KEY = 'SUSHI_CHECKOUT_IDEMPOTENCY_KEY';

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** The saved form, every field checked for its type; missing or bad fields take the empty value. */
export function readCheckoutForm(): CheckoutForm {
  try {
    const text = session()?.getItem(CHECKOUT_KEY);
    if (!text) return { ...EMPTY_CHECKOUT_FORM };
    const saved = JSON.parse(text) as Record<string, unknown>;
    if (!saved || typeof saved !== 'object') return { ...EMPTY_CHECKOUT_FORM };
    const form = { ...EMPTY_CHECKOUT_FORM };
    for (const key of Object.keys(EMPTY_CHECKOUT_FORM) as CheckoutField[]) {
      const value = saved[key];
      if (typeof value === typeof EMPTY_CHECKOUT_FORM[key]) (form as Record<string, unknown>)[key] = value;
    }
    if (form.deliveryType !== 'asap' && form.deliveryType !== 'scheduled') form.deliveryType = 'asap';
    if (!isPaymentMethod(form.paymentMethod)) form.paymentMethod = 'cash';
    return form;
  } catch {
    return { ...EMPTY_CHECKOUT_FORM };
  }
}

export function hasSavedCheckoutForm(): boolean {
  try {
    return Boolean(session()?.getItem(CHECKOUT_KEY));
  } catch {
    return false;
  }
}

export function writeCheckoutForm(form: CheckoutForm): void {
  try {
    session()?.setItem(CHECKOUT_KEY, JSON.stringify(form));
  } catch {
    // The in-memory form is still right for this visit.
  }
}

export function clearCheckoutStorage(): void {
  try {
    session()?.removeItem(CHECKOUT_KEY);
    session()?.removeItem(IDEMPOTENCY_KEY);
  } catch {
    // Nothing stored then.
  }
}

function newKey(): string {
  const c = (globalThis as { crypto?: Crypto }).crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/** The key of the current checkout attempt: made once, reused by every retry until success. */
export function idempotencyKey(): string {
  try {
    const saved = session()?.getItem(IDEMPOTENCY_KEY);
    if (saved && saved.length >= IDEMPOTENCY_KEY_LENGTH.min && saved.length <= IDEMPOTENCY_KEY_LENGTH.max) return saved;
    const key = newKey();
    session()?.setItem(IDEMPOTENCY_KEY, key);
    return key;
  } catch {
    return newKey();
  }
}

/** Forgets the attempt's key: the server answered definitively, the next send is a new attempt. */
export function forgetIdempotencyKey(): void {
  try {
    session()?.removeItem(IDEMPOTENCY_KEY);
  } catch {
    // Nothing stored then.
  }
}

const ONE_LINE_ADDRESS = new RegExp(`^(.*?)[,\\s]+(${POSTAL_CODE_SOURCE})\\s+(.+)$`);

/** Splits the signed-in customer's one-line address 'Street 1, 00-001 City' into the form's fields. */
export function splitAddress(address: string): Pick<CheckoutForm, 'street' | 'postalCode' | 'city'> {
  const match = ONE_LINE_ADDRESS.exec(address.trim());
  if (match) return { street: match[1].trim(), postalCode: match[2], city: match[3].trim() };
  return { street: address.trim(), postalCode: '', city: '' };
}
