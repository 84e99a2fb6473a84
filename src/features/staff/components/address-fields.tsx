/**
 * A delivery address typed during a call, with its zone, fee and minimum shown as soon as the
 * postal code is whole (GET /shop/delivery-zone, the rules POST /order applies); a code no zone
 * serves gets the server's own sentence under the field.
 */
import React from 'react';
import { TextField } from '../../../components/ui/text-field';
import type { DeliveryZone } from '../../../lib/shop-api-types';
import { formatMoney } from '../../../text/format';
import type { AddressDraft } from '../order-draft-body';
import type { ZoneLookup } from '../staff-order-thunks';
import type { FieldErrors } from '../staff-validation';

/** 'Strefa A: dostawa 10,00 zł, zamówienie od 40,00 zł, darmowa dostawa od 150,00 zł'. */
export function zoneNote(zone: DeliveryZone): string {
  const parts = [`dostawa ${formatMoney(zone.price)}`, `zamówienie od ${formatMoney(zone.minimumOrder)}`];
  if (zone.freeDeliveryFrom !== null) parts.push(`darmowa dostawa od ${formatMoney(zone.freeDeliveryFrom)}`);
  return `Strefa ${zone.zone}: ${parts.join(', ')}`;
}

/** The postal code's error: the form's check first, then the server's 'no zone delivers here'. */
export const postalCodeError = (errors: FieldErrors, zone: ZoneLookup): string | undefined =>
  errors['address/postalCode'] ?? (zone && !zone.ok ? zone.message : undefined);

interface AddressFieldsProps {
  address: AddressDraft;
  onChange: (address: AddressDraft) => void;
  errors: FieldErrors;
  zone: ZoneLookup;
}

export function AddressFields({ address, onChange, errors, zone }: AddressFieldsProps) {
  const set = (key: keyof AddressDraft) => (value: string) => onChange({ ...address, [key]: value });
  return (
    <>
      <TextField name="street" label="Ulica, numer domu i mieszkania" value={address.street} onChange={set('street')} error={errors['address/street']} />
      <TextField name="postalCode" label="Kod pocztowy" inputMode="numeric" value={address.postalCode} onChange={set('postalCode')} error={postalCodeError(errors, zone)} />
      <TextField name="city" label="Miejscowość" value={address.city} onChange={set('city')} error={errors['address/city']} />
      <p role="status" data-testid="zone-note">
        {zone?.ok ? zoneNote(zone.zone) : ''}
      </p>
    </>
  );
}
