/**
 * 'Zmiana zamówienia' (D97): staff changed the order after the customer's call. What changed,
 * the total before and now, the order as it is now, and for an order paid online the
 * difference that goes back through Przelewy24. The snapshot holds the change as it was made;
 * the lines are the order's own.
 */
import React from 'react';
import { formatGrosze } from '../../../../domain/rules/money';
import type { Fulfilment } from '../../../../domain/rules/fulfilment';
import type { MailInput } from '../mail-types';
import { DeliveryDetails, OrderLines } from './order-details';
import { ContactLine, Fact, MailLayout, MailTitle, OrderPageButton, Paragraph } from './mail-layout';

export const orderChangedSubject = (orderNumber: string): string => `Zmiana zamówienia ${orderNumber}`;

/** The changed parts as the customer reads them, in the accusative: '(zmieniliśmy) produkty i adres dostawy'. */
export function changedPartsText(changed: readonly string[], fulfilment: Fulfilment): string {
  const words: Record<string, string> = {
    items: 'produkty',
    address: 'adres dostawy',
    deliveryTime: fulfilment === 'pickup' ? 'godzinę odbioru' : 'termin dostawy',
    notes: 'uwagi',
  };
  const named = changed.map((part) => words[part] ?? part);
  return named.length > 1 ? `${named.slice(0, -1).join(', ')} i ${named.at(-1)}` : (named[0] ?? '');
}

export function OrderChanged({ order, snapshot, orderPageUrl }: MailInput) {
  const { change } = snapshot;
  const total = formatGrosze(change?.totalAfterGrosze ?? order.totalGrosze);
  const parts = change ? changedPartsText(change.changed, order.fulfilment) : '';
  return (
    <MailLayout facts={snapshot.facts} preview={`Nowa kwota zamówienia: ${total}.`}>
      <MailTitle>Zmieniliśmy Twoje zamówienie</MailTitle>
      {parts ? (
        <Paragraph>
          Zgodnie z ustaleniami telefonicznymi zmieniliśmy w zamówieniu nr <strong>{order.publicId}</strong> {parts}.
        </Paragraph>
      ) : (
        <Paragraph>
          Zgodnie z ustaleniami telefonicznymi zmieniliśmy zamówienie nr <strong>{order.publicId}</strong>.
        </Paragraph>
      )}
      {change && <Fact label="Kwota przed zmianą">{formatGrosze(change.totalBeforeGrosze)}</Fact>}
      <Fact label="Kwota po zmianie">{total}</Fact>
      {change && change.refundGrosze > 0 && (
        <Paragraph>
          Zamówienie było opłacone online, więc różnica ({formatGrosze(change.refundGrosze)}) wróci przez Przelewy24 tą samą
          metodą płatności w ciągu kilku dni roboczych.
        </Paragraph>
      )}
      <OrderPageButton href={orderPageUrl}>Zobacz zamówienie</OrderPageButton>
      <OrderLines order={order} />
      <DeliveryDetails order={order} facts={snapshot.facts} />
      <ContactLine facts={snapshot.facts} />
    </MailLayout>
  );
}
