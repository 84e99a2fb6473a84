/**
 * What both checkout steps (summary, payment) start from: the saved form, the zone of its postal
 * code kept in step with it, whether the basket holds alcohol (the form then asks for age), and
 * the zone's verdicts on the order: outside every zone, or below the zone's minimum.
 */
import { useAppSelector } from '../../app/hooks';
import { selectHasAlcohol } from '../basket';
import { selectBelowMinimumMessage, selectOutOfZoneMessage } from './checkout-slice';
import { useCheckoutSelector } from './use-checkout-slice';
import { useCheckoutForm, useDeliveryZone } from './use-checkout-form';

export function useCheckoutStep() {
  const hasAlcohol = useAppSelector(selectHasAlcohol);
  const outOfZoneMessage = useCheckoutSelector(selectOutOfZoneMessage);
  const belowMinimumMessage = useCheckoutSelector(selectBelowMinimumMessage);
  const { form, loaded, update } = useCheckoutForm();
  useDeliveryZone(form.postalCode, loaded);
  return { form, loaded, update, hasAlcohol, outOfZoneMessage, belowMinimumMessage };
}
