/**
 * The payment page's content under its heading: the order with its delivery address (or, for
 * pickup, the restaurant's), the payment method and the order button; back to the summary while
 * the form cannot be sent, and back to the basket when the chosen way was switched off meanwhile.
 */
import React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { useAppSelector } from '../../../app/hooks';
import { Button, LinkButton } from '../../../components/ui/button';
import { ErrorText } from '../../../components/ui/field';
import { theme } from '../../../styles/theme';
import { selectBasketCount } from '../../basket';
import { ORDER_BUTTON_NOTES, PaymentMethodChoice } from '../../payment';
import { BelowMinimum } from './below-minimum';
import { usePayment } from '../use-payment';
import { useCheckoutSlice } from '../use-checkout-slice';
import { CheckoutFieldset } from './checkout-fieldset';
import { EmptyBasket } from './empty-basket';
import { BasketOrderLines } from './basket-order-lines';
import { PickupPlace } from './pickup-place';
import { CHECKOUT_WORDS } from '../fulfilment-words';

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  align-items: center;
`;

/** docs/behaviour.md §2: said before the order button, as the terms (section 5) say it. */
export const NO_RETURN_NOTE =
  'Posiłki przygotowujemy świeżo na Twoje zamówienie, dlatego nie można ich zwrócić w ciągu 14 dni (art. 38 pkt 4 ustawy o prawach konsumenta)';
export const NO_RETURN_TERMS_PATH = '/regulamin/#odstapienie';

export function CheckoutPayment() {
  useCheckoutSlice(); // first: the selectors below read it
  const count = useAppSelector(selectBasketCount);
  const { form, loaded, update, fulfilment, sending, toPayment, error, formIncomplete, outOfZoneMessage, belowMinimumMessage, onOrder } =
    usePayment();

  // Placed, basket cleared: the gateway's page is loading (not "your basket is empty").
  if (toPayment) return <p role="status">Przechodzimy do płatności w serwisie Przelewy24…</p>;
  if (count === 0) return <EmptyBasket />;

  if (formIncomplete) {
    return (
      <>
        <p role="alert">
          {CHECKOUT_WORDS[fulfilment].incomplete}
          {outOfZoneMessage !== null ? `: ${outOfZoneMessage}` : '.'}
        </p>
        <LinkButton to="/summary/">Wróć do podsumowania</LinkButton>
      </>
    );
  }

  // The summary stops a basket below the zone's minimum; this page can be opened directly.
  if (belowMinimumMessage) return <BelowMinimum message={belowMinimumMessage} />;

  return (
    <>
      <BasketOrderLines />
      {fulfilment === 'pickup' ? (
        <PickupPlace />
      ) : (
        <p>
          Dostawa: {form.street}, {form.postalCode} {form.city}
        </p>
      )}
      <CheckoutFieldset>
        <PaymentMethodChoice
          value={form.paymentMethod}
          fulfilment={fulfilment}
          onChange={(method) => update('paymentMethod', method)}
          disabled={sending}
        />
      </CheckoutFieldset>
      <p data-testid="no-return-note">
        {NO_RETURN_NOTE} (<Link to={NO_RETURN_TERMS_PATH}>regulamin, pkt 5</Link>).
      </p>
      <p>{ORDER_BUTTON_NOTES[form.paymentMethod]}</p>
      <div aria-live="polite">
        {sending && <p role="status">Wysyłamy zamówienie…</p>}
        {error && <ErrorText role="alert">{error.message}</ErrorText>}
        {/* The way chosen was switched off meanwhile (D95): the basket offers what is possible now. */}
        {error?.code === 'FULFILMENT_UNAVAILABLE' && <LinkButton to="/basket/">Wróć do koszyka</LinkButton>}
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
  );
}
