import React, { useState } from 'react';
import { render, fireEvent, screen } from '@testing-library/react';
import { PageContainer } from '../../../src/components/ui/page-container';
import { PageTransition } from '../../../src/components/ui/page-transition';

describe('PageContainer', () => {
  it.each([
    ['wide', '95%'],
    ['normal', '90%'],
    ['narrow', '85%'],
  ] as const)('%s is %s of the page wide and centred', (width, percent) => {
    render(<PageContainer width={width}>Treść</PageContainer>);
    const box = screen.getByText('Treść');
    expect(box).toHaveStyle({ width: percent });
    expect(box).not.toHaveAttribute('width');
  });

  it('defaults to normal width', () => {
    render(<PageContainer>Treść</PageContainer>);
    expect(screen.getByText('Treść')).toHaveStyle({ width: '90%' });
  });
});

describe('PageTransition', () => {
  function Counter() {
    const [count, setCount] = useState(0);
    return (
      <button type="button" onClick={() => setCount(count + 1)}>
        Kliknięcia: {count}
      </button>
    );
  }

  it('starts a fresh fade (new element) on a new pathname only', () => {
    const { rerender } = render(
      <PageTransition pathname="/menu/">
        <Counter />
      </PageTransition>,
    );
    const first = screen.getByRole('button').parentElement;
    // The page the visitor landed on shows at once: its static HTML is already painted.
    expect(first).toHaveAttribute('data-fades', 'false');
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('Kliknięcia: 1');

    rerender(
      <PageTransition pathname="/menu/">
        <Counter />
      </PageTransition>,
    );
    expect(screen.getByRole('button').parentElement).toBe(first);

    rerender(
      <PageTransition pathname="/basket/">
        <Counter />
      </PageTransition>,
    );
    expect(screen.getByRole('button').parentElement).not.toBe(first);
    expect(screen.getByRole('button')).toHaveTextContent('Kliknięcia: 0');
    expect(screen.getByRole('button').parentElement).toHaveAttribute('data-pathname', '/basket/');
    expect(screen.getByRole('button').parentElement).toHaveAttribute('data-fades', 'true');
  });

  // Module state: this file's first PageTransition render above was the landing on /menu/.
  it('fades every page after the first change of page, the landing page too', () => {
    const fades = () => screen.getByRole('button').parentElement?.getAttribute('data-fades');
    const { rerender } = render(
      <PageTransition pathname="/basket/">
        <Counter />
      </PageTransition>,
    );
    expect(fades()).toBe('true');
    rerender(
      <PageTransition pathname="/menu/">
        <Counter />
      </PageTransition>,
    );
    expect(fades()).toBe('true');
  });
});
