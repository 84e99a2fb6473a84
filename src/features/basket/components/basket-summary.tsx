/**
 * Under the basket's lines: delivery or pickup (D95), the total, the terms of the chosen way (each
 * zone's delivery terms, or pickup's discount, minimum, address and time), what the basket still
 * lacks, and the way on to the summary (or why not yet), and emptying the basket.
 */
import React, { useId } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button, LinkButton } from '../../../components/ui/button';
import { ZONES } from '../../../../domain/rules/delivery-zones';
import { zlotyToGrosze } from '../../../../domain/rules/money';
import { formatGrosze, formatMoney } from '../../../text/format';
import { theme } from '../../../styles/theme';
import { TermsList } from './terms-list';
import { basketDeliveryNotes, selectDeliveryEnabled, selectDeliveryTerms, selectPickupTerms, zoneTermsLine } from '../../prices';
import { selectIsShopClosed } from '../../system';
import { selectBasketTotal, selectHasAlcohol } from '../basket-slice';
import { clearBasket } from '../basket-thunks';
import {
  offeredChoices,
  selectBasketDiscountGrosze,
  selectChoiceWithdrawnMessage,
  selectFulfilment,
  selectPickupBelowMinimumMessage,
} from '../fulfilment-choice';
import { FulfilmentChoice } from './fulfilment-choice';
import { PickupTermsLines } from './pickup-terms';
import { PromoCodeField } from './promo-code-field';
import { PromoDiscountLine } from './promo-discount-line';
import { selectAppliedPromoCode, selectPromoDiscountGrosze } from '../promo-selectors';
import { usePromoCode } from '../use-promo-code';

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
  const fulfilment = useAppSelector(selectFulfilment);
  const deliveryEnabled = useAppSelector(selectDeliveryEnabled);
  const pickup = useAppSelector(selectPickupTerms);
  const discount = useAppSelector(selectBasketDiscountGrosze);
  const hasAlcohol = useAppSelector(selectHasAlcohol);
  const pickupBelowMinimum = useAppSelector(selectPickupBelowMinimumMessage);
  const withdrawn = useAppSelector(selectChoiceWithdrawnMessage);
  usePromoCode();
  const promoCode = useAppSelector(selectAppliedPromoCode);
  const promoGrosze = useAppSelector(selectPromoDiscountGrosze);
  const promo = promoCode === null ? null : { code: promoCode, discountGrosze: promoGrosze };
  const itemsGrosze = zlotyToGrosze(total);
  const isPickup = fulfilment === 'pickup';
  const { blocking, notes } = isPickup ? { blocking: pickupBelowMinimum, notes: [] } : basketDeliveryNotes(terms, itemsGrosze);
  // Closed first: a basket big enough still cannot be ordered now.
  const notYet = isClosed ? shopClosedMessage : blocking;
  const reasonId = useId();

  return (
    <Summary>
      {withdrawn && <p role="status">{withdrawn}</p>}
      <FulfilmentChoice offered={offeredChoices(deliveryEnabled, pickup)} value={fulfilment} pickup={pickup} />
      <Total aria-live="polite">
        Razem: <strong>{formatMoney(total)}</strong>
      </Total>
      {isPickup ? (
        <PickupTermsLines pickup={pickup} itemsGrosze={itemsGrosze} discountGrosze={discount} hasAlcohol={hasAlcohol} promo={promo} />
      ) : (
        <>
          {promo && (
            <>
              <PromoDiscountLine promo={promo} />
              <p>
                Do zapłaty: <strong>{formatGrosze(itemsGrosze - promo.discountGrosze)}</strong> + dostawa
              </p>
            </>
          )}
          <TermsList aria-label="Warunki dostawy">
            {ZONES.map((zone) => (
              <li key={zone}>{zoneTermsLine(zone, terms[zone])}</li>
            ))}
          </TermsList>
        </>
      )}
      <PromoCodeField />
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
