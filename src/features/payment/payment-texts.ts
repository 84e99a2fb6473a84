/**
 * How the site speaks to the customer about paying: the payment page's choices and its note on
 * online payment, the order page's phrase for the method, and where an online payment stands.
 * The methods as nouns (staff, e-mails) live in domain/rules/payment-methods.ts; the staff
 * panel's badges in its own texts.
 */
import {
  ONLINE_PAYMENT_MINUTES,
  PAYMENT_METHOD_LABELS,
  isPaymentMethod,
  type PaymentMethod,
  type PaymentState,
} from '../../../domain/rules/payment-methods';
import type { Fulfilment } from '../../../domain/rules/fulfilment';
import { pluralize } from '../../text/format';

/** The payment page's radio choices, in the order shown. */
export const PAYMENT_CHOICE_LABELS: Readonly<Record<PaymentMethod, string>> = {
  cash: 'Gotówką przy odbiorze',
  card: 'Kartą przy odbiorze (terminal u kuriera)',
  // D73's words, the same the staff panel and the e-mails print.
  online: PAYMENT_METHOD_LABELS.online,
};

/** For pickup (D95) the customer pays at the counter: 'przy odbiorze' still fits, the rider's terminal does not. */
const PICKUP_CHOICE_LABELS: Readonly<Record<PaymentMethod, string>> = {
  ...PAYMENT_CHOICE_LABELS,
  card: 'Kartą przy odbiorze (terminal w restauracji)',
};

export const paymentChoiceLabels = (fulfilment: Fulfilment): Readonly<Record<PaymentMethod, string>> =>
  fulfilment === 'pickup' ? PICKUP_CHOICE_LABELS : PAYMENT_CHOICE_LABELS;

const MINUTE_FORMS = { one: 'minutę', few: 'minuty', many: 'minut', other: 'minuty' };

/** Under the online choice: when the kitchen starts and how long the customer has to pay. */
export const ONLINE_PAYMENT_NOTE =
  'Zamówienie trafi do kuchni, gdy płatność zostanie potwierdzona. ' +
  `Na zapłatę masz ${ONLINE_PAYMENT_MINUTES} ${pluralize(ONLINE_PAYMENT_MINUTES, MINUTE_FORMS)}.`;

/** The sentence before the order button (art. 17 of the consumer rights act: the duty to pay). */
export const ORDER_BUTTON_NOTES: Readonly<Record<PaymentMethod, string>> = {
  cash: 'Klikając „Zamawiam i płacę”, składasz zamówienie z obowiązkiem zapłaty kwoty podanej powyżej przy odbiorze.',
  card: 'Klikając „Zamawiam i płacę”, składasz zamówienie z obowiązkiem zapłaty kwoty podanej powyżej przy odbiorze.',
  online:
    'Klikając „Zamawiam i płacę”, składasz zamówienie z obowiązkiem zapłaty kwoty podanej powyżej i przechodzisz do płatności w serwisie Przelewy24.',
};

/** 'Płatność: gotówką przy odbiorze.' on the order page. */
const PAYMENT_PHRASES: Readonly<Record<PaymentMethod, string>> = {
  cash: 'gotówką przy odbiorze',
  card: 'kartą przy odbiorze',
  online: 'online (BLIK, przelew, karta)',
};

/** The method as the order page words it; a method this code does not know is shown as sent. */
export const paymentPhrase = (method: string): string => (isPaymentMethod(method) ? PAYMENT_PHRASES[method] : method);

/**
 * Where the money of an online order stands, for the customer. 'none' (pay at the door) and
 * 'awaiting' have no label: the order's status says it ('Czekamy na potwierdzenie płatności').
 */
export const PAYMENT_STATE_LABELS: Readonly<Partial<Record<PaymentState, string>>> = {
  paid: 'Opłacone online',
  refund_pending: 'Zwrot w toku',
  refunded: 'Zwrócono',
};

/** What a refund means for the customer, next to its label on the order page. */
export const PAYMENT_STATE_NOTES: Readonly<Partial<Record<PaymentState, string>>> = {
  refund_pending: 'Cała kwota wróci przez Przelewy24 tą samą metodą płatności, zwykle w ciągu kilku dni roboczych.',
  refunded: 'Cała kwota wróciła przez Przelewy24 tą samą metodą płatności.',
};

const ownText = (texts: Readonly<Partial<Record<PaymentState, string>>>, state: string | undefined): string | null =>
  state !== undefined && Object.hasOwn(texts, state) ? (texts[state as PaymentState] ?? null) : null;

/** The label of a payment state, or null when there is nothing to say (or the state is unknown). */
export const paymentStateLabel = (state: string | undefined): string | null => ownText(PAYMENT_STATE_LABELS, state);

export const paymentStateNote = (state: string | undefined): string | null => ownText(PAYMENT_STATE_NOTES, state);
