/**
 * The restaurant accepted: the contract is made (terms §2), with the estimate staff gave: when
 * it arrives, or for pickup when it is ready and where to collect it (D95).
 */
import React from 'react';
import { Text } from '@react-email/text';
import { formatGrosze } from '../../../../domain/rules/money';
import { addressLine } from '../../../../domain/rules/restaurant-facts';
import type { MailInput } from '../mail-types';
import { ContactLine, Fact, MailLayout, MailTitle, OrderPageButton, Paragraph } from './mail-layout';
import { paymentText, totalLabel } from './payment-text';
import { formatShopClock } from '../../../../domain/rules/shop-time';
import { styles } from './mail-styles';
import { isPickup } from './fulfilment-text';

export const orderAcceptedSubject = (orderNumber: string): string => `Zamówienie ${orderNumber} przyjęte`;

/**
 * 'około 45 min (ok. godz. 18:30)'. The snapshot holds what staff said when the mail was
 * written; the order's own fields only stand in for a snapshot written without them.
 */
function estimateText({ order, snapshot }: MailInput): string | undefined {
  const minutes = snapshot.estimatedMinutes ?? order.estimatedMinutes ?? undefined;
  const at = snapshot.estimatedDeliveryAt ? new Date(snapshot.estimatedDeliveryAt) : (order.estimatedDeliveryAt ?? undefined);
  const clock = at && !Number.isNaN(at.getTime()) ? `ok. godz. ${formatShopClock(at)}` : undefined;
  if (minutes === undefined) return clock;
  return clock ? `około ${minutes} min (${clock})` : `około ${minutes} min`;
}

export function OrderAccepted(input: MailInput) {
  const { order, snapshot, orderPageUrl } = input;
  const estimate = estimateText(input);
  const pickup = isPickup(order);
  const estimateLabel = pickup ? 'Zamówienie będzie gotowe do odbioru' : 'Szacowany czas dostawy';
  return (
    <MailLayout facts={snapshot.facts} preview={estimate ? `${pickup ? 'Gotowe do odbioru:' : 'Dostawa'} ${estimate}.` : `Zamówienie ${order.publicId} przyjęte.`}>
      <MailTitle>Przyjęliśmy Twoje zamówienie</MailTitle>
      <Paragraph>
        Restauracja przyjęła zamówienie nr <strong>{order.publicId}</strong> i zaczyna je przygotowywać.
      </Paragraph>
      {estimate ? (
        <Text style={styles.total}>
          {estimateLabel}: {estimate}
        </Text>
      ) : (
        <Paragraph>{pickup ? 'Godzinę odbioru' : 'Szacowany czas dostawy'} zobaczysz na stronie zamówienia.</Paragraph>
      )}
      {pickup && <Fact label="Odbiór osobisty">{addressLine(snapshot.facts)}</Fact>}
      <Fact label={totalLabel(order)}>{formatGrosze(order.totalGrosze)}</Fact>
      <Fact label="Płatność">{paymentText(order)}</Fact>
      <OrderPageButton href={orderPageUrl}>Śledź zamówienie</OrderPageButton>
      <ContactLine facts={snapshot.facts} />
    </MailLayout>
  );
}
