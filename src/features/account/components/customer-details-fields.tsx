/**
 * The customer's details fields (name, phone, address, NIP) with their Polish labels and
 * autofill tokens: the sign-up form and the details form of the profile page both draw them from here.
 */
import React from 'react';
import type { CustomerDetails } from '../../../lib/shop-api-types';
import { TextField, type TextFieldProps } from '../../../components/ui/text-field';

export type CustomerDetailsField = 'name' | 'phoneNumber' | 'address' | 'nip';

type FieldConfig = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & { name: CustomerDetailsField };

/** Labels of the data view and the forms, in the order both show them. */
export const DETAILS_LABELS: Record<keyof CustomerDetails, string> = {
  name: 'Imię i nazwisko',
  email: 'E-mail',
  phoneNumber: 'Telefon',
  address: 'Adres dostawy',
  nip: 'NIP',
};

export const DETAILS_FIELDS: readonly FieldConfig[] = [
  { name: 'name', label: DETAILS_LABELS.name, autoComplete: 'name' },
  { name: 'phoneNumber', label: DETAILS_LABELS.phoneNumber, type: 'tel', autoComplete: 'tel', hint: 'Np. 600 100 200.' },
  { name: 'address', label: DETAILS_LABELS.address, autoComplete: 'street-address', multiline: true, hint: 'Ulica, numer domu i mieszkania, miasto.' },
  { name: 'nip', label: DETAILS_LABELS.nip, optional: true, autoComplete: 'off', hint: 'Tylko jeśli potrzebujesz faktury.' },
];

interface CustomerDetailsFieldsProps {
  bind: (name: CustomerDetailsField) => Pick<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'>;
  disabled?: boolean;
}

export function CustomerDetailsFields({ bind, disabled }: CustomerDetailsFieldsProps) {
  return (
    <>
      {DETAILS_FIELDS.map((config) => (
        <TextField key={config.name} {...config} {...bind(config.name)} disabled={disabled} />
      ))}
    </>
  );
}
