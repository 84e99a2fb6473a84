/**
 * The lines of a phone order or a change: search and add (item-search.tsx), then each line's
 * quantity with the site's − / + counter and its removal. Line prices are today's menu prices.
 */
import React from 'react';
import styled from 'styled-components';
import { QuantityCounter } from '../../../components/ui/quantity-counter';
import { lineTotalGrosze } from '../../../../domain/rules/money';
import type { StaffMenuItem } from '../../../lib/shop-api-types';
import { formatGrosze } from '../../../text/format';
import { addLine, type DraftLine } from '../order-draft';
import { ItemSearch } from './item-search';
import { FieldError, SmallButton } from './staff-ui';
import { theme } from '../../../styles/theme';

const Lines = styled.ul`
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.sm};
    padding: ${theme.space.xs} 0;
    border-bottom: 1px solid ${theme.palette.border};
  }
  li > span:first-child { flex: 1 1 12em; }
`;

interface DraftLinesProps {
  items: readonly StaffMenuItem[];
  lines: DraftLine[];
  onChange: (lines: DraftLine[]) => void;
  error?: string;
  autoFocus?: boolean;
}

export function DraftLines({ items, lines, onChange, error, autoFocus }: DraftLinesProps) {
  const setQuantity = (id: number, quantity: number) => onChange(lines.map((l) => (l.id === id ? { ...l, quantity } : l)));
  return (
    <fieldset>
      <legend>Pozycje</legend>
      <ItemSearch items={items} onAdd={(line) => onChange(addLine(lines, line))} autoFocus={autoFocus} />
      <Lines aria-label="Pozycje zamówienia" data-testid="draft-lines">
        {lines.map((line) => (
          <li key={line.id} data-testid="draft-line">
            <span>{line.name}</span>
            <QuantityCounter label={`Ilość: ${line.name}`} value={line.quantity} onChange={(n) => setQuantity(line.id, n)} />
            <span>{formatGrosze(lineTotalGrosze(line.price, line.quantity))}</span>
            <SmallButton type="button" aria-label={`Usuń: ${line.name}`} onClick={() => onChange(lines.filter((l) => l.id !== line.id))}>
              Usuń
            </SmallButton>
          </li>
        ))}
      </Lines>
      {error && <FieldError role="alert">{error}</FieldError>}
    </fieldset>
  );
}
