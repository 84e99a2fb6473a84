import React from 'react';
import { Link, type HeadFC } from 'gatsby';
import styled from 'styled-components';
import { useAppSelector } from '../app/hooks';
import { Layout } from '../features/shell';
import { Seo } from '../features/seo';
import { LinkButton } from '../components/ui/button';
import { selectDeliveryTerms, zoneTermsLine } from '../features/prices';
import { ZONES } from '../../domain/rules/delivery-zones';
import { NAV_LABELS } from '../text/site';
import { OpeningHoursLine } from '../features/contact';
import { theme } from '../styles/theme';

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

const HOW_TO_ORDER = 'Jak zamawiać';

export default function AboutPage() {
  const terms = useAppSelector(selectDeliveryTerms);
  return (
    <Layout width="narrow">
      <h1>{HOW_TO_ORDER}</h1>
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
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title={HOW_TO_ORDER}
    path={location.pathname}
    description="Jak zamówić sushi online: wybór z menu, koszyk, konto lub zamówienie jako gość, strefy dostawy i płatność przy odbiorze."
  />
);
