/**
 * The small basket summary under the basket icon (the items with their line prices, the
 * total and the way to the basket page), and the top bar's basket control that shows it:
 * on desktop on hover or focus (a click goes to /basket/), on phones by tapping.
 */
import React, { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { Link } from 'gatsby';
import styled, { css } from 'styled-components';
import { PRODUCT_FORMS, formatMoney, formatPieces, pluralize } from '../../text/format';
import { LinkButton } from '../ui/button';

export interface BasketPreviewItem {
  id: number | string;
  name: string;
  /** zł per piece */
  price: number;
  quantity: number;
}

const Panel = styled.div`
  width: min(360px, calc(100vw - 2 * ${({ theme }) => theme.space.md}));
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.palette.text};
  background: ${({ theme }) => theme.palette.background};
  box-shadow: ${({ theme }) => theme.shadows.popover};
`;

const Empty = styled.p`
  margin: 0;
  text-align: center;
`;

const Heading = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.md};
  padding-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  strong { white-space: nowrap; }
`;

const Rows = styled.ul`
  max-height: 50vh;
  overflow-y: auto;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.palette.surface};
`;

const Quantity = styled.span`
  color: ${({ theme }) => theme.palette.mutedText};
  font-variant-numeric: tabular-nums;
`;

const LinePrice = styled.span`
  font-weight: 600;
  white-space: nowrap;
`;

export interface BasketPreviewProps {
  items: BasketPreviewItem[];
  /** zł, already rounded by the basket's selector. */
  total: number;
  /** Called when the customer follows 'ZAMAWIAM' (e.g. to close the popover). */
  onOrder?: () => void;
  id?: string;
}

export function BasketPreview({ items, total, onOrder, id }: BasketPreviewProps) {
  if (items.length === 0) {
    return (
      <Panel id={id}>
        <Empty>Nie masz produktów w koszyku.</Empty>
      </Panel>
    );
  }
  return (
    <Panel id={id}>
      <Heading>
        <h2>Moje zamówienie</h2>{' '}
        <strong>{formatMoney(total)}</strong>
      </Heading>
      <Rows>
        {items.map((item) => (
          <Row key={item.id}>
            {/* Spaces between the cells: the grid drops them, text readers keep them. */}
            <Quantity>{formatPieces(item.quantity)}</Quantity> <span>{item.name}</span>{' '}
            {/* Rounded like the basket total, so 3 x 0.1 shows 0,30 zł. */}
            <LinePrice>{formatMoney(Math.round(item.price * item.quantity * 100) / 100)}</LinePrice>
          </Row>
        ))}
      </Rows>
      <LinkButton to="/basket/" variant="primary-basket" onClick={onOrder}>
        ZAMAWIAM
      </LinkButton>
    </Panel>
  );
}

/* ---- The top bar's basket control ---- */

/** The look of the top bar's icon controls (account, basket, hamburger). */
export const iconControl = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: ${({ theme }) => theme.tapTarget};
  min-height: ${({ theme }) => theme.tapTarget};
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 0;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.palette.text};
  background: transparent;
  text-decoration: none;
  cursor: pointer;
  svg { width: 26px; height: 26px; }
`;

// Both are always in the page and CSS shows the one of the layout (as the hamburger and the
// desktop navigation do): the layout is only known in the browser, and swapping a link for a
// button right after hydration made React 18 delete the server's link twice (a blank page).
const IconLink = styled(Link)`
  ${iconControl};
  display: none;
  ${({ theme }) => theme.media.up.md} { display: inline-flex; }
`;
const IconButton = styled.button`
  ${iconControl};
  ${({ theme }) => theme.media.up.md} { display: none; }
`;

const Badge = styled.span`
  position: absolute;
  top: 2px;
  right: -2px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 12px;
  line-height: 20px;
  text-align: center;
  color: ${({ theme }) => theme.palette.inverseText};
  background: ${({ theme }) => theme.palette.accent};
  pointer-events: none;
`;

const BasketWrap = styled.div`
  position: relative;
`;

// Padding, not margin, above the preview: the pointer crosses it without leaving the hover area.
const Popover = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.layout.navHeight};
  right: ${({ theme }) => theme.space.sm};
  z-index: ${({ theme }) => theme.zIndex.popover};
  ${({ theme }) => theme.media.up.md} {
    position: absolute;
    top: 100%;
    right: 0;
    padding-top: ${({ theme }) => theme.space.sm};
  }
`;

/** Line icons drawn in the text colour; decorative, the control around them has the name. */
export const ICON_SVG_PROPS = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

const BasketIcon = () => (
  <svg {...ICON_SVG_PROPS}>
    <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
    <circle cx="9" cy="20" r="1.3" />
    <circle cx="17" cy="20" r="1.3" />
  </svg>
);

export interface BasketMenuProps {
  /** Total quantity, shown in the badge. */
  count: number;
  items: BasketPreviewItem[];
  total: number;
  /** ≤ 834 px: tap toggles the preview instead of hover showing it. */
  isMobile: boolean;
}

export function BasketMenu({ count, items, total, isMobile }: BasketMenuProps) {
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const previewId = useId();
  const label = `Koszyk, ${count} ${pluralize(count, PRODUCT_FORMS)}`;

  // On a phone the preview stays until toggled, so a tap anywhere else should put it away.
  useEffect(() => {
    if (!open || !isMobile) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, isMobile]);

  // Desktop: hover or keyboard focus anywhere in the basket area shows the preview.
  const desktop = isMobile
    ? {}
    : {
        onMouseEnter: () => setOpen(true),
        onMouseLeave: () => setOpen(false),
        onFocus: () => setOpen(true),
        onBlur: (event: FocusEvent<HTMLDivElement>) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
        },
      };

  return (
    <BasketWrap ref={wrapRef} {...desktop} onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <IconButton
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={previewId}
        onClick={() => setOpen((on) => !on)}
      >
        <BasketIcon />
      </IconButton>
      <IconLink to="/basket/" aria-label={label}>
        <BasketIcon />
      </IconLink>
      {/* Over whichever of the two shows; taps go through to it. */}
      <Badge aria-hidden="true" data-testid="basket-badge">
        {count}
      </Badge>
      {open && (
        <Popover>
          <BasketPreview id={previewId} items={items} total={total} onOrder={() => setOpen(false)} />
        </Popover>
      )}
    </BasketWrap>
  );
}

