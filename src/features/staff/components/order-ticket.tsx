/**
 * The printed kitchen/driver ticket of one order in a receipt layout; a pickup order's says
 * 'ODBIÓR OSOBISTY' where a delivery's has the address, and where to collect it (D95). On screen it is hidden;
 * in print only the ticket shows, at the paper width chosen in the panel (58 or 80 mm
 * thermal rolls), with @page sized to the roll so nothing is scaled down to A4.
 */
import React from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import type { StaffOrderView } from '../../../lib/shop-api-types';
import { lineTotalGrosze, zlotyToGrosze } from '../../../../domain/rules/money';
import { formatDeductionGrosze, formatGrosze, formatMoney } from '../../../text/format';
import { SITE_SHORT_NAME } from '../../../text/site';
import { addressLine } from '../../../../domain/rules/restaurant-facts';
import { useAppSelector } from '../../../app/hooks';
import { selectRestaurantInfo } from '../../contact';
import { orderDiscountLines } from '../../prices';
import { formatDayClock, PAYMENT_TEXT, STAFF_TEXT } from './staff-text';
import { deliveryLabel, isPickup, paymentLabel } from './order-details';

export const TICKET_WIDTHS = [58, 80] as const;
export type TicketWidth = (typeof TICKET_WIDTHS)[number];

const PrintRules = createGlobalStyle<{ $mm: number }>`
  @media print {
    @page { size: ${({ $mm }) => $mm}mm auto; margin: 2mm; }
    body * { visibility: hidden; }
    .staff-ticket, .staff-ticket * { visibility: visible; }
    .staff-ticket { position: absolute; left: 0; top: 0; display: block !important; }
  }
`;

const Ticket = styled.div<{ $mm: number }>`
  display: none;
  width: ${({ $mm }) => $mm - 4}mm;
  font: 11px/1.35 'DejaVu Sans Mono', 'Courier New', monospace;
  color: #000;
  h1, h2 { margin: 0; font-size: 14px; text-align: center; }
  hr { border: 0; border-top: 1px dashed #000; }
  p { margin: 0; }
  table { width: 100%; border-collapse: collapse; }
  td:last-child { text-align: right; white-space: nowrap; }
`;

/** Paid online and verified: the rider hands the food over without taking money. */
export const isPaidOnline = (order: Pick<StaffOrderView, 'paymentMethod' | 'paymentState'>): boolean =>
  order.paymentMethod === 'online' && order.paymentState === 'paid';

export const PICKUP_TICKET_TEXT = 'ODBIÓR OSOBISTY';

export function OrderTicket({ order, width }: { order: StaffOrderView; width: TicketWidth }) {
  const paidOnline = isPaidOnline(order);
  const restaurant = useAppSelector(selectRestaurantInfo);
  const pickup = isPickup(order);
  return (
    <>
      <PrintRules $mm={width} />
      <Ticket className="staff-ticket" $mm={width} data-testid="staff-ticket" data-width={width}>
        <h1>{SITE_SHORT_NAME}</h1>
        <h2>Zamówienie {order.id}</h2>
        <p>Złożone: {formatDayClock(order.createdAt)}</p>
        {order.adultConfirmed && (
          <p data-testid="adult-check">
            <strong>{STAFF_TEXT.adultCheck}</strong>
          </p>
        )}
        <hr />
        <table>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id}>
                <td>
                  {item.name} x{item.quantity}
                </td>
                <td>{formatGrosze(lineTotalGrosze(item.price, item.quantity))}</td>
              </tr>
            ))}
            <tr>
              <td>Produkty</td>
              <td>{formatMoney(order.itemsTotal)}</td>
            </tr>
            {!pickup && (
              <tr>
                <td>Dostawa (strefa {order.deliveryZone})</td>
                <td>{formatMoney(order.deliveryPrice)}</td>
              </tr>
            )}
            {orderDiscountLines(order).map((line) => (
              <tr key={line.label} data-testid="ticket-discount">
                <td>{line.label}</td>
                <td>{formatDeductionGrosze(zlotyToGrosze(line.amount))}</td>
              </tr>
            ))}
            <tr>
              <td>
                <strong>RAZEM</strong>
              </td>
              <td>
                <strong>{formatMoney(order.total)}</strong>
              </td>
            </tr>
          </tbody>
        </table>
        <hr />
        {pickup && <h2 data-testid="ticket-pickup">{PICKUP_TICKET_TEXT}</h2>}
        <p>{deliveryLabel(order)}</p>
        {pickup ? (
          <p>Odbiór: {addressLine(restaurant)}</p>
        ) : (
          <p>
            {order.address.street}, {order.address.postalCode} {order.address.city}
          </p>
        )}
        <p>
          {order.customer.name}, tel. {order.customer.phoneNumber}
        </p>
        <p>Płatność: {paymentLabel(order.paymentMethod)}</p>
        {paidOnline && (
          <p data-testid="ticket-paid">
            <strong>{PAYMENT_TEXT.ticketPaid}</strong>
          </p>
        )}
        {order.notes && <p>Uwagi: {order.notes}</p>}
      </Ticket>
    </>
  );
}
