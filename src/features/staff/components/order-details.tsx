/** What an order card and the printed ticket both show: items, totals, delivery, contact. */
import React from 'react';
import type { StaffOrderView } from '../../../lib/shop-api-types';
import { lineTotalGrosze } from '../../../../domain/rules/money';
import { formatGrosze, formatMoney } from '../../../text/format';
import { formatDayClock, PAYMENT_NAMES } from './staff-text';

export const deliveryLabel = (order: StaffOrderView): string =>
  order.deliveryTime.type === 'scheduled' && order.deliveryTime.at
    ? `Na godzinę: ${formatDayClock(order.deliveryTime.at)}`
    : 'Jak najszybciej';

export const paymentLabel = (method: string): string => PAYMENT_NAMES[method] ?? method;

export function OrderItems({ order }: { order: StaffOrderView }) {
  return (
    <ul aria-label="Pozycje zamówienia">
      {order.items.map((item) => (
        <li key={item.id}>
          <strong>{item.quantity} ×</strong> {item.name} — {formatGrosze(lineTotalGrosze(item.price, item.quantity))}
        </li>
      ))}
    </ul>
  );
}

export function OrderFacts({ order }: { order: StaffOrderView }) {
  const { address, customer } = order;
  return (
    <dl>
      <dt>Dostawa</dt>
      <dd>{deliveryLabel(order)}</dd>
      <dt>Adres</dt>
      <dd>
        {address.street}, {address.postalCode} {address.city} (strefa {order.deliveryZone})
      </dd>
      <dt>Klient</dt>
      <dd>
        {customer.name}, <a href={`tel:${customer.phoneNumber.replace(/\s/g, '')}`}>{customer.phoneNumber}</a>
      </dd>
      <dt>Płatność</dt>
      <dd>{paymentLabel(order.paymentMethod)}</dd>
      {order.notes && (
        <>
          <dt>Uwagi klienta</dt>
          <dd data-testid="order-notes">{order.notes}</dd>
        </>
      )}
      <dt>Razem</dt>
      <dd>
        <strong>{formatMoney(order.total)}</strong> (produkty {formatMoney(order.itemsTotal)}, dostawa {formatMoney(order.deliveryPrice)})
      </dd>
    </dl>
  );
}
