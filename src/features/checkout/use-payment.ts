/**
 * The payment page's state: the saved form (whether it can be sent), the zone of its postal
 * code, and the order being sent with its error.
 */
import { useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { validateCheckout } from './checkout-form';
import { submitOrder } from './checkout-thunks';
import { useCheckoutStep } from './use-checkout-step';

export function usePayment() {
  const dispatch = useAppDispatch();
  const { form, loaded, update, hasAlcohol, fulfilment, outOfZoneMessage, belowMinimumMessage } = useCheckoutStep();
  const [sending, setSending] = useState(false);
  /** The order is placed and the browser is leaving for the online payment page. */
  const [toPayment, setToPayment] = useState(false);
  const [error, setError] = useState<{ message: string; code?: string } | null>(null);

  // Only a definite "outside the zones" blocks the order: a lookup that failed (offline, server
  // trouble) must not, since the server prices the zone itself and the order then says why it failed.
  const formIncomplete =
    loaded && (Object.keys(validateCheckout(form, { hasAlcohol, fulfilment })).length > 0 || outOfZoneMessage !== null);

  const onOrder = async () => {
    if (sending) return;
    setSending(true);
    setError(null);
    const result = await dispatch(submitOrder(form));
    // On success the thunk navigates to the order page, or leaves for the payment page.
    if (result.ok) setToPayment(result.toPayment);
    else {
      setError({ message: result.message, code: result.code });
      setSending(false);
    }
  };

  return { form, loaded, update, fulfilment, sending, toPayment, error, formIncomplete, outOfZoneMessage, belowMinimumMessage, onOrder };
}
