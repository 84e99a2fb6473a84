/**
 * Every listed item with its price, for visitors and crawlers without JavaScript: the grid
 * above shows one page and its pagination needs a script. Inside <noscript>, so with
 * JavaScript it never renders (React does not hydrate noscript content) and costs the page
 * only its bytes: names and prices, grouped by category, no pictures.
 */
import React from 'react';
import styled from 'styled-components';
import type { MenuItem } from '../../../lib/shop-api-types';
import { categoryLabel } from '../../../text/categories';
import { formatMoney } from '../../../text/format';
import { theme } from '../../../styles/theme';

export const PRICE_LIST_TITLE = 'Cennik — wszystkie pozycje';

const Section = styled.section`
  margin-top: ${theme.space.xl};
  h3 { margin: ${theme.space.md} 0 ${theme.space.xs}; }
  ul { margin: 0; padding: 0; list-style: none; max-width: 40rem; }
  li {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space.md};
    padding: ${theme.space.xs} 0;
    border-bottom: 1px solid ${theme.palette.border};
  }
  li span:last-child { font-weight: 600; white-space: nowrap; }
`;

function groupByCategory(items: MenuItem[]): [string, MenuItem[]][] {
  const groups = new Map<string, MenuItem[]>();
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  return [...groups];
}

export function MenuPriceList({ items }: { items: MenuItem[] }) {
  return (
    <noscript>
      <Section aria-labelledby="menu-price-list-title">
        <h2 id="menu-price-list-title">{PRICE_LIST_TITLE}</h2>
        {groupByCategory(items).map(([category, group]) => (
          <React.Fragment key={category}>
            <h3>{categoryLabel(category)}</h3>
            <ul>
              {group.map((item) => (
                <li key={item.id}>
                  <span>{item.name}</span>
                  <span>{formatMoney(item.price)}</span>
                </li>
              ))}
            </ul>
          </React.Fragment>
        ))}
      </Section>
    </noscript>
  );
}
