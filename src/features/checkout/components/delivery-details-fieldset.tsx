/** The summary's "Dane do dostawy": who gets the order and where; for pickup (D95) only who. */
import React from 'react';
import { TextField } from '../../../components/ui/text-field';
import { CHECKOUT_WORDS } from '../fulfilment-words';
import type { SummaryState } from '../use-summary';
import { CheckoutFieldset } from './checkout-fieldset';

type Props = Pick<SummaryState, 'form' | 'set' | 'errors' | 'postalError' | 'fulfilment'>;

export function DeliveryDetailsFieldset({ form, set, errors, postalError, fulfilment }: Props) {
  return (
    <CheckoutFieldset>
      <legend>{CHECKOUT_WORDS[fulfilment].details}</legend>
      <TextField name="name" label="Imię i nazwisko" value={form.name} onChange={set('name')} error={errors.name} autoComplete="name" />
      <TextField
        name="phoneNumber"
        label="Telefon"
        type="tel"
        value={form.phoneNumber}
        onChange={set('phoneNumber')}
        error={errors.phoneNumber}
        autoComplete="tel"
        inputMode="tel"
        hint="Np. 600 100 200 lub +48 600 100 200"
      />
      <TextField name="email" label="E-mail" type="email" value={form.email} onChange={set('email')} error={errors.email} autoComplete="email" />
      {fulfilment === 'delivery' && (
        <>
          <TextField name="street" label="Ulica i numer" value={form.street} onChange={set('street')} error={errors.street} autoComplete="address-line1" />
          <TextField
            name="postalCode"
            label="Kod pocztowy"
            value={form.postalCode}
            onChange={set('postalCode')}
            error={postalError}
            autoComplete="postal-code"
            hint="NN-NNN"
          />
          <TextField name="city" label="Miejscowość" value={form.city} onChange={set('city')} error={errors.city} autoComplete="address-level2" />
        </>
      )}
      <TextField name="notes" label="Uwagi do zamówienia" value={form.notes} onChange={set('notes')} error={errors.notes} optional multiline />
    </CheckoutFieldset>
  );
}
