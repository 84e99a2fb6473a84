/**
 * A menu item in the grid. The 'Zobacz' button stretches over the whole card (the "stretched
 * link" pattern), so the card is one big tap target while the markup keeps a real heading,
 * which a <button> wrapping everything could not contain.
 */
import React from 'react';
import styled from 'styled-components';
import { formatMoney } from '../../../text/format';
import { Button } from '../../../components/ui/button';
import { InlineList } from '../../../components/ui/inline-list';
import { SizedImage } from '../../../components/ui/sized-image';
import { MENU_TEXT } from './menu-text';
import { ADULT_CATEGORY } from '../../../../domain/rules/menu-catalogue';
import { theme } from '../../../styles/theme';

export interface ProductCardItem {
  id: number;
  name: string;
  /** zł */
  price: number;
  description: string[];
  image: string;
  category?: string;
  soldOut?: boolean;
}

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border-radius: ${theme.radii.md};
  background: ${theme.palette.background};
  box-shadow: ${theme.shadows.card};
  /* A card off the first screen skips style, layout and paint until it nears the viewport:
     the first layout of /menu/ (the long task at first paint on a phone) took half the time.
     'auto' keeps a card's size once it has been seen. */
  content-visibility: auto;
  contain-intrinsic-block-size: auto 440px;
  transition: transform ${theme.transition.fast};
  &:hover { transform: translateY(-2px); }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover { transform: none; }
  }
`;

const Image = styled(SizedImage)`
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  background: ${theme.palette.surface};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
`;

export const Chips = styled(InlineList)`
  gap: ${theme.space.xs};
  li {
    padding: 2px ${theme.space.sm};
    border-radius: ${theme.radii.pill};
    font-size: ${theme.fontSizes.sm};
    background: ${theme.palette.surface};
  }
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  margin-top: auto;
  padding-top: ${theme.space.sm};
`;

const Price = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  font-weight: 700;
  white-space: nowrap;
`;

// The site's small solid button, stretched over the card (the card is position: relative).
// The card's lift is its hover feedback: the button keeps its colours under the pointer.
const OpenButton = styled(Button)`
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:hover:not(:disabled) {
    color: ${theme.palette.inverseText};
    background: ${theme.palette.inverseBackground};
  }
`;

export const SoldOutBadge = styled.span`
  padding: 2px ${theme.space.sm};
  border-radius: ${theme.radii.sm};
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  color: ${theme.palette.inverseText};
  background: ${theme.palette.error};
`;

/** '18+' beside an alcohol's price (D101): the age question must not come as a surprise at the summary. */
export const AdultBadge = styled(SoldOutBadge).attrs({ 'aria-label': MENU_TEXT.adultBadgeLabel, role: 'img', children: MENU_TEXT.adultBadge })`
  background: ${theme.palette.text};
`;

export const isAdultItem = (item: { category?: string }): boolean => item.category === ADULT_CATEGORY;

export interface ProductCardProps {
  item: ProductCardItem;
  onOpen: (item: ProductCardItem) => void;
  /** The first card of the menu: its picture is the page's largest (LCP), so never lazy. */
  priority?: boolean;
}

export function ProductCard({ item, onOpen, priority = false }: ProductCardProps) {
  return (
    <Card>
      <Image src={item.image} alt={item.name} width={400} height={300} priority={priority} />
      <Body>
        <Name>{item.name}</Name>
        {item.description.length > 0 && (
          <Chips aria-label="Opis">
            {item.description.map((chip, index) => (
              <li key={`${index}-${chip}`}>{chip}</li>
            ))}
          </Chips>
        )}
        <Footer>
          <Price>{formatMoney(item.price)}</Price>
          {item.soldOut && <SoldOutBadge>{MENU_TEXT.soldOut}</SoldOutBadge>}
          {isAdultItem(item) && <AdultBadge />}
          <OpenButton size="small" aria-label={`Zobacz: ${item.name}`} onClick={() => onOpen(item)}>
            Zobacz
          </OpenButton>
        </Footer>
      </Body>
    </Card>
  );
}
