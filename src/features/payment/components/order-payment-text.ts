/** The order page's words about an order that waits for its online payment (D73): the rider's, or for pickup the counter's (D95). */
import type { Fulfilment } from '../../../../domain/rules/fulfilment';

const DELIVERY_TEXT = {
  heading: 'Płatność online',
  awaiting:
    'Zamówienie trafi do kuchni, gdy Przelewy24 potwierdzi płatność — ta strona odświeży się sama. ' +
    'Jeśli płatność nie została dokończona (np. wybrano „Anuluj”), możesz zapłacić teraz albo zapłacić kurierowi gotówką przy odbiorze.',
  expired: 'Czas na płatność minął.',
  /** Back from Przelewy24 without the money reaching it (D106): the bank refused, or the customer cancelled. */
  notCompleted: 'Płatność została odrzucona lub anulowana.',
  notCompletedChoice:
    'Pieniądze nie zostały pobrane. Możesz spróbować zapłacić ponownie online albo zapłacić kurierowi gotówką przy odbiorze. ' +
    'Jeśli płacisz zwykłym przelewem, jego potwierdzenie może przyjść za kilka minut — wtedy ta strona sama się zmieni.',
  expiredChoice: 'Możesz zapłacić ponownie online albo zapłacić kurierowi gotówką przy odbiorze — wtedy zamówienie od razu trafi do restauracji.',
  payNow: 'Zapłać teraz',
  payAgain: 'Zapłać ponownie',
  payInCash: 'Zapłacę gotówką przy odbiorze',
  toPayment: 'Przechodzimy do płatności…',
  saving: 'Zapisujemy zmianę płatności…',
};

const PICKUP_TEXT: typeof DELIVERY_TEXT = {
  ...DELIVERY_TEXT,
  awaiting:
    'Zamówienie trafi do kuchni, gdy Przelewy24 potwierdzi płatność — ta strona odświeży się sama. ' +
    'Jeśli płatność nie została dokończona (np. wybrano „Anuluj”), możesz zapłacić teraz albo zapłacić gotówką w restauracji przy odbiorze.',
  expiredChoice: 'Możesz zapłacić ponownie online albo zapłacić gotówką w restauracji przy odbiorze — wtedy zamówienie od razu trafi do kuchni.',
  notCompletedChoice:
    'Pieniądze nie zostały pobrane. Możesz spróbować zapłacić ponownie online albo zapłacić gotówką w restauracji przy odbiorze. ' +
    'Jeśli płacisz zwykłym przelewem, jego potwierdzenie może przyjść za kilka minut — wtedy ta strona sama się zmieni.',
};

export const orderPaymentText = (fulfilment: Fulfilment): typeof DELIVERY_TEXT => (fulfilment === 'pickup' ? PICKUP_TEXT : DELIVERY_TEXT);
