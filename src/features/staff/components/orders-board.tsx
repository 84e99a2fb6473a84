/**
 * The live orders board: sections Nowe / Przyjęte / Gotowe / w drodze / Zakończone dziś, a
 * filter by the way of receiving (every order, delivery, pickup), the connection banner, the
 * sound alert controls and the ticket width. Data comes from the
 * store; use-staff-live keeps it fresh and use-alert-sound rings while a new order waits.
 */
import React, { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { boardColumns, selectBoardOrders, selectHasWaitingOrders, selectStaff, type FulfilmentFilter } from '../staff-selectors';
import { useStaffSelector } from '../staff-store';
import { readValue, writeValue } from '../../../lib/storage';
import { STAFF_TEXT, COLUMN_LABELS, FULFILMENT_FILTER_LABELS } from './staff-text';
import { Row, SmallButton } from './staff-ui';
import { OrderCard } from './order-card';
import { OrderTicket, TICKET_WIDTHS, type TicketWidth } from './order-ticket';
import { useAlertSound } from './use-alert-sound';
import { useStaffLive } from './use-staff-live';
import { theme } from '../../../styles/theme';

export const TICKET_WIDTH_KEY = 'STAFF_TICKET_WIDTH';
export const SOUND_MUTED_KEY = 'STAFF_SOUND_MUTED';
const isWidth = (v: unknown): v is TicketWidth => TICKET_WIDTHS.includes(v as TicketWidth);
const isBool = (v: unknown): v is boolean => typeof v === 'boolean';

const Banner = styled.p`
  padding: ${theme.space.sm} ${theme.space.md};
  font-weight: 700;
  color: ${theme.palette.inverseText};
  background: ${theme.palette.error};
`;

const Columns = styled.div`
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: 1fr;
  ${theme.media.up.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${theme.media.up.xl} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  h2 { font-size: ${theme.fontSizes.lg}; }
`;

export function OrdersBoard() {
  useStaffLive();
  const { ordersStatus, connection } = useStaffSelector(selectStaff);
  const orders = useStaffSelector(selectBoardOrders);
  const waiting = useStaffSelector(selectHasWaitingOrders);
  const [now, setNow] = useState(() => new Date());
  const [muted, setMuted] = useState(() => readValue(SOUND_MUTED_KEY, isBool) ?? false);
  const [width, setWidth] = useState<TicketWidth>(() => readValue(TICKET_WIDTH_KEY, isWidth) ?? 80);
  // The last ticket asked for stays in the DOM (hidden on screen); n makes a reprint a new request.
  const [ticket, setTicket] = useState<{ id: string; n: number } | null>(null);
  const [fulfilment, setFulfilment] = useState<FulfilmentFilter>('');
  const sound = useAlertSound(waiting, muted);

  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000); // 'Zakończone dziś' rolls over at midnight
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (ticket) window.print(); // the ticket is rendered now; the print CSS shows only it
  }, [ticket]);
  const print = (id: string) => setTicket((t) => ({ id, n: (t?.n ?? 0) + 1 }));

  const columns = useMemo(() => boardColumns(orders, now, fulfilment), [orders, now, fulfilment]);
  const printed = ticket ? orders.find((o) => o.id === ticket.id) : undefined;
  const toggleMute = () => {
    writeValue(SOUND_MUTED_KEY, !muted);
    setMuted(!muted);
  };
  const chooseWidth = (w: TicketWidth) => {
    writeValue(TICKET_WIDTH_KEY, w);
    setWidth(w);
  };

  return (
    <div>
      {connection === 'offline' && <Banner role="alert">{STAFF_TEXT.offline}</Banner>}
      <Row>
        {sound.needsGesture && !muted && (
          <SmallButton type="button" variant="primary" onClick={sound.enable}>
            {STAFF_TEXT.enableSound}
          </SmallButton>
        )}
        <SmallButton type="button" aria-pressed={muted} onClick={toggleMute}>
          {muted ? STAFF_TEXT.unmute : STAFF_TEXT.mute}
        </SmallButton>
        <span id="ticket-width">Szerokość paragonu:</span>
        {TICKET_WIDTHS.map((w) => (
          <SmallButton key={w} type="button" aria-pressed={width === w} aria-describedby="ticket-width" onClick={() => chooseWidth(w)}>
            {w} mm
          </SmallButton>
        ))}
      </Row>
      <Row role="group" aria-labelledby="board-filter">
        <span id="board-filter">Pokaż zamówienia:</span>
        {(Object.keys(FULFILMENT_FILTER_LABELS) as FulfilmentFilter[]).map((key) => (
          <SmallButton key={key || 'all'} type="button" aria-pressed={fulfilment === key} onClick={() => setFulfilment(key)}>
            {FULFILMENT_FILTER_LABELS[key]}
          </SmallButton>
        ))}
      </Row>
      {ordersStatus === 'error' && <p role="alert">Nie udało się wczytać zamówień. Ponawiam przy następnym połączeniu.</p>}
      <Columns>
        {(Object.keys(COLUMN_LABELS) as (keyof typeof COLUMN_LABELS)[]).map((key) => (
          <section key={key} aria-label={COLUMN_LABELS[key]} data-testid={`column-${key}`}>
            <h2>
              {COLUMN_LABELS[key]} ({columns[key].length})
            </h2>
            {columns[key].map((order) => (
              <OrderCard key={order.id} order={order} onPrint={print} />
            ))}
          </section>
        ))}
      </Columns>
      {printed && <OrderTicket order={printed} width={width} />}
    </div>
  );
}
