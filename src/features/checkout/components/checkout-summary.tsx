/**
 * The summary page's content under its heading: the basket with the delivery price of the
 * postal code's zone (or, for pickup, its discount and where to come), the promo code's field
 * (D105), opening hours, and the form whose "Dalej" leads to payment.
 */
import React, { type ReactNode } from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { useAppSelector } from '../../../app/hooks';
import { Button, LinkButton } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { theme } from '../../../styles/theme';
import { PromoCodeField, selectBasketCount, selectChoiceWithdrawnMessage } from '../../basket';
import { selectDeliveryZone, selectZoneUnchecked } from '../checkout-slice';
import { ZONE_UNCHECKED_MESSAGE } from '../checkout-thunks';
import { BELOW_MINIMUM_ID, useSummary } from '../use-summary';
import { BelowMinimum } from './below-minimum';
import { useCheckoutSelector, useCheckoutSlice } from '../use-checkout-slice';
import { DeliveryDetailsFieldset } from './delivery-details-fieldset';
import { DeliveryTimeFieldset } from './delivery-time-fieldset';
import { EmptyBasket } from './empty-basket';
import { BasketOrderLines } from './basket-order-lines';
import { PickupPlace } from './pickup-place';
import { CHECKOUT_WORDS } from '../fulfilment-words';

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
`;

export function CheckoutSummary() {
  useCheckoutSlice(); // first: the selectors below read it
  const count = useAppSelector(selectBasketCount);
  const zone = useCheckoutSelector(selectDeliveryZone);
  const zoneUnchecked = useCheckoutSelector(selectZoneUnchecked);
  const withdrawn = useAppSelector(selectChoiceWithdrawnMessage);
  const summary = useSummary();
  const { form, set, errors, hours, hasAlcohol, fulfilment, loaded, belowMinimumMessage, promoContact, onSubmit } = summary;
  const isPickup = fulfilment === 'pickup';
  const words = CHECKOUT_WORDS[fulfilment];

  if (count === 0) return <EmptyBasket />;

  /** A confirmation the order needs: a required checkbox bound to its field of the form. */
  const confirmation = (field: 'acceptedTerms' | 'adultConfirmed', id: string, label: ReactNode) => (
    <Checkbox id={id} checked={form[field]} onChange={set(field)} error={errors[field]} required label={label} />
  );

  return (
    <>
      {withdrawn && <p role="status">{withdrawn}</p>}
      <BasketOrderLines />
      <PromoCodeField contact={promoContact} />
      {isPickup ? <PickupPlace /> : zone && <p>Strefa dostawy: {zone.zone}</p>}
      {belowMinimumMessage && <BelowMinimum id={BELOW_MINIMUM_ID} message={belowMinimumMessage} />}
      {!isPickup && zoneUnchecked && <p role="status">{ZONE_UNCHECKED_MESSAGE}</p>}
      {hours && (
        <p>
          Godziny otwarcia: {hours.summary}
          {!hours.openNow && ` (${words.closedNow})`}
        </p>
      )}
      <form noValidate onSubmit={onSubmit} aria-busy={!loaded}>
        <DeliveryDetailsFieldset {...summary} />
        <DeliveryTimeFieldset {...summary} />
        {confirmation(
          'acceptedTerms',
          'accepted-terms',
          <>
            Akceptuję <Link to="/regulamin/">regulamin</Link> i zapoznałem(-am) się z{' '}
            <Link to="/polityka-prywatnosci/">polityką prywatności</Link>
          </>,
        )}
        {hasAlcohol && confirmation('adultConfirmed', 'adult-confirmed', words.adultConfirmation)}
        <Links>
          <LinkButton to="/basket/" variant="primary-reverse">
            Wróć do koszyka
          </LinkButton>
          <Button type="submit" variant="primary">
            Dalej
          </Button>
        </Links>
      </form>
    </>
  );
}
