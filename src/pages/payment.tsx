import React, { useState } from 'react';
import type { HeadFC } from 'gatsby';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { OrderLines } from '../features/checkout';
import { Layout } from '../features/app';
import { Seo } from '../features/seo';
import { Button, LinkButton } from '../components/ui/button';
import { ErrorText } from '../components/ui/date-input';
import { selectBasketItems, selectBasketTotal, selectHasAlcohol } from '../features/basket';
import { validateCheckout, type PaymentMethod } from '../features/checkout';
import { submitOrder } from '../features/checkout';
import { useCheckoutForm, useDeliveryZone } from '../features/checkout';
import { CheckoutFieldset } from '../features/checkout';
import { theme } from '../styles/theme';

const TITLE = 'Płatność';

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  align-items: center;
`;

const METHODS: { value: PaymentMethod; label: string }[] = [
  { value: 'cash', label: 'Gotówką przy odbiorze' },
  { value: 'card', label: 'Kartą przy odbiorze (terminal u kuriera)' },
];

export default function PaymentPage() {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectBasketItems);
  const itemsTotal = useAppSelector(selectBasketTotal);
  const hasAlcohol = useAppSelector(selectHasAlcohol);
  const { form, loaded, update } = useCheckoutForm();
  const zone = useDeliveryZone(form.postalCode);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (items.length === 0) {
    return (
      <Layout width="narrow">
        <h1>{TITLE}</h1>
        <p>Nie masz produktów w koszyku.</p>
        <LinkButton to="/menu/">Wróć do menu</LinkButton>
      </Layout>
    );
  }

  const formErrors = loaded ? validateCheckout(form, { hasAlcohol }) : {};
  // Only a definite "outside the zones" blocks the order: a lookup that failed (offline, server
  // trouble) must not, since the server prices the zone itself and the order then says why it failed.
  const formIncomplete = loaded && (Object.keys(formErrors).length > 0 || (zone !== null && !zone.ok && zone.outOfZone));

  const onOrder = async () => {
    if (sending) return;
    setSending(true);
    setError(null);
    const result = await dispatch(submitOrder(form));
    // On success the thunk navigates to the order page.
    if (!result.ok) {
      setError(result.message);
      setSending(false);
    }
  };

  return (
    <Layout width="narrow">
      <h1>{TITLE}</h1>
      {formIncomplete ? (
        <>
          <p role="alert">Uzupełnij dane dostawy na stronie podsumowania{zone && !zone.ok && zone.outOfZone ? `: ${zone.message}` : '.'}</p>
          <LinkButton to="/summary/">Wróć do podsumowania</LinkButton>
        </>
      ) : (
        <>
          <OrderLines items={items} itemsTotal={itemsTotal} deliveryPrice={zone && zone.ok ? zone.zone.price : null} />
          <p>
            Dostawa: {form.street}, {form.postalCode} {form.city}
          </p>
          <CheckoutFieldset>
            <legend>Sposób płatności</legend>
            {METHODS.map((method) => (
              <label key={method.value} className="radio">
                <input
                  type="radio"
                  name="paymentMethod"
                  value={method.value}
                  checked={form.paymentMethod === method.value}
                  disabled={sending}
                  onChange={() => update('paymentMethod', method.value)}
                />
                {method.label}
              </label>
            ))}
          </CheckoutFieldset>
          <p>Klikając „Zamawiam i płacę”, składasz zamówienie z obowiązkiem zapłaty kwoty podanej powyżej przy odbiorze.</p>
          <div aria-live="polite">
            {sending && <p role="status">Wysyłamy zamówienie…</p>}
            {error && <ErrorText role="alert">{error}</ErrorText>}
          </div>
          <Links>
            <LinkButton to="/summary/" variant="primary-reverse">
              Wróć do podsumowania
            </LinkButton>
            <Button variant="primary" onClick={() => void onOrder()} disabled={sending || !loaded} aria-busy={sending}>
              {error ? 'Spróbuj ponownie: Zamawiam i płacę' : 'Zamawiam i płacę'}
            </Button>
          </Links>
        </>
      )}
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={TITLE} description="Płatność za zamówienie: gotówką lub kartą przy odbiorze." path={location.pathname} />
);
