/**
 * Every picture of the site: the menu's and the carousel's images are SVGs the shop API
 * names at run time (static/images), so gatsby-plugin-image cannot process them at build;
 * what it would give us, we do here. width/height attributes plus CSS aspect-ratio reserve
 * the box before the file arrives (no layout shift); pictures load lazily and decode off the
 * main thread unless `priority` says this is the page's largest first picture (LCP): then
 * eagerly, with fetchpriority="high". SVGs scale, so one file serves every screen width.
 */
import React, { type ImgHTMLAttributes } from 'react';
import styled from 'styled-components';

export interface SizedImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'width' | 'height' | 'src' | 'alt'> {
  src: string;
  /** Required: '' for a picture that only decorates (the text next to it says it all). */
  alt: string;
  /** The picture's intrinsic size in CSS pixels; the box keeps this ratio at any width. */
  width: number;
  height: number;
  /** The first picture a visitor sees (likely LCP): load at once, ahead of other requests. */
  priority?: boolean;
}

const Img = styled.img<{ $ratio: string }>`
  max-width: 100%;
  height: auto;
  aspect-ratio: ${({ $ratio }) => $ratio};
`;

export function SizedImage({ width, height, priority = false, loading, decoding, ...rest }: SizedImageProps) {
  // React 18 passes only the lower-case spelling of this attribute to the DOM without a warning.
  const fetchPriority = priority ? ({ fetchpriority: 'high' } as Record<string, string>) : {};
  return (
    <Img
      {...rest}
      {...fetchPriority}
      width={width}
      height={height}
      $ratio={`${width} / ${height}`}
      loading={loading ?? (priority ? 'eager' : 'lazy')}
      decoding={decoding ?? (priority ? 'auto' : 'async')}
    />
  );
}
