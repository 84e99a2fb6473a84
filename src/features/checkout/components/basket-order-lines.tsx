/**
 * The basket as both checkout steps show it: its lines, then for delivery the price of the
 * form's zone, for pickup its discount (D95), the promo code's discount (D105), and the total.
 */
import React from 'react';
import { useAppSelector } from '../../../app/hooks';
import { groszeToZloty } from '../../../../domain/rules/money';
import {
  selectAppliedPromoCode,
  selectBasketDiscountGrosze,
  selectBasketItems,
  selectBasketTotal,
  selectFulfilment,
  selectHasAlcohol,
  selectPromoDiscountGrosze,
} from '../../basket';
import { NO_ALCOHOL_DISCOUNT_NOTE, pickupDiscountLabel, promoDiscountLabel, selectPickupTerms } from '../../prices';
import { selectDeliveryPrice, selectFreeDeliveryNote } from '../checkout-slice';
import { useCheckoutSelector } from '../use-checkout-slice';
import { OrderLines, type DiscountLineProps } from './order-lines';

export function BasketOrderLines() {
  const items = useAppSelector(selectBasketItems);
  const itemsTotal = useAppSelector(selectBasketTotal);
  const fulfilment = useAppSelector(selectFulfilment);
  const percent = useAppSelector(selectPickupTerms)?.discountPercent ?? 0;
  const discountGrosze = useAppSelector(selectBasketDiscountGrosze);
  const hasAlcohol = useAppSelector(selectHasAlcohol);
  const deliveryPrice = useCheckoutSelector(selectDeliveryPrice);
  const deliveryNote = useCheckoutSelector(selectFreeDeliveryNote);
  const promoCode = useAppSelector(selectAppliedPromoCode);
  const promoGrosze = useAppSelector(selectPromoDiscountGrosze);
  const discounts: DiscountLineProps[] = [];
  if (fulfilment === 'pickup' && percent > 0) {
    discounts.push({ label: pickupDiscountLabel(percent), amount: groszeToZloty(discountGrosze), note: hasAlcohol ? NO_ALCOHOL_DISCOUNT_NOTE : null });
  }
  if (promoCode !== null) discounts.push({ label: promoDiscountLabel(promoCode), amount: groszeToZloty(promoGrosze) });
  return (
    <OrderLines
      items={items}
      itemsTotal={itemsTotal}
      fulfilment={fulfilment}
      deliveryPrice={deliveryPrice}
      deliveryNote={deliveryNote}
      discounts={discounts}
    />
  );
}
