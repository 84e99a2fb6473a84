/**
 * The restaurant's address, phone, e-mail and hours as every page shows them (footer, home's
 * contact), from the one home staff edit (D68). A fact still the seed's placeholder is shown as
 * such, never as a link: 'tel:[DO UZUPEŁNIENIA]' would go nowhere.
 */
import React from 'react';
import { useAppSelector } from '../../../app/hooks';
import { addressLine, missingFacts } from '../../../../domain/rules/restaurant-facts';
import { selectRestaurantInfo } from '../contact-slice';

export function RestaurantContact({ separator = 'br' }: { separator?: 'br' | 'lines' }) {
  const info = useAppSelector(selectRestaurantInfo);
  const missing = new Set(missingFacts(info));
  const phone = missing.has('phone') ? info.phone : <a href={`tel:${info.phone.replace(/[^+\d]/g, '')}`}>{info.phone}</a>;
  const email = missing.has('email') ? info.email : <a href={`mailto:${info.email}`}>{info.email}</a>;
  const lines = [
    <React.Fragment key="company">{info.companyName}</React.Fragment>,
    <React.Fragment key="address">Adres: {addressLine(info)}</React.Fragment>,
    <React.Fragment key="phone">Telefon: {phone}</React.Fragment>,
    <React.Fragment key="email">E-mail: {email}</React.Fragment>,
    ...(info.hours ? [<React.Fragment key="hours">Godziny otwarcia: {info.hours}</React.Fragment>] : []),
  ];
  return (
    <address data-placeholder={missing.size > 0 || undefined}>
      {separator === 'lines'
        ? lines.map((line, i) => <p key={i}>{line}</p>)
        : lines.map((line, i) => (
            <React.Fragment key={i}>
              {i > 0 && <br />}
              {line}
            </React.Fragment>
          ))}
    </address>
  );
}

/** The week's hours in one line, as the footer shows them. */
export function OpeningHoursLine() {
  return <>{useAppSelector(selectRestaurantInfo).hours}</>;
}
