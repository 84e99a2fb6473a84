import React from 'react';
import type { HeadFC } from 'gatsby';
import styled from 'styled-components';
import { useAppSelector } from '../app/hooks';
import { Layout } from '../components/layout/layout';
import { Seo } from '../components/seo/seo';
import { LinkButton } from '../components/ui/button';
import { basketTotal, selectBasketItems, selectBasketTotal } from '../features/basket/basket-slice';
import { formatMoney, formatPieces } from '../text/format';

// Checkout (address, delivery zone, sending the order) comes with a later issue; until then
// this page shows the basket read-only and says honestly that ordering is not ready.
const TITLE = 'Podsumowanie zamówienia';

const Lines = styled.ul`
  margin: ${({ theme }) => theme.space.md} 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: auto 1fr auto;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  }
  span:last-child { font-weight: 600; white-space: nowrap; }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

export default function SummaryPage() {
  const items = useAppSelector(selectBasketItems);
  const total = useAppSelector(selectBasketTotal);
  return (
    <Layout width="narrow">
      <h1>{TITLE}</h1>
      <p>Składanie zamówień online będzie dostępne wkrótce. Poniżej widzisz zawartość koszyka.</p>
      {items.length === 0 ? (
        <p>Nie masz produktów w koszyku.</p>
      ) : (
        <>
          <Lines aria-label="Zawartość koszyka">
            {items.map((item) => (
              <li key={item.id}>
                <span>{formatPieces(item.quantity)}</span> <span>{item.name}</span>{' '}
                <span>{formatMoney(basketTotal([item]))}</span>
              </li>
            ))}
          </Lines>
          <p>
            Razem: <strong>{formatMoney(total)}</strong>
          </p>
        </>
      )}
      <Links>
        <LinkButton to="/basket/" variant="primary-reverse">
          Wróć do koszyka
        </LinkButton>
        <LinkButton to="/menu/">Wróć do menu</LinkButton>
      </Links>
    </Layout>
  );
}

export const Head: HeadFC = () => <Seo title={TITLE} />;
