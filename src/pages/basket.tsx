import React, { useId, useRef } from 'react';
import type { HeadFC } from 'gatsby';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { Layout, SHOP_CLOSED_MESSAGE } from '../features/shell';
import { Seo } from '../features/seo';
import { Button, LinkButton } from '../components/ui/button';
import { QuantityCounter } from '../components/ui/quantity-counter';
import { MAX_QUANTITY, MIN_QUANTITY, basketTotal, selectBasketCount, selectBasketItems, selectBasketTotal, type BasketItem } from '../features/basket';
import { clearBasket, decrementItem, deleteItem, incrementItem } from '../features/basket';
import { basketDeliveryNotes, selectDeliveryTerms, zoneTermsLine } from '../features/prices';
import { ZONES } from '../../domain/rules/delivery-zones';
import { zlotyToGrosze } from '../../domain/rules/money';
import { selectIsShopClosed } from '../features/system';
import { formatMoney, formatProductCount } from '../text/format';
import { theme } from '../styles/theme';

/** Lines saved before images were stored (or typed by hand) still get a picture. */
const FALLBACK_IMAGE = '/images/menu/sushi.svg';

const Rows = styled.ul`
  margin: ${theme.space.md} 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 72px 1fr auto;
  grid-template-areas: 'img name delete' 'qty qty total';
  align-items: center;
  gap: ${theme.space.sm} ${theme.space.md};
  padding: ${theme.space.md} 0;
  border-bottom: 1px solid ${theme.palette.border};
  img { grid-area: img; border-radius: ${theme.radii.sm}; }
  ${theme.media.up.md} {
    grid-template-columns: 96px 1fr auto 7rem auto;
    grid-template-areas: 'img name qty total delete';
  }
`;

const Name = styled.div`
  grid-area: name;
  font-weight: 600;
  span { display: block; font-weight: 400; color: ${theme.palette.mutedText}; }
`;

const Cell = styled.div<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  justify-self: ${({ $area }) => ($area === 'qty' ? 'start' : 'end')};
  font-weight: 600;
  white-space: nowrap;
`;

const Summary = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  max-width: 420px;
  margin-left: auto;
  p { margin: 0; }
`;

const Total = styled.p`
  font-size: ${theme.fontSizes.lg};
  strong { white-space: nowrap; }
`;

const Reason = styled.p`
  color: ${theme.palette.error};
  font-weight: 600;
`;

const Terms = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${theme.palette.mutedText};
`;

function BasketRow({ item, onDeleted }: { item: BasketItem; onDeleted: () => void }) {
  const dispatch = useAppDispatch();
  return (
    <Row>
      {/* The name is right next to it: the picture adds nothing for a screen reader. */}
      <img src={item.image || FALLBACK_IMAGE} alt="" width={96} height={72} />
      <Name>
        {item.name}
        <span>{formatMoney(item.price)} / szt.</span>
      </Name>
      <Cell $area="qty">
        <QuantityCounter
          value={item.quantity}
          min={MIN_QUANTITY}
          max={MAX_QUANTITY}
          label={`Ilość: ${item.name}`}
          onChange={(next) => dispatch(next > item.quantity ? incrementItem(item.id) : decrementItem(item.id))}
        />
      </Cell>
      <Cell $area="total">{formatMoney(basketTotal([item]))}</Cell>
      <Cell $area="delete">
        <Button
          variant="link"
          aria-label={`Usuń ${item.name}`}
          onClick={() => {
            dispatch(deleteItem(item.id));
            onDeleted();
          }}
        >
          Usuń
        </Button>
      </Cell>
    </Row>
  );
}

export default function BasketPage() {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectBasketItems);
  const count = useAppSelector(selectBasketCount);
  const total = useAppSelector(selectBasketTotal);
  const terms = useAppSelector(selectDeliveryTerms);
  const isClosed = useAppSelector(selectIsShopClosed);
  const { blocking, notes } = basketDeliveryNotes(terms, zlotyToGrosze(total));
  // Closed first: a basket big enough still cannot be ordered now.
  const notYet = isClosed ? SHOP_CLOSED_MESSAGE : blocking;
  const reasonId = useId();
  // A removed row takes the focused button with it: focus goes back to the heading.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const refocus = () => headingRef.current?.focus();

  return (
    <Layout width="normal">
      <h1 ref={headingRef} tabIndex={-1}>
        Koszyk
      </h1>
      {items.length === 0 ? (
        <>
          <p>Nie masz produktów w koszyku.</p>
          <LinkButton to="/menu/">Przejdź do menu</LinkButton>
        </>
      ) : (
        <>
          <p>W koszyku: {formatProductCount(count)}</p>
          <Rows aria-label="Produkty w koszyku">
            {items.map((item) => (
              <BasketRow key={item.id} item={item} onDeleted={refocus} />
            ))}
          </Rows>
          <Summary>
            <Total aria-live="polite">
              Razem: <strong>{formatMoney(total)}</strong>
            </Total>
            <Terms aria-label="Warunki dostawy">
              {ZONES.map((zone) => (
                <li key={zone}>{zoneTermsLine(zone, terms[zone])}</li>
              ))}
            </Terms>
            {notes.map((note) => (
              <p key={note}>{note}</p>
            ))}
            {notYet ? (
              <>
                <Button variant="primary-wide" disabled aria-describedby={reasonId}>
                  ZAMAWIAM
                </Button>
                <Reason id={reasonId} aria-live="polite">
                  {notYet}
                </Reason>
              </>
            ) : (
              <LinkButton to="/summary/" variant="primary-basket">
                ZAMAWIAM
              </LinkButton>
            )}
            <Button
              variant="primary-reverse-wide"
              onClick={() => {
                dispatch(clearBasket());
                refocus();
              }}
            >
              Wyczyść koszyk
            </Button>
          </Summary>
        </>
      )}
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Koszyk"
    description="Twój koszyk: sprawdź zamówienie, zmień ilości i przejdź do podsumowania."
    path={location.pathname}
  />
);
