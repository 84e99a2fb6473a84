/** The courier has left: what to have ready at the door. */
import React from 'react';
import { formatGrosze } from '../../../../domain/rules/money';
import type { MailInput } from '../mail-types';
import { ContactLine, Fact, MailLayout, MailTitle, OrderPageButton, Paragraph } from './mail-layout';
import { paymentText, totalLabel } from './payment-text';

export const orderInDeliverySubject = (orderNumber: string): string => `Zamówienie ${orderNumber} jest w drodze`;

export function OrderInDelivery({ order, snapshot, orderPageUrl }: MailInput) {
  return (
    <MailLayout facts={snapshot.facts} preview="Kurier jest w drodze z Twoim zamówieniem.">
      <MailTitle>Zamówienie jest w drodze</MailTitle>
      <Paragraph>
        Kurier wyjechał z zamówieniem nr <strong>{order.publicId}</strong>.
      </Paragraph>
      <Fact label={totalLabel(order)}>{formatGrosze(order.totalGrosze)}</Fact>
      <Fact label="Płatność">{paymentText(order)}</Fact>
      {order.adultConfirmed && <Paragraph>Zamówienie zawiera alkohol: przygotuj dokument tożsamości.</Paragraph>}
      <OrderPageButton href={orderPageUrl}>Śledź zamówienie</OrderPageButton>
      <ContactLine facts={snapshot.facts} />
    </MailLayout>
  );
}
