/** A checkout form that passes every rule: the tests that need a valid address start from it. */
import { EMPTY_CHECKOUT_FORM, type CheckoutForm } from '../../src/features/checkout/checkout-form';

export const VALID_CHECKOUT_FORM: CheckoutForm = {
  ...EMPTY_CHECKOUT_FORM,
  name: 'Jan Kowalski',
  phoneNumber: '600 100 200',
  email: 'jan@example.pl',
  street: 'Marszałkowska 10/5',
  postalCode: '00-001',
  city: 'Warszawa',
  acceptedTerms: true,
};
