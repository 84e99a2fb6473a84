/** The basket's lines with the delivery price and the total, as summary and payment show them. */
import React from 'react';
import styled from 'styled-components';
import type { BasketItem } from '../../basket';
import { lineTotalGrosze, zlotyToGrosze } from '../../../../domain/rules/money';
import { formatGrosze, formatMoney, formatPieces } from '../../../text/format';
import { theme } from '../../../styles/theme';

export const Lines = styled.ul`
  margin: ${theme.space.md} 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: auto 1fr auto;
    gap: ${theme.space.sm};
    padding: ${theme.space.sm} 0;
    border-bottom: 1px solid ${theme.palette.border};
  }
  li > span:last-child {
    font-weight: 600;
    white-space: nowrap;
  }
`;

export interface OrderLinesProps {
  items: readonly Pick<BasketItem, 'id' | 'name' | 'price' | 'quantity'>[];
  itemsTotal: number;
  /** null while the zone is unknown. */
  deliveryPrice: number | null;
  /** The zone's free delivery, reached or how far (selectFreeDeliveryNote). */
  deliveryNote?: string | null;
  label?: string;
}

export function OrderLines({ items, itemsTotal, deliveryPrice, deliveryNote, label = 'Zawartość koszyka' }: OrderLinesProps) {
  const totalGrosze = deliveryPrice === null ? null : zlotyToGrosze(itemsTotal) + zlotyToGrosze(deliveryPrice);
  return (
    <>
      <Lines aria-label={label}>
        {items.map((item) => (
          <li key={item.id}>
            <span>{formatPieces(item.quantity)}</span> <span>{item.name}</span>{' '}
            <span>{formatGrosze(lineTotalGrosze(item.price, item.quantity))}</span>
          </li>
        ))}
      </Lines>
      <p>
        Produkty: <strong>{formatMoney(itemsTotal)}</strong>
      </p>
      <p>
        Dostawa:{' '}
        <strong>{deliveryPrice === null ? 'zależy od adresu (podaj kod pocztowy)' : formatMoney(deliveryPrice)}</strong>
        {deliveryNote && ` (${deliveryNote})`}
      </p>
      <p data-testid="checkout-total">
        Do zapłaty: <strong>{totalGrosze === null ? formatMoney(itemsTotal) + ' + dostawa' : formatGrosze(totalGrosze)}</strong>
      </p>
    </>
  );
}
