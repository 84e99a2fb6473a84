/**
 * The restaurant's own copy of a new order (MAIL_RESTAURANT_COPY_TO): everything the kitchen
 * and the courier need when no one is watching the board, the age check first.
 */
import React from 'react';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { formatGrosze } from '../../../../domain/rules/money';
import type { MailInput } from '../mail-types';
import { DeliveryDetails, OrderLines } from './order-details';
import { Fact, MailHeading, MailLayout, MailTitle, OrderPageButton } from './mail-layout';
import { deliveryTimeText, warsawDateTime } from './mail-format';
import { totalLabel } from './payment-text';
import { isPickup, PICKUP_LABEL } from './fulfilment-text';
import { styles } from './mail-styles';

/** The board's words (src/features/staff/components/staff-text.ts adultCheck): staff know them. */
const ADULT_CHECK = '18+ — sprawdź dowód przy wydaniu';

export const restaurantCopySubject = (orderNumber: string): string => `Nowe zamówienie ${orderNumber}`;

export function RestaurantCopy({ order, snapshot, orderPageUrl }: MailInput) {
  const { customer } = order;
  const pickup = isPickup(order);
  const when = `${pickup ? PICKUP_LABEL : 'Termin'}: ${deliveryTimeText(order.deliveryTime)}`;
  return (
    <MailLayout facts={snapshot.facts} sellerFooter={false} preview={`${when}. ${totalLabel(order)}: ${formatGrosze(order.totalGrosze)}.`}>
      <MailTitle>Nowe zamówienie {order.publicId}</MailTitle>
      {/* The ticket's words (staff board): the kitchen sees at once that no courier takes it. */}
      {pickup && <Text style={styles.alert}>{PICKUP_LABEL.toUpperCase()}</Text>}
      {order.adultConfirmed && <Text style={styles.alert}>{ADULT_CHECK}</Text>}
      <Fact label="Złożone">{warsawDateTime(order.createdAt)}</Fact>
      <Section>
        <MailHeading>Klient</MailHeading>
        <Fact label="Imię i nazwisko">{customer.name}</Fact>
        <Fact label="Telefon">{customer.phoneNumber}</Fact>
        <Fact label="E-mail">{customer.email}</Fact>
      </Section>
      <DeliveryDetails order={order} facts={snapshot.facts} />
      <OrderLines order={order} discountPercent={snapshot.discountPercent} />
      <OrderPageButton href={orderPageUrl}>Strona zamówienia</OrderPageButton>
    </MailLayout>
  );
}
