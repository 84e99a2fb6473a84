/**
 * An order paid online that is not paid yet (D73): the customer who came back without
 * paying (pressed 'Anuluj' at Przelewy24) or whose time to pay ran out may pay (again) or pay
 * the rider in cash instead. Nothing shows for any other status.
 */
import React, { useEffect, useState } from 'react';
import styled from 'styled-components';
import { isUnpaidStatus } from '../../../../domain/rules/order-lifecycle';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../components/ui/button';
import { ErrorText } from '../../../components/ui/field';
import type { PublicOrder } from '../../../lib/shop-api-types';
import { theme } from '../../../styles/theme';
import { payTrackedOrder, payTrackedOrderInCash } from '../order-tracking-thunks';
import { ORDER_PAYMENT_TEXT } from './order-tracking-text';

const Box = styled.section`
  margin: ${theme.space.md} 0;
  padding: ${theme.space.md};
  border: 2px solid ${theme.palette.accent};
  border-radius: ${theme.radii.sm};
  p { margin: 0 0 ${theme.space.sm}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
`;

type Busy = 'pay' | 'cash' | null;

export function OrderPayment({ order, onOrderChanged }: { order: PublicOrder; onOrderChanged: (order: PublicOrder) => void }) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);

  // A new status (live, or from the cash switch) starts with no stale error.
  useEffect(() => setError(null), [order.status]);

  if (!isUnpaidStatus(order.status)) return null;
  const expired = order.status === 'payment_expired';

  const pay = async () => {
    setBusy('pay');
    setError(null);
    const outcome = await dispatch(payTrackedOrder(order.id));
    // On success the browser is leaving for the payment page: the buttons stay disabled.
    if (!outcome.ok) {
      setError(outcome.message);
      setBusy(null);
    }
  };

  const payInCash = async () => {
    setBusy('cash');
    setError(null);
    const outcome = await dispatch(payTrackedOrderInCash(order.id));
    setBusy(null);
    if (!outcome.ok) setError(outcome.message);
    else if (outcome.order) onOrderChanged(outcome.order);
  };

  return (
    <Box aria-labelledby="order-payment-heading" data-testid="order-payment">
      <h2 id="order-payment-heading">{ORDER_PAYMENT_TEXT.heading}</h2>
      {expired ? (
        <>
          <p>
            <strong>{ORDER_PAYMENT_TEXT.expired}</strong>
          </p>
          <p>{ORDER_PAYMENT_TEXT.expiredChoice}</p>
        </>
      ) : (
        <p>{ORDER_PAYMENT_TEXT.awaiting}</p>
      )}
      <div aria-live="polite">
        {busy === 'pay' && <p role="status">{ORDER_PAYMENT_TEXT.toPayment}</p>}
        {busy === 'cash' && <p role="status">{ORDER_PAYMENT_TEXT.saving}</p>}
        {error && <ErrorText role="alert">{error}</ErrorText>}
      </div>
      <Actions>
        <Button variant="primary" onClick={() => void pay()} disabled={busy !== null} aria-busy={busy === 'pay'}>
          {expired ? ORDER_PAYMENT_TEXT.payAgain : ORDER_PAYMENT_TEXT.payNow}
        </Button>
        <Button variant="primary-reverse" onClick={() => void payInCash()} disabled={busy !== null} aria-busy={busy === 'cash'}>
          {ORDER_PAYMENT_TEXT.payInCash}
        </Button>
      </Actions>
    </Box>
  );
}
