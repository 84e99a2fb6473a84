/**
 * Where the order goes: the delivery address (street and city only: the page is public), or for
 * pickup (D95) 'Odbiór osobisty' at the restaurant's address from its facts, with the chosen time
 * or, until the restaurant accepts an 'as soon as possible' order, when the time will be known.
 */
import React from 'react';
import { FULFILMENT_LABELS } from '../../../../domain/rules/fulfilment';
import { addressLine } from '../../../../domain/rules/restaurant-facts';
import { useAppSelector } from '../../../app/hooks';
import type { PublicOrder } from '../../../lib/shop-api-types';
import { selectRestaurantInfo } from '../../contact';
import { formatTime } from './order-status';

export function OrderFulfilment({ order }: { order: PublicOrder }) {
  const restaurant = useAppSelector(selectRestaurantInfo);
  if (order.fulfilment !== 'pickup') {
    return (
      <p>
        Adres dostawy: {order.address.street}, {order.address.city}
      </p>
    );
  }
  const scheduledAt = order.deliveryTime.type === 'scheduled' ? order.deliveryTime.at : null;
  return (
    <div data-testid="order-fulfilment">
      <p>
        <strong>{FULFILMENT_LABELS.pickup}</strong>: {addressLine(restaurant)}
      </p>
      {scheduledAt && <p>Wybrana godzina odbioru: {formatTime(scheduledAt)}</p>}
      {!scheduledAt && order.status === 'new' && <p>Godzinę odbioru podamy, gdy restauracja przyjmie zamówienie.</p>}
    </div>
  );
}
