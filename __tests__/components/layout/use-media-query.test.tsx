/**
 * useMediaQuery: the first render says false (what the server rendered, so hydration matches),
 * the real answer follows after mount, and later changes of the query's answer are followed.
 */
import React from 'react';
import { act, render, screen } from '@testing-library/react';
import { useMediaQuery } from '../../../src/components/layout/top-bar';

function Probe({ query, seen }: { query: string; seen: boolean[] }) {
  const matches = useMediaQuery(query);
  seen.push(matches);
  return <p>{matches ? 'pasuje' : 'nie pasuje'}</p>;
}

describe('useMediaQuery', () => {
  const original = window.matchMedia;
  let listeners: Array<() => void>;
  let answer: boolean;
  beforeEach(() => {
    listeners = [];
    answer = true;
    window.matchMedia = ((media: string) => ({
      media,
      get matches() {
        return answer;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
      removeEventListener: (_type: string, listener: () => void) => (listeners = listeners.filter((l) => l !== listener)),
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = original;
  });

  it('renders false first, then the real answer, then follows changes until unmounted', () => {
    const seen: boolean[] = [];
    const view = render(<Probe query="(max-width: 834px)" seen={seen} />);
    expect(seen[0]).toBe(false);
    expect(screen.getByText('pasuje')).toBeInTheDocument();

    answer = false;
    act(() => listeners.forEach((listener) => listener()));
    expect(screen.getByText('nie pasuje')).toBeInTheDocument();

    view.unmount();
    expect(listeners).toHaveLength(0);
  });
});
