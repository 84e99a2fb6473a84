/**
 * The small basket summary under the basket icon: the items with their line prices, the
 * total and the way to the basket page. The top bar's basket control (basket-menu.tsx) loads
 * it when it first opens.
 */
import React from 'react';
import styled from 'styled-components';
import { lineTotalGrosze } from '../../../../domain/rules/money';
import { formatGrosze, formatMoney, formatPieces } from '../../../text/format';
import { LinkButton } from '../../../components/ui/button';
import { theme } from '../../../styles/theme';

export interface BasketPreviewItem {
  id: number | string;
  name: string;
  /** zł per piece */
  price: number;
  quantity: number;
}

const Panel = styled.div`
  width: min(360px, calc(100vw - 2 * ${theme.space.md}));
  padding: ${theme.space.md};
  border: 1px solid ${theme.palette.border};
  border-radius: ${theme.radii.md};
  color: ${theme.palette.text};
  background: ${theme.palette.background};
  box-shadow: ${theme.shadows.popover};
`;

const Empty = styled.p`
  margin: 0;
  text-align: center;
`;

const Heading = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${theme.space.md};
  padding-bottom: ${theme.space.sm};
  border-bottom: 1px solid ${theme.palette.border};
  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
  strong { white-space: nowrap; }
`;

const Rows = styled.ul`
  max-height: 50vh;
  overflow-y: auto;
  margin: 0 0 ${theme.space.md};
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm} 0;
  border-bottom: 1px solid ${theme.palette.surface};
`;

const Quantity = styled.span`
  color: ${theme.palette.mutedText};
  font-variant-numeric: tabular-nums;
`;

const LinePrice = styled.span`
  font-weight: 600;
  white-space: nowrap;
`;

export interface BasketPreviewProps {
  items: BasketPreviewItem[];
  /** zł, already rounded by the basket's selector. */
  total: number;
  /** Called when the customer follows 'ZAMAWIAM' (e.g. to close the popover). */
  onOrder?: () => void;
  id?: string;
}

export function BasketPreview({ items, total, onOrder, id }: BasketPreviewProps) {
  if (items.length === 0) {
    return (
      <Panel id={id}>
        <Empty>Nie masz produktów w koszyku.</Empty>
      </Panel>
    );
  }
  return (
    <Panel id={id}>
      <Heading>
        <h2>Moje zamówienie</h2>{' '}
        <strong>{formatMoney(total)}</strong>
      </Heading>
      <Rows>
        {items.map((item) => (
          <Row key={item.id}>
            {/* Spaces between the cells: the grid drops them, text readers keep them. */}
            <Quantity>{formatPieces(item.quantity)}</Quantity> <span>{item.name}</span>{' '}
            {/* In grosze like the basket total, so 3 x 0.1 shows 0,30 zł. */}
            <LinePrice>{formatGrosze(lineTotalGrosze(item.price, item.quantity))}</LinePrice>
          </Row>
        ))}
      </Rows>
      <LinkButton to="/basket/" variant="primary-basket" onClick={onOrder}>
        ZAMAWIAM
      </LinkButton>
    </Panel>
  );
}
