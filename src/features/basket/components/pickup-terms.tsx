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
import { PromoDiscountLine, type PromoLine } from './promo-discount-line';
import { selectRestaurantInfo } from '../../contact';
import { NO_ALCOHOL_DISCOUNT_NOTE, pickupDiscountLabel, pickupMinimumLine, preparationLine } from '../../prices';

export interface PickupTermsProps {
  /** null until GET /shop/pickup answered: then only the address is certain. */
  pickup: PickupTerms | null;
  itemsGrosze: number;
  discountGrosze: number;
  hasAlcohol: boolean;
  /** The promo code's line, after the pickup discount (D105); null without one. */
  promo?: PromoLine | null;
}

export function PickupTermsLines({ pickup, itemsGrosze, discountGrosze, hasAlcohol, promo = null }: PickupTermsProps) {
  const restaurant = useAppSelector(selectRestaurantInfo);
  const minimum = pickup && pickupMinimumLine(pickup);
  const hasDiscount = pickup !== null && pickup.discountPercent > 0;
  return (
    <>
      {hasDiscount && (
        <p data-testid="pickup-discount">
          {pickupDiscountLabel(pickup.discountPercent)}: <strong>{formatDeductionGrosze(discountGrosze)}</strong>
          {hasAlcohol && ` (${NO_ALCOHOL_DISCOUNT_NOTE})`}
        </p>
      )}
      {promo && <PromoDiscountLine promo={promo} />}
      {(hasDiscount || promo) && (
        <p>
          Do zapłaty: <strong>{formatGrosze(itemsGrosze - discountGrosze - (promo?.discountGrosze ?? 0))}</strong>
        </p>
      )}
      <TermsList aria-label="Warunki odbioru osobistego">
        <li>Odbiór w restauracji: {addressLine(restaurant)}</li>
        {pickup && <li>{preparationLine(pickup)}</li>}
        {minimum && <li>{minimum}</li>}
      </TermsList>
    </>
  );
}
