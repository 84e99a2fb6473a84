/** The menu's search box: a labelled search field, controlled by the menu slice. */
import React, { useId } from 'react';
import styled from 'styled-components';
import { MENU_TEXT } from './menu-text';
import { theme } from '../../../styles/theme';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  label { font-weight: 600; }
`;

const Input = styled.input`
  width: 100%;
  min-height: ${theme.tapTarget};
  padding: 0 ${theme.space.md};
  border: 1px solid ${theme.palette.text};
  border-radius: ${theme.radii.pill};
  font: inherit;
  color: ${theme.palette.text};
  background: ${theme.palette.background};
  &::placeholder { color: ${theme.palette.mutedText}; }
  &:focus-visible {
    outline: 3px solid ${theme.palette.focus};
    outline-offset: 2px;
  }
`;

export interface MenuSearchProps {
  value: string;
  onChange: (text: string) => void;
}

export function MenuSearch({ value, onChange }: MenuSearchProps) {
  const id = useId();
  return (
    // role="search" makes it a landmark; Enter must not reload the page.
    <Form role="search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id}>{MENU_TEXT.searchLabel}</label>
      <Input
        id={id}
        type="search"
        value={value}
        placeholder={MENU_TEXT.searchPlaceholder}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => onChange(event.target.value)}
      />
    </Form>
  );
}
