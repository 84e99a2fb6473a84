/** A pickup order is ready (D95): where to collect it, what to pay at the counter, the ID for alcohol. */
import React from 'react';
import { formatGrosze } from '../../../../domain/rules/money';
import { addressLine } from '../../../../domain/rules/restaurant-facts';
import type { MailInput } from '../mail-types';
import { ContactLine, Fact, MailLayout, MailTitle, OrderPageButton, Paragraph } from './mail-layout';
import { paymentText, totalLabel } from './payment-text';

export const orderReadyForPickupSubject = (orderNumber: string): string => `Zamówienie ${orderNumber} gotowe do odbioru`;

export function OrderReadyForPickup({ order, snapshot, orderPageUrl }: MailInput) {
  return (
    <MailLayout facts={snapshot.facts} preview="Twoje zamówienie czeka na odbiór w restauracji.">
      <MailTitle>Gotowe do odbioru</MailTitle>
      <Paragraph>
        Zamówienie nr <strong>{order.publicId}</strong> jest gotowe i czeka na Ciebie w restauracji.
      </Paragraph>
      <Fact label="Adres">{addressLine(snapshot.facts)}</Fact>
      <Fact label={totalLabel(order)}>{formatGrosze(order.totalGrosze)}</Fact>
      <Fact label="Płatność">{paymentText(order)}</Fact>
      {order.adultConfirmed && <Paragraph>Zamówienie zawiera alkohol: przygotuj dokument tożsamości.</Paragraph>}
      <OrderPageButton href={orderPageUrl}>Zobacz zamówienie</OrderPageButton>
      <ContactLine facts={snapshot.facts} />
    </MailLayout>
  );
}
