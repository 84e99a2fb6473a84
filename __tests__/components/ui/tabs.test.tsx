import React, { useState } from 'react';
import { render, fireEvent, screen } from '@testing-library/react';
import { Tabs, sectionIdFor } from '../../../src/components/ui/tabs';
import { theme } from '../../../src/styles/theme';
import { mockMatchMedia } from '../../test-utils';

const LABELS = ['maki', 'Dodatki', 'Napoje', 'Alkohole'];

function Harness({ onSelect = jest.fn() }: { onSelect?: (label: string) => void }) {
  const [active, setActive] = useState<string | null>('maki');
  return (
    <Tabs
      labels={LABELS}
      active={active}
      onSelect={(label) => {
        setActive(label);
        onSelect(label);
      }}
    />
  );
}

describe('sectionIdFor', () => {
  it('makes a stable id without Polish letters or spaces', () => {
    expect(sectionIdFor('Łosoś i tuńczyk')).toBe('section-losos-i-tunczyk');
    expect(sectionIdFor('Napoje')).toBe('section-napoje');
  });
});

describe('Tabs', () => {
  let restoreMatchMedia: (() => void) | undefined;
  const scrollTo = jest.fn();
  const sections: HTMLElement[] = [];

  beforeEach(() => {
    scrollTo.mockClear();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });
  afterEach(() => {
    restoreMatchMedia?.();
    restoreMatchMedia = undefined;
    sections.splice(0).forEach((section) => section.remove());
  });

  it('renders a tablist with the labels as given and marks the active tab', () => {
    render(<Tabs labels={LABELS} active="Napoje" onSelect={jest.fn()} />);
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['maki', 'Dodatki', 'Napoje', 'Alkohole']);
    expect(screen.getByRole('tab', { name: 'Napoje' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'maki' })).toHaveAttribute('aria-selected', 'false');
    // One Tab stop: the active tab.
    expect(screen.getByRole('tab', { name: 'Napoje' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Dodatki' })).toHaveAttribute('tabindex', '-1');
  });

  it('reports the original label on click', () => {
    const onSelect = jest.fn();
    render(<Harness onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Alkohole' }));
    expect(onSelect).toHaveBeenCalledWith('Alkohole');
    expect(screen.getByRole('tab', { name: 'Alkohole' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves and selects with the arrow keys, wrapping at both ends, and Home / End', () => {
    const onSelect = jest.fn();
    render(<Harness onSelect={onSelect} />);
    const first = screen.getByRole('tab', { name: 'maki' });
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Dodatki' })).toHaveFocus();
    expect(onSelect).toHaveBeenLastCalledWith('Dodatki');

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Dodatki' }), { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByRole('tab', { name: 'maki' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Alkohole' })).toHaveFocus();
    expect(onSelect).toHaveBeenLastCalledWith('Alkohole');

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Alkohole' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'maki' })).toHaveFocus();

    fireEvent.keyDown(screen.getByRole('tab', { name: 'maki' }), { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Alkohole' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Alkohole' }), { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'maki' })).toHaveAttribute('aria-selected', 'true');
  });

  function addSection(id: string, top: number) {
    const section = document.createElement('section');
    section.id = id;
    section.getBoundingClientRect = () => ({ top }) as DOMRect;
    document.body.appendChild(section);
    sections.push(section);
  }

  it('on mobile scrolls smoothly to the section, 50 px above it', () => {
    restoreMatchMedia = mockMatchMedia((query) => query === theme.queries.mobileTabs);
    Object.defineProperty(window, 'scrollY', { value: 200, configurable: true });
    addSection(sectionIdFor('Napoje'), 600);
    render(<Harness />);

    fireEvent.click(screen.getByRole('tab', { name: 'Napoje' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 600 + 200 - 50, behavior: 'smooth' });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('uses the section id the page gives', () => {
    restoreMatchMedia = mockMatchMedia((query) => query === theme.queries.mobileTabs);
    addSection('kategoria-alkohole', 1000);
    render(
      <Tabs labels={LABELS} active={null} onSelect={jest.fn()} sectionIdFor={(label) => `kategoria-${label.toLowerCase()}`} />,
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Alkohole' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 950, behavior: 'smooth' });
  });

  it('jumps without animation for people who prefer reduced motion', () => {
    restoreMatchMedia = mockMatchMedia(
      (query) => query === theme.queries.mobileTabs || query === theme.queries.reducedMotion,
    );
    addSection(sectionIdFor('maki'), 300);
    render(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: 'maki' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 250, behavior: 'auto' });
  });

  it('does not scroll on desktop', () => {
    restoreMatchMedia = mockMatchMedia(() => false);
    addSection(sectionIdFor('Napoje'), 600);
    const onSelect = jest.fn();
    render(<Harness onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Napoje' }));
    expect(onSelect).toHaveBeenCalledWith('Napoje');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('does not scroll when the section is missing', () => {
    restoreMatchMedia = mockMatchMedia((query) => query === theme.queries.mobileTabs);
    render(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: 'Napoje' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
