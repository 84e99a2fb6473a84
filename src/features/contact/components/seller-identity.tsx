/**
 * Who sells (terms) or controls the data (privacy policy): the restaurant's facts from the one
 * home staff edit (D68). While any is still the seed's placeholder, the page says so above them.
 */
import React from 'react';
import { useAppSelector } from '../../../app/hooks';
import { addressLine, missingFacts } from '../../../../domain/rules/restaurant-facts';
import { selectRestaurantInfo } from '../contact-slice';

export const PLACEHOLDER_WARNING =
  'Uwaga: dane oznaczone [DO UZUPEŁNIENIA] są miejscami na dane restauracji i muszą zostać uzupełnione przed uruchomieniem sprzedaży.';

/** The warning, only while a fact is missing. */
export function PlaceholderWarning() {
  const info = useAppSelector(selectRestaurantInfo);
  if (missingFacts(info).length === 0) return null;
  return (
    <p data-testid="placeholder-warning">
      <strong>{PLACEHOLDER_WARNING}</strong>
    </p>
  );
}

/** '{companyName}, {address}, NIP {nip}, e-mail {email}, telefon {phone}' */
export function SellerIdentity() {
  const info = useAppSelector(selectRestaurantInfo);
  return (
    <span data-testid="seller-identity">
      {info.companyName}, {addressLine(info)}, NIP {info.nip}, e-mail {info.email}, telefon {info.phone}
    </span>
  );
}
