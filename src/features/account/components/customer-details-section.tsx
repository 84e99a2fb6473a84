/**
 * The 'Moje dane' view: the customer's data (an empty value, NIP included, shows as '-'),
 * and the edit form in its place on request. After a save the data shows again with a
 * success note; the focus returns to the 'Edytuj dane' button either way.
 */
import React, { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../../../app/hooks';
import { selectCustomerDetails } from '../account-slice';
import type { CustomerDetails } from '../../../lib/shop-api-types';
import { Button } from '../../../components/ui/button';
import { DETAILS_SAVED_NOTE } from './account-text';
import { FormMessage } from './auth-form-layout';
import { DETAILS_LABELS } from './customer-details-fields';
import { CustomerDetailsForm } from './customer-details-form';
import { theme } from '../../../styles/theme';

const ORDER: (keyof CustomerDetails)[] = ['name', 'email', 'phoneNumber', 'address', 'nip'];

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: ${theme.space.sm} ${theme.space.md};
  margin: ${theme.space.md} 0 ${theme.space.lg};
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; white-space: pre-line; }
`;

export function CustomerDetailsSection() {
  const customerDetails = useAppSelector(selectCustomerDetails);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    if (!editing && wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (editing) {
    return (
      <CustomerDetailsForm
        customerDetails={customerDetails}
        onCancel={() => setEditing(false)}
        onSaved={() => {
          setSaved(true);
          setEditing(false);
        }}
      />
    );
  }

  return (
    <>
      {saved && <FormMessage tone="success">{DETAILS_SAVED_NOTE}</FormMessage>}
      <List>
        {ORDER.map((key) => (
          <React.Fragment key={key}>
            <dt>{DETAILS_LABELS[key]}</dt>
            <dd data-field={key}>{customerDetails[key] || '-'}</dd>
          </React.Fragment>
        ))}
      </List>
      <Button
        ref={editButton}
        onClick={() => {
          setSaved(false);
          setEditing(true);
        }}
      >
        Edytuj dane
      </Button>
    </>
  );
}
