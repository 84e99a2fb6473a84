/**
 * What /order/ shows under its title: the order's state, its status (live), where it goes (the
 * address, or pickup at the restaurant), the restaurant's changes and partial refunds, lines,
 * discounts (pickup's and the promo code's apart) and total, and the prices the server changed when this tab placed it.
 */
import React, { useEffect, useState } from 'react';
import { LinkButton } from '../../../components/ui/button';
import type { PriceChange } from '../../../lib/shop-api-types';
import { formatMoney } from '../../../text/format';
import { OrderLines, PriceChangeNotice, readPriceChanges } from '../../checkout';
import { OrderPayment, PartialRefunds, PaymentState, paymentPhrase } from '../../payment';
import { orderDiscountLines } from '../../prices';
import { useTrackedOrder } from '../use-tracked-order';
import { OrderChanges } from './order-changes';
import { OrderFulfilment } from './order-fulfilment';
import { OrderStatus } from './order-status';
import { OrderAgainButton } from '../../reorder';

export function TrackedOrder({ id }: { id: string }) {
  const { order, state, live, replaceOrder } = useTrackedOrder(id);
  // Prices the server changed when this tab placed the order (none for a shared link).
  const [priceChanges, setPriceChanges] = useState<PriceChange[]>([]);

  useEffect(() => setPriceChanges(readPriceChanges(id)), [id]);

  return (
    <>
        {state === 'loading' && <p role="status">Wczytujemy zamówienie…</p>}
        {state === 'missing' && (
          <>
            <p>Nie znaleźliśmy zamówienia o tym numerze. Sprawdź link, który otrzymałeś.</p>
            <LinkButton to="/menu/">Wróć do menu</LinkButton>
          </>
        )}
        {state === 'error' && <p role="alert">Nie udało się wczytać zamówienia. Odśwież stronę za chwilę.</p>}
        {order && state === 'ready' && (
          <>
            <p>
              Numer zamówienia: <strong data-testid="order-id">{order.id}</strong>
            </p>
            <PriceChangeNotice changes={priceChanges} />
            <OrderStatus order={order} />
            <OrderFulfilment order={order} />
            <PaymentState state={order.paymentState} />
            <PartialRefunds refunds={order.partialRefunds} />
            <OrderPayment order={order} onOrderChanged={replaceOrder} />
            <OrderChanges changes={order.changes} fulfilment={order.fulfilment} />
            <p>{live ? 'Status odświeża się na bieżąco.' : 'Łączymy się, aby śledzić status na bieżąco…'}</p>
            <h2>Zamówione produkty</h2>
            <OrderLines
              label="Zamówione produkty"
              items={order.items}
              itemsTotal={order.itemsTotal}
              fulfilment={order.fulfilment}
              deliveryPrice={order.deliveryPrice}
              discounts={orderDiscountLines(order)}
            />
            <p>
              Płatność: {paymentPhrase(order.paymentMethod)}. Suma zamówienia:{' '}
              <strong data-testid="order-total">{formatMoney(order.total)}</strong>
            </p>
            <p>Zachowaj ten adres strony, aby śledzić zamówienie.</p>
            <OrderAgainButton items={order.items} />
          </>
        )}
    </>
  );
}
