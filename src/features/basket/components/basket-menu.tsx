/**
 * The top bar's basket control: the icon with the badge, and the basket preview under it, on
 * desktop on hover or focus (a click goes to /basket/), on phones by tapping. The preview is
 * not part of the first paint: it loads on its own (ui/lazy-part.ts). The top bar renders it in
 * its place (it is shared and knows no feature); the shell hands it over.
 */
import React, { Suspense, useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import styled from 'styled-components';
import { ICON_SVG_PROPS } from '../../../components/layout/line-icon';
import { Button, LinkButton } from '../../../components/ui/button';
import { lazyPart, useFetchWhenIdle } from '../../../components/ui/lazy-part';
import { PRODUCT_FORMS, pluralize } from '../../../text/format';
import { theme } from '../../../styles/theme';
import type { BasketPreviewItem } from './basket-preview';

const preview = lazyPart(async () => (await import('./basket-preview')).BasketPreview);

// Both are always in the page and CSS shows the one of the layout (as the hamburger and the
// desktop navigation do): the layout is only known in the browser, and swapping a link for a
// button right after hydration made React 18 delete the server's link twice (a blank page).
const IconLink = styled(LinkButton)`
  display: none;
  ${theme.media.up.md} { display: inline-flex; }
`;
const IconButton = styled(Button)`
  ${theme.media.up.md} { display: none; }
`;

const Badge = styled.span`
  position: absolute;
  top: 2px;
  right: -2px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: ${theme.radii.pill};
  font-size: 12px;
  line-height: 20px;
  text-align: center;
  color: ${theme.palette.inverseText};
  background: ${theme.palette.accent};
  pointer-events: none;
`;

const BasketWrap = styled.div`
  position: relative;
`;

// Padding, not margin, above the preview: the pointer crosses it without leaving the hover area.
const Popover = styled.div`
  position: fixed;
  top: ${theme.layout.navHeight};
  right: ${theme.space.sm};
  z-index: ${theme.zIndex.popover};
  ${theme.media.up.md} {
    position: absolute;
    top: 100%;
    right: 0;
    padding-top: ${theme.space.sm};
  }
`;

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
  useFetchWhenIdle(preview.fetchEarly);

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
        variant="icon"
        aria-label={label}
        aria-expanded={open}
        aria-controls={previewId}
        onClick={() => setOpen((on) => !on)}
      >
        <BasketIcon />
      </IconButton>
      <IconLink variant="icon" to="/basket/" aria-label={label}>
        <BasketIcon />
      </IconLink>
      {/* Over whichever of the two shows; taps go through to it. */}
      <Badge aria-hidden="true" data-testid="basket-badge">
        {count}
      </Badge>
      {open && (
        <Popover>
          <Suspense fallback={null}>
            <preview.Component id={previewId} items={items} total={total} onOrder={() => setOpen(false)} />
          </Suspense>
        </Popover>
      )}
    </BasketWrap>
  );
}

