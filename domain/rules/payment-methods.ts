/**
 * How a customer pays: at the door, in cash or by card, or online before the kitchen starts
 * (Przelewy24: BLIK, transfer, card; terms §4). One list for the order contract, the staff
 * panel and the order e-mails, so a method added later is named everywhere.
 */
export const PAYMENT_METHODS = ['cash', 'card', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The method as a noun phrase, as staff read it and the e-mails print it. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Gotówka przy odbiorze',
  card: 'Karta przy odbiorze',
  online: 'Płatność online (BLIK, przelew, karta)',
};

/**
 * Where the money of an order stands: 'none' for payment at the door; online: awaiting, paid
 * (verified with Przelewy24), then after a rejection refund_pending and refunded.
 */
export const PAYMENT_STATES = ['none', 'awaiting', 'paid', 'refund_pending', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * Przelewy24 sends the customer back to the order page with this mark (`?id=…&powrot=p24`), on
 * success and on a rejection or cancel alike: the page then asks the API how the attempt ended
 * (D106). P24 itself says nothing on the way back.
 */
export const PAYMENT_RETURN_MARK = { param: 'powrot', value: 'p24' } as const;

/** How long a customer has to pay online before the order expires (D73). */
export const ONLINE_PAYMENT_MINUTES = 15;

export const isPaymentMethod = (value: string): value is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(value);

/** The label, or the stored value itself for a method this code does not know yet. */
export const paymentMethodLabel = (method: string): string => (isPaymentMethod(method) ? PAYMENT_METHOD_LABELS[method] : method);
