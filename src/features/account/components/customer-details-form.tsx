/**
 * Editing the customer's details: the shared details fields prefilled from the store, saved
 * with saveCustomerDetails (PUT /shop/client/data). While saving the button is disabled and says
 * 'Zapisywanie…'; a refused field gets its Polish message, a failed save the thunk's message.
 */
import React, { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { saveCustomerDetails } from '../customer-thunks';
import { selectIsUpdatingCustomerDetails, selectCustomerDetailsError } from '../account-slice';
import type { CustomerDetails } from '../../../lib/shop-api-types';
import { Button } from '../../../components/ui/button';
import { AccountForm, FormMessage, SubmitButton } from './auth-form-layout';
import { CustomerDetailsFields } from './customer-details-fields';
import { useAccountForm } from './use-account-form';
import { theme } from '../../../styles/theme';

const Actions = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  max-width: 24rem;
`;

export interface CustomerDetailsFormProps {
  customerDetails: CustomerDetails;
  onSaved: () => void;
  onCancel: () => void;
}

export function CustomerDetailsForm({ customerDetails, onSaved, onCancel }: CustomerDetailsFormProps) {
  const dispatch = useAppDispatch();
  const saving = useAppSelector(selectIsUpdatingCustomerDetails);
  const saveError = useAppSelector(selectCustomerDetailsError);
  // The store keeps the last failure; this form shows only its own.
  const [attempted, setAttempted] = useState(false);
  const { values, field, showErrors, formRef } = useAccountForm({
    name: customerDetails.name,
    phoneNumber: customerDetails.phoneNumber,
    address: customerDetails.address,
    // '-' is how "no NIP" is stored; the customer sees an empty field.
    nip: customerDetails.nip === '-' ? '' : customerDetails.nip,
  });

  // Opening the form puts the keyboard in its first field.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input, textarea')?.focus();
  }, [formRef]);

  const submit = async () => {
    if (saving) return;
    setAttempted(true);
    const outcome = await dispatch(saveCustomerDetails({ ...values, email: customerDetails.email }));
    if (outcome.ok) onSaved();
    else showErrors(outcome.fieldErrors);
  };

  return (
    <>
      <FormMessage>{attempted && saveError}</FormMessage>
      <AccountForm label="Edytuj dane" onSubmit={submit} formRef={formRef}>
        <CustomerDetailsFields bind={field} />
        <Actions>
          <SubmitButton busy={saving} busyLabel="Zapisywanie…">
            Zapisz
          </SubmitButton>
          <Button variant="link" onClick={onCancel} disabled={saving}>
            Anuluj
          </Button>
        </Actions>
      </AccountForm>
    </>
  );
}
