/**
 * What /order/ shows under its title: the order's state, its status (live), lines and total,
 * and the prices the server changed when this tab placed it.
 */
import React, { useEffect, useState } from 'react';
import { LinkButton } from '../../../components/ui/button';
import type { PriceChange } from '../../../lib/shop-api-types';
import { formatMoney } from '../../../text/format';
import { OrderLines, PriceChangeNotice, readPriceChanges } from '../../checkout';
import { OrderPayment, PaymentState, paymentPhrase } from '../../payment';
import { useTrackedOrder } from '../use-tracked-order';
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
            <PaymentState state={order.paymentState} />
            <OrderPayment order={order} onOrderChanged={replaceOrder} />
            <p>{live ? 'Status odświeża się na bieżąco.' : 'Łączymy się, aby śledzić status na bieżąco…'}</p>
            <h2>Zamówione produkty</h2>
            <OrderLines label="Zamówione produkty" items={order.items} itemsTotal={order.itemsTotal} deliveryPrice={order.deliveryPrice} />
            <p>
              Płatność: {paymentPhrase(order.paymentMethod)}. Suma zamówienia:{' '}
              <strong data-testid="order-total">{formatMoney(order.total)}</strong>
            </p>
            <p>
              Adres dostawy: {order.address.street}, {order.address.city}
            </p>
            <p>Zachowaj ten adres strony, aby śledzić zamówienie.</p>
            <OrderAgainButton items={order.items} />
          </>
        )}
    </>
  );
}
