/**
 * Finding a dish while the customer talks, keyboard only (D96): type part of its name, arrow
 * keys move through the matches, Enter picks one and moves to the quantity, Enter there adds the
 * line and comes back to the search for the next. A combobox with a listbox (WAI-ARIA APG), so
 * a screen reader follows the highlighted match.
 */
import React, { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { MAX_QUANTITY, MIN_QUANTITY } from '../../../../domain/rules/order-limits';
import type { StaffMenuItem } from '../../../lib/shop-api-types';
import { formatMoney } from '../../../text/format';
import { lineOf, type DraftLine } from '../order-draft';
import { filterStaffMenu } from '../staff-selectors';
import { parseWhole } from '../staff-validation';
import { FieldError, Row, SmallButton } from './staff-ui';
import { theme } from '../../../styles/theme';

/** As many matches as fit a phone's screen; typing more narrows them. */
const MAX_MATCHES = 8;

export const SEARCH_MESSAGES = {
  pick: 'Wybierz pozycję z listy (strzałki i Enter).',
  quantity: `Podaj ilość od ${MIN_QUANTITY} do ${MAX_QUANTITY}.`,
  soldOut: (name: string) => `„${name}” jest dziś wyprzedane.`,
} as const;

const Box = styled.div`
  position: relative;
  input { min-height: ${theme.tapTarget}; padding: 0 ${theme.space.sm}; font: inherit; }
  input[role='combobox'] { width: min(24em, 100%); }
`;

const Options = styled.ul`
  margin: 0;
  padding: 0;
  max-width: 32em;
  list-style: none;
  border: 1px solid ${theme.palette.border};
  li { padding: ${theme.space.xs} ${theme.space.sm}; cursor: pointer; }
  li[aria-selected='true'] { color: ${theme.palette.inverseText}; background: ${theme.palette.inverseBackground}; }
  li[aria-disabled='true'] { text-decoration: line-through; }
`;

interface ItemSearchProps {
  items: readonly StaffMenuItem[];
  onAdd: (line: DraftLine) => void;
  /** A new phone order starts here: the keyboard is in the search as soon as the form opens. */
  autoFocus?: boolean;
}

export function ItemSearch({ items, onAdd, autoFocus = false }: ItemSearchProps) {
  const id = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const quantityRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [picked, setPicked] = useState<StaffMenuItem | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [error, setError] = useState('');

  useEffect(() => {
    if (autoFocus) searchRef.current?.focus();
  }, [autoFocus]);

  const matches = useMemo(() => (text.trim() ? filterStaffMenu(items, text, '').slice(0, MAX_MATCHES) : []), [items, text]);
  const open = matches.length > 0 && !picked;
  const optionId = (i: number) => `${id}-option-${i}`;

  const pick = (item: StaffMenuItem | undefined) => {
    if (!item) return setError(SEARCH_MESSAGES.pick);
    if (item.soldOutToday) return setError(SEARCH_MESSAGES.soldOut(item.name));
    setPicked(item);
    setText(item.name);
    setError('');
    quantityRef.current?.focus();
    quantityRef.current?.select();
  };
  const add = () => {
    const count = parseWhole(quantity, { min: MIN_QUANTITY, max: MAX_QUANTITY });
    if (!picked) return setError(SEARCH_MESSAGES.pick);
    if (count === undefined) return setError(SEARCH_MESSAGES.quantity);
    onAdd(lineOf(picked, count));
    setPicked(null);
    setText('');
    setQuantity('1');
    setError('');
    searchRef.current?.focus();
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => Math.min(matches.length - 1, Math.max(0, i + step)));
    } else if (event.key === 'Enter') {
      // Enter picks; it never sends the whole form from here.
      event.preventDefault();
      if (picked) quantityRef.current?.focus();
      else pick(matches[active]);
    } else if (event.key === 'Escape' && text) {
      event.preventDefault();
      setText('');
      setPicked(null);
    }
  };
  const onQuantityKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <Box>
      <Row>
        <label htmlFor={`${id}-search`}>Szukaj pozycji</label>
        <input
          ref={searchRef}
          id={`${id}-search`}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={`${id}-options`}
          aria-activedescendant={open ? optionId(active) : undefined}
          aria-describedby={`${id}-hint`}
          value={text}
          onChange={(e) => (setText(e.target.value), setPicked(null), setActive(0))}
          onKeyDown={onSearchKey}
        />
        <label htmlFor={`${id}-quantity`}>Ilość</label>
        <input
          ref={quantityRef}
          id={`${id}-quantity`}
          type="text"
          inputMode="numeric"
          size={3}
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          onKeyDown={onQuantityKey}
        />
        <SmallButton type="button" onClick={add}>
          Dodaj pozycję
        </SmallButton>
      </Row>
      <small id={`${id}-hint`}>Nazwa dania, strzałki, Enter; potem ilość i Enter.</small>
      <Options role="listbox" id={`${id}-options`} aria-label="Pasujące pozycje" hidden={!open}>
        {open &&
          matches.map((item, i) => (
            <li
              key={item.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              aria-disabled={item.soldOutToday || undefined}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(item)}
            >
              {item.name} — {formatMoney(item.price)}
              {item.soldOutToday ? ' (wyprzedane dziś)' : ''}
            </li>
          ))}
      </Options>
      {error && <FieldError role="alert">{error}</FieldError>}
    </Box>
  );
}
