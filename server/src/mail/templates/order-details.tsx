/** What the confirmation and the restaurant's copy both list: the lines, the sums, the delivery. */
import React from 'react';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { formatGrosze } from '../../../../domain/rules/money';
import { addressLine, type StoredOrder } from '../../repositories/order-rows';
import { Fact, MailHeading } from './mail-layout';
import { deliveryPriceText, deliveryTimeText } from './mail-format';
import { paymentText, totalLabel } from './payment-text';
import { styles } from './mail-styles';

/** Each line with quantity, unit price and line total, then the sums; all in grosze until printed. */
export function OrderLines({ order }: { order: StoredOrder }) {
  return (
    <Section>
      <MailHeading>Zamówione produkty</MailHeading>
      {order.lines.map((line, index) => (
        <Text key={index} style={styles.line}>
          <strong>{line.name}</strong>
          <br />
          {line.quantity} × {formatGrosze(line.unitPriceGrosze)} = {formatGrosze(line.unitPriceGrosze * line.quantity)}
        </Text>
      ))}
      <Fact label="Produkty razem">{formatGrosze(order.itemsTotalGrosze)}</Fact>
      <Fact label={`Dostawa (strefa ${order.deliveryZone})`}>{deliveryPriceText(order.deliveryPriceGrosze)}</Fact>
      <Text style={styles.total}>
        {`${totalLabel(order)}: `}
        {formatGrosze(order.totalGrosze)}
      </Text>
      <Fact label="Płatność">{paymentText(order)}</Fact>
    </Section>
  );
}

/** Where and when; the notes as the customer wrote them. */
export function DeliveryDetails({ order }: { order: StoredOrder }) {
  return (
    <Section>
      <MailHeading>Dostawa</MailHeading>
      <Fact label="Adres">{addressLine(order.address)}</Fact>
      <Fact label="Termin">{deliveryTimeText(order.deliveryTime)}</Fact>
      {order.notes.trim() !== '' && <Fact label="Uwagi">{order.notes}</Fact>}
    </Section>
  );
}
