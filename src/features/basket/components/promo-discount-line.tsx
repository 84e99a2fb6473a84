/** The promo code's own line in the basket (D105): 'Kod rabatowy WIOSNA-15: −12,00 zł'. */
import React from 'react';
import { formatDeductionGrosze } from '../../../text/format';
import { promoDiscountLabel } from '../../prices';

export interface PromoLine {
  code: string;
  discountGrosze: number;
}

export function PromoDiscountLine({ promo }: { promo: PromoLine }) {
  return (
    <p data-testid="promo-discount">
      {promoDiscountLabel(promo.code)}: <strong>{formatDeductionGrosze(promo.discountGrosze)}</strong>
    </p>
  );
}
