/**
 * Under the basket's lines: the total, the delivery terms of each zone, what the basket still
 * lacks, and the way on to the summary (or why not yet), and emptying the basket.
 */
import React, { useId } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button, LinkButton } from '../../../components/ui/button';
import { ZONES } from '../../../../domain/rules/delivery-zones';
import { zlotyToGrosze } from '../../../../domain/rules/money';
import { formatMoney } from '../../../text/format';
import { theme } from '../../../styles/theme';
import { basketDeliveryNotes, selectDeliveryTerms, zoneTermsLine } from '../../prices';
import { selectIsShopClosed } from '../../system';
import { selectBasketTotal } from '../basket-slice';
import { clearBasket } from '../basket-thunks';

const Summary = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  max-width: 420px;
  margin-left: auto;
  p { margin: 0; }
`;

const Total = styled.p`
  font-size: ${theme.fontSizes.lg};
  strong { white-space: nowrap; }
`;

const Reason = styled.p`
  color: ${theme.palette.error};
  font-weight: 600;
`;

const Terms = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${theme.palette.mutedText};
`;

export interface BasketSummaryProps {
  /** What the frame says while the shop is closed (shell's words; the shell imports this feature). */
  shopClosedMessage: string;
  onCleared: () => void;
}

export function BasketSummary({ shopClosedMessage, onCleared }: BasketSummaryProps) {
  const dispatch = useAppDispatch();
  const total = useAppSelector(selectBasketTotal);
  const terms = useAppSelector(selectDeliveryTerms);
  const isClosed = useAppSelector(selectIsShopClosed);
  const { blocking, notes } = basketDeliveryNotes(terms, zlotyToGrosze(total));
  // Closed first: a basket big enough still cannot be ordered now.
  const notYet = isClosed ? shopClosedMessage : blocking;
  const reasonId = useId();

  return (
    <Summary>
      <Total aria-live="polite">
        Razem: <strong>{formatMoney(total)}</strong>
      </Total>
      <Terms aria-label="Warunki dostawy">
        {ZONES.map((zone) => (
          <li key={zone}>{zoneTermsLine(zone, terms[zone])}</li>
        ))}
      </Terms>
      {notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
      {notYet ? (
        <>
          <Button variant="primary-wide" disabled aria-describedby={reasonId}>
            ZAMAWIAM
          </Button>
          <Reason id={reasonId} aria-live="polite">
            {notYet}
          </Reason>
        </>
      ) : (
        <LinkButton to="/summary/" variant="primary-basket">
          ZAMAWIAM
        </LinkButton>
      )}
      <Button
        variant="primary-reverse-wide"
        onClick={() => {
          dispatch(clearBasket());
          onCleared();
        }}
      >
        Wyczyść koszyk
      </Button>
    </Summary>
  );
}
