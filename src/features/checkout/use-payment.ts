/**
 * The payment page's state: the saved form (whether it can be sent), the zone of its postal
 * code, and the order being sent with its error.
 */
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectHasAlcohol } from '../basket';
import { validateCheckout } from './checkout-form';
import { selectBelowMinimumMessage, selectOutOfZoneMessage } from './checkout-slice';
import { submitOrder } from './checkout-thunks';
import { useCheckoutSelector } from './use-checkout-slice';
import { useCheckoutForm, useDeliveryZone } from './use-checkout-form';

export function usePayment() {
  const dispatch = useAppDispatch();
  const hasAlcohol = useAppSelector(selectHasAlcohol);
  const outOfZoneMessage = useCheckoutSelector(selectOutOfZoneMessage);
  const belowMinimumMessage = useCheckoutSelector(selectBelowMinimumMessage);
  const { form, loaded, update } = useCheckoutForm();
  useDeliveryZone(form.postalCode, loaded);
  const [sending, setSending] = useState(false);
  /** The order is placed and the browser is leaving for the online payment page. */
  const [toPayment, setToPayment] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Only a definite "outside the zones" blocks the order: a lookup that failed (offline, server
  // trouble) must not, since the server prices the zone itself and the order then says why it failed.
  const formIncomplete =
    loaded && (Object.keys(validateCheckout(form, { hasAlcohol })).length > 0 || outOfZoneMessage !== null);

  const onOrder = async () => {
    if (sending) return;
    setSending(true);
    setError(null);
    const result = await dispatch(submitOrder(form));
    // On success the thunk navigates to the order page, or leaves for the payment page.
    if (result.ok) setToPayment(result.toPayment);
    else {
      setError(result.message);
      setSending(false);
    }
  };

  return { form, loaded, update, sending, toPayment, error, formIncomplete, outOfZoneMessage, belowMinimumMessage, onOrder };
}
