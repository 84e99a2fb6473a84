/** The order page's words about an order that waits for its online payment (D73). */
export const ORDER_PAYMENT_TEXT = {
  heading: 'Płatność online',
  awaiting:
    'Zamówienie trafi do kuchni, gdy Przelewy24 potwierdzi płatność — ta strona odświeży się sama. ' +
    'Jeśli płatność nie została dokończona (np. wybrano „Anuluj”), możesz zapłacić teraz albo zapłacić kurierowi gotówką przy odbiorze.',
  expired: 'Czas na płatność minął.',
  expiredChoice: 'Możesz zapłacić ponownie online albo zapłacić kurierowi gotówką przy odbiorze — wtedy zamówienie od razu trafi do restauracji.',
  payNow: 'Zapłać teraz',
  payAgain: 'Zapłać ponownie',
  payInCash: 'Zapłacę gotówką przy odbiorze',
  toPayment: 'Przechodzimy do płatności…',
  saving: 'Zapisujemy zmianę płatności…',
} as const;
