/**
 * The basket's sums and terms for pickup (D95): the discount as its own line (never on alcohol),
 * what is left to pay, pickup's minimum order, where to come and how long the kitchen takes.
 */
import React from 'react';
import type { PickupTerms } from '../../../../domain/rules/fulfilment';
import { addressLine } from '../../../../domain/rules/restaurant-facts';
import { useAppSelector } from '../../../app/hooks';
import { formatDeductionGrosze, formatGrosze } from '../../../text/format';
import { TermsList } from './terms-list';
import { selectRestaurantInfo } from '../../contact';
import { NO_ALCOHOL_DISCOUNT_NOTE, pickupDiscountLabel, pickupMinimumLine, preparationLine } from '../../prices';

export interface PickupTermsProps {
  /** null until GET /shop/pickup answered: then only the address is certain. */
  pickup: PickupTerms | null;
  itemsGrosze: number;
  discountGrosze: number;
  hasAlcohol: boolean;
}

export function PickupTermsLines({ pickup, itemsGrosze, discountGrosze, hasAlcohol }: PickupTermsProps) {
  const restaurant = useAppSelector(selectRestaurantInfo);
  const minimum = pickup && pickupMinimumLine(pickup);
  return (
    <>
      {pickup && pickup.discountPercent > 0 && (
        <>
          <p data-testid="pickup-discount">
            {pickupDiscountLabel(pickup.discountPercent)}: <strong>{formatDeductionGrosze(discountGrosze)}</strong>
            {hasAlcohol && ` (${NO_ALCOHOL_DISCOUNT_NOTE})`}
          </p>
          <p>
            Do zapłaty: <strong>{formatGrosze(itemsGrosze - discountGrosze)}</strong>
          </p>
        </>
      )}
      <TermsList aria-label="Warunki odbioru osobistego">
        <li>Odbiór w restauracji: {addressLine(restaurant)}</li>
        {pickup && <li>{preparationLine(pickup)}</li>}
        {minimum && <li>{minimum}</li>}
      </TermsList>
    </>
  );
}
