/** Where the money of an online order stands, on the order page ('Opłacone online', 'Zwrot w toku — …'). */
import React from 'react';
import { paymentStateLabel, paymentStateNote } from '../payment-texts';

/** Nothing for payment at the door or while waiting: the order's status says it. */
export function PaymentState({ state }: { state: string | undefined }) {
  const label = paymentStateLabel(state);
  if (!label) return null;
  const note = paymentStateNote(state);
  return (
    <p data-testid="payment-state" aria-live="polite">
      <strong>{label}</strong>
      {note ? ` — ${note}` : ''}
    </p>
  );
}
