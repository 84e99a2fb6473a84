import React, { useEffect, useMemo, useState } from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { OrderLines } from '../features/checkout';
import { OrderStatus } from '../features/order-tracking';
import { PriceChangeNotice } from '../features/checkout';
import { Layout } from '../features/app';
import { Seo } from '../features/seo';
import { LinkButton } from '../components/ui/button';
import { readPriceChanges } from '../features/checkout';
import { createGraphqlClient } from '../lib/graphql-client';
import type { PriceChange, PublicOrder } from '../lib/shop-api-types';
import { formatMoney } from '../text/format';

// A static page: the order's id comes from the query string (/order/?id=...), so the address
// is fixed, works from a shared link and needs no sign-in.
const TITLE = 'Twoje zamówienie';

const PAYMENT_LABELS: Record<string, string> = { cash: 'gotówką przy odbiorze', card: 'kartą przy odbiorze' };

export default function OrderPage({ location }: PageProps) {
  const id = useMemo(() => new URLSearchParams(location.search).get('id') ?? '', [location.search]);
  const [order, setOrder] = useState<PublicOrder | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'missing' | 'error'>('loading');
  const [live, setLive] = useState(false);
  // Prices the server changed when this tab placed the order (none for a shared link).
  const [priceChanges, setPriceChanges] = useState<PriceChange[]>([]);

  useEffect(() => setPriceChanges(readPriceChanges(id)), [id]);

  useEffect(() => {
    if (!id) {
      setState('missing');
      return undefined;
    }
    const client = createGraphqlClient();
    let current = true;
    client
      .getOrder(id)
      .then((found) => {
        if (!current) return;
        if (found) {
          setOrder(found);
          setState('ready');
        } else setState('missing');
      })
      .catch((err: unknown) => {
        console.error('Order not loaded', err);
        if (current) setState((s) => (s === 'ready' ? s : 'error'));
      });
    const stop = client.subscribe(id, (event) => {
      if (!current) return;
      if (event.type === 'order') {
        setOrder(event.order);
        setState('ready');
      } else if (event.type === 'status') {
        setOrder(event.event.order);
        setState('ready');
      } else if (event.type === 'connected') setLive(true);
      else if (event.type === 'disconnected') setLive(false);
    });
    return () => {
      current = false;
      stop();
    };
  }, [id]);

  return (
    <Layout width="narrow">
      <h1>{TITLE}</h1>
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
          <p>{live ? 'Status odświeża się na bieżąco.' : 'Łączymy się, aby śledzić status na bieżąco…'}</p>
          <h2>Zamówione produkty</h2>
          <OrderLines label="Zamówione produkty" items={order.items} itemsTotal={order.itemsTotal} deliveryPrice={order.deliveryPrice} />
          <p>
            Płatność: {PAYMENT_LABELS[order.paymentMethod] ?? order.paymentMethod}. Suma zamówienia:{' '}
            <strong data-testid="order-total">{formatMoney(order.total)}</strong>
          </p>
          <p>
            Adres dostawy: {order.address.street}, {order.address.city}
          </p>
          <p>Zachowaj ten adres strony, aby śledzić zamówienie.</p>
        </>
      )}
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={TITLE} description="Stan Twojego zamówienia: pozycje, kwota, czas dostawy i kolejne kroki restauracji." path={location.pathname} />
);
