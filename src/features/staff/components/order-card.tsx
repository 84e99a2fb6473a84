/**
 * One order on the board: number, time, status with its badges (paid online, pickup, taken by
 * phone), items, totals, delivery or pickup, contact, the changes made by phone, its e-mails and
 * its actions, and 'Zmień zamówienie' while it is new or accepted.
 */
import React, { useState } from 'react';
import { isChangeableStatus } from '../../../../domain/rules/order-lifecycle';
import styled from 'styled-components';
import type { StaffOrderView } from '../../../lib/shop-api-types';
import { formatMoney } from '../../../text/format';
import { formatClock, ORDER_BADGES, paymentStateBadge, STAFF_TEXT, statusName } from './staff-text';
import { Row, SmallButton } from './staff-ui';
import { OrderActions } from './order-actions';
import { OrderChangeDialog } from './order-change-dialog';
import { isPickup, OrderChanges, OrderFacts, OrderItems } from './order-details';
import { OrderMails } from './order-mails';
import { theme } from '../../../styles/theme';

const Card = styled.article<{ $fresh: boolean }>`
  margin-bottom: ${theme.space.md};
  padding: ${theme.space.md};
  border: ${({ $fresh }) => ($fresh ? '3px' : '1px')} solid
    ${({ $fresh }) => ($fresh ? theme.palette.accent : theme.palette.border)};
  border-radius: ${theme.radii.md};
  background: ${theme.palette.background};
  h3 { margin: 0; font-size: ${theme.fontSizes.lg}; }
  h4 { margin: ${theme.space.sm} 0 0; font-size: ${theme.fontSizes.md}; }
  ul { padding-left: ${theme.space.md}; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 2px ${theme.space.sm}; margin: 0; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space.sm};
`;

const AdultCheck = styled.p`
  margin: ${theme.space.sm} 0;
  padding: ${theme.space.xs} ${theme.space.sm};
  font-weight: 700;
  color: ${theme.palette.inverseText};
  background: ${theme.palette.accent};
`;

/**
 * A mark beside the status: where an online payment stands (the rider must not take money for a
 * paid order), a pickup order, an order taken by phone.
 */
const Badge = styled.span`
  display: inline-block;
  margin-left: ${theme.space.sm};
  padding: 0 ${theme.space.sm};
  border-radius: ${theme.radii.sm};
  font-weight: 700;
  color: ${theme.palette.inverseText};
  background: ${theme.palette.inverseBackground};
`;

export function OrderCard({ order, onPrint }: { order: StaffOrderView; onPrint: (id: string) => void }) {
  const last = order.statusHistory[order.statusHistory.length - 1];
  const badge = paymentStateBadge(order.paymentState);
  const [changing, setChanging] = useState(false);
  return (
    <Card $fresh={order.status === 'new'} data-testid="staff-order" data-order-id={order.id} aria-label={`Zamówienie ${order.id}`}>
      <Head>
        <h3>
          {order.id} <small>{formatClock(order.createdAt)}</small>
        </h3>
        <strong>{formatMoney(order.total)}</strong>
      </Head>
      <p>
        Status: {statusName(order.status)}
        {order.status === 'accepted' && order.estimatedMinutes ? `, ok. ${order.estimatedMinutes} min` : ''}
        {order.status === 'rejected' && last?.note ? ` — ${last.note}` : ''}
        {badge && <Badge data-testid="payment-badge">{badge}</Badge>}
        {isPickup(order) && <Badge data-testid="pickup-badge">{ORDER_BADGES.pickup}</Badge>}
        {order.source === 'phone' && <Badge data-testid="phone-badge">{ORDER_BADGES.phone}</Badge>}
      </p>
      {order.adultConfirmed && <AdultCheck data-testid="adult-check">{STAFF_TEXT.adultCheck}</AdultCheck>}
      <OrderItems order={order} />
      <OrderFacts order={order} />
      <OrderChanges order={order} />
      <OrderMails order={order} />
      <OrderActions order={order} />
      <Row>
        <SmallButton type="button" onClick={() => onPrint(order.id)}>
          Drukuj
        </SmallButton>
        {/* Only while the kitchen has not handed it on (D97); the server checks again. */}
        {isChangeableStatus(order.status) && (
          <SmallButton type="button" onClick={() => setChanging(true)}>
            Zmień zamówienie
          </SmallButton>
        )}
      </Row>
      {changing && <OrderChangeDialog order={order} onClose={() => setChanging(false)} />}
    </Card>
  );
}
