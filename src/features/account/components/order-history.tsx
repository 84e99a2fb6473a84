/**
 * The 'Historia zamówień' view: fetched when it opens (fetchCustomerOrders, newest first), five
 * orders a page with the shared pagination. Each order shows its date, status in Polish (with
 * where an online payment stands), its items as 'x{n} szt name', the total in zł with how it was
 * received and any pickup discount (D95); one still
 * waiting for its online payment links its order page, where it is paid or switched to cash.
 * 'Zamów ponownie' under each order puts its items into the basket at today's prices.
 */
import React, { useEffect, useRef, useState } from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { isUnpaidStatus } from '../../../../domain/rules/order-lifecycle';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { fetchCustomerOrders } from '../customer-thunks';
import { selectCustomerOrders } from '../account-slice';
import type { OrderView } from '../../../lib/shop-api-types';
import { clampPage, pageCount, paginate } from '../../../lib/pagination';
import { lineTotalGrosze } from '../../../../domain/rules/money';
import { formatGrosze, formatMoney, formatPieces } from '../../../text/format';
import { paymentStateLabel } from '../../payment';
import { formatShopDateTime } from '../../../../domain/rules/shop-time';
import { FULFILMENT_LABELS } from '../../../../domain/rules/fulfilment';
import { orderPagePath } from '../../../lib/order-page-path';
import { Pagination } from '../../../components/ui/pagination';
import { NO_ORDERS_TEXT, ORDERS_PAGE_SIZE, orderStatusLabel, UNPAID_ORDER_LINK_TEXT } from './account-text';
import { theme } from '../../../styles/theme';
import { OrderAgainButton } from '../../reorder';

/** '05.03.2026, 14:30' in Warsaw time; '' for a date the API did not send. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) || !iso ? '' : formatShopDateTime(date);
}

const Orders = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Order = styled.li`
  padding: ${theme.space.md} 0;
  border-bottom: 1px solid ${theme.palette.border};
  h3 { margin: 0 0 ${theme.space.xs}; font-size: ${theme.fontSizes.md}; }
  p { margin: ${theme.space.xs} 0; }
`;

const Items = styled.ul`
  margin: ${theme.space.sm} 0;
  padding: 0;
  list-style: none;
  li { display: flex; gap: ${theme.space.sm}; }
  li span:nth-child(2) { flex: 1; }
  li span:first-child, li span:last-child { white-space: nowrap; }
`;

function OrderEntry({ order }: { order: OrderView }) {
  const payment = paymentStateLabel(order.paymentState);
  return (
    <Order>
      <h3>
        Zamówienie z <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
      </h3>
      <p>
        Status: <strong>{orderStatusLabel(order.status)}</strong>
        {payment && <> · {payment}</>}
      </p>
      {isUnpaidStatus(order.status) && (
        <p>
          <Link to={orderPagePath(order.id)}>{UNPAID_ORDER_LINK_TEXT}</Link>
        </p>
      )}
      <Items aria-label="Pozycje zamówienia">
        {order.items.map((item) => (
          <li key={item.id}>
            <span>{formatPieces(item.quantity)}</span> <span>{item.name}</span>{' '}
            <span>{formatGrosze(lineTotalGrosze(item.price, item.quantity))}</span>
          </li>
        ))}
      </Items>
      <p>
        Razem: <strong>{formatMoney(order.total)}</strong> · {FULFILMENT_LABELS[order.fulfilment]}
        {order.discount > 0 && <> (rabat {formatMoney(order.discount)})</>}
      </p>
      <OrderAgainButton items={order.items} />
    </Order>
  );
}

export function OrderHistory({ headingId }: { headingId: string }) {
  const dispatch = useAppDispatch();
  const orders = useAppSelector(selectCustomerOrders);
  // Until the first answer the list in the store may be someone's stale or empty one.
  const [loaded, setLoaded] = useState(false);
  const [page, setPage] = useState(1);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    let live = true;
    void dispatch(fetchCustomerOrders()).then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [dispatch]);

  if (!loaded) return <p role="status">Wczytywanie zamówień…</p>;
  if (orders.length === 0) return <p>{NO_ORDERS_TEXT}</p>;

  const current = clampPage(page, pageCount(orders.length, ORDERS_PAGE_SIZE));
  const shown = orders.slice((current - 1) * ORDERS_PAGE_SIZE, current * ORDERS_PAGE_SIZE);
  const changePage = (next: number) => {
    setPage(next);
    // The new page's first order is where reading continues (and where the keyboard is).
    requestAnimationFrame(() => listRef.current?.focus());
  };

  return (
    <>
      <Orders ref={listRef} aria-labelledby={headingId} tabIndex={-1}>
        {shown.map((order) => (
          <OrderEntry key={order.id} order={order} />
        ))}
      </Orders>
      <Pagination items={paginate({ totalItems: orders.length, pageSize: ORDERS_PAGE_SIZE, currentPage: current })} onChange={changePage} />
    </>
  );
}
