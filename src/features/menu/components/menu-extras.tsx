/**
 * Add-ons, beverages and alcohol under the main grid, in compact rows (a sauce needs no big
 * photo card). Tabs pick the list: on desktop only the chosen list shows; below the lg
 * breakpoint all three are stacked and the Tabs scroll smoothly to the chosen one (50 px
 * offset, in the Tabs component), so the section ids must be the Tabs' sectionIdFor ids.
 */
import React, { useId, useState } from 'react';
import styled from 'styled-components';
import type { MenuItem } from '../../../lib/shop-api-types';
import { categoryLabel, EXTRAS_CATEGORIES } from '../../../text/categories';
import { formatMoney } from '../../../text/format';
import { GridList } from '../../../components/ui/grid-list';
import { Tabs, sectionIdFor } from '../../../components/ui/tabs';
import { MENU_TEXT } from './menu-text';
import { AdultBadge, SoldOutBadge, isAdultItem } from './product-card';
import { theme } from '../../../styles/theme';

const Section = styled.section`
  margin-top: ${theme.space.xl};
  /* Under the grid: laid out when it nears the viewport (see product-card.tsx). */
  content-visibility: auto;
  contain-intrinsic-block-size: auto 1200px;
  h2 { margin: 0 0 ${theme.space.sm}; font-size: ${theme.fontSizes.xl}; }
`;

// Phones: the Tabs scroll a panel's top to 50 px under the window's top (docs/behaviour.md §2), which is
// under the 70 px top bar; the padding brings the panel's heading out from under it.
const Panel = styled.section<{ $active: boolean }>`
  padding-top: ${theme.space.lg};
  h3 { margin: 0 0 ${theme.space.sm}; font-size: ${theme.fontSizes.lg}; }
  ${theme.media.up.lg} {
    display: ${({ $active }) => ($active ? 'block' : 'none')};
    padding-top: ${theme.space.md};
  }
`;

const Row = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  width: 100%;
  min-height: ${theme.tapTarget};
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.palette.border};
  border-radius: ${theme.radii.md};
  font: inherit;
  text-align: left;
  color: ${theme.palette.text};
  background: ${theme.palette.background};
  cursor: pointer;
  &:hover { background: ${theme.palette.surface}; }
  &:focus-visible {
    outline: 3px solid ${theme.palette.focus};
    outline-offset: 2px;
  }
  small { display: block; color: ${theme.palette.mutedText}; }
  strong { white-space: nowrap; }
`;

// Sold out today (staff panel) shows beside the price, as on the cards; the modal refuses to add it.
const Price = styled.span`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
`;

export interface MenuExtrasProps {
  /** The orderable ingredient-type items (visible, not bare ingredients). */
  items: MenuItem[];
  onOpen: (item: MenuItem) => void;
}

export function MenuExtras({ items, onOpen }: MenuExtrasProps) {
  const [active, setActive] = useState<string>(categoryLabel(EXTRAS_CATEGORIES[0]));
  const id = useId();
  if (items.length === 0) return null;

  return (
    <Section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{MENU_TEXT.extrasTitle}</h2>
      <Tabs
        labels={EXTRAS_CATEGORIES.map(categoryLabel)}
        active={active}
        onSelect={setActive}
        ariaLabel={MENU_TEXT.extrasTabsLabel}
      />
      {EXTRAS_CATEGORIES.map((category) => {
        const label = categoryLabel(category);
        const list = items.filter((item) => item.category === category);
        const headingId = `${id}-${category}`;
        return (
          <Panel key={label} id={sectionIdFor(label)} $active={label === active} aria-labelledby={headingId}>
            <h3 id={headingId}>{label}</h3>
            {list.length === 0 ? (
              <p>{MENU_TEXT.extrasEmpty}</p>
            ) : (
              <GridList $min="300px" $gap="sm">
                {list.map((item) => (
                  <li key={item.id}>
                    <Row type="button" onClick={() => onOpen(item)}>
                      <span>
                        {item.name}
                        {item.description.length > 0 && <small>{item.description.join(' · ')}</small>}
                      </span>
                      <Price>
                        {item.soldOut && <SoldOutBadge>{MENU_TEXT.soldOut}</SoldOutBadge>}
                        {isAdultItem(item) && <AdultBadge />}
                        <strong>{formatMoney(item.price)}</strong>
                      </Price>
                    </Row>
                  </li>
                ))}
              </GridList>
            )}
          </Panel>
        );
      })}
    </Section>
  );
}
