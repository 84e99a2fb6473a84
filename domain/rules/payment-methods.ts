/**
 * How a customer pays: at the door, in cash or by card (terms §4). One list for the order
 * contract, the staff panel and the order e-mails, so a method added later is named everywhere.
 */
export const PAYMENT_METHODS = ['cash', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The method as a noun phrase, as staff read it and the e-mails print it. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Gotówka przy odbiorze',
  card: 'Karta przy odbiorze',
};

export const isPaymentMethod = (value: string): value is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(value);

/** The label, or the stored value itself for a method this code does not know yet. */
export const paymentMethodLabel = (method: string): string => (isPaymentMethod(method) ? PAYMENT_METHOD_LABELS[method] : method);
