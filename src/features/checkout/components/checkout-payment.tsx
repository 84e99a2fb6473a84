/**
 * The payment page's content under its heading: the order with its delivery address, the
 * payment method and the order button; back to the summary while the form cannot be sent.
 */
import React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { useAppSelector } from '../../../app/hooks';
import { Button, LinkButton } from '../../../components/ui/button';
import { ErrorText } from '../../../components/ui/field';
import { theme } from '../../../styles/theme';
import { selectBasketItems, selectBasketTotal } from '../../basket';
import { PAYMENT_METHODS } from '../../../../domain/rules/payment-methods';
import { ONLINE_PAYMENT_NOTE, ORDER_BUTTON_NOTES, PAYMENT_CHOICE_LABELS } from '../../../text/payment';
import { selectDeliveryPrice, selectFreeDeliveryNote } from '../checkout-slice';
import { BelowMinimum } from './below-minimum';
import { usePayment } from '../use-payment';
import { useCheckoutSelector, useCheckoutSlice } from '../use-checkout-slice';
import { CheckoutFieldset } from './checkout-fieldset';
import { EmptyBasket } from './empty-basket';
import { OrderLines } from './order-lines';

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

const Hint = styled.span`
  display: block;
  margin: 0 0 ${theme.space.sm} ${theme.space.lg};
  font-size: ${theme.fontSizes.sm};
`;

const ONLINE_NOTE_ID = 'online-payment-note';

export function CheckoutPayment() {
  useCheckoutSlice(); // first: the selectors below read it
  const items = useAppSelector(selectBasketItems);
  const itemsTotal = useAppSelector(selectBasketTotal);
  const deliveryPrice = useCheckoutSelector(selectDeliveryPrice);
  const deliveryNote = useCheckoutSelector(selectFreeDeliveryNote);
  const { form, loaded, update, sending, toPayment, error, formIncomplete, outOfZoneMessage, belowMinimumMessage, onOrder } = usePayment();

  // Placed, basket cleared: the gateway's page is loading (not "your basket is empty").
  if (toPayment) return <p role="status">Przechodzimy do płatności w serwisie Przelewy24…</p>;
  if (items.length === 0) return <EmptyBasket />;

  if (formIncomplete) {
    return (
      <>
        <p role="alert">Uzupełnij dane dostawy na stronie podsumowania{outOfZoneMessage !== null ? `: ${outOfZoneMessage}` : '.'}</p>
        <LinkButton to="/summary/">Wróć do podsumowania</LinkButton>
      </>
    );
  }

  // The summary stops a basket below the zone's minimum; this page can be opened directly.
  if (belowMinimumMessage) return <BelowMinimum message={belowMinimumMessage} />;

  return (
    <>
      <OrderLines items={items} itemsTotal={itemsTotal} deliveryPrice={deliveryPrice} deliveryNote={deliveryNote} />
      <p>
        Dostawa: {form.street}, {form.postalCode} {form.city}
      </p>
      <CheckoutFieldset>
        <legend>Sposób płatności</legend>
        {PAYMENT_METHODS.map((method) => (
          <React.Fragment key={method}>
            <label className="radio">
              <input
                type="radio"
                name="paymentMethod"
                value={method}
                checked={form.paymentMethod === method}
                disabled={sending}
                aria-describedby={method === 'online' ? ONLINE_NOTE_ID : undefined}
                onChange={() => update('paymentMethod', method)}
              />
              {PAYMENT_CHOICE_LABELS[method]}
            </label>
            {method === 'online' && <Hint id={ONLINE_NOTE_ID}>{ONLINE_PAYMENT_NOTE}</Hint>}
          </React.Fragment>
        ))}
      </CheckoutFieldset>
      <p data-testid="no-return-note">
        {NO_RETURN_NOTE} (<Link to={NO_RETURN_TERMS_PATH}>regulamin, pkt 5</Link>).
      </p>
      <p>{ORDER_BUTTON_NOTES[form.paymentMethod]}</p>
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
  );
}
