/**
 * Category toggle buttons. Each is a toggle (aria-pressed): choosing the selected category
 * again clears it, as does 'Wszystkie'. The slice decides; this only draws and reports.
 */
import React from 'react';
import styled from 'styled-components';
import { categoryLabel } from '../../text/categories';
import { MENU_TEXT } from './menu-text';

// Phones: one swipeable row (a dozen wrapped pills would push the dishes off the screen);
// the padding keeps the focus ring inside the scrolling box. Wider screens: wrapped rows.
const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 -${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  overflow-x: auto;
  list-style: none;
  scrollbar-width: thin;
  ${({ theme }) => theme.media.up.md} {
    flex-wrap: wrap;
    margin: 0;
    padding: 0;
    overflow: visible;
  }
`;

const Toggle = styled.button`
  min-height: ${({ theme }) => theme.tapTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.palette.text};
  border-radius: ${({ theme }) => theme.radii.pill};
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme }) => theme.palette.text};
  background: ${({ theme }) => theme.palette.background};
  cursor: pointer;
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.palette.inverseText};
    background: ${({ theme }) => theme.palette.inverseBackground};
  }
  &:hover:not([aria-pressed='true']) { background: ${({ theme }) => theme.palette.surface}; }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
  }
`;

export interface CategoryFilterProps {
  categories: string[];
  /** '' when no category is chosen. */
  selected: string;
  /** Called with the category key; '' for 'Wszystkie'. */
  onChoose: (category: string) => void;
}

export function CategoryFilter({ categories, selected, onChoose }: CategoryFilterProps) {
  if (categories.length === 0) return null;
  return (
    <div role="group" aria-label={MENU_TEXT.categoriesLabel}>
      <List>
        <li>
          <Toggle type="button" aria-pressed={selected === ''} onClick={() => selected !== '' && onChoose('')}>
            {MENU_TEXT.allCategories}
          </Toggle>
        </li>
        {categories.map((category) => (
          <li key={category}>
            <Toggle type="button" aria-pressed={selected === category} onClick={() => onChoose(category)}>
              {categoryLabel(category)}
            </Toggle>
          </li>
        ))}
      </List>
    </div>
  );
}
