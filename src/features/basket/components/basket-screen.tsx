/** The basket page under the frame: its heading, the lines (or the way to the menu) and the summary. */
import React, { useRef } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../../../app/hooks';
import { LinkButton } from '../../../components/ui/button';
import { formatProductCount } from '../../../text/format';
import { theme } from '../../../styles/theme';
import { useFulfilmentTerms } from '../../prices';
import { selectBasketCount, selectBasketItems } from '../basket-slice';
import { BasketRow } from './basket-row';
import { BasketSummary, type BasketSummaryProps } from './basket-summary';

const Rows = styled.ul`
  margin: ${theme.space.md} 0;
  padding: 0;
  list-style: none;
`;

export function BasketScreen({ shopClosedMessage }: Pick<BasketSummaryProps, 'shopClosedMessage'>) {
  const items = useAppSelector(selectBasketItems);
  const count = useAppSelector(selectBasketCount);
  useFulfilmentTerms();
  // A removed row takes the focused button with it: focus goes back to the heading.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const refocus = () => headingRef.current?.focus();

  return (
    <>
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
          <BasketSummary shopClosedMessage={shopClosedMessage} onCleared={refocus} />
        </>
      )}
    </>
  );
}
