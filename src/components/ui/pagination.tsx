/**
 * Numbered pagination. Which buttons appear (window of 5, arrows when shifted, nothing under
 * 2 pages) is decided by the pure function in src/lib/pagination.ts; this only draws its items.
 */
import React from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { theme } from '../../styles/theme';

/** One button of the pagination bar, as src/lib/pagination.ts produces them. */
export type PaginationItem =
  | { type: 'prev' | 'next'; page: number }
  | { type: 'page'; page: number; current: boolean };

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space.sm};
  margin: ${theme.space.lg} 0;
  padding: 0;
  list-style: none;
`;

export interface PaginationProps {
  items: PaginationItem[];
  onChange: (page: number) => void;
}

export function Pagination({ items, onChange }: PaginationProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Stronicowanie">
      <List>
        {items.map((item) => {
          if (item.type === 'page') {
            return (
              <li key={`page-${item.page}`}>
                <Button
                  variant="page"
                  aria-label={`Strona ${item.page}`}
                  aria-current={item.current ? 'page' : undefined}
                  // Choosing the page already shown would only reload the same list.
                  onClick={() => !item.current && onChange(item.page)}
                >
                  {item.page}
                </Button>
              </li>
            );
          }
          const isPrev = item.type === 'prev';
          return (
            <li key={item.type}>
              <Button
                variant="page"
                aria-label={isPrev ? 'Poprzednia strona' : 'Następna strona'}
                onClick={() => onChange(item.page)}
              >
                <span aria-hidden="true">{isPrev ? '‹' : '›'}</span>
              </Button>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
