/** The menu's search box: a labelled search field, controlled by the menu slice. */
import React, { useId } from 'react';
import styled from 'styled-components';
import { Field, fieldControl } from '../../../components/ui/field';
import { MENU_TEXT } from './menu-text';
import { theme } from '../../../styles/theme';

// Beside the category pills, the field wears their shape: a pill with a black frame.
const Input = styled.input`
  ${fieldControl};
  width: 100%;
  padding: 0 ${theme.space.md};
  border-color: ${theme.palette.text};
  border-radius: ${theme.radii.pill};
  &::placeholder { color: ${theme.palette.mutedText}; }
  &:focus-visible { outline-offset: 2px; }
`;

// The search is the last thing of its column: no space under it.
const SearchField = styled(Field)`
  margin-bottom: 0;
`;

export interface MenuSearchProps {
  value: string;
  onChange: (text: string) => void;
}

export function MenuSearch({ value, onChange }: MenuSearchProps) {
  const id = useId();
  return (
    // role="search" makes it a landmark; Enter must not reload the page.
    <form role="search" onSubmit={(event) => event.preventDefault()}>
      <SearchField id={id} label={MENU_TEXT.searchLabel}>
        {(control) => (
          <Input
            {...control}
            type="search"
            value={value}
            placeholder={MENU_TEXT.searchPlaceholder}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </SearchField>
    </form>
  );
}
