/**
 * What both checkout steps (summary, payment) start from: the saved form, delivery or pickup (the
 * basket's choice, D95), the zone of the form's postal code kept in step with it (delivery only),
 * whether the basket holds alcohol (the form then asks for age), and the verdicts on the order:
 * outside every zone, or below the minimum of the zone or of pickup. The promo code is kept
 * checked against the basket and the customer's contact (D105).
 */
import { useAppSelector } from '../../app/hooks';
import { selectFulfilment, selectHasAlcohol, selectPickupBelowMinimumMessage, usePromoCode } from '../basket';
import { useFulfilmentTerms } from '../prices';
import { selectBelowMinimumMessage, selectOutOfZoneMessage } from './checkout-slice';
import { useCheckoutSelector } from './use-checkout-slice';
import { useCheckoutForm, useDeliveryZone } from './use-checkout-form';
import { promoContactOf } from './checkout-form';

export function useCheckoutStep() {
  const hasAlcohol = useAppSelector(selectHasAlcohol);
  const fulfilment = useAppSelector(selectFulfilment);
  const isPickup = fulfilment === 'pickup';
  const zoneOutOfZone = useCheckoutSelector(selectOutOfZoneMessage);
  const zoneBelowMinimum = useCheckoutSelector(selectBelowMinimumMessage);
  const pickupBelowMinimum = useAppSelector(selectPickupBelowMinimumMessage);
  const { form, loaded, update } = useCheckoutForm();
  useFulfilmentTerms();
  // Pickup asks no zone: an empty code clears the last answer.
  useDeliveryZone(isPickup ? '' : form.postalCode, loaded);
  // The promo code is checked again with the customer's e-mail and phone once they are valid (D105).
  const promoContact = promoContactOf(form);
  usePromoCode(promoContact, loaded);
  return {
    form,
    loaded,
    update,
    promoContact,
    hasAlcohol,
    fulfilment,
    outOfZoneMessage: isPickup ? null : zoneOutOfZone,
    belowMinimumMessage: isPickup ? pickupBelowMinimum : zoneBelowMinimum,
  };
}
