/**
 * The restaurant refused the order: why, and what happens to the money: nothing was charged
 * at the door; a payment made online comes back through Przelewy24 (D73, terms §4).
 */
import React from 'react';
import { formatGrosze } from '../../../../domain/rules/money';
import type { MailInput } from '../mail-types';
import { ContactLine, Fact, MailLayout, MailTitle, OrderPageButton, Paragraph } from './mail-layout';
import { isPaidOnline, paysAtDoor } from './payment-text';

export const orderRejectedSubject = (orderNumber: string): string => `Zamówienie ${orderNumber} odrzucone`;

export function OrderRejected({ order, snapshot, orderPageUrl }: MailInput) {
  const reason = snapshot.reason?.trim();
  return (
    <MailLayout facts={snapshot.facts} preview="Przepraszamy, nie możemy zrealizować Twojego zamówienia.">
      <MailTitle>Przepraszamy, nie możemy zrealizować zamówienia</MailTitle>
      <Paragraph>
        Restauracja odrzuciła zamówienie nr <strong>{order.publicId}</strong>.
      </Paragraph>
      {reason && <Fact label="Powód">{reason}</Fact>}
      {isPaidOnline(order) && (
        <Paragraph>
          Zamówienie było opłacone online, więc cała kwota ({formatGrosze(order.totalGrosze)}) wróci przez Przelewy24 tą samą
          metodą płatności w ciągu kilku dni roboczych.
        </Paragraph>
      )}
      {paysAtDoor(order) && <Paragraph>Płatność miała nastąpić przy odbiorze, więc nic nie zostało pobrane.</Paragraph>}
      {/* Neither (online but never paid, which staff never see; a method this code does not know): no promise about money. */}
      <OrderPageButton href={orderPageUrl}>Zobacz zamówienie</OrderPageButton>
      <ContactLine facts={snapshot.facts} />
    </MailLayout>
  );
}
