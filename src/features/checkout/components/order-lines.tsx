/** The basket's lines with the delivery price (or the pickup discount) and the total, as summary, payment and the order page show them. */
import React from 'react';
import styled from 'styled-components';
import type { BasketItem } from '../../basket';
import type { Fulfilment } from '../../../../domain/rules/fulfilment';
import { lineTotalGrosze, zlotyToGrosze } from '../../../../domain/rules/money';
import { formatDeductionGrosze, formatGrosze, formatMoney, formatPieces } from '../../../text/format';
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

/**
 * A discount as its own line: the pickup discount (D95) 'Rabat za odbiór osobisty (−10%): −8,50 zł',
 * then the promo code's (D105) 'Kod rabatowy WIOSNA-15: −12,00 zł'.
 */
export interface DiscountLineProps {
  label: string;
  /** zł */
  amount: number;
  /** 'rabat nie obejmuje alkoholu' when the basket holds some. */
  note?: string | null;
}

export interface OrderLinesProps {
  items: readonly Pick<BasketItem, 'id' | 'name' | 'price' | 'quantity'>[];
  itemsTotal: number;
  /** null while the zone is unknown. */
  deliveryPrice: number | null;
  /** Absent: delivery. Pickup has no delivery line. */
  fulfilment?: Fulfilment;
  /** The zone's free delivery, reached or how far (selectFreeDeliveryNote). */
  deliveryNote?: string | null;
  /** In the order they apply: pickup's first, then the code's. */
  discounts?: readonly DiscountLineProps[];
  label?: string;
}

export function OrderLines({ items, itemsTotal, deliveryPrice, fulfilment = 'delivery', deliveryNote, discounts = [], label = 'Zawartość koszyka' }: OrderLinesProps) {
  const isPickup = fulfilment === 'pickup';
  const discountGrosze = discounts.reduce((sum, discount) => sum + zlotyToGrosze(discount.amount), 0);
  const deliveryGrosze = isPickup ? 0 : deliveryPrice === null ? null : zlotyToGrosze(deliveryPrice);
  const totalGrosze = deliveryGrosze === null ? null : zlotyToGrosze(itemsTotal) + deliveryGrosze - discountGrosze;
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
      {!isPickup && (
        <p>
          Dostawa:{' '}
          <strong>{deliveryPrice === null ? 'zależy od adresu (podaj kod pocztowy)' : formatMoney(deliveryPrice)}</strong>
          {deliveryNote && ` (${deliveryNote})`}
        </p>
      )}
      {discounts.map((discount) => (
        <p key={discount.label} data-testid="discount-line">
          {discount.label}: <strong>{formatDeductionGrosze(zlotyToGrosze(discount.amount))}</strong>
          {discount.note && ` (${discount.note})`}
        </p>
      ))}
      <p data-testid="checkout-total">
        Do zapłaty:{' '}
        <strong>{totalGrosze === null ? formatGrosze(zlotyToGrosze(itemsTotal) - discountGrosze) + ' + dostawa' : formatGrosze(totalGrosze)}</strong>
      </p>
    </>
  );
}
