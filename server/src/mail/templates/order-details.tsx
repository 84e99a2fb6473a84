/** What the confirmation and the restaurant's copy both list: the lines, the sums, the delivery or pickup. */
import React from 'react';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { formatGrosze } from '../../../../domain/rules/money';
import { addressLine as restaurantAddress, type RestaurantFacts } from '../../../../domain/rules/restaurant-facts';
import { addressLine, type StoredOrder } from '../../repositories/order-rows';
import { Fact, MailHeading } from './mail-layout';
import { deliveryPriceText, deliveryTimeText } from './mail-format';
import { discountLabel, discountText, isPickup, PICKUP_LABEL } from './fulfilment-text';
import { pickupDiscountOf, promoLabel } from './promo-text';
import { paymentText, totalLabel } from './payment-text';
import { styles } from './mail-styles';

/**
 * Each line with quantity, unit price and line total, then the sums; all in grosze until printed.
 * Pickup has no delivery line; its discount (`discountPercent`: the percent when ordered) has its own,
 * and so has a promo code (D105), even when a change by phone left it nothing to take off.
 */
export function OrderLines({ order, discountPercent }: { order: StoredOrder; discountPercent?: number }) {
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
      {!isPickup(order) && <Fact label={`Dostawa (strefa ${order.deliveryZone})`}>{deliveryPriceText(order.deliveryPriceGrosze)}</Fact>}
      {pickupDiscountOf(order) > 0 && <Fact label={discountLabel(order, discountPercent)}>{discountText(pickupDiscountOf(order))}</Fact>}
      {order.promoCode && <Fact label={promoLabel(order)}>{discountText(order.promoDiscountGrosze)}</Fact>}
      <Text style={styles.total}>
        {`${totalLabel(order)}: `}
        {formatGrosze(order.totalGrosze)}
      </Text>
      <Fact label="Płatność">{paymentText(order)}</Fact>
    </Section>
  );
}

/** Where and when (for pickup: the restaurant's address and the time to come); the notes as the customer wrote them. */
export function DeliveryDetails({ order, facts }: { order: StoredOrder; facts: RestaurantFacts }) {
  const pickup = isPickup(order);
  return (
    <Section>
      <MailHeading>{pickup ? PICKUP_LABEL : 'Dostawa'}</MailHeading>
      {pickup ? (
        <>
          <Fact label="Adres restauracji">{restaurantAddress(facts)}</Fact>
          <Fact label="Termin odbioru">{deliveryTimeText(order.deliveryTime)}</Fact>
        </>
      ) : (
        <>
          <Fact label="Adres">{addressLine(order.address)}</Fact>
          <Fact label="Termin">{deliveryTimeText(order.deliveryTime)}</Fact>
        </>
      )}
      {order.notes.trim() !== '' && <Fact label="Uwagi">{order.notes}</Fact>}
    </Section>
  );
}
