/** One line of the basket page: picture, name and unit price, quantity, line total, delete. */
import React from 'react';
import styled from 'styled-components';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../components/ui/button';
import { QuantityCounter } from '../../../components/ui/quantity-counter';
import { formatMoney } from '../../../text/format';
import { theme } from '../../../styles/theme';
import { MAX_QUANTITY, MIN_QUANTITY, basketTotal, type BasketItem } from '../basket-slice';
import { decrementItem, deleteItem, incrementItem } from '../basket-thunks';

/** Lines saved before images were stored (or typed by hand) still get a picture. */
const FALLBACK_IMAGE = '/images/menu/sushi.svg';

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

export function BasketRow({ item, onDeleted }: { item: BasketItem; onDeleted: () => void }) {
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
