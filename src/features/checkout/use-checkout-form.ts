/**
 * The checkout form as React state mirrored to sessionStorage. Read after mount (the static
 * HTML has no storage), so `loaded` tells when the saved form is in. A signed-in customer's
 * data fill the empty form once.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectIsAuthenticated, selectCustomerDetails } from '../account';
import {
  EMPTY_CHECKOUT_FORM,
  readCheckoutForm,
  splitAddress,
  writeCheckoutForm,
  type CheckoutForm,
} from './checkout-form';
import { checkDeliveryZone } from './checkout-thunks';

export function useCheckoutForm() {
  const [form, setForm] = useState<CheckoutForm>(EMPTY_CHECKOUT_FORM);
  const [loaded, setLoaded] = useState(false);
  const prefilled = useRef(false);
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const customerDetails = useAppSelector(selectCustomerDetails);

  useEffect(() => {
    setForm(readCheckoutForm());
    setLoaded(true);
  }, []);

  useEffect(() => {
    if (!loaded || !isAuthenticated || prefilled.current) return;
    prefilled.current = true;
    setForm((current) => {
      const fill = (value: string, mine: string) => (value.trim() ? value : mine);
      const address = splitAddress(customerDetails.address ?? '');
      const next = {
        ...current,
        name: fill(current.name, customerDetails.name ?? ''),
        phoneNumber: fill(current.phoneNumber, customerDetails.phoneNumber ?? ''),
        email: fill(current.email, customerDetails.email ?? ''),
        street: fill(current.street, address.street),
        postalCode: fill(current.postalCode, address.postalCode),
        city: fill(current.city, address.city),
      };
      writeCheckoutForm(next);
      return next;
    });
  }, [loaded, isAuthenticated, customerDetails]);

  const update = useCallback(<K extends keyof CheckoutForm>(field: K, value: CheckoutForm[K]) => {
    setForm((current) => {
      const next = { ...current, [field]: value };
      writeCheckoutForm(next);
      return next;
    });
  }, []);

  return { form, loaded, update };
}

/**
 * Keeps the store's delivery zone in step with the form's postal code, once the saved form is
 * in (before that the form is the empty placeholder, not the customer's).
 */
export function useDeliveryZone(postalCode: string, loaded: boolean) {
  const dispatch = useAppDispatch();
  const code = postalCode.trim();
  useEffect(() => {
    if (loaded) void dispatch(checkDeliveryZone(code));
  }, [code, loaded, dispatch]);
}
