/**
 * The confirmation on a durable medium (art. 21 of the consumer rights act, with the
 * information of art. 12): who sells, what was ordered at what price, how it is paid and
 * delivered, how to complain, that food cannot be returned, and the terms attached. It says
 * "received", not "accepted": the contract is made when the restaurant accepts (terms §2).
 * An order paid online is confirmed only once its payment is verified, so it says 'Opłacone
 * online' where others say how to pay at the door.
 */
import React from 'react';
import { Section } from '@react-email/section';
import { addressLine } from '../../../../domain/rules/restaurant-facts';
import { formatGrosze } from '../../../../domain/rules/money';
import type { MailInput } from '../mail-types';
import { DeliveryDetails, OrderLines } from './order-details';
import { Fact, MailHeading, MailLayout, MailTitle, OrderPageButton, Paragraph } from './mail-layout';
import { warsawDateTime } from './mail-format';
import { paymentText } from './payment-text';
import { isPickup } from './fulfilment-text';

export const orderReceivedSubject = (orderNumber: string): string => `Otrzymaliśmy zamówienie ${orderNumber}`;

export function OrderReceived({ order, snapshot, orderPageUrl }: MailInput) {
  const { facts } = snapshot;
  const pickup = isPickup(order);
  return (
    <MailLayout facts={facts} sellerFooter={false} preview={`Zamówienie ${order.publicId}: ${formatGrosze(order.totalGrosze)}, ${paymentText(order).toLowerCase()}.`}>
      <MailTitle>Dziękujemy za zamówienie</MailTitle>
      <Paragraph>
        Otrzymaliśmy zamówienie nr <strong>{order.publicId}</strong> złożone {warsawDateTime(order.createdAt)}. Restauracja
        potwierdzi je kolejną wiadomością {pickup ? 'z godziną, o której będzie gotowe do odbioru,' : 'z szacowanym czasem dostawy'} albo
        poinformuje, dlaczego nie może go przyjąć.
      </Paragraph>
      <OrderPageButton href={orderPageUrl}>Sprawdź status zamówienia</OrderPageButton>
      <OrderLines order={order} discountPercent={snapshot.discountPercent} />
      <DeliveryDetails order={order} facts={facts} />
      {order.adultConfirmed && (
        <Paragraph>
          <strong>18+</strong> Zamówienie zawiera alkohol. {pickup ? 'Obsługa restauracji' : 'Kurier'} może poprosić o dokument
          tożsamości i odmówić wydania alkoholu osobie, która nie ukończyła 18 lat lub jest nietrzeźwa.
        </Paragraph>
      )}
      <Section>
        <MailHeading>Sprzedawca</MailHeading>
        <Fact label="Firma">{facts.companyName}</Fact>
        <Fact label="Adres">{addressLine(facts)}</Fact>
        <Fact label="NIP">{facts.nip}</Fact>
        <Fact label="Telefon">{facts.phone}</Fact>
        <Fact label="E-mail">{facts.email}</Fact>
      </Section>
      <Section>
        <MailHeading>Reklamacje i zwroty</MailHeading>
        <Paragraph>
          Reklamację zgłosisz telefonicznie ({facts.phone}) lub e-mailem ({facts.email}), podając numer zamówienia.
          Odpowiadamy w ciągu 14 dni.
        </Paragraph>
        <Paragraph>
          Świeżo przygotowanych posiłków nie można zwrócić w ciągu 14 dni: prawo odstąpienia od umowy zawartej na odległość
          nie przysługuje w przypadku rzeczy szybko się psujących (art. 38 pkt 4 ustawy o prawach konsumenta).
        </Paragraph>
        <Paragraph>Regulamin w brzmieniu z chwili zamówienia jest w załączniku.</Paragraph>
      </Section>
    </MailLayout>
  );
}
