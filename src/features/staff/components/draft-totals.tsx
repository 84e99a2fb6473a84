/**
 * What the order will cost, as staff read it to the customer: items, the delivery fee (or that
 * the address is still missing), pickup's discount without alcohol, the total, and for a change
 * the total before. Below the minimum it says by how much, and asks why staff take it anyway
 * (D96), the only way the server accepts it.
 */
import React from 'react';
import styled from 'styled-components';
import type { Fulfilment } from '../../../../domain/rules/fulfilment';
import { TextField } from '../../../components/ui/text-field';
import { formatDeductionGrosze, formatGrosze, formatMoney } from '../../../text/format';
import { belowMinimumNote, type DraftTotals } from '../order-draft';
import { theme } from '../../../styles/theme';

const Sums = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: start;
  gap: 2px ${theme.space.md};
  dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
`;

interface DraftTotalsViewProps {
  totals: DraftTotals;
  fulfilment: Fulfilment;
  discountPercent: number;
  /** A change: the order's total now, in zł. */
  before?: number;
  belowMinimumReason: string;
  onReasonChange: (reason: string) => void;
  reasonError?: string;
}

export function DraftTotalsView({ totals, fulfilment, discountPercent, before, belowMinimumReason, onReasonChange, reasonError }: DraftTotalsViewProps) {
  const below = belowMinimumNote(totals);
  return (
    <section aria-label="Podsumowanie" data-testid="draft-totals">
      <Sums>
        <dt>Produkty</dt>
        <dd>{formatGrosze(totals.itemsGrosze)}</dd>
        {fulfilment === 'delivery' && (
          <>
            <dt>Dostawa</dt>
            <dd>{totals.deliveryGrosze === null ? 'podaj adres' : formatGrosze(totals.deliveryGrosze)}</dd>
          </>
        )}
        {totals.discountGrosze > 0 && (
          <>
            <dt>Rabat za odbiór osobisty (−{discountPercent}%, bez alkoholu)</dt>
            <dd>{formatDeductionGrosze(totals.discountGrosze)}</dd>
          </>
        )}
        {before !== undefined && (
          <>
            <dt>Było</dt>
            <dd>{formatMoney(before)}</dd>
          </>
        )}
        <dt>
          <strong>{before !== undefined ? 'Nowa kwota' : 'Razem'}</strong>
        </dt>
        <dd>
          <strong data-testid="draft-total">{formatGrosze(totals.totalGrosze)}</strong>
        </dd>
      </Sums>
      {below && (
        <>
          <p role="status">{below}</p>
          <TextField
            name="belowMinimumReason"
            label="Powód przyjęcia poniżej minimum"
            value={belowMinimumReason}
            onChange={onReasonChange}
            error={reasonError}
          />
        </>
      )}
    </section>
  );
}
