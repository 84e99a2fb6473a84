/** The order's status in Polish, its history and the estimated time of delivery, or of pickup (D95). */
import React from 'react';
import styled from 'styled-components';
import { isFinalStatus, isOrderStatus, type OrderStatus } from '../../../../domain/rules/order-lifecycle';
import { SHOP_TIME_ZONE } from '../../../../domain/rules/opening-hours';
import { formatShopClock } from '../../../../domain/rules/shop-time';
import type { PublicOrder } from '../../../lib/shop-api-types';
import { theme } from '../../../styles/theme';

export const STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: 'Czekamy na potwierdzenie płatności',
  // The payment box below says the time ran out and what the customer can do now.
  payment_expired: 'Nieopłacone',
  new: 'Nowe — czeka na potwierdzenie restauracji',
  accepted: 'Przyjęte — przygotowujemy Twoje zamówienie',
  in_delivery: 'W drodze — kurier jedzie do Ciebie',
  delivered: 'Dostarczone — smacznego!',
  ready_for_pickup: 'Gotowe do odbioru — zapraszamy do restauracji',
  picked_up: 'Odebrane — smacznego!',
  rejected: 'Odrzucone',
};

export const statusLabel = (status: string) => (isOrderStatus(status) ? STATUS_LABELS[status] : status);

const timeFormat = new Intl.DateTimeFormat('pl-PL', {
  timeZone: SHOP_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

export const formatTime = (iso: string) => timeFormat.format(new Date(iso));

const Status = styled.p`
  font-size: ${theme.fontSizes.lg};
  font-weight: 700;
`;

const History = styled.ol`
  padding-left: ${theme.space.lg};
`;

/** Until the food is there: at the door, or ready at the counter (then the status says it). */
const awaitsEstimate = (status: string) => !isFinalStatus(status) && status !== 'ready_for_pickup';

export function OrderStatus({ order }: { order: PublicOrder }) {
  const last = order.statusHistory[order.statusHistory.length - 1];
  const estimateLabel = order.fulfilment === 'pickup' ? 'Gotowe do odbioru około' : 'Szacowana godzina dostawy';
  return (
    <section aria-labelledby="order-status-heading">
      <h2 id="order-status-heading">Status zamówienia</h2>
      <Status data-testid="order-status" aria-live="polite">
        {statusLabel(order.status)}
      </Status>
      {order.status === 'rejected' && last?.note && <p>Powód: {last.note}</p>}
      {order.estimatedDeliveryAt && awaitsEstimate(order.status) && (
        <p>
          {estimateLabel}: <strong>{formatShopClock(new Date(order.estimatedDeliveryAt))}</strong>
          {order.estimatedMinutes ? ` (ok. ${order.estimatedMinutes} min od przyjęcia)` : ''}
        </p>
      )}
      <h3>Historia</h3>
      <History aria-label="Historia statusu">
        {order.statusHistory.map((change) => (
          <li key={`${change.status}-${change.at}`}>
            {formatTime(change.at)}: {statusLabel(change.status)}
            {change.note ? ` (${change.note})` : ''}
          </li>
        ))}
      </History>
    </section>
  );
}
