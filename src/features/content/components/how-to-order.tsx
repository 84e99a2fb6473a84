/** 'Jak zamawiać': the steps of an order, the delivery zones' terms and the opening hours. */
import React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { useAppSelector } from '../../../app/hooks';
import { LinkButton } from '../../../components/ui/button';
import { ZONES } from '../../../../domain/rules/delivery-zones';
import { NAV_LABELS } from '../../../text/site';
import { theme } from '../../../styles/theme';
import { OpeningHoursLine } from '../../contact';
import { selectDeliveryTerms, zoneTermsLine } from '../../prices';

const Steps = styled.ol`
  display: grid;
  gap: ${theme.space.md};
  margin: ${theme.space.lg} 0;
  padding-left: ${theme.space.lg};
  li { padding-left: ${theme.space.xs}; }
  h2 { margin: 0 0 ${theme.space.xs}; font-size: ${theme.fontSizes.lg}; }
  p { margin: 0; max-width: 70ch; }
`;

const Zones = styled.ul`
  margin: ${theme.space.sm} 0 0;
  padding: 0;
  list-style: none;
  li { padding: ${theme.space.xs} 0; border-bottom: 1px solid ${theme.palette.border}; }
`;

/** How to order, step by step, with the delivery zones' terms and the opening hours. */
export function HowToOrder() {
  const terms = useAppSelector(selectDeliveryTerms);
  return (
    <>
      <h1>{NAV_LABELS.howToOrder}</h1>
      <p>Zamówienie online zajmuje kilka minut. Oto jak to zrobić krok po kroku.</p>
      <Steps>
        <li>
          <h2>Wybierz z menu</h2>
          <p>
            Przejdź do <Link to="/menu/">menu</Link>, wybierz kategorię lub wyszukaj danie po nazwie.
            Kliknij pozycję, aby zobaczyć opis i alergeny, ustaw ilość i wybierz „Dodaj do koszyka”.
          </p>
        </li>
        <li>
          <h2>Sprawdź koszyk</h2>
          <p>
            W <Link to="/basket/">koszyku</Link> zmienisz ilości, usuniesz pozycje i zobaczysz łączną
            kwotę. Gdy wszystko się zgadza, wybierz „ZAMAWIAM”.
          </p>
        </li>
        <li>
          <h2>Zaloguj się lub zamów jako gość</h2>
          <p>
            Z kontem zapamiętamy Twój adres i pokażemy historię zamówień. Możesz też zamówić bez
            zakładania konta — wystarczy podać adres dostawy i numer telefonu.
          </p>
        </li>
        <li>
          <h2>Dostawa</h2>
          <p>
            Dowozimy w dwóch strefach. Cena dostawy i najmniejsza wartość zamówienia (bez dostawy)
            zależą od strefy, do której należy Twój adres:
          </p>
          <Zones aria-label="Strefy dostawy">
            {ZONES.map((zone) => (
              <li key={zone}>{zoneTermsLine(zone, terms[zone])}</li>
            ))}
          </Zones>
        </li>
        <li>
          <h2>Płatność przy odbiorze</h2>
          <p>Za zamówienie płacisz przy dostawie, gdy kurier przekaże Ci jedzenie. Nie musisz niczego opłacać z góry.</p>
        </li>
      </Steps>
      <h2>Godziny otwarcia</h2>
      <p data-testid="about-hours">
        <OpeningHoursLine />
      </p>
      <LinkButton to="/menu/">{NAV_LABELS.order}</LinkButton>
    </>
  );
}
