/** The grid of product cards: one column on phones, as many 240 px columns as fit, four at most. */
import React from 'react';
import styled from 'styled-components';
import type { MenuItem } from '../../../lib/shop-api-types';
import { sameContent } from '../../../lib/same-content';
import { GridList } from '../../../components/ui/grid-list';
import { ProductCard } from './product-card';
import { theme } from '../../../styles/theme';

const Grid = styled(GridList)`
  /* A page holds 12: four full rows of three or three of four, never a ragged fifth column. */
  ${theme.media.up.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export interface MenuGridProps {
  items: MenuItem[];
  onOpen: (item: MenuItem) => void;
}

interface GridCardProps {
  item: MenuItem;
  onOpen: (item: MenuItem) => void;
  priority: boolean;
}

// The live lists arrive as new objects with, mostly, the content the page was pre-rendered
// with: a card whose item reads the same is not rendered again (on a slow phone that render
// of every card was a long task right after the page loaded). The whole item is compared,
// not only what the card shows, because the product modal opens with this very object.
const sameCard = (before: GridCardProps, after: GridCardProps) =>
  before.onOpen === after.onOpen && before.priority === after.priority && sameContent(before.item, after.item);

const GridCard = React.memo(function GridCard({ item, onOpen, priority }: GridCardProps) {
  return <ProductCard item={item} onOpen={() => onOpen(item)} priority={priority} />;
}, sameCard);

export function MenuGrid({ items, onOpen }: MenuGridProps) {
  return (
    <Grid $min="240px" $gap="md">
      {items.map((item, index) => (
        <li key={item.id}>
          {/* The first picture is what a phone shows largest on arrival (LCP): fetched first. */}
          <GridCard item={item} onOpen={onOpen} priority={index === 0} />
        </li>
      ))}
    </Grid>
  );
}
