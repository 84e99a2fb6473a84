/**
 * The parts of an online payment given back after the restaurant lowered the total (D97), each
 * with where it stands: 'Zwrot 8,00 zł — w toku' or '— zwrócono'. A whole refund is the payment
 * state's (payment-state.tsx).
 */
import React from 'react';
import type { PartialRefund } from '../../../lib/shop-api-types';
import { formatMoney } from '../../../text/format';

const STATE_WORDS: Readonly<Record<PartialRefund['state'], string>> = { pending: 'w toku', done: 'zwrócono' };

export const PARTIAL_REFUND_NOTE = 'Różnica wraca przez Przelewy24 tą samą metodą płatności, zwykle w ciągu kilku dni roboczych.';

export function PartialRefunds({ refunds }: { refunds: readonly PartialRefund[] }) {
  if (refunds.length === 0) return null;
  return (
    <div data-testid="partial-refunds" aria-live="polite">
      <ul>
        {refunds.map((refund, i) => (
          <li key={i}>
            Zwrot {formatMoney(refund.amount)} — {STATE_WORDS[refund.state] ?? refund.state}
          </li>
        ))}
      </ul>
      <p>{PARTIAL_REFUND_NOTE}</p>
    </div>
  );
}
