/** The grid of product cards: one column on phones, as many 240 px columns as fit, four at most. */
import React from 'react';
import styled from 'styled-components';
import type { MenuItem } from '../../lib/shop-api-types';
import { ProductCard } from './product-card';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  /* A page holds 12: four full rows of three or three of four, never a ragged fifth column. */
  ${({ theme }) => theme.media.up.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export interface MenuGridProps {
  items: MenuItem[];
  onOpen: (item: MenuItem) => void;
}

export function MenuGrid({ items, onOpen }: MenuGridProps) {
  return (
    <Grid>
      {items.map((item, index) => (
        <li key={item.id}>
          {/* The first picture is what a phone shows largest on arrival (LCP): fetched first. */}
          <ProductCard item={item} onOpen={() => onOpen(item)} priority={index === 0} />
        </li>
      ))}
    </Grid>
  );
}
