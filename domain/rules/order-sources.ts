/**
 * Where an order came from: placed online by the customer (the spec's 'new-online'), or keyed
 * in by staff during a phone call (D96). Staff see it on the board; the day's numbers split by it.
 */
export const ORDER_SOURCES = ['new-online', 'phone'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/** The channel as the day's numbers and the accountant's CSV name it (D104). */
export const ORDER_SOURCE_LABELS: Readonly<Record<OrderSource, string>> = { 'new-online': 'Strona', phone: 'Telefon' };
