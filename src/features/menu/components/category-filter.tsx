/**
 * Category toggle buttons. Each is a toggle (aria-pressed): choosing the selected category
 * again clears it, as does 'Wszystkie'. The slice decides; this only draws and reports.
 */
import React from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button';
import { categoryLabel } from '../../../text/categories';
import { MENU_TEXT } from './menu-text';
import { theme } from '../../../styles/theme';

// Phones: one swipeable row (a dozen wrapped pills would push the dishes off the screen);
// the padding keeps the focus ring inside the scrolling box. Wider screens: wrapped rows.
const List = styled.ul`
  display: flex;
  gap: ${theme.space.sm};
  margin: 0 -${theme.space.sm};
  padding: ${theme.space.sm};
  overflow-x: auto;
  list-style: none;
  scrollbar-width: thin;
  ${theme.media.up.md} {
    flex-wrap: wrap;
    margin: 0;
    padding: 0;
    overflow: visible;
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
          <Button variant="choice" aria-pressed={selected === ''} onClick={() => selected !== '' && onChoose('')}>
            {MENU_TEXT.allCategories}
          </Button>
        </li>
        {categories.map((category) => (
          <li key={category}>
            <Button variant="choice" aria-pressed={selected === category} onClick={() => onChoose(category)}>
              {categoryLabel(category)}
            </Button>
          </li>
        ))}
      </List>
    </div>
  );
}
