import React from 'react';
import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { Carousel } from '../../../src/features/carousel/components/carousel';
import { SizedImage } from '../../../src/components/ui/sized-image';
import { mockMatchMedia } from '../../test-utils';

describe('SizedImage', () => {
  it('reserves its box (width, height, aspect-ratio) and loads lazily off the main thread by default', () => {
    render(<SizedImage src="/images/menu/maki.svg" alt="Maki" width={400} height={300} />);
    const img = screen.getByRole('img', { name: 'Maki' });
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '300');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img).toHaveStyle({ height: 'auto' });
    // jsdom computes no aspect-ratio: read the rule styled-components wrote for the element's class.
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('');
    const rules = img.className.split(' ').map((c) => css.match(new RegExp(`\\.${c}\\{([^}]*)\\}`))?.[1] ?? '');
    expect(rules.join(';').replace(/\s/g, '')).toContain('aspect-ratio:400/300');
  });

  it('loads the page’s main picture at once, ahead of the rest', () => {
    render(<SizedImage src="/images/carousel/1.svg" alt="Slajd" width={1200} height={500} priority />);
    const img = screen.getByRole('img', { name: 'Slajd' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('takes the styles of a styled() wrapper', () => {
    const Wide = styled(SizedImage)`
      width: 100%;
    `;
    render(<Wide src="/x.svg" alt="x" width={4} height={3} />);
    expect(screen.getByRole('img', { name: 'x' })).toHaveStyle({ width: '100%' });
  });
});

describe('Carousel pictures', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = mockMatchMedia(() => false);
  });
  afterEach(() => restore());

  it('fetches the first slide first (likely LCP) and every other one lazily, all sized', () => {
    const slides = [1, 2, 3].map((id) => ({ id, title: `Slajd ${id}`, text: '', image: `/images/carousel/${id}.svg`, link: '' }));
    render(<Carousel slides={slides} />);
    const images = slides.map((s) => screen.getByRole('img', { name: s.title, hidden: true }));
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    for (const img of images.slice(1)) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).not.toHaveAttribute('fetchpriority');
    }
    for (const img of images) {
      expect(img).toHaveAttribute('width', '1200');
      expect(img).toHaveAttribute('height', '500');
    }
  });
});
