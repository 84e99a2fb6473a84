/**
 * An order card's 'E-maile' section: each message the order caused, to whom, and whether it
 * went out (when, in Warsaw time), still waits, or was refused with the mail server's reason,
 * which staff can then resend. Closed by default, so the board does not read the e-mails of
 * every order; opened, it reads them, again after the order's status changes (a new message),
 * and every few seconds while one waits for the dispatcher (there is no live feed of them).
 */
import React, { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { StaffOrderMail } from '../../../../domain/contract/order-mails';
import { useAppDispatch } from '../../../app/hooks';
import type { StaffOrderView } from '../../../lib/shop-api-types';
import { theme } from '../../../styles/theme';
import { selectHasPendingMail, selectOrderMails } from '../order-mails-slice';
import { fetchOrderMails, resendOrderMail } from '../order-mails-thunks';
import { useStaffSelector } from '../staff-store';
import { MAIL_KIND_LABELS, MAIL_TEXT, mailStatusText } from './staff-text';
import { FieldError, SmallButton } from './staff-ui';

/** How soon a waiting message is read again: a refusal or a delivery takes a second or two. */
export const MAIL_REFRESH_MS = 3000;

const Section = styled.details`
  margin: ${theme.space.sm} 0;
  summary { cursor: pointer; font-weight: 600; min-height: ${theme.tapTarget}; display: flex; align-items: center; }
  /* Doubled: above the card's own list rule. */
  && ul { list-style: none; margin: 0; padding: 0; }
  li { padding: ${theme.space.xs} 0; border-top: 1px solid ${theme.palette.border}; overflow-wrap: anywhere; }
`;

const MailStatus = styled.span<{ $failed: boolean }>`
  display: block;
  font-weight: ${({ $failed }) => ($failed ? 700 : 400)};
  color: ${({ $failed }) => ($failed ? theme.palette.error : theme.palette.text)};
`;

function MailRow({ orderId, mail }: { orderId: string; mail: StaffOrderMail }) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const failed = mail.status === 'failed';

  const resend = async () => {
    setBusy(true);
    setError('');
    const outcome = await dispatch(resendOrderMail(orderId, mail.id));
    setBusy(false);
    if (!outcome.ok) setError(outcome.message);
  };

  return (
    <li data-testid="order-mail" data-mail-status={mail.status}>
      <strong>{MAIL_KIND_LABELS[mail.kind] ?? mail.kind}</strong> — {mail.recipient}
      <MailStatus $failed={failed}>
        {mailStatusText(mail)}
        {failed && ` (liczba prób: ${mail.attempts})`}
      </MailStatus>
      {failed && (
        <SmallButton type="button" disabled={busy} onClick={() => void resend()}>
          {MAIL_TEXT.resend}
        </SmallButton>
      )}
      {error && <FieldError role="alert">{error}</FieldError>}
    </li>
  );
}

export function OrderMails({ order }: { order: StaffOrderView }) {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const { mails, status } = useStaffSelector((state) => selectOrderMails(state, order.id));
  const waiting = useStaffSelector((state) => selectHasPendingMail(state, order.id));

  useEffect(() => {
    if (open) void dispatch(fetchOrderMails(order.id));
  }, [dispatch, open, order.id, order.status]);

  useEffect(() => {
    if (!open || !waiting) return undefined;
    const timer = setInterval(() => void dispatch(fetchOrderMails(order.id)), MAIL_REFRESH_MS);
    return () => clearInterval(timer);
  }, [dispatch, open, waiting, order.id]);

  return (
    <Section onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{MAIL_TEXT.title}</summary>
      {status === 'loading' && <p role="status">{MAIL_TEXT.loading}</p>}
      {status === 'error' && <p role="alert">{MAIL_TEXT.loadFailed}</p>}
      {status === 'ready' && mails.length === 0 && <p>{MAIL_TEXT.none}</p>}
      {mails.length > 0 && (
        <ul aria-label={`E-maile zamówienia ${order.id}`}>
          {mails.map((mail) => (
            <MailRow key={mail.id} orderId={order.id} mail={mail} />
          ))}
        </ul>
      )}
    </Section>
  );
}
