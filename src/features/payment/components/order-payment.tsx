/**
 * An order paid online that is not paid yet (D73): the customer who came back without
 * paying (pressed 'Anuluj' at Przelewy24) or whose time to pay ran out may pay (again) or pay
 * in cash instead, to the rider or at the counter (D95). Back from Przelewy24 (the address
 * carries its mark), the API is asked how the attempt ended, and a rejected or cancelled one is
 * said so (D106). Nothing shows for any other status.
 */
import React, { useEffect, useState } from 'react';
import styled from 'styled-components';
import { isUnpaidStatus } from '../../../../domain/rules/order-lifecycle';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../components/ui/button';
import { ErrorText } from '../../../components/ui/field';
import type { PublicOrder } from '../../../lib/shop-api-types';
import { theme } from '../../../styles/theme';
import { PAYMENT_RETURN_MARK } from '../../../../domain/rules/payment-methods';
import { checkPaymentReturn, payOrderInCash, payOrderOnline } from '../payment-thunks';
import { orderPaymentText } from './order-payment-text';

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

const cameBackFromGateway = () =>
  typeof window !== 'undefined' && new URLSearchParams(window.location.search).get(PAYMENT_RETURN_MARK.param) === PAYMENT_RETURN_MARK.value;

/** True once the API says the attempt the customer came back from was rejected or cancelled. */
function useNotCompleted(order: PublicOrder): boolean {
  const dispatch = useAppDispatch();
  const [notCompleted, setNotCompleted] = useState(false);
  const waiting = order.status === 'awaiting_payment';
  useEffect(() => {
    if (!waiting || !cameBackFromGateway()) return;
    let current = true;
    void dispatch(checkPaymentReturn(order.id)).then((outcome) => current && setNotCompleted(outcome === 'not_completed'));
    return () => {
      current = false;
    };
  }, [dispatch, order.id, waiting]);
  return waiting && notCompleted;
}

export function OrderPayment({ order, onOrderChanged }: { order: PublicOrder; onOrderChanged: (order: PublicOrder) => void }) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const notCompleted = useNotCompleted(order);

  // A new status (live, or from the cash switch) starts with no stale error.
  useEffect(() => setError(null), [order.status]);

  if (!isUnpaidStatus(order.status)) return null;
  const text = orderPaymentText(order.fulfilment);
  const expired = order.status === 'payment_expired';

  const pay = async () => {
    setBusy('pay');
    setError(null);
    const outcome = await dispatch(payOrderOnline(order.id));
    // On success the browser is leaving for the payment page: the buttons stay disabled.
    if (!outcome.ok) {
      setError(outcome.message);
      setBusy(null);
    }
  };

  const payInCash = async () => {
    setBusy('cash');
    setError(null);
    const outcome = await dispatch(payOrderInCash(order.id));
    setBusy(null);
    if (!outcome.ok) setError(outcome.message);
    else if (outcome.order) onOrderChanged(outcome.order);
  };

  return (
    <Box aria-labelledby="order-payment-heading" data-testid="order-payment">
      <h2 id="order-payment-heading">{text.heading}</h2>
      {expired || notCompleted ? (
        <>
          <p role={notCompleted ? 'alert' : undefined}>
            <strong>{expired ? text.expired : text.notCompleted}</strong>
          </p>
          <p>{expired ? text.expiredChoice : text.notCompletedChoice}</p>
        </>
      ) : (
        <p>{text.awaiting}</p>
      )}
      <div aria-live="polite">
        {busy === 'pay' && <p role="status">{text.toPayment}</p>}
        {busy === 'cash' && <p role="status">{text.saving}</p>}
        {error && <ErrorText role="alert">{error}</ErrorText>}
      </div>
      <Actions>
        <Button variant="primary" onClick={() => void pay()} disabled={busy !== null} aria-busy={busy === 'pay'}>
          {expired || notCompleted ? text.payAgain : text.payNow}
        </Button>
        <Button variant="primary-reverse" onClick={() => void payInCash()} disabled={busy !== null} aria-busy={busy === 'cash'}>
          {text.payInCash}
        </Button>
      </Actions>
    </Box>
  );
}
