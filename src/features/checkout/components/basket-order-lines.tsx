/** The basket as both checkout steps show it: its lines, the delivery price of the form's zone and the total. */
import React from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectBasketItems, selectBasketTotal } from '../../basket';
import { selectDeliveryPrice, selectFreeDeliveryNote } from '../checkout-slice';
import { useCheckoutSelector } from '../use-checkout-slice';
import { OrderLines } from './order-lines';

export function BasketOrderLines() {
  const items = useAppSelector(selectBasketItems);
  const itemsTotal = useAppSelector(selectBasketTotal);
  const deliveryPrice = useCheckoutSelector(selectDeliveryPrice);
  const deliveryNote = useCheckoutSelector(selectFreeDeliveryNote);
  return <OrderLines items={items} itemsTotal={itemsTotal} deliveryPrice={deliveryPrice} deliveryNote={deliveryNote} />;
}
