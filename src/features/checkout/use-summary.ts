/**
 * The summary page's state: the saved form, its errors (shown after "Dalej"), the zone of its
 * postal code, and the delivery times and opening hours the time picker and the note need.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { navigate } from 'gatsby';
import { useAppDispatch } from '../../app/hooks';
import type { DeliveryTimes, OpeningHours } from '../../lib/shop-api-types';
import { SUMMARY_FIELDS, validateCheckout, type CheckoutErrors, type CheckoutForm } from './checkout-form';
import { loadDeliveryTimes, loadOpeningHours } from './checkout-thunks';
import { useCheckoutStep } from './use-checkout-step';

/** The summary's note that the basket is below the zone's minimum: "Dalej" moves focus to it. */
export const BELOW_MINIMUM_ID = 'below-minimum';

export function useSummary() {
  const dispatch = useAppDispatch();
  const { form, loaded, update, promoContact, hasAlcohol, fulfilment, outOfZoneMessage, belowMinimumMessage } = useCheckoutStep();
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [times, setTimes] = useState<DeliveryTimes | null>(null);
  const [hours, setHours] = useState<OpeningHours | null>(null);

  useEffect(() => {
    void dispatch(loadOpeningHours()).then(setHours);
  }, [dispatch]);

  // Pickup's times differ (D95: 'jak najszybciej' = now + preparation time): asked again when the way changes.
  useEffect(() => {
    let current = true;
    setTimes(null);
    void dispatch(loadDeliveryTimes(fulfilment)).then((answer) => current && setTimes(answer));
    return () => {
      current = false;
    };
  }, [dispatch, fulfilment]);

  // Only a definite "we do not deliver there" stops the customer; a lookup that could not be
  // made (offline, server trouble) does not: the server prices the zone when the order arrives.
  const postalError = errors.postalCode ?? outOfZoneMessage ?? undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const all = validateCheckout(form, { hasAlcohol, fulfilment });
    const found: CheckoutErrors = {};
    for (const field of SUMMARY_FIELDS) if (all[field]) found[field] = all[field];
    setErrors(found);
    if (Object.keys(found).length > 0 || outOfZoneMessage !== null) {
      const first = document.querySelector<HTMLElement>('[aria-invalid="true"]');
      first?.focus();
      return;
    }
    if (belowMinimumMessage !== null) {
      document.getElementById(BELOW_MINIMUM_ID)?.focus();
      return;
    }
    void navigate('/payment/');
  };

  /** The change handler of a field: saves the value and clears the field's error. */
  const set =
    <K extends keyof CheckoutForm>(field: K) =>
    (value: CheckoutForm[K]) => {
      update(field, value);
      if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    };

  return { form, loaded, update, promoContact, set, errors, postalError, belowMinimumMessage, times, hours, hasAlcohol, fulfilment, onSubmit };
}

export type SummaryState = ReturnType<typeof useSummary>;
