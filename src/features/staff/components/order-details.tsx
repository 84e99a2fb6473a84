/**
 * What an order card and the printed ticket both show: items, totals with the discounts (pickup's, the code's),
 * where the food goes (an address, or the counter for pickup, D95), contact, the changes made by
 * phone (D97) and the partial refunds they caused.
 */
import React from 'react';
import type { StaffOrderView } from '../../../lib/shop-api-types';
import { lineTotalGrosze, zlotyToGrosze } from '../../../../domain/rules/money';
import { FULFILMENT_LABELS } from '../../../../domain/rules/fulfilment';
import { formatDeductionGrosze, formatGrosze, formatMoney } from '../../../text/format';
import { orderDiscountLines } from '../../prices';
import { CHANGED_PART_NAMES, formatDayClock, PAYMENT_NAMES } from './staff-text';

export const deliveryLabel = (order: StaffOrderView): string =>
  order.deliveryTime.type === 'scheduled' && order.deliveryTime.at
    ? `Na godzinę: ${formatDayClock(order.deliveryTime.at)}`
    : 'Jak najszybciej';

export const paymentLabel = (method: string): string => PAYMENT_NAMES[method] ?? method;

export const isPickup = (order: Pick<StaffOrderView, 'fulfilment'>): boolean => order.fulfilment === 'pickup';


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

/** The parts of the total: items, the delivery fee (none for pickup), each discount apart (pickup's, the code's, D105). */
function totalParts(order: StaffOrderView): string {
  const parts = [`produkty ${formatMoney(order.itemsTotal)}`];
  if (!isPickup(order)) parts.push(`dostawa ${formatMoney(order.deliveryPrice)}`);
  for (const line of orderDiscountLines(order)) parts.push(`${line.label.charAt(0).toLowerCase()}${line.label.slice(1)} ${formatDeductionGrosze(zlotyToGrosze(line.amount))}`);
  return parts.join(', ');
}

export function OrderFacts({ order }: { order: StaffOrderView }) {
  const { address, customer } = order;
  return (
    <dl>
      <dt>{FULFILMENT_LABELS[order.fulfilment] ?? FULFILMENT_LABELS.delivery}</dt>
      <dd>{deliveryLabel(order)}</dd>
      {!isPickup(order) && (
        <>
          <dt>Adres</dt>
          <dd>
            {address.street}, {address.postalCode} {address.city} (strefa {order.deliveryZone})
          </dd>
        </>
      )}
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
        <strong>{formatMoney(order.total)}</strong> ({totalParts(order)})
      </dd>
      {order.partialRefunds.map((refund, i) => (
        <React.Fragment key={i}>
          <dt>Zwrot części</dt>
          <dd data-testid="partial-refund">
            {formatMoney(refund.amount)} przez Przelewy24 — {refund.state === 'done' ? 'zwrócono' : 'w toku'}
          </dd>
        </React.Fragment>
      ))}
    </dl>
  );
}

/** Changes made by phone, oldest first: when, who, what, why, and the total before and after (D97). */
export function OrderChanges({ order }: { order: StaffOrderView }) {
  if (order.changes.length === 0) return null;
  return (
    <section aria-labelledby={`changes-${order.id}`}>
      <h4 id={`changes-${order.id}`}>Zmiany przez telefon</h4>
      <ol>
        {order.changes.map((change) => (
          <li key={change.at} data-testid="order-change">
            {formatDayClock(change.at)}, {change.changedBy}: {change.changed.map((part) => CHANGED_PART_NAMES[part] ?? part).join(', ')} —
            „{change.reason}”; {formatMoney(change.totalBefore)} → <strong>{formatMoney(change.totalAfter)}</strong>
          </li>
        ))}
      </ol>
    </section>
  );
}
