/** The restaurant refused the order: why, and that no money moved. */
import React from 'react';
import { isPaymentMethod } from '../../../../domain/rules/payment-methods';
import type { MailInput } from '../mail-types';
import { ContactLine, Fact, MailLayout, MailTitle, OrderPageButton, Paragraph } from './mail-layout';

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
      {/* Every method today is paid at the door; an online payment will need its own sentence here. */}
      {isPaymentMethod(order.paymentMethod) && (
        <Paragraph>Płatność miała nastąpić przy odbiorze, więc nic nie zostało pobrane.</Paragraph>
      )}
      <OrderPageButton href={orderPageUrl}>Zobacz zamówienie</OrderPageButton>
      <ContactLine facts={snapshot.facts} />
    </MailLayout>
  );
}
