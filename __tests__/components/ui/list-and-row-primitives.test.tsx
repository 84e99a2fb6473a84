import React from 'react';
import { render, screen } from '@testing-library/react';
import { GridList } from '../../../src/components/ui/grid-list';
import { HeaderRow } from '../../../src/components/ui/header-row';
import { InlineList } from '../../../src/components/ui/inline-list';

describe('the shared list and row primitives', () => {
  it('InlineList: a bullet-less wrapping row whose links are tap targets', () => {
    render(
      <InlineList aria-label="Dalej">
        <li>
          <a href="/sign-in/">Zaloguj się</a>
        </li>
      </InlineList>,
    );
    expect(getComputedStyle(screen.getByRole('list'))).toMatchObject({ display: 'flex', flexWrap: 'wrap', listStyle: 'none' });
    expect(getComputedStyle(screen.getByRole('link')).minHeight).toBe('44px');
  });

  it('GridList: columns at least as wide as asked, with the asked theme gap', () => {
    render(<GridList $min="240px" $gap="md" />);
    const grid = getComputedStyle(screen.getByRole('list'));
    expect(grid.gridTemplateColumns).toBe('repeat(auto-fill, minmax(min(100%, 240px), 1fr))');
    expect(grid.gap).toBe('16px');
  });

  it('HeaderRow: spread to both ends, centred unless asked for the baseline', () => {
    render(
      <>
        <HeaderRow data-testid="centred" />
        <HeaderRow data-testid="baseline" $align="baseline" $gap="md" />
      </>,
    );
    expect(getComputedStyle(screen.getByTestId('centred'))).toMatchObject({ justifyContent: 'space-between', alignItems: 'center', gap: '8px' });
    expect(getComputedStyle(screen.getByTestId('baseline'))).toMatchObject({ alignItems: 'baseline', gap: '16px' });
  });
});
