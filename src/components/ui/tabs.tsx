/**
 * Category tab bar (WAI-ARIA APG "Tabs", automatic activation: arrows move and select).
 * On desktop the page swaps its content on select; below the lg breakpoint every section is
 * stacked on the page, so choosing a tab also scrolls smoothly to its section.
 */
import React, { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { theme } from '../../styles/theme';

// The API names some categories in English; customers read Polish.
const POLISH_LABELS: Readonly<Record<string, string>> = {
  Addons: 'Dodatki',
  Beverages: 'Napoje',
  Alcohol: 'Alkohole',
};

/** 'Addons' -> 'Dodatki', 'Beverages' -> 'Napoje', 'Alcohol' -> 'Alkohole'; others as-is. */
export function tabLabel(label: string): string {
  return POLISH_LABELS[label] ?? label;
}

/** Default section id for a label: 'Zupy miso' -> 'section-zupy-miso'. */
export function sectionIdFor(label: string): string {
  const slug = label
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `section-${slug}`;
}

/** Scrolls so the element's top sits `offset` px below the viewport top. */
export function scrollToSection(id: string, offset: number, smooth: boolean): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  window.scrollTo({
    top: el.getBoundingClientRect().top + window.scrollY - offset,
    behavior: smooth ? 'smooth' : 'auto',
  });
  return true;
}

const matches = (query: string): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

const List = styled.div`
  display: flex;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm} 0;
  overflow-x: auto;
  /* A swipeable row on phones; the scrollbar would only add noise. */
  scrollbar-width: none;
  ${theme.media.up.lg} {
    flex-wrap: wrap;
    overflow: visible;
  }
`;

const Tab = styled(Button)`
  flex: none;
`;

export interface TabsProps {
  labels: string[];
  /** The selected label (as given, not translated); none selected when it matches no label. */
  active: string | null;
  onSelect: (label: string) => void;
  /** Where each tab's section lives on mobile; defaults to `sectionIdFor`. */
  sectionIdFor?: (label: string) => string;
  /** Accessible name of the tab bar. */
  ariaLabel?: string;
}

export function Tabs({ labels, active, onSelect, sectionIdFor: idFor = sectionIdFor, ariaLabel = 'Kategorie' }: TabsProps) {
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const activeIndex = labels.indexOf(active ?? '');
  // Roving tabindex: one Tab stop for the whole bar, arrows inside it.
  const tabStop = activeIndex >= 0 ? activeIndex : 0;

  const select = (label: string) => {
    onSelect(label);
    if (matches(theme.queries.mobileTabs)) {
      scrollToSection(idFor(label), theme.tabScrollOffset, !matches(theme.queries.reducedMotion));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = labels.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    tabRefs.current[target]?.focus();
    select(labels[target]);
  };

  return (
    <List role="tablist" aria-label={ariaLabel}>
      {labels.map((label, index) => (
        <Tab
          key={label}
          ref={(el) => {
            tabRefs.current[index] = el;
          }}
          variant="choice"
          role="tab"
          aria-selected={index === activeIndex}
          tabIndex={index === tabStop ? 0 : -1}
          onClick={() => select(label)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {tabLabel(label)}
        </Tab>
      ))}
    </List>
  );
}
