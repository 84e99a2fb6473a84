/**
 * The customer's profile fields (name, phone, address, NIP) with their Polish labels and
 * autofill tokens: the sign-up form and the profile edit form both draw them from here.
 */
import React from 'react';
import type { UserData } from '../account-slice';
import { TextField, type TextFieldProps } from '../../../components/ui/text-field';

export type ProfileField = 'name' | 'phoneNumber' | 'address' | 'nip';

type FieldConfig = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & { name: ProfileField };

/** Labels of the data view and the forms, in the order both show them. */
export const PROFILE_LABELS: Record<keyof UserData, string> = {
  name: 'Imię i nazwisko',
  email: 'E-mail',
  phoneNumber: 'Telefon',
  address: 'Adres dostawy',
  nip: 'NIP',
};

export const PROFILE_FIELDS: readonly FieldConfig[] = [
  { name: 'name', label: PROFILE_LABELS.name, autoComplete: 'name' },
  { name: 'phoneNumber', label: PROFILE_LABELS.phoneNumber, type: 'tel', autoComplete: 'tel', hint: 'Np. 600 100 200.' },
  { name: 'address', label: PROFILE_LABELS.address, autoComplete: 'street-address', multiline: true, hint: 'Ulica, numer domu i mieszkania, miasto.' },
  { name: 'nip', label: PROFILE_LABELS.nip, optional: true, autoComplete: 'off', hint: 'Tylko jeśli potrzebujesz faktury.' },
];

interface ProfileFieldsProps {
  bind: (name: ProfileField) => Pick<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'>;
  disabled?: boolean;
}

export function ProfileFields({ bind, disabled }: ProfileFieldsProps) {
  return (
    <>
      {PROFILE_FIELDS.map((config) => (
        <TextField key={config.name} {...config} {...bind(config.name)} disabled={disabled} />
      ))}
    </>
  );
}
