/**
 * The home page's slides (WAI-ARIA APG "Carousel"): previous / next buttons, one dot per
 * slide, and a pause button. It advances by itself only while nobody hovers or focuses it,
 * nobody paused it, and the system does not ask for reduced motion (WCAG 2.2.2).
 */
import React, { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { CarouselSlide } from '../../../lib/shop-api-types';
import { useMediaQuery } from '../../../components/layout/top-bar';
import { Button, LinkButton } from '../../../components/ui/button';
import { SizedImage } from '../../../components/ui/sized-image';
import { theme } from '../../../styles/theme';

/** The slide images are drawn at 1200 x 500 (seeded in the API's content). */
export const SLIDE_WIDTH = 1200;
export const SLIDE_HEIGHT = 500;
export const AUTO_ADVANCE_MS = 6000;

const Region = styled.section`
  margin: ${theme.space.lg} 0;
`;

const Slide = styled.div`
  img {
    width: 100%;
    /* Wide screens crop the picture's edges rather than pushing the page down. */
    max-height: 420px;
    aspect-ratio: ${SLIDE_WIDTH} / ${SLIDE_HEIGHT};
    object-fit: cover;
    border-radius: ${theme.radii.md};
    background: ${theme.palette.surface};
  }
  h2 { margin: ${theme.space.md} 0 ${theme.space.sm}; }
  p { margin: 0 0 ${theme.space.md}; max-width: 70ch; }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.md};
`;

// A 44 px target around a small visible dot.
const Dot = styled.button`
  width: ${theme.tapTarget};
  height: ${theme.tapTarget};
  border: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    display: block;
    width: 14px;
    height: 14px;
    margin: auto;
    border: 2px solid ${theme.palette.text};
    border-radius: 50%;
  }
  &[aria-current='true']::before { background: ${theme.palette.text}; }
`;

export interface CarouselProps {
  slides: CarouselSlide[];
  label?: string;
  intervalMs?: number;
}

export function Carousel({ slides, label = 'Polecamy', intervalMs = AUTO_ADVANCE_MS }: CarouselProps) {
  const reducedMotion = useMediaQuery(theme.queries.reducedMotion);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const count = slides.length;
  // Fresh slides from the API may be fewer than the saved ones: stay in range.
  const current = count > 0 ? index % count : 0;
  const rotating = count > 1 && !reducedMotion && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setTimeout(() => setIndex((current + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, current, count, intervalMs]);

  if (count === 0) return null;
  const show = (next: number) => setIndex((next + count) % count);

  return (
    <Region
      aria-roledescription="karuzela"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget as Node | null))}
    >
      {/* Announce slide changes only when the customer makes them, not every 6 s. */}
      <div aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <Slide
            key={slide.id}
            role="group"
            aria-roledescription="slajd"
            aria-label={`${i + 1} z ${count}`}
            hidden={i !== current}
          >
            {/* The first slide is the home page's largest picture (LCP): fetched first, never lazily. */}
            <SizedImage src={slide.image} alt={slide.title} width={SLIDE_WIDTH} height={SLIDE_HEIGHT} priority={i === 0} />
            <h2>{slide.title}</h2>
            <p>{slide.text}</p>
            {slide.link && (
              <LinkButton to={slide.link} variant="primary-reverse">
                Zobacz więcej
              </LinkButton>
            )}
          </Slide>
        ))}
      </div>
      {count > 1 && (
        <Controls>
          <Button variant="choice" aria-label="Poprzedni slajd" onClick={() => show(current - 1)}>
            <span aria-hidden="true">‹</span>
          </Button>
          {slides.map((slide, i) => (
            <Dot
              key={slide.id}
              type="button"
              aria-label={`Slajd ${i + 1}: ${slide.title}`}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => show(i)}
            />
          ))}
          <Button variant="choice" aria-label="Następny slajd" onClick={() => show(current + 1)}>
            <span aria-hidden="true">›</span>
          </Button>
          {!reducedMotion && (
            <Button variant="choice" onClick={() => setStopped(!stopped)}>
              {stopped ? 'Wznów przewijanie' : 'Zatrzymaj przewijanie'}
            </Button>
          )}
        </Controls>
      )}
    </Region>
  );
}
